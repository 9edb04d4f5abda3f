import Testing
@testable import Tactile
import TactileTestSupport

@Suite struct PanGestureRecognizerTests {
    @Test func defaults() {
        let pan = PanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        #expect(pan.hysteresis == 10)
        #expect(pan.isContinuous)
        #expect(pan.velocityEstimator.horizon == 0.1)
        #expect(pan.translation(in: nil) == .zero)
    }

    @Test func beginsPastTheHysteresisAndTracksTheFinger() {
        let h = RecognizerHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        var translations: [Vector] = []
        pan.addAction { g in translations.append((g as! PanGestureRecognizer).translation(in: nil)) }
        h.down(1, 100, 100, at: 0)
        h.move(1, 106, 108, at: 0.02)   // exactly 10 pt: not yet
        #expect(pan.state == .possible)
        h.move(1, 107, 108, at: 0.04)
        #expect(pan.state == .began)
        h.move(1, 150, 120, at: 0.06)
        h.up(1, 160, 120, at: 0.08)
        #expect(h.actions("pan") == ["began", "changed", "ended"])
        #expect(translations == [Vector(7, 8), Vector(50, 20), Vector(60, 20)])
        #expect(pan.translation(in: nil) == .zero)   // reset after the gesture
    }

    @Test func smallMovementThenLiftFails() {
        let h = RecognizerHarness()
        h.add(PanGestureRecognizer(), "pan")
        h.down(1, 100, 100, at: 0)
        h.move(1, 105, 100, at: 0.05)
        h.up(1, 105, 100, at: 0.1)
        #expect(h.log.lines.contains("pan: possible->failed"))
        #expect(h.actions("pan").isEmpty)
    }

    @Test func hysteresisIsConfigurable() {
        let h = RecognizerHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        pan.hysteresis = 0
        h.down(1, 100, 100, at: 0)
        h.move(1, 101, 100, at: 0.05)
        #expect(pan.state == .began)
    }

    @Test func translationInAScaledAndOffsetView() {
        let h = RecognizerHarness(view: Rect(50, 50, 200, 200))
        let pan = h.add(PanGestureRecognizer(), "pan")
        h.view.transform = AffineTransform(scaleX: 2, y: 2)
        h.down(1, 150, 150, at: 0)
        h.move(1, 190, 130, at: 0.05)
        #expect(pan.translation(in: nil) == Vector(40, -20))
        #expect(nearly(pan.translation(in: h.view), Vector(20, -10), within: 1e-6))
        #expect(nearly(pan.translation(in: h.window), Vector(40, -20), within: 1e-6))
    }

    @Test func setTranslationRebasesAndResetsTheVelocity() {
        let h = RecognizerHarness(view: Rect(0, 0, 400, 800))
        let pan = h.add(PanGestureRecognizer(), "pan")
        h.view.transform = AffineTransform(scaleX: 2, y: 2)
        h.down(1, 100, 100, at: 0)
        h.move(1, 120, 100, at: 0.01)
        h.move(1, 140, 100, at: 0.02)
        #expect(nearly(pan.velocity(in: nil), Vector(2000, 0), within: 1e-6))
        pan.setTranslation(.zero, in: h.view)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
        h.move(1, 150, 110, at: 0.03)
        #expect(pan.translation(in: nil) == Vector(10, 10))
        #expect(nearly(pan.translation(in: h.view), Vector(5, 5), within: 1e-6))
        pan.setTranslation(Vector(1, 2), in: h.view)
        #expect(nearly(pan.translation(in: nil), Vector(2, 4), within: 1e-6))
        pan.setTranslation(Vector(7, 0), in: nil)
        #expect(pan.translation(in: nil) == Vector(7, 0))
    }

    @Test(arguments: [60.0, 120.0, 240.0])
    func velocityOfAConstantDrag(rate: Double) {
        let h = RecognizerHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        var endVelocity = Vector.zero
        pan.addAction { g in
            if g.state == .ended { endVelocity = (g as! PanGestureRecognizer).velocity(in: nil) }
        }
        // 600 pt/s right, 300 pt/s up, for 0.3 s.
        h.drag(from: Point(50, 500), to: Point(230, 410), at: 1, duration: 0.3, interval: 1 / rate)
        #expect(nearly(endVelocity, Vector(600, -300), within: 1e-3))
    }

    @Test func velocityOfAConstantDragWithJitteredTimestamps() {
        // 120 Hz nominal, each sample up to ±40 % of an interval early or late; the
        // positions are where the finger was at those times (−450, 900 pt/s).
        let jitter = [0.0, 0.3, -0.4, 0.1, 0.4, -0.2, -0.35, 0.25, 0.05, -0.1, 0.38, -0.3, 0.2, -0.05, 0.33, -0.4, 0.1, 0.0]
        let h = RecognizerHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        var endVelocity = Vector.zero
        pan.addAction { g in
            if g.state == .ended { endVelocity = (g as! PanGestureRecognizer).velocity(in: nil) }
        }
        for (i, j) in jitter.enumerated() {
            let t = 3 + (Double(i) + j) / 120
            let p = Point(300 - 450 * (t - 3), 100 + 900 * (t - 3))
            if i == 0 { h.down(1, p.x, p.y, at: t) } else if i == jitter.count - 1 { h.up(1, p.x, p.y, at: t) } else { h.move(1, p.x, p.y, at: t) }
        }
        #expect(h.actions("pan").first == "began")
        #expect(nearly(endVelocity, Vector(-450, 900), within: 1e-3))
    }

    @Test func velocityInAScaledView() {
        let h = RecognizerHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        h.view.transform = AffineTransform(scaleX: 2, y: 2)
        h.drag(from: Point(100, 100), to: Point(200, 100), at: 0, duration: 0.1, interval: 0.01, lift: false)
        #expect(nearly(pan.velocity(in: nil), Vector(1000, 0), within: 1e-3))
        #expect(nearly(pan.velocity(in: h.view), Vector(500, 0), within: 1e-3))
    }

    @Test func velocityIsZeroWhenTheFingerStoppedBeforeLifting() {
        let h = RecognizerHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        var endVelocity = Vector(1, 1)
        pan.addAction { g in
            if g.state == .ended { endVelocity = (g as! PanGestureRecognizer).velocity(in: nil) }
        }
        h.drag(from: Point(100, 100), to: Point(300, 100), at: 0, duration: 0.2, interval: 1.0 / 60, lift: false)
        h.up(1, 300, 100, at: 0.5)
        #expect(endVelocity == .zero)
    }

    @Test func secondFingerLandingMidGestureCausesNoJump() {
        let h = RecognizerHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        h.down(1, 100, 100, at: 0)
        h.move(1, 130, 100, at: 0.05)
        #expect(pan.translation(in: nil) == Vector(30, 0))
        h.down(2, 300, 300, at: 0.06)   // centroid jumps to (215, 200); the translation must not
        #expect(pan.translation(in: nil) == Vector(30, 0))
        #expect(pan.numberOfTouches == 2)
        // Both fingers move 20 pt right: the centroid moves 20.
        h.frame(0.08, [TouchSample(id: 1, phase: .moved, location: Point(150, 100)),
                       TouchSample(id: 2, phase: .moved, location: Point(320, 300))])
        #expect(pan.translation(in: nil) == Vector(50, 0))
        // Only finger 2 moves 10 pt down: the centroid moves 5.
        h.move(2, 320, 310, at: 0.1)
        #expect(pan.translation(in: nil) == Vector(50, 5))
        #expect(pan.location(in: nil) == Point(235, 205))
    }

    @Test func fingerLiftingMidGestureCausesNoJump() {
        let h = RecognizerHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        h.frame(0, [TouchSample(id: 1, phase: .began, location: Point(100, 100)),
                    TouchSample(id: 2, phase: .began, location: Point(200, 100))])
        h.frame(0.05, [TouchSample(id: 1, phase: .moved, location: Point(100, 140)),
                       TouchSample(id: 2, phase: .moved, location: Point(200, 140))])
        #expect(pan.state == .began)
        h.up(1, 100, 140, at: 0.07)
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == Vector(0, 40))
        h.move(2, 200, 150, at: 0.09)
        #expect(pan.translation(in: nil) == Vector(0, 50))
        h.up(2, 200, 150, at: 0.1)
        #expect(h.actions("pan") == ["began", "changed", "ended"])
    }

    @Test func velocityIsContinuousAcrossAFingerChange() {
        let h = RecognizerHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        var t = 0.0
        h.down(1, 100, 100, at: t)
        for i in 1...10 { t = Double(i) / 100; h.move(1, 100 + 8 * Double(i), 100, at: t) }
        h.down(2, 400, 600, at: 0.105)
        for i in 11...15 {
            t = Double(i) / 100
            h.frame(t, [TouchSample(id: 1, phase: .moved, location: Point(100 + 8 * Double(i), 100)),
                        TouchSample(id: 2, phase: .moved, location: Point(400 + 8 * Double(i - 10), 600))])
        }
        #expect(nearly(pan.velocity(in: nil), Vector(800, 0), within: 1e-3))
    }

    @Test func minimumNumberOfTouchesHoldsThePanBack() {
        let h = RecognizerHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        pan.minimumNumberOfTouches = 2
        h.down(1, 100, 100, at: 0)
        h.move(1, 150, 100, at: 0.05)
        #expect(pan.state == .possible)
        h.down(2, 200, 100, at: 0.06)
        #expect(pan.translation(in: nil) == .zero)   // the hysteresis starts with both fingers
        h.frame(0.08, [TouchSample(id: 1, phase: .moved, location: Point(150, 120)),
                       TouchSample(id: 2, phase: .moved, location: Point(200, 120))])
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == Vector(0, 20))
        h.up(1, 150, 120, at: 0.1)   // below the minimum: no change, but no end
        h.move(2, 200, 160, at: 0.12)
        #expect(h.actions("pan") == ["began"])
        h.up(2, 200, 160, at: 0.14)  // the last finger lifts: it ends
        #expect(h.actions("pan") == ["began", "ended"])
    }

    @Test func maximumNumberOfTouchesHoldsThePanBackAndIgnoresExtraFingers() {
        let h = RecognizerHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        pan.maximumNumberOfTouches = 1
        h.frame(0, [TouchSample(id: 1, phase: .began, location: Point(100, 100)),
                    TouchSample(id: 2, phase: .began, location: Point(200, 100))])
        h.frame(0.05, [TouchSample(id: 1, phase: .moved, location: Point(100, 150)),
                       TouchSample(id: 2, phase: .moved, location: Point(200, 150))])
        #expect(pan.state == .possible)
        h.up(2, 200, 150, at: 0.06)
        h.move(1, 100, 170, at: 0.08)
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == Vector(0, 20))
        h.down(3, 300, 300, at: 0.09)   // extra finger after it began: ignored
        #expect(pan.numberOfTouches == 1)
        h.move(3, 300, 400, at: 0.1)
        #expect(pan.translation(in: nil) == Vector(0, 20))
        h.up(1, 100, 170, at: 0.11)
        #expect(h.actions("pan") == ["began", "ended"])
    }

    @Test func cancelledTouchCancelsThePan() {
        let h = RecognizerHarness()
        h.add(PanGestureRecognizer(), "pan")
        h.down(1, 100, 100, at: 0)
        h.move(1, 150, 100, at: 0.05)
        h.cancel(1, 150, 100, at: 0.06)
        #expect(h.actions("pan") == ["began", "cancelled"])
    }

    @Test func tapAndPanOnOneView() {
        let h = RecognizerHarness()
        h.add(TapGestureRecognizer(), "tap")
        h.add(PanGestureRecognizer(), "pan")
        h.tap(1, 100, 100, at: 0)
        #expect(h.actions("tap") == ["ended"])
        #expect(h.actions("pan").isEmpty)
        h.drag(from: Point(100, 100), to: Point(100, 300), at: 1, duration: 0.2, interval: 0.02)
        #expect(h.actions("tap") == ["ended"])
        #expect(h.actions("pan").first == "began")
    }
}
