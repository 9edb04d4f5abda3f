import Testing
@testable import Tactile
import TactileTestSupport

// Issue 9: each rule where Apple's documentation speaks, one named test per
// rule, quoting the Apple statement it checks. These tests define the
// behaviour the engine redesign (issue 11) is checked against.

/// One window with a container view and, optionally, children; logs actions
/// ("name state n=touches") and diagnostics. Its views are recording views
/// (`callbacks`: "began 1,2") logging into `log`; frames are sent with the
/// touch-script DSL (`frame(t, [(id, phase, point)])`).
private final class RuleFixture: TouchScripting {
    let dispatcher = TouchDispatcher()
    let script: TouchScript
    let window = Window(frame: Rect(0, 0, 400, 800))
    let log = EventLog()
    let container: RecordingView
    var actions: [String] = []
    var diagnostics: [DispatchDiagnostic] = []

    init(multipleTouch: Bool = false) {
        container = RecordingView("container", frame: Rect(0, 0, 400, 800), log: log)
        script = TouchScript(dispatcher)
        container.isMultipleTouchEnabled = multipleTouch
        window.addSubview(container)
        dispatcher.addWindow(window)
        dispatcher.onDiagnostic = { [unowned self] in self.diagnostics.append($0) }
    }

    @discardableResult
    func add<R: GestureRecognizer>(_ r: R, _ name: String, to view: View? = nil) -> R {
        r.name = name
        (view ?? container).addGestureRecognizer(r)
        r.addAction { [unowned self] g in self.actions.append("\(name) \(g.state) n=\(g.numberOfTouches)") }
        return r
    }

    func actions(_ name: String) -> [String] { actions.filter { $0.hasPrefix(name + " ") } }
}

private func ring(_ n: Int, center: Point, radius: Double, angle: Double = 0) -> [Point] {
    (0..<n).map { i in
        let a = angle + 2 * TactileMath.pi * Double(i) / Double(n)
        return Point(x: center.x + radius * TactileMath.cos(a), y: center.y + radius * TactileMath.sin(a))
    }
}

/// Puts `n` fingers down on a ring, moves them through `steps` (radius, angle,
/// centre offset) one frame each, then lifts them one frame each.
private func gesture(_ f: RuleFixture, fingers n: Int, from t0: Seconds = 0,
                     steps: [(Double, Double, Vector)], lift: Bool = true) {
    let c = Point(200, 400)
    let start = ring(n, center: c, radius: 60)
    f.frame(t0, (0..<n).map { ($0 + 1, .began, start[$0]) })
    var t = t0
    var last = start
    for (r, a, d) in steps {
        t += 0.02
        last = ring(n, center: Point(x: c.x + d.dx, y: c.y + d.dy), radius: r, angle: a)
        f.frame(t, (0..<n).map { ($0 + 1, .moved, last[$0]) })
    }
    guard lift else { return }
    for i in 0..<n { t += 0.02; f.frame(t, [(i + 1, .ended, last[i])]) }
}

@Suite struct UIKitTouchRuleTests {
    // MARK: 1. Recognizers receive every touch in their view

    /// Apple, `UIView.isMultipleTouchEnabled`: "This property does not affect
    /// the gesture recognizers attached to the view. Gesture recognizers
    /// receive all touches that occur in the view." The view itself still gets
    /// only its first touch ("When set to false, the view receives only the
    /// first touch event in a multi-touch sequence").
    @Test func uikit_recognizersReceiveEveryTouchWithoutMultipleTouchEnabled() {
        // Pinch.
        var f = RuleFixture()
        var scale = 0.0
        f.add(PinchGestureRecognizer(), "pinch").addAction { scale = ($0 as! PinchGestureRecognizer).scale }
        gesture(f, fingers: 2, steps: [(80, 0, .zero), (120, 0, .zero)])
        #expect(f.actions("pinch") == ["pinch began n=2", "pinch changed n=2", "pinch ended n=0"])
        #expect(nearly(scale, 2, within: 1e-9))
        #expect(f.container.callbacks.first == "began 1" && !f.container.callbacks.contains { $0.contains("2") })
        #expect(f.diagnostics.contains(.ignored(id: 2, reason: .multipleTouchDisabled)))

        // Two-finger scroll (pan with two fingers).
        f = RuleFixture()
        let pan = f.add(PanGestureRecognizer(), "scroll")
        pan.minimumNumberOfTouches = 2
        gesture(f, fingers: 2, steps: [(60, 0, Vector(0, -20)), (60, 0, Vector(0, -40))])
        #expect(f.actions("scroll").first == "scroll began n=2" && f.actions("scroll").last == "scroll ended n=0")

        // Two-finger tap.
        f = RuleFixture()
        let tap = f.add(TapGestureRecognizer(), "tap")
        tap.numberOfTouchesRequired = 2
        gesture(f, fingers: 2, steps: [])
        #expect(f.actions("tap") == ["tap ended n=2"])

        // Four-finger drag.
        f = RuleFixture()
        let drag = f.add(PanGestureRecognizer(), "drag")
        drag.minimumNumberOfTouches = 4
        gesture(f, fingers: 4, steps: [(60, 0, Vector(30, 0)), (60, 0, Vector(60, 0))])
        #expect(f.actions("drag").first == "drag began n=4" && f.actions("drag").last == "drag ended n=0")
        #expect(f.diagnostics.filter { if case .ignored = $0 { return true } else { return false } }.count == 3)

        // Twist.
        f = RuleFixture()
        f.add(RotationGestureRecognizer(), "twist")
        gesture(f, fingers: 2, steps: [(60, 0.2, .zero), (60, 0.4, .zero)])
        #expect(f.actions("twist").first == "twist began n=2" && f.actions("twist").last == "twist ended n=0")
        // The view's own callbacks saw finger 1 only, throughout.
        #expect(f.container.callbacks == ["began 1", "cancelled 1"])
    }

    /// Apple, SimpleGestureRecognizers sample (ReadMe): "Recognizers ignore the
    /// exclusive touch setting for views. … suppose you had two buttons, each
    /// marked exclusive touch, and you added a pinch gesture recognizer to their
    /// superview. That a finger came down in one the of the buttons shouldn't
    /// prevent you from pinching in the general case." The buttons keep their
    /// exclusive behaviour for their own callbacks.
    @Test func uikit_exclusiveTouchButtonsDoNotBlockTheSuperviewsPinch() {
        let f = RuleFixture(multipleTouch: true)
        let left = RecordingView("left", frame: Rect(0, 300, 200, 200), log: f.log)
        let right = RecordingView("right", frame: Rect(200, 300, 200, 200), log: f.log)
        for b in [left, right] { b.isExclusiveTouch = true; f.container.addSubview(b) }
        f.add(PinchGestureRecognizer(), "pinch")
        f.frame(0, [(1, .began, Point(150, 400))])
        f.frame(0.01, [(2, .began, Point(250, 400))])
        #expect(f.diagnostics == [.ignored(id: 2, reason: .blockedByExclusiveView(left))])
        f.frame(0.03, [(1, .moved, Point(100, 400)), (2, .moved, Point(300, 400))])
        f.frame(0.05, [(1, .ended, Point(100, 400)), (2, .ended, Point(300, 400))])
        #expect(f.actions("pinch") == ["pinch began n=2", "pinch ended n=0"])
        #expect(left.callbacks == ["began 1", "cancelled 1"])
        #expect(right.callbacks.isEmpty)   // blocked by the exclusive left button, for its own callbacks
    }

    /// Apple, `UIView.isExclusiveTouch`: "Setting this property to true causes
    /// the receiver to block the delivery of touch events to other views in the
    /// same window." The default scope is therefore `.window`; seed-002 R23's
    /// recommended `.display` is an option.
    @Test func uikit_exclusiveTouchBlocksOnlyViewsInTheSameWindow() {
        #expect(DispatchPolicy().exclusivityScope == .window)
        for scope in [ExclusivityScope.window, .display] {
            let dispatcher = TouchDispatcher()
            dispatcher.policy.exclusivityScope = scope
            let w1 = Window(frame: Rect(0, 0, 200, 800)), w2 = Window(frame: Rect(200, 0, 200, 800))
            let log = EventLog()
            let exclusive = RecordingView("exclusive", frame: Rect(0, 0, 200, 800), log: log)
            let other = RecordingView("other", frame: Rect(0, 0, 200, 800), log: log)
            exclusive.isExclusiveTouch = true
            w1.addSubview(exclusive); w2.addSubview(other)
            dispatcher.addWindow(w1); dispatcher.addWindow(w2)
            dispatcher.handle(InputFrame(timestamp: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(100, 100))]))
            dispatcher.handle(InputFrame(timestamp: 0.1, samples: [TouchSample(id: 2, phase: .began, location: Point(300, 100))]))
            #expect(exclusive.callbacks == ["began 1"])
            #expect(other.callbacks == (scope == .window ? ["began 2"] : []), "\(scope)")
        }
    }

    /// A touch the view does not get is still hit-tested once and engaged with
    /// the recognizers of its hit view and ancestors; the recognizer's
    /// `cancelsTouchesInView` and `delaysTouches…` act only on touches the view
    /// received (the withheld touch never reaches the view, not even as a cancel).
    @Test func uikit_touchKeptFromTheViewIsNeitherCancelledNorHeldForIt() {
        let f = RuleFixture()
        let pan = f.add(PanGestureRecognizer(), "pan")
        pan.delaysTouchesBegan = true
        f.frame(0, [(1, .began, Point(100, 100))])
        f.frame(0.01, [(2, .began, Point(200, 100))])
        #expect(f.dispatcher.activeTouches.count == 2 && pan.numberOfTouches == 2)
        #expect(f.dispatcher.event.allTouches.count == 1)
        f.frame(0.03, [(1, .moved, Point(100, 140)), (2, .moved, Point(200, 140))])
        #expect(pan.state == .began)
        f.frame(0.05, [(1, .ended, Point(100, 140)), (2, .ended, Point(200, 140))])
        #expect(f.container.callbacks.isEmpty)      // touch 1 discarded (held began), touch 2 never seen
        #expect(f.diagnostics == [.ignored(id: 2, reason: .multipleTouchDisabled)])
    }

    // MARK: 2. Where the standard recognizers end

    /// Apple, UIPanGestureRecognizer overview: "It changes
    /// (UIGestureRecognizer.State.changed) when the user moves a finger while
    /// pressing with the minimum number of fingers. It ends
    /// (UIGestureRecognizer.State.ended) when the user lifts all fingers."
    @Test func uikit_panEndsWhenTheUserLiftsAllFingers() {
        let f = RuleFixture()
        let pan = f.add(PanGestureRecognizer(), "pan")
        pan.minimumNumberOfTouches = 2
        f.frame(0, [(1, .began, Point(100, 100)), (2, .began, Point(200, 100))])
        f.frame(0.02, [(1, .moved, Point(100, 130)), (2, .moved, Point(200, 130))])
        f.frame(0.04, [(1, .ended, Point(100, 130))])
        let translation = pan.translation(in: nil)
        f.frame(0.06, [(2, .moved, Point(200, 180))])       // below the minimum: no change
        #expect(f.actions("pan") == ["pan began n=2"] && pan.translation(in: nil) == translation)
        f.frame(0.08, [(3, .began, Point(300, 180))])       // back to two fingers
        f.frame(0.10, [(2, .moved, Point(200, 190)), (3, .moved, Point(300, 190))])
        #expect(f.actions("pan").last == "pan changed n=2")
        f.frame(0.12, [(2, .ended, Point(200, 190))])
        f.frame(0.14, [(3, .ended, Point(300, 190))])
        #expect(f.actions("pan").last == "pan ended n=0")
        #expect(f.actions("pan").filter { $0.contains("ended") }.count == 1)
    }

    /// Apple, UIPinchGestureRecognizer reference: "The gesture ends
    /// (UIGestureRecognizerStateEnded) when both fingers lift from the view."
    @Test func uikit_pinchEndsWhenBothFingersLift() {
        let f = RuleFixture()
        let pinch = f.add(PinchGestureRecognizer(), "pinch")
        f.frame(0, [(1, .began, Point(150, 400)), (2, .began, Point(250, 400))])
        f.frame(0.02, [(1, .moved, Point(100, 400)), (2, .moved, Point(300, 400))])
        f.frame(0.04, [(1, .ended, Point(100, 400))])
        #expect(pinch.state.isInProgress)
        f.frame(0.06, [(2, .moved, Point(320, 420))])       // one finger: no change, same scale
        #expect(nearly(pinch.scale, 2, within: 1e-9) && f.actions("pinch") == ["pinch began n=2"])
        f.frame(0.08, [(2, .ended, Point(320, 420))])
        #expect(f.actions("pinch") == ["pinch began n=2", "pinch ended n=0"])
    }

    /// Apple, UIRotationGestureRecognizer overview: "It ends when the user
    /// lifts both fingers."
    @Test func uikit_rotationEndsWhenTheUserLiftsBothFingers() {
        let f = RuleFixture()
        let rotation = f.add(RotationGestureRecognizer(), "rotation")
        f.frame(0, [(1, .began, Point(150, 400)), (2, .began, Point(250, 400))])
        f.frame(0.02, [(1, .moved, Point(150, 350)), (2, .moved, Point(250, 450))])
        #expect(rotation.state == .began)
        f.frame(0.04, [(2, .ended, Point(250, 450))])
        #expect(rotation.state.isInProgress)
        f.frame(0.06, [(1, .ended, Point(150, 350))])
        #expect(f.actions("rotation").last == "rotation ended n=0")
    }

    /// `GestureController` (seed-001's gesture API) keeps its own rule: a
    /// gesture ends when fewer than two fingers remain (seed-001 R16), unlike
    /// the UIKit-style pinch and rotation recognizers above.
    /// seed-001 R16.
    @Test func gestureControllerStillEndsBelowTwoFingers() {
        let h = TransformHarness()
        let g = GestureController(view: h.view)
        let shared = EventLog()
        let r = ResponderLog("V", shared)
        g.setResponder(r, for: h.view)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 200)
        #expect(shared.lines.contains("V gestureBegan") && !shared.lines.contains("V gestureEnded"))
        h.up(2, at: Point(300, 200))                        // one finger left: the gesture ends
        #expect(shared.lines.last == "V gestureEnded")
        h.up(1, at: Point(100, 200))
        #expect(shared.lines.filter { $0 == "V gestureEnded" }.count == 1)
    }

    /// Apple, UITapGestureRecognizer overview: "if there are multiple taps,
    /// this location is the first tap; if there are multiple touches, this
    /// location is the centroid of all fingers tapping the view. … if multiple
    /// taps are allowed, this location is that of the first tap."
    @Test func uikit_tapLocationIsTheFirstTap() {
        let f = RuleFixture()
        let tap = f.add(TapGestureRecognizer(), "tap")
        tap.numberOfTapsRequired = 2
        tap.numberOfTouchesRequired = 2
        var location: Point?
        var touch1: Point?
        tap.addAction { g in location = g.location(in: nil); touch1 = g.location(ofTouch: 1, in: nil) }
        f.frame(0, [(1, .began, Point(100, 100)), (2, .began, Point(140, 100))])
        f.frame(0.05, [(1, .ended, Point(100, 100)), (2, .ended, Point(140, 100))])
        #expect(tap.location(in: nil) == Point(120, 100))
        f.frame(0.2, [(3, .began, Point(110, 120)), (4, .began, Point(150, 120))])
        f.frame(0.25, [(3, .ended, Point(110, 120)), (4, .ended, Point(150, 120))])
        #expect(f.actions("tap") == ["tap ended n=2"])
        #expect(location == Point(120, 100) && touch1 == Point(140, 100))
    }

    /// Apple, UIGestureRecognizer `numberOfTouches`: "The number of UITouch
    /// objects in a private array maintained by the receiver. Each of these
    /// objects represents a touch in the current gesture." After the last
    /// lift no touch is in the gesture: the `.ended` action sees 0, as in
    /// UIKit. A recognizer's own `touchesEnded` still counts the lifting touch.
    @Test func uikit_numberOfTouchesIsZeroInTheEndedActionAfterTheLastLift() {
        final class CountingPan: PanGestureRecognizer {
            var inTouchesEnded: [Int] = []
            override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
                inTouchesEnded.append(numberOfTouches)
                super.touchesEnded(touches, with: event)
            }
        }
        let f = RuleFixture()
        let pan = f.add(CountingPan(), "pan")
        f.frame(0, [(1, .began, Point(100, 100)), (2, .began, Point(200, 100))])
        f.frame(0.02, [(1, .moved, Point(100, 130)), (2, .moved, Point(200, 130))])
        f.frame(0.04, [(1, .ended, Point(100, 140))])
        f.frame(0.06, [(2, .ended, Point(200, 130))])
        #expect(f.actions("pan") == ["pan began n=2", "pan changed n=1", "pan ended n=0"])
        #expect(pan.inTouchesEnded == [2, 1])
        #expect(pan.location(ofTouch: 0, in: nil) == .zero)
    }

    // MARK: 3. Recognizers reset on their own

    /// Apple, UIGestureRecognizer `reset()`: "The runtime calls this method
    /// after the gesture-recognizer state has been set to … ended, recognized,
    /// cancelled, or failed—in other words, any of the terminal states for a
    /// gesture recognition attempt." A finger resting on a common ancestor's
    /// pan does not keep a button's tap from resetting: every tap on the
    /// button is recognized at once. (Seed-000's sequence-wide reset, kept as
    /// `RecognizerResetRule.whenSequenceEnds`, recognizes only the first.)
    @Test func uikit_recognizerResetsWhenItsOwnTouchesLift() {
        for rule in [RecognizerResetRule.whenItsTouchesLift, .whenSequenceEnds] {
            let f = RuleFixture(multipleTouch: true)
            f.dispatcher.policy.recognizerReset = rule
            let button = RecordingView("button", frame: Rect(250, 600, 100, 60), log: f.log)
            f.container.addSubview(button)
            let pan = f.add(PanGestureRecognizer(), "pan")
            pan.cancelsTouchesInView = false
            let tap = f.add(TapGestureRecognizer(), "tap", to: button)
            let both = ClosureDelegate(simultaneous: { _, _ in true })
            pan.delegate = both
            tap.delegate = both
            f.frame(0, [(1, .began, Point(50, 100))])        // resting finger on the container
            for i in 0..<3 {
                let t = 0.1 + Double(i) * 0.5
                f.frame(t, [(10 + i, .began, Point(300, 630))])
                f.frame(t + 0.05, [(10 + i, .ended, Point(300, 630))])
            }
            let expected = rule == .whenItsTouchesLift ? 3 : 1
            #expect(f.actions("tap").count == expected, "\(rule)")
            #expect(tap.state == (rule == .whenItsTouchesLift ? .possible : .ended))
            f.frame(2, [(1, .ended, Point(50, 100))])
            #expect(tap.state == .possible && pan.state == .possible)
        }
    }

    /// A recognizer between the taps of a multi-tap is not in a final state
    /// and is not reset: the double tap keeps its first tap while the single
    /// tap it shares the view with resets and recognizes again.
    @Test func uikit_doubleTapBetweenItsTapsIsNotReset() {
        let f = RuleFixture()
        let double = f.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        f.frame(0, [(1, .began, Point(100, 100))])
        f.frame(0.05, [(1, .ended, Point(100, 100))])
        #expect(double.tapsCompleted == 1 && double.state == .possible)
        f.frame(0.2, [(2, .began, Point(102, 100))])
        f.frame(0.25, [(2, .ended, Point(102, 100))])
        #expect(f.actions("double") == ["double ended n=1"])
    }
}
