import Testing
@testable import Tactile

/// The model's references to the engine and to views are not weak (issue 11:
/// no weak-reference lookups per sample, no side tables on views). Each is
/// cleared by its owner, so an object that outlives what it points at reads
/// nil — never a dangling pointer. These tests release the owner first.
@Suite struct EngineOwnershipTests {
    @Test func childOutlivingItsParentHasNoSuperview() {
        let child = View(frame: Rect(0, 0, 10, 10))
        do {
            let parent = View(frame: Rect(0, 0, 100, 100))
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        #expect(child.window == nil)
    }

    @Test func recognizerOutlivingItsViewHasNoView() {
        let tap = TapGestureRecognizer()
        do {
            let view = View(frame: Rect(0, 0, 100, 100))
            view.addGestureRecognizer(tap)
            #expect(tap.view === view)
        }
        #expect(tap.view == nil)
        // Attaching it again works as for a fresh recognizer.
        let other = View(frame: Rect(0, 0, 10, 10))
        other.addGestureRecognizer(tap)
        #expect(tap.view === other)
        #expect(other.gestureRecognizers.count == 1)
    }

    @Test func windowAndRecognizerOutlivingTheDispatcherSeeNone() {
        let window = Window(frame: Rect(0, 0, 100, 100))
        let pan = PanGestureRecognizer()
        window.addGestureRecognizer(pan)
        do {
            let dispatcher = TouchDispatcher()
            dispatcher.addWindow(window)
            dispatcher.handle(InputFrame(timestamp: 1, samples: [TouchSample(id: 1, phase: .began, location: Point(50, 50))]))
            #expect(window.dispatcher === dispatcher)
            #expect(pan.currentTime == 1)
        }
        #expect(window.dispatcher == nil)
        // The recognizer has no host now: time reads 0, timers are refused,
        // and a state change applies directly, as for a standalone recognizer.
        #expect(pan.currentTime == 0)
        #expect(pan.scheduleTimer(after: 1) {} == nil)
        pan.state = .failed
        #expect(pan.state == .failed)
        // Removing and hiding views tells no engine and does not trap.
        window.isHidden = true
    }

    @Test func removedWindowForgetsItsDispatcher() {
        let dispatcher = TouchDispatcher()
        let window = Window(frame: Rect(0, 0, 100, 100))
        dispatcher.addWindow(window)
        dispatcher.removeWindow(window)
        #expect(window.dispatcher == nil)
        #expect(dispatcher.windows.isEmpty)
    }

    /// Hit testing rules out a plain view's miss from its geometry without
    /// calling it; a subclass is always asked, so one that claims points
    /// outside its bounds is still hit (UIKit `point(inside:with:)` overrides).
    @Test func subclassClaimingPointsOutsideItsBoundsIsStillHit() {
        final class WideView: View {
            override func point(inside point: Point, with event: TouchEvent?) -> Bool {
                point.x >= -20 && point.x < bounds.size.width + 20 && point.y >= 0 && point.y < bounds.size.height
            }
        }
        let window = Window(frame: Rect(0, 0, 200, 200))
        let plain = View(frame: Rect(0, 0, 50, 50))
        let wide = WideView(frame: Rect(100, 100, 50, 50))
        window.addSubview(plain)
        window.addSubview(wide)
        #expect(window.hitTest(Point(90, 120), with: nil) === wide)
        #expect(window.hitTest(Point(60, 20), with: nil) === window)
        #expect(window.hitTest(Point(20, 20), with: nil) === plain)
    }
}
