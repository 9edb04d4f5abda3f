import Testing
@testable import Tactile
import TactileTestSupport

/// Seed-001 gesture-API elements beyond the examples: the immediate snap
/// (R29 [R]), rotation from code, the scaling / rotation transform calls and
/// their start / progress / end calls (S1–S7, Rt1–Rt6).
@Suite struct GestureControllerAPITests {
    let pi = TactileMath.pi

    func setUp(_ cfg: ScaleConfiguration) -> (TransformHarness, GestureController, ResponderLog, GestureDelegateLog) {
        let h = TransformHarness()
        h.view.name = "V"
        let g = GestureController(view: h.view)
        g.scaleConfiguration = cfg
        let r = ResponderLog("V", EventLog())
        g.setResponder(r, for: h.view)
        let d = GestureDelegateLog()
        g.delegate = d
        return (h, g, r, d)
    }

    static let immediate = ScaleConfiguration(minimumScale: 1, maximumScale: 4, snapsBack: true, snapThreshold: 1.5,
                                              snapsImmediately: true)

    /// seed-001 R29.
    @Test func snapsImmediatelyCompletesTheSnapToTheMinimumBeforeTheLift() {
        let (h, g, _, d) = setUp(Self.immediate)
        h.view.transform = AffineTransform(scaleX: 2, y: 2)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 88)    // raw 1.76: above the threshold, follows the hand
        #expect(nearly(h.view.viewScale, 1.76, within: 1e-9))
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

    /// seed-001 R29.
    @Test func snapsImmediatelyToTheMaximumWhenScalingUp() {
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

    /// seed-001 R29.
    @Test func snapsImmediatelyOffWaitsForTheEndOfTheGesture() {
        var cfg = Self.immediate
        cfg.snapsImmediately = false
        let (h, g, _, _) = setUp(cfg)
        h.view.transform = AffineTransform(scaleX: 2, y: 2)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 75)
        h.dispatcher.drainTimers()
        #expect(nearly(h.view.viewScale, 1.5, within: 1e-9))           // still following the hand
        h.upPair(center: Point(200, 200), span: 75)
        h.dispatcher.drainTimers()
        #expect(h.view.viewScale == 1.0)
        withExtendedLifetime(g) {}
    }

    /// seed-001 R29.
    @Test func snapsImmediatelyNotCrossingLeavesTheScale() {
        let (h, g, _, _) = setUp(Self.immediate)
        h.view.transform = AffineTransform(scaleX: 2, y: 2)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 80)    // raw 1.6
        #expect(!g.isAnimating)
        h.upPair(center: Point(200, 200), span: 80)
        h.dispatcher.drainTimers()
        #expect(nearly(h.view.viewScale, 1.6, within: 1e-9))
    }

    /// seed-001 R29.
    @Test func snapsImmediatelyWithoutAnimationJumps() {
        let (h, g, _, _) = setUp(Self.immediate)
        g.settleDuration = 0
        h.view.transform = AffineTransform(scaleX: 2, y: 2)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 70)
        #expect(!g.isAnimating)
        #expect(h.view.viewScale == 1.0)
    }

    /// seed-001 R29.
    @Test func snapTargetRule() {
        let c = ScaleConfiguration(minimumScale: 1, maximumScale: 4, snapThreshold: 1.5)
        #expect(c.snapTarget(forRaw: 1.5, start: 2) == 1)
        #expect(c.snapTarget(forRaw: 1.6, start: 2) == nil)
        #expect(c.snapTarget(forRaw: 1.5, start: 1) == 4)
        #expect(c.snapTarget(forRaw: 1.4, start: 1) == nil)
        #expect(c.snapTarget(forRaw: 1.5, start: 1.5) == nil)
        #expect(ScaleConfiguration().snapTarget(forRaw: 0.1, start: 2) == nil)
        #expect(!ScaleConfiguration().snapsImmediately)
    }

    /// seed-001 S6.
    @Test func allowsOvershootIsTheSnapbackFlag() {
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

    /// seed-001 S1.
    @Test func scalingTransformCall() {
        let c = ScaleConfiguration(minimumScale: 1, maximumScale: 4, snapsBack: false)
        #expect(c.scalingTransform(from: 2, for: event(scale: 1.5)) == AffineTransform(scaleX: 3, y: 3))
        #expect(c.scalingTransform(from: 2, for: event(scale: 3)) == AffineTransform(scaleX: 4, y: 4))      // E4
        #expect(c.scalingTransform(from: 2, for: event(scale: 0.2)) == AffineTransform(scaleX: 1, y: 1))
        #expect(c.scalingTransform(from: .nan, for: event(scale: 2)) == .identity)
    }

    /// seed-001 Rt1.
    @Test func rotationTransformCall() {
        let c = RotationConfiguration(minimumDegrees: -45, maximumDegrees: 90, allowsOvershoot: false)
        let t = c.rotationTransform(from: 30, for: event(rotation: pi / 6))
        #expect(nearly(GestureController.angle(of: t), pi / 3, within: 1e-9) && nearly(GestureController.scale(of: t), 1, within: 1e-9))
        #expect(nearly(GestureController.angle(of: c.rotationTransform(from: 80, for: event(rotation: pi / 2))), pi / 2, within: 1e-9))
        #expect(nearly(GestureController.angle(of: c.rotationTransform(from: 0, for: event(rotation: -pi / 2))), -pi / 4, within: 1e-9))
    }

    /// seed-001 S2, S4, Rt2, Rt4.
    @Test func componentStartProgressEndCalls() {
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

    /// seed-001 E9.
    @Test func rotationFromCodeHasNilEvents() {
        let (h, g, _, d) = setUp(ScaleConfiguration())
        g.rotationConfiguration = RotationConfiguration(minimumDegrees: -45, maximumDegrees: 90)
        h.view.transform = AffineTransform(scaleX: 2, y: 2)
        g.setRotation(45, animated: true)
        #expect(g.isAnimating)
        h.dispatcher.drainTimers()
        #expect(nearly(g.rotationDegrees, 45, within: 1e-9) && nearly(g.zoomScale, 2, within: 1e-9))
        #expect(d.lines.prefix(2) == ["willStartGestures V nil", "willStartGesture rotation V nil"])
        let changes = d.lines.dropFirst(2).dropLast(2)
        #expect(changes.count > 1 && changes.allSatisfy { $0 == "gestureDidChange rotation V nil" })
        #expect(d.lines.suffix(2) == ["didFinishGesture rotation V nil", "didFinishGestures V nil"])
        d.lines = []
        g.setRotation(120, animated: false)                      // clamped to the maximum
        #expect(nearly(g.rotationDegrees, 90, within: 1e-9))
        #expect(d.lines == ["willStartGestures V nil", "willStartGesture rotation V nil", "gestureDidChange rotation V nil",
                            "didFinishGesture rotation V nil", "didFinishGestures V nil"])
        d.lines = []
        g.setRotation(.nan, animated: false)
        #expect(d.lines.isEmpty && nearly(g.rotationDegrees, 90, within: 1e-9))
        // Ignored while a hand is down.
        h.downPair(center: Point(200, 200), span: 100)
        g.setRotation(0, animated: false)
        #expect(nearly(g.rotationDegrees, 90, within: 1e-9))
    }
}

/// Seed-001's per-finger payload (G9, R20) and indicator length (S9, R31).
@Suite struct FingerPayloadTests {
    /// seed-001 G9.
    @Test func perFingerPayload() {
        let h = TransformHarness()
        let g = GestureController(view: h.view)
        let r = ResponderLog("V", EventLog())
        g.setResponder(r, for: h.view)
        h.time = 1
        h.dispatcher.handle(InputFrame(timestamp: 1, samples: [
            TouchSample(id: 1, phase: .began, location: Point(100, 100), force: 0.5, majorRadius: 10,
                        minorRadius: 6, orientation: 0.25),
            TouchSample(id: 2, phase: .began, location: Point(200, 100))]))
        let began = r.events.last!
        #expect(began.fingers.map(\.id) == [1, 2])
        #expect(began.fingers.allSatisfy { $0.stage == .touchingDown })
        let f1 = began.fingers[0]
        #expect(f1.position == Point(100, 100) && f1.proximity == 0.5 && f1.orientation == 0.25)
        #expect(f1.majorAxis == 20 && f1.minorAxis == 12)
        #expect(nearly(f1.eccentricity!, 0.8, within: 1e-9))                    // √(1 − 0.6²)
        #expect(began.fingers[1].proximity == nil && began.fingers[1].eccentricity == nil)
        // Finger 2 moves right at 500 pt/s for several frames; finger 1 rests.
        for i in 1...6 {
            h.dispatcher.handle(InputFrame(timestamp: 1 + Double(i) * 0.01, samples: [
                TouchSample(id: 2, phase: .moved, location: Point(200 + 5 * Double(i), 100))]))
        }
        let moved = r.events.last!
        #expect(moved.fingers.map(\.stage) == [.fullyPressed, .fullyPressed])
        #expect(abs(moved.fingers[1].velocity.dx - 500) < 1 && abs(moved.fingers[1].velocity.dy) < 1e-9)
        #expect(moved.fingers[0].velocity == .zero)
        // A third finger, then it lifts: listed as lifting off in that event only.
        h.dispatcher.handle(InputFrame(timestamp: 1.1, samples: [TouchSample(id: 3, phase: .began, location: Point(150, 200))]))
        #expect(r.events.last!.fingers.map(\.stage) == [.fullyPressed, .fullyPressed, .touchingDown])
        h.dispatcher.handle(InputFrame(timestamp: 1.12, samples: [TouchSample(id: 3, phase: .ended, location: Point(150, 200))]))
        #expect(r.events.last!.fingers.map(\.stage) == [.fullyPressed, .fullyPressed, .liftingOff])
        h.dispatcher.handle(InputFrame(timestamp: 1.14, samples: [TouchSample(id: 1, phase: .moved, location: Point(101, 100))]))
        #expect(r.events.last!.fingers.map(\.id) == [1, 2])
        h.dispatcher.handle(InputFrame(timestamp: 1.16, samples: [TouchSample(id: 2, phase: .ended, location: Point(230, 100))]))
        let ended = r.events.last!
        #expect(ended.phase == .ended && ended.fingers.map(\.stage) == [.fullyPressed, .liftingOff])
        h.dispatcher.cancelAllTouches()
        withExtendedLifetime(g) {}
    }

    /// seed-001 G9.
    @Test func cancelledStage() {
        let h = TransformHarness()
        let g = GestureController(view: h.view)
        let r = ResponderLog("V", EventLog())
        g.setResponder(r, for: h.view)
        h.downPair(center: Point(200, 200), span: 100)
        h.dispatcher.cancelAllTouches()
        #expect(r.events.last!.phase == .cancelled)
        #expect(r.events.last!.fingers.map(\.stage) == [.cancelled, .cancelled])
        withExtendedLifetime(g) {}
    }

    /// seed-001 G9.
    @Test func eccentricityAndTouchShapeFields() {
        #expect(FingerInfo(id: 1, stage: .fullyPressed, position: .zero, majorAxis: 10, minorAxis: 10).eccentricity == 0)
        #expect(FingerInfo(id: 1, stage: .fullyPressed, position: .zero, majorAxis: 0, minorAxis: 0).eccentricity == nil)
        #expect(FingerInfo(id: 1, stage: .fullyPressed, position: .zero, majorAxis: 10).eccentricity == nil)
        let e = FingerInfo(id: 1, stage: .fullyPressed, position: .zero, majorAxis: 10, minorAxis: 30).eccentricity
        #expect(e == 0)   // a minor axis longer than the major one is taken as a circle, never NaN
    }

    /// seed-001 E3, R31.
    @Test func indicatorShrinksWithTheZoom() {
        #expect(ZoomGeometry.indicatorLength(track: 100, viewport: 100, content: 1000, scale: 1) == 10)
        #expect(ZoomGeometry.indicatorLength(track: 100, viewport: 100, content: 1000, scale: 2) == 5)
        #expect(ZoomGeometry.indicatorLength(track: 100, viewport: 100, content: 1000, scale: 2, minimumLength: 8) == 8)
        #expect(ZoomGeometry.indicatorLength(track: 100, viewport: 100, content: 50, scale: 1) == 100)
        #expect(ZoomGeometry.indicatorLength(track: 100, viewport: 100, content: 1000, scale: .nan) == 100)
        #expect(ZoomGeometry.indicatorLength(track: -1, viewport: 100, content: 1000, scale: 1) == 0)
    }

    /// Regression: the settle's last tick used to be decided from a ratio that
    /// could round below 1, rescheduling the same tick forever for some start
    /// times. On the frame clock (D4) it ends on the first grid tick at or
    /// after its end: 18 ticks from a grid time, 19 from between two.
    @Test func settleAnimationEndsWhateverItsStartTime() {
        for k in 0..<200 {
            let d = TouchDispatcher()
            let start = Double(k) * 0.016 + 0.001 * Double(k % 7)
            d.advance(to: start)
            var steps = 0, done = 0
            let a = SettleAnimation(dispatcher: d, duration: 0.3, step: { _ in steps += 1 }, completion: { done += 1 })
            a.begin()
            var ticks = 0, last = 0.0
            while let due = d.timerQueue.nextDueTime, ticks < 100 { d.advance(to: due); last = due; ticks += 1 }
            #expect((ticks == 18 || ticks == 19) && done == 1 && a.isFinished)
            #expect(last >= start + 0.3 - 1e-9 && last - 1.0 / 60 < start + 0.3 - 1e-9)
        }
    }
}
