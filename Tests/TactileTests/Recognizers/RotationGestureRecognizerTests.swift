import Testing
@testable import Tactile
import TactileTestSupport

@Suite struct RotationGestureRecognizerTests {
    let pi = TactileMath.pi

    @Test func defaults() {
        let r = RotationGestureRecognizer()
        #expect(r.isContinuous)
        #expect(nearly(r.minimumRotation, TactileMath.pi / 36, within: 1e-9))
        #expect(r.rotation == 0)
        #expect(r.velocity == 0)
    }

    @Test func twistBeginsPastThresholdAndReportsCumulativeRotation() {
        let h = TransformHarness()
        let r = RotationGestureRecognizer()
        var states: [GestureRecognizerState] = []
        r.addAction { g in states.append(g.state) }
        h.view.addGestureRecognizer(r)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 100, angle: 0.05)   // < 5°
        #expect(r.state == .possible)
        h.movePair(center: Point(200, 200), span: 100, angle: 0.2)
        #expect(r.state == .began)
        #expect(nearly(r.rotation, 0.2, within: 1e-9))
        h.movePair(center: Point(200, 200), span: 100, angle: -0.3)   // counter-clockwise is negative
        #expect(nearly(r.rotation, -0.3, within: 1e-9))
        h.upPair(center: Point(200, 200), span: 100, angle: -0.3)
        #expect(states == [.began, .changed, .ended])
    }

    @Test func customThreshold() {
        let h = TransformHarness()
        let r = RotationGestureRecognizer()
        r.minimumRotation = 0.5
        h.view.addGestureRecognizer(r)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 100, angle: 0.4)
        #expect(r.state == .possible)
        h.movePair(center: Point(200, 200), span: 100, angle: -0.1)
        #expect(r.state == .possible)
        h.movePair(center: Point(200, 200), span: 100, angle: -0.6)
        #expect(r.state == .began)
    }

    @Test func rotationPassesPiWithoutWrapping() {
        let h = TransformHarness()
        let r = RotationGestureRecognizer()
        h.view.addGestureRecognizer(r)
        h.downPair(center: Point(200, 200), span: 100, angle: 0)
        var a = 0.0
        while a < 1.75 * pi { a += 0.25; h.movePair(center: Point(200, 200), span: 100, angle: a) }
        #expect(nearly(r.rotation, a, within: 1e-9))          // more than π, no jump to −π
        while a > -2.5 * pi { a -= 0.25; h.movePair(center: Point(200, 200), span: 100, angle: a) }
        #expect(nearly(r.rotation, a, within: 1e-9))          // beyond a full turn the other way
    }

    @Test func startingAcrossTheBranchCut() {
        // The line between the fingers starts at angle π (pointing left); a small turn must be small.
        let h = TransformHarness()
        let r = RotationGestureRecognizer()
        h.view.addGestureRecognizer(r)
        h.frame([(1, .began, Point(300, 200)), (2, .began, Point(100, 200))])
        h.frame([(1, .moved, Point(300, 190)), (2, .moved, Point(100, 210))])
        // p2 − p1 goes from (−200, 0) (angle π) to (−200, 20): a small counter-clockwise turn.
        let expected = TactileMath.atan2(20, -200) - pi  // ≈ −0.0997 rad
        #expect(nearly(r.rotation, expected, within: 1e-9))
        #expect(abs(r.rotation) < 0.2)
    }

    @Test func settingRotationRebases() {
        let h = TransformHarness()
        let r = RotationGestureRecognizer()
        var deltas: [Double] = []
        r.addAction { g in
            let rot = g as! RotationGestureRecognizer
            deltas.append(rot.rotation)
            rot.rotation = 0
        }
        h.view.addGestureRecognizer(r)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 100, angle: 0.3)
        h.movePair(center: Point(200, 200), span: 100, angle: 0.5)
        #expect(nearly(deltas[0], 0.3, within: 1e-9) && nearly(deltas[1], 0.2, within: 1e-9))
    }

    @Test func velocityInRadiansPerSecond() {
        let h = TransformHarness()
        let r = RotationGestureRecognizer()
        h.view.addGestureRecognizer(r)
        h.downPair(center: Point(200, 200), span: 100)
        for k in 1...8 { h.movePair(center: Point(200, 200), span: 100, angle: 0.02 * Double(k), dt: 0.01) }
        #expect(abs(r.velocity - 2) < 1e-6)
    }

    @Test(arguments: [60.0, 120.0, 240.0])
    func velocityOfASteadyTwistAtCommonRates(rate: Double) {
        // −3 rad/s (anticlockwise on a y-down screen) for 0.3 s.
        let h = TransformHarness()
        let r = RotationGestureRecognizer()
        h.view.addGestureRecognizer(r)
        h.downPair(center: Point(200, 200), span: 120)
        let n = Int(0.3 * rate)
        for k in 1...n { h.movePair(center: Point(200, 200), span: 120, angle: -3 * Double(k) / rate, dt: 1 / rate) }
        #expect(r.state == .changed)
        #expect(abs(r.velocity + 3) < 1e-6)
        #expect(abs(r.rotation + 3 * Double(n) / rate) < 1e-9)
    }

    @Test func cancelledTouchesCancelTheRotation() {
        let h = TransformHarness()
        let r = RotationGestureRecognizer()
        var states: [GestureRecognizerState] = []
        r.addAction { g in states.append(g.state) }
        h.view.addGestureRecognizer(r)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 100, angle: 0.5)
        h.dispatcher.cancelAllTouches()
        #expect(states == [.began, .cancelled])
    }

    @Test func pureSpreadOrPanDoesNotRotate() {
        let h = TransformHarness()
        let r = RotationGestureRecognizer()
        r.name = "rotation"
        h.view.addGestureRecognizer(r)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(220, 210), span: 250)
        h.upPair(center: Point(220, 210), span: 250)
        #expect(h.log.lines == ["rotation possible->failed"])
    }

    @Test func thirdFingerDoesNotJumpAndLiftingEveryFingerEnds() {
        let h = TransformHarness()
        let r = RotationGestureRecognizer()
        h.view.addGestureRecognizer(r)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 100, angle: 0.5)
        h.down(3, at: Point(10, 390))
        #expect(nearly(r.rotation, 0.5, within: 1e-9))
        h.up(3, at: Point(10, 390))
        #expect(nearly(r.rotation, 0.5, within: 1e-9))
        h.up(1, at: Point(150, 200))
        #expect(r.state.isInProgress)   // one finger left: it goes on (UIKit: "It ends when the user lifts both fingers.")
        h.up(2, at: Point(250, 200))
        #expect(h.log.lines.last == "recognizer changed->ended")
    }

    @Test func delegateRefusalFails() {
        let h = TransformHarness()
        let r = RotationGestureRecognizer()
        let d = ClosureDelegate(shouldBegin: { _ in false })
        r.delegate = d
        h.view.addGestureRecognizer(r)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 100, angle: 1)
        #expect(r.state == .failed)
    }
}

@Suite struct SimultaneousTransformTests {
    @Test func pinchRotationAndTwoFingerPanTogetherOnOneView() {
        let h = TransformHarness()
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        let pan = PanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        let d = ClosureDelegate(simultaneous: { _, _ in true })
        var log: [String] = []
        for (name, r) in [("pinch", pinch as GestureRecognizer), ("rotation", rotation), ("pan", pan)] {
            r.name = name
            r.delegate = d
            r.addAction { g in log.append("\(name) \(g.state)") }
            h.view.addGestureRecognizer(r)
        }
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(230, 180), span: 150, angle: 0.4)
        #expect(pinch.state == .began && rotation.state == .began && pan.state == .began)
        #expect(nearly(pinch.scale, 1.5, within: 1e-9) && nearly(rotation.rotation, 0.4, within: 1e-9))
        #expect(nearly(pan.translation(in: nil).dx, 30, within: 1e-9) && nearly(pan.translation(in: nil).dy, -20, within: 1e-9))
        h.movePair(center: Point(240, 180), span: 200, angle: 0.5)
        #expect(pinch.state == .changed && rotation.state == .changed && pan.state == .changed)
        #expect(nearly(pinch.scale, 2, within: 1e-9) && nearly(rotation.rotation, 0.5, within: 1e-9))
        #expect(nearly(pan.translation(in: nil).dx, 40, within: 1e-9) && nearly(pan.translation(in: nil).dy, -20, within: 1e-9))
        h.upPair(center: Point(240, 180), span: 200, angle: 0.5)
        #expect(log == ["pinch began", "rotation began", "pan began",
                        "pinch changed", "rotation changed", "pan changed",
                        "pinch ended", "rotation ended", "pan ended"])
    }

    @Test func withoutSimultaneityTheFirstToBeginPreventsTheOthers() {
        let h = TransformHarness()
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        h.view.addGestureRecognizer(pinch)
        h.view.addGestureRecognizer(rotation)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 150)
        #expect(pinch.state == .began)
        h.movePair(center: Point(200, 200), span: 150, angle: 1)
        #expect(rotation.state == .failed)
    }
}
