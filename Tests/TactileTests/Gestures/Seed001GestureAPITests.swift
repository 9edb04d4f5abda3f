import Testing
@testable import Tactile

/// Seed-001 gesture-API elements beyond the examples: the immediate snap
/// (R29 [R]), rotation from code, the scaling / rotation transform calls and
/// their start / progress / end calls (S1–S7, Rt1–Rt6).
@Suite struct Seed001GestureAPITests {
    let pi = TactileMath.pi

    func setUp(_ cfg: ScaleConfiguration) -> (TransformHarness, GestureController, ResponderLog, GestureDelegateLog) {
        let h = TransformHarness()
        h.view.name = "V"
        let g = GestureController(view: h.view)
        g.scaleConfiguration = cfg
        let r = ResponderLog("V", SharedLog())
        g.setResponder(r, for: h.view)
        let d = GestureDelegateLog()
        g.delegate = d
        return (h, g, r, d)
    }

    static let immediate = ScaleConfiguration(minimumScale: 1, maximumScale: 4, snapsBack: true, snapThreshold: 1.5,
                                              snapsImmediately: true)

    @Test func seed001_R29_snapsImmediately_completesTheSnapToTheMinimumBeforeTheLift() {
        let (h, g, _, d) = setUp(Self.immediate)
        h.view.transform = AffineTransform(scaleX: 2, y: 2)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 88)    // raw 1.76: above the threshold, follows the hand
        #expect(approx(h.view.viewScale, 1.76))
        h.movePair(center: Point(200, 200), span: 75)    // raw 1.5: crosses the threshold
        #expect(g.isAnimating)
        var samples: [Double] = []
        while let due = h.dispatcher.timerQueue.nextDueTime {
            h.dispatcher.advance(to: due)
            samples.append(h.view.viewScale)
        }
        #expect(samples.count > 2 && zip(samples, samples.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(h.view.viewScale == 1.0)                // snapped with both fingers still down
        #expect(d.lines.contains("gestureDidChange scale V nil"))
        #expect(!d.lines.contains { $0.hasPrefix("didFinish") })
        // The snap holds for the rest of the hand, even if the fingers spread again.
        h.movePair(center: Point(200, 200), span: 110)
        #expect(h.view.viewScale == 1.0)
        h.upPair(center: Point(200, 200), span: 110)
        #expect(!g.isAnimating)
        #expect(h.view.viewScale == 1.0)
        #expect(d.lines.suffix(2) == ["didFinishGesture scale V e", "didFinishGestures V e"])
    }

    @Test func seed001_R29_snapsImmediately_toTheMaximumWhenScalingUp() {
        let (h, g, _, _) = setUp(Self.immediate)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 150)   // raw 1.5 ≥ threshold while scaling up
        h.dispatcher.drainTimers()
        #expect(h.view.viewScale == 4.0)
        h.movePair(center: Point(200, 200), span: 120)
        #expect(h.view.viewScale == 4.0)
        h.upPair(center: Point(200, 200), span: 120)
        h.dispatcher.drainTimers()
        #expect(h.view.viewScale == 4.0)
        withExtendedLifetime(g) {}
    }

    @Test func seed001_R29_snapsImmediately_offWaitsForTheEndOfTheGesture() {
        var cfg = Self.immediate
        cfg.snapsImmediately = false
        let (h, g, _, _) = setUp(cfg)
        h.view.transform = AffineTransform(scaleX: 2, y: 2)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 75)
        h.dispatcher.drainTimers()
        #expect(approx(h.view.viewScale, 1.5))           // still following the hand
        h.upPair(center: Point(200, 200), span: 75)
        h.dispatcher.drainTimers()
        #expect(h.view.viewScale == 1.0)
        withExtendedLifetime(g) {}
    }

    @Test func seed001_R29_snapsImmediately_notCrossingLeavesTheScale() {
        let (h, g, _, _) = setUp(Self.immediate)
        h.view.transform = AffineTransform(scaleX: 2, y: 2)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 80)    // raw 1.6
        #expect(!g.isAnimating)
        h.upPair(center: Point(200, 200), span: 80)
        h.dispatcher.drainTimers()
        #expect(approx(h.view.viewScale, 1.6))
    }

    @Test func seed001_R29_snapsImmediately_withoutAnimationJumps() {
        let (h, g, _, _) = setUp(Self.immediate)
        g.settleDuration = 0
        h.view.transform = AffineTransform(scaleX: 2, y: 2)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 70)
        #expect(!g.isAnimating)
        #expect(h.view.viewScale == 1.0)
    }

    @Test func seed001_R29_snapTargetRule() {
        let c = ScaleConfiguration(minimumScale: 1, maximumScale: 4, snapThreshold: 1.5)
        #expect(c.snapTarget(forRaw: 1.5, start: 2) == 1)
        #expect(c.snapTarget(forRaw: 1.6, start: 2) == nil)
        #expect(c.snapTarget(forRaw: 1.5, start: 1) == 4)
        #expect(c.snapTarget(forRaw: 1.4, start: 1) == nil)
        #expect(c.snapTarget(forRaw: 1.5, start: 1.5) == nil)
        #expect(ScaleConfiguration().snapTarget(forRaw: 0.1, start: 2) == nil)
        #expect(!ScaleConfiguration().snapsImmediately)
    }

    @Test func seed001_S6_allowsOvershootIsTheSnapbackFlag() {
        var c = ScaleConfiguration()
        #expect(c.allowsOvershoot == c.snapsBack)
        c.allowsOvershoot = false
        #expect(!c.snapsBack && c.appliedScale(forRaw: 9) == 4)
    }

    func event(scale: Double = 1, rotation: Double = 0) -> GestureEvent {
        GestureEvent(phase: .changed, fingersDown: 2, initialFingersDown: 2, scale: scale, rotation: rotation,
                     translation: .zero, location: .zero, innerFinger: .zero, outerFinger: .zero,
                     firstFingerPressure: nil, timestamp: 0)
    }

    @Test func seed001_S1_scalingTransformCall() {
        let c = ScaleConfiguration(minimumScale: 1, maximumScale: 4, snapsBack: false)
        #expect(c.scalingTransform(from: 2, for: event(scale: 1.5)) == AffineTransform(scaleX: 3, y: 3))
        #expect(c.scalingTransform(from: 2, for: event(scale: 3)) == AffineTransform(scaleX: 4, y: 4))      // E4
        #expect(c.scalingTransform(from: 2, for: event(scale: 0.2)) == AffineTransform(scaleX: 1, y: 1))
        #expect(c.scalingTransform(from: .nan, for: event(scale: 2)) == .identity)
    }

    @Test func seed001_Rt1_rotationTransformCall() {
        let c = RotationConfiguration(minimumDegrees: -45, maximumDegrees: 90, allowsOvershoot: false)
        let t = c.rotationTransform(from: 30, for: event(rotation: pi / 6))
        #expect(approx(GestureController.angle(of: t), pi / 3) && approx(GestureController.scale(of: t), 1))
        #expect(approx(GestureController.angle(of: c.rotationTransform(from: 80, for: event(rotation: pi / 2))), pi / 2))
        #expect(approx(GestureController.angle(of: c.rotationTransform(from: 0, for: event(rotation: -pi / 2))), -pi / 4))
    }

    @Test func seed001_S2S4_Rt2Rt4_componentStartProgressEndCalls() {
        let (h, g, r, _) = setUp(ScaleConfiguration(minimumScale: 0.5, maximumScale: 4, snapsBack: false))
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 130)                   // the pinch begins
        h.movePair(center: Point(200, 200), span: 140)
        h.movePair(center: Point(200, 200), span: 140, angle: pi / 6)    // the rotation begins
        h.movePair(center: Point(200, 200), span: 150, angle: pi / 5)
        h.upPair(center: Point(200, 200), span: 150, angle: pi / 5)
        #expect(r.components == ["scale began", "scale changed", "scale changed", "rotation began",
                                 "scale changed", "rotation changed", "scale ended", "rotation ended"])
        // A pure pinch makes no rotation calls.
        r.components = []
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 150)
        h.upPair(center: Point(200, 200), span: 150)
        #expect(r.components == ["scale began", "scale ended"])
        withExtendedLifetime(g) {}
    }

    @Test func seed001_E9_rotationFromCodeHasNilEvents() {
        let (h, g, _, d) = setUp(ScaleConfiguration())
        g.rotationConfiguration = RotationConfiguration(minimumDegrees: -45, maximumDegrees: 90)
        h.view.transform = AffineTransform(scaleX: 2, y: 2)
        g.setRotation(45, animated: true)
        #expect(g.isAnimating)
        h.dispatcher.drainTimers()
        #expect(approx(g.rotationDegrees, 45) && approx(g.zoomScale, 2))
        #expect(d.lines.prefix(2) == ["willStartGestures V nil", "willStartGesture rotation V nil"])
        let changes = d.lines.dropFirst(2).dropLast(2)
        #expect(changes.count > 1 && changes.allSatisfy { $0 == "gestureDidChange rotation V nil" })
        #expect(d.lines.suffix(2) == ["didFinishGesture rotation V nil", "didFinishGestures V nil"])
        d.lines = []
        g.setRotation(120, animated: false)                      // clamped to the maximum
        #expect(approx(g.rotationDegrees, 90))
        #expect(d.lines == ["willStartGestures V nil", "willStartGesture rotation V nil", "gestureDidChange rotation V nil",
                            "didFinishGesture rotation V nil", "didFinishGestures V nil"])
        d.lines = []
        g.setRotation(.nan, animated: false)
        #expect(d.lines.isEmpty && approx(g.rotationDegrees, 90))
        // Ignored while a hand is down.
        h.downPair(center: Point(200, 200), span: 100)
        g.setRotation(0, animated: false)
        #expect(approx(g.rotationDegrees, 90))
    }
}
