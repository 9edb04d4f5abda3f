import Testing
@testable import Tactile
import TactileTestSupport

@Suite struct PinchGestureRecognizerTests {
    @Test func defaults() {
        let p = PinchGestureRecognizer()
        #expect(p.isContinuous)
        #expect(p.minimumSpanChange == 10)
        #expect(p.scale == 1)
        #expect(p.velocity == 0)
        #expect(p.state == .possible)
        #expect(p.cancelsTouchesInView && !p.delaysTouchesBegan && p.delaysTouchesEnded)
    }

    @Test func spreadBeginsChangesAndEndsWithCumulativeScale() {
        let h = TransformHarness()
        let p = PinchGestureRecognizer()
        var log: [(GestureRecognizerState, Double)] = []
        p.addAction { g in log.append((g.state, (g as! PinchGestureRecognizer).scale)) }
        h.view.addGestureRecognizer(p)
        h.downPair(center: Point(200, 200), span: 100)
        #expect(p.state == .possible)
        h.movePair(center: Point(200, 200), span: 105)        // 5 pt: below the threshold
        #expect(p.state == .possible)
        h.movePair(center: Point(200, 200), span: 120)        // 20 pt: began, scale includes the hysteresis
        #expect(p.state == .began)
        #expect(nearly(p.scale, 1.2, within: 1e-9))
        h.movePair(center: Point(200, 200), span: 200)
        #expect(p.state == .changed)
        #expect(nearly(p.scale, 2, within: 1e-9))
        #expect(p.location(in: nil) == Point(200, 200))
        h.upPair(center: Point(200, 200), span: 200)
        #expect(log.map(\.0) == [.began, .changed, .ended])
        #expect(nearly(log.last!.1, 2, within: 1e-9))
        #expect(p.state == .possible)  // reset after the sequence
    }

    @Test func pinchInGivesScaleBelowOne() {
        let h = TransformHarness()
        let p = PinchGestureRecognizer()
        var scales: [Double] = []
        p.addAction { g in scales.append((g as! PinchGestureRecognizer).scale) }
        h.view.addGestureRecognizer(p)
        h.downPair(center: Point(200, 200), span: 200)
        h.movePair(center: Point(200, 200), span: 100)
        #expect(nearly(scales.last!, 0.5, within: 1e-9))
    }

    @Test func customThreshold() {
        let h = TransformHarness()
        let p = PinchGestureRecognizer()
        p.minimumSpanChange = 50
        h.view.addGestureRecognizer(p)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 140)
        #expect(p.state == .possible)
        h.movePair(center: Point(200, 200), span: 150)
        #expect(p.state == .began)
    }

    @Test func settingScaleRebasesLaterChanges() {
        let h = TransformHarness()
        let p = PinchGestureRecognizer()
        var incremental: [Double] = []
        p.addAction { g in
            let pinch = g as! PinchGestureRecognizer
            incremental.append(pinch.scale)
            pinch.scale = 1
        }
        h.view.addGestureRecognizer(p)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 200)
        h.movePair(center: Point(200, 200), span: 300)
        #expect(nearly(incremental[0], 2, within: 1e-9))
        #expect(nearly(incremental[1], 1.5, within: 1e-9))
        p.scale = .nan  // ignored
        #expect(p.scale.isFinite)
    }

    @Test func velocityIsScalePerSecondAndSurvivesSettingScale() {
        let h = TransformHarness()
        let p = PinchGestureRecognizer()
        var velocities: [Double] = []
        p.addAction { g in
            let pinch = g as! PinchGestureRecognizer
            velocities.append(pinch.velocity)
        }
        h.view.addGestureRecognizer(p)
        h.downPair(center: Point(200, 200), span: 100)
        // Span grows 10 pt per 10 ms: scale grows 0.1 per 10 ms = 10 per second.
        for k in 1...8 { h.movePair(center: Point(200, 200), span: 100 + 10 * Double(k), dt: 0.01) }
        #expect(abs(velocities.last! - 10) < 1e-6)
        p.scale = 5
        #expect(abs(p.velocity - 10 * 5 / 1.8) < 1e-6)  // d(scale)/dt with the new base
    }

    @Test(arguments: [60.0, 120.0, 240.0])
    func velocityOfASteadySpreadAtCommonRates(rate: Double) {
        // The span grows 150 pt/s from 100 pt: the scale grows 1.5 per second.
        let h = TransformHarness()
        let p = PinchGestureRecognizer()
        h.view.addGestureRecognizer(p)
        h.downPair(center: Point(200, 200), span: 100)
        let n = Int(0.3 * rate)
        for k in 1...n { h.movePair(center: Point(200, 200), span: 100 + 150 * Double(k) / rate, dt: 1 / rate) }
        #expect(p.state == .changed)
        #expect(abs(p.velocity - 1.5) < 1e-6)
    }

    @Test func stillSecondFingerNoPinch_liftFails() {
        let h = TransformHarness()
        let p = PinchGestureRecognizer()
        p.name = "pinch"
        h.view.addGestureRecognizer(p)
        h.down(1, at: Point(100, 100))
        h.move(1, to: Point(150, 100))        // one finger moving is not a pinch
        #expect(p.state == .possible)
        h.up(1, at: Point(150, 100))
        #expect(h.log.lines == ["pinch possible->failed"])
    }

    @Test func twoFingerPanDoesNotBegin() {
        let h = TransformHarness()
        let p = PinchGestureRecognizer()
        h.view.addGestureRecognizer(p)
        h.downPair(center: Point(100, 200), span: 100)
        for k in 1...10 { h.movePair(center: Point(100 + 20 * Double(k), 200), span: 100) }
        #expect(p.state == .possible)
        #expect(nearly(p.scale, 1, within: 1e-9))
    }

    @Test func addingAndLiftingAThirdFingerDoesNotJump() {
        let h = TransformHarness()
        let p = PinchGestureRecognizer()
        var states: [GestureRecognizerState] = []
        p.addAction { g in states.append(g.state) }
        h.view.addGestureRecognizer(p)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 200)
        let before = p.scale
        h.down(3, at: Point(200, 50))                   // far away: the span of three differs, the scale must not jump
        #expect(nearly(p.scale, before, within: 1e-9))
        #expect(p.numberOfTouches == 3)
        h.up(3, at: Point(200, 50))
        #expect(nearly(p.scale, before, within: 1e-9))
        h.movePair(center: Point(200, 200), span: 300)
        #expect(nearly(p.scale, 3, within: 1e-9))
        #expect(states == [.began, .changed, .changed, .changed])
    }

    @Test func liftingToOneFingerKeepsThePinchUntilTheLastLift() {
        let h = TransformHarness()
        let p = PinchGestureRecognizer()
        var states: [GestureRecognizerState] = []
        p.addAction { states.append($0.state) }
        h.view.addGestureRecognizer(p)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 200)
        let scale = p.scale
        h.up(2, at: Point(300, 200))
        #expect(p.state.isInProgress)
        h.move(1, to: Point(50, 200))        // one finger cannot pinch: no change, same scale
        #expect(nearly(p.scale, scale, within: 1e-9) && states == [.began])
        h.up(1, at: Point(50, 200))
        #expect(states == [.began, .ended])
        #expect(p.state == .possible)    // ended, then reset
    }

    @Test func threeFingerPinchUsesMeanDistanceFromCentroid() {
        let h = TransformHarness()
        let p = PinchGestureRecognizer()
        h.view.addGestureRecognizer(p)
        h.frame([(1, .began, Point(200, 100)), (2, .began, Point(100, 200)), (3, .began, Point(300, 200))])
        // Every finger twice as far from the centroid (200, 166.67).
        let c = Point(200, 500.0 / 3)
        func out(_ q: Point) -> Point { Point(c.x + 2 * (q.x - c.x), c.y + 2 * (q.y - c.y)) }
        h.frame([(1, .moved, out(Point(200, 100))), (2, .moved, out(Point(100, 200))), (3, .moved, out(Point(300, 200)))])
        #expect(p.state == .began)
        #expect(nearly(p.scale, 2, within: 1e-9))
    }

    @Test func cancelledTouchesCancelThePinch() {
        let h = TransformHarness()
        let p = PinchGestureRecognizer()
        var states: [GestureRecognizerState] = []
        p.addAction { g in states.append(g.state) }
        h.view.addGestureRecognizer(p)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 200)
        h.dispatcher.cancelAllTouches()
        #expect(states == [.began, .cancelled])
    }

    @Test func delegateRefusalFails() {
        let h = TransformHarness()
        let p = PinchGestureRecognizer()
        p.name = "pinch"
        let d = ClosureDelegate(shouldBegin: { _ in false })
        p.delegate = d
        h.view.addGestureRecognizer(p)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 200)
        #expect(h.log.lines == ["pinch possible->failed"])
    }

    @Test func coincidentTouchesNeverProduceNonFiniteScale() {
        let h = TransformHarness()
        let p = PinchGestureRecognizer()
        h.view.addGestureRecognizer(p)
        h.frame([(1, .began, Point(100, 100)), (2, .began, Point(100, 100))])
        // The span grows from 0 to 40: the pinch begins, but a ratio to 0 is not measurable.
        h.frame([(1, .moved, Point(80, 100)), (2, .moved, Point(120, 100))])
        #expect(p.state == .began)
        #expect(p.scale == 1)
        h.frame([(1, .moved, Point(60, 100)), (2, .moved, Point(140, 100))])
        #expect(nearly(p.scale, 2, within: 1e-9))
        #expect(p.state == .changed)
    }
}
