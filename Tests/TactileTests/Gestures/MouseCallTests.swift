import Testing
@testable import Tactile
import TactileTestSupport

/// Seed-001's mouse-style calls (A8, R6, R7, E8) behind
/// `GestureController.deliversMouseCalls`, next to the UIKit default.
@Suite struct MouseCallTests {
    /// E8's window: sibling controls A (0,0,100,100) and B (100,0,100,100), a
    /// controller on the window with responders for A and B.
    final class Fixture: TouchScripting {
        let shared = EventLog()
        let d = TouchDispatcher()
        /// The touch-script DSL, frames 0.02 s apart.
        let script: TouchScript
        let w = Window(frame: Rect(0, 0, 320, 200))
        let a: RecordingView, b: RecordingView
        let g: GestureController
        let ra: ResponderLog, rb: ResponderLog
        init(mouseCalls: Bool) {
            script = TouchScript(d, step: 0.02)
            a = RecordingView("A", frame: Rect(0, 0, 100, 100), log: shared)
            b = RecordingView("B", frame: Rect(100, 0, 100, 100), log: shared)
            a.isMultipleTouchEnabled = true      // two-finger hands on A in some tests (E8's second finger hits B)
            w.addSubview(a); w.addSubview(b)
            d.addWindow(w)
            g = GestureController(view: w)
            g.mask = []
            g.deliversMouseCalls = mouseCalls
            ra = ResponderLog("A", shared); rb = ResponderLog("B", shared)
            g.setResponder(ra, for: a)
            g.setResponder(rb, for: b)
        }
        /// E8's input.
        func runE8() {
            down(1, at: Point(50, 50))
            move(1, to: Point(150, 50))
            down(2, at: Point(150, 80))
            move(2, to: Point(160, 90))
            up(2, at: Point(160, 90))
            up(1, at: Point(150, 50))
        }
        var responderLines: [String] { shared.lines.filter { !$0.contains("[") } }
        var viewLines: [String] { shared.lines.filter { $0.contains("[") } }
    }

    /// Seed-001 E8 with the seed's mouse calls on: A gets mouseDown,
    /// mouseDragged (captured though the finger left A), the gesture, then
    /// mouseUp when the hand lifts; B gets nothing.
    /// seed-001 E8.
    @Test func mouseCallsOptionExactCallLog() {
        let f = Fixture(mouseCalls: true)
        f.runE8()
        #expect(f.responderLines == ["A mouseDown", "A mouseDragged", "A handle", "A gestureBegan", "A gestureChanged",
                                     "A gestureEnded", "A mouseUp"])
        #expect(!f.shared.lines.contains { $0.hasPrefix("B") })
        // The views still follow UIKit: the option changes nothing they receive.
        #expect(f.viewLines == ["A began [1]", "A moved [1]", "A cancelled [1]"])
        #expect(f.ra.pointers.map(\.location) == [Point(50, 50), Point(150, 50), Point(150, 50)])
        #expect(f.ra.pointers.map(\.fingerID) == [1, 1, 1])
        #expect(f.ra.pointers.map(\.fingersDown) == [1, 1, 0])
    }

    /// Seed-001 E8 with the UIKit default: no mouse calls; A's first finger is cancelled when the gesture begins.
    /// seed-001 E8.
    @Test func uikitDefaultNoMouseCallsAndTouchesCancelled() {
        let f = Fixture(mouseCalls: false)
        f.runE8()
        #expect(f.responderLines == ["A handle", "A gestureBegan", "A gestureChanged", "A gestureEnded"])
        #expect(f.viewLines == ["A began [1]", "A moved [1]", "A cancelled [1]"])
        #expect(f.w.gestureRecognizers.count == 3)
    }

    /// seed-001 R7.
    @Test func mouseUpFollowsGestureEndWhenTheHandLiftsAtOnce() {
        let f = Fixture(mouseCalls: true)
        f.frame([(1, .began, Point(50, 50)), (2, .began, Point(80, 50))])
        f.frame([(1, .moved, Point(40, 50)), (2, .moved, Point(90, 50))])   // dragged during the gesture: suspended
        f.frame([(1, .ended, Point(40, 50)), (2, .ended, Point(90, 50))])
        #expect(f.responderLines == ["A mouseDown", "A handle", "A gestureBegan", "A gestureChanged", "A gestureEnded",
                                     "A mouseUp"])
        #expect(f.ra.pointers.last?.fingerID == 2 && f.ra.pointers.last?.location == Point(90, 50))
    }

    /// seed-001 R7.
    @Test func dragsResumeAfterTheGestureAndFollowTheRemainingFinger() {
        let f = Fixture(mouseCalls: true)
        f.down(1, at: Point(50, 50))
        f.down(2, at: Point(80, 50))
        f.up(1, at: Point(50, 50))          // the gesture ends; finger 2 becomes the mouse finger
        f.move(2, to: Point(95, 60))
        f.up(2, at: Point(95, 60))
        #expect(f.responderLines == ["A mouseDown", "A handle", "A gestureBegan", "A gestureEnded", "A mouseDragged",
                                     "A mouseUp"])
        #expect(f.ra.pointers.map(\.fingerID) == [1, 2, 2])
    }

    /// seed-001 R7.
    @Test func cancelledHandGetsMouseCancelledOnce() {
        let f = Fixture(mouseCalls: true)
        f.down(1, at: Point(50, 50))
        f.down(2, at: Point(80, 50))
        f.d.cancelAllTouches()
        #expect(f.responderLines == ["A mouseDown", "A handle", "A gestureBegan", "A gestureEnded", "A mouseCancelled"])
        // A one-finger hand cancelled: no gesture, one mouseCancelled.
        f.shared.lines = []
        f.down(3, at: Point(150, 50))
        f.d.cancelAllTouches()
        #expect(f.responderLines == ["B mouseDown", "B mouseCancelled"])
    }

    /// seed-001 R6.
    @Test func controlIsTheDeepestViewWithAResponder() {
        let f = Fixture(mouseCalls: true)
        let inner = View(frame: Rect(10, 10, 50, 50))
        f.a.addSubview(inner)                      // no responder: A's responder takes the calls
        f.down(1, at: Point(20, 20))
        f.up(1, at: Point(20, 20))
        #expect(f.responderLines == ["A mouseDown", "A mouseUp"])
        f.shared.lines = []
        f.down(1, at: Point(250, 150))         // on the window itself: no responder, no calls
        f.up(1, at: Point(250, 150))
        #expect(f.responderLines.isEmpty)
    }

    @Test func mouseCallsOptionCanBeTurnedOff() {
        let f = Fixture(mouseCalls: true)
        #expect(f.w.gestureRecognizers.count == 4)
        f.g.deliversMouseCalls = false
        #expect(f.w.gestureRecognizers.count == 3)
        f.down(1, at: Point(50, 50))
        f.up(1, at: Point(50, 50))
        #expect(f.responderLines.isEmpty)
    }

    @Test func mouseObserverDoesNotChangeWhatOtherRecognizersSee() {
        // A tap on A recognizes and a one-finger hand ends with mouseUp; the tap is not prevented.
        let f = Fixture(mouseCalls: true)
        let tap = TapGestureRecognizer()
        var taps = 0
        tap.addAction { _ in taps += 1 }
        f.a.addGestureRecognizer(tap)
        f.down(1, at: Point(50, 50))
        f.up(1, at: Point(50, 50))
        #expect(taps == 1)
        #expect(f.responderLines == ["A mouseDown", "A mouseUp"])
        #expect(f.viewLines == ["A began [1]", "A cancelled [1]"])
    }
}
