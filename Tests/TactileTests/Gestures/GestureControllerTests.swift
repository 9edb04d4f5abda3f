import Testing
@testable import Tactile
import TactileTestSupport

/// Gesture-API behaviour beyond the seed-001 examples.
@Suite struct GestureControllerTests {
    @Test func defaults() {
        let v = View(frame: Rect(0, 0, 100, 100))
        let g = GestureController(view: v)
        #expect(g.mask == .all && g.zoomsEnabled)
        #expect(g.minimumTranslation == 10 && g.settleDuration == 0.3)
        #expect(g.scaleConfiguration == ScaleConfiguration())
        #expect(g.scaleConfiguration.minimumScale == 1 && g.scaleConfiguration.maximumScale == 4)
        #expect(g.scaleConfiguration.snapsBack && !g.scaleConfiguration.allowsUndershoot)
        #expect(g.scaleConfiguration.maximumOvershoot == 0.5 && g.scaleConfiguration.snapThreshold == nil)
        #expect(g.rotationConfiguration.minimumDegrees == -.infinity && g.rotationConfiguration.maximumDegrees == .infinity)
        #expect(g.rotationConfiguration.allowsOvershoot && g.rotationConfiguration.maximumOvershootDegrees == 15)
        #expect(v.gestureRecognizers.count == 3)
        #expect(g.chordRecognizer.minimumNumberOfTouches == 2)
    }

    @Test func releasingTheControllerRemovesItsRecognizers() {
        let v = View(frame: Rect(0, 0, 100, 100))
        do { let g = GestureController(view: v); #expect(v.gestureRecognizers.count == 3); _ = g }
        #expect(v.gestureRecognizers.isEmpty)
    }

    @Test func oneFingerIsNotAGesture() {
        let h = TransformHarness()
        let g = GestureController(view: h.view)
        let shared = EventLog()
        let r = ResponderLog("V", shared)
        g.setResponder(r, for: h.view)
        h.down(1, at: Point(100, 100))
        h.move(1, to: Point(200, 150))
        h.up(1, at: Point(200, 150))
        #expect(shared.lines.isEmpty)
        #expect(h.view.transform == .identity)
    }

    @Test func cancellationEndsTheGestureExactlyOnce() {
        let h = TransformHarness()
        let g = GestureController(view: h.view)
        let shared = EventLog()
        let r = ResponderLog("V", shared)
        g.setResponder(r, for: h.view)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 150)
        h.dispatcher.cancelAllTouches()
        #expect(shared.lines == ["V handle", "V gestureBegan", "V gestureChanged", "V gestureEnded"])
        #expect(r.events.last?.phase == .cancelled)
        #expect(r.chords.last?.phase == .end)
    }

    @Test func decliningResponderPassesTheGestureUp() {
        let h = TransformHarness()
        let inner = View(frame: Rect(50, 50, 200, 200))
        inner.isMultipleTouchEnabled = true
        h.view.addSubview(inner)
        let g = GestureController(view: h.view)
        let shared = EventLog()
        let ri = ResponderLog("inner", shared), rv = ResponderLog("V", shared)
        ri.accepts = false
        g.setResponder(ri, for: inner)
        g.setResponder(rv, for: h.view)
        h.downPair(center: Point(150, 150), span: 60)
        #expect(shared.lines == ["inner handle", "V handle", "V gestureBegan"])
        #expect(g.targetView === h.view)
    }

    @Test func targetIsTheFirstFingersResponderView() {
        let h = TransformHarness()
        let inner = View(frame: Rect(50, 50, 200, 200))
        inner.isMultipleTouchEnabled = true
        h.view.addSubview(inner)
        let g = GestureController(view: h.view)
        g.scaleConfiguration = ScaleConfiguration(minimumScale: 0.5, maximumScale: 4, snapsBack: false)
        let shared = EventLog()
        let ri = ResponderLog("inner", shared)   // responders are held weakly
        g.setResponder(ri, for: inner)
        h.downPair(center: Point(150, 150), span: 60)
        h.movePair(center: Point(150, 150), span: 120)
        #expect(g.targetView === inner)
        #expect(nearly(inner.viewScale, 2, within: 1e-9) && h.view.transform == .identity)
    }

    @Test func zoomsDisabledKeepsTheScaleButReportsIt() {
        let h = TransformHarness()
        let g = GestureController(view: h.view)
        g.zoomsEnabled = false
        let shared = EventLog()
        let r = ResponderLog("V", shared)
        g.setResponder(r, for: h.view)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 200, angle: 0.5)
        #expect(nearly(h.view.viewScale, 1, within: 1e-9))
        #expect(nearly(h.view.viewAngle, 0.5, within: 1e-9))
        #expect(nearly(r.events.last!.scale, 2, within: 1e-9))
    }

    @Test func translationComponentStartsPastItsThresholdAndMovesTheView() {
        let h = TransformHarness()
        let g = GestureController(view: h.view)
        let d = GestureDelegateLog()
        h.view.name = "V"
        g.delegate = d
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(205, 200), span: 100)
        #expect(d.lines.isEmpty && h.view.center == Point(200, 200))
        h.movePair(center: Point(230, 220), span: 100)
        #expect(d.lines == ["willStartGestures V e", "willStartGesture translation V e"])
        #expect(nearly(h.view.center.x, 230, within: 1e-9) && nearly(h.view.center.y, 220, within: 1e-9))
        h.upPair(center: Point(230, 220), span: 100)
        #expect(d.lines.suffix(2) == ["didFinishGesture translation V e", "didFinishGestures V e"])
    }

    @Test func eventPayloadFingersAndPressure() {
        let h = TransformHarness()
        let g = GestureController(view: h.view)
        let shared = EventLog()
        let r = ResponderLog("V", shared)
        g.setResponder(r, for: h.view)
        h.time += 0.01
        h.dispatcher.handle(InputFrame(timestamp: h.time, samples: [
            TouchSample(id: 1, phase: .began, location: Point(100, 100), force: 0.7)]))
        h.time += 0.01
        h.dispatcher.handle(InputFrame(timestamp: h.time, samples: [
            TouchSample(id: 2, phase: .began, location: Point(300, 100), force: 1.2),
            TouchSample(id: 3, phase: .began, location: Point(150, 120))]))
        let e = r.events.last!
        #expect(e.fingersDown == 3 && e.initialFingersDown == 3)
        #expect(e.innerFinger == Point(100, 100) && e.outerFinger == Point(300, 100))   // the farthest pair
        #expect(e.firstFingerPressure == 0.7)
        #expect(nearly(e.location.x, 550.0 / 3, within: 1e-9) && nearly(e.location.y, 320.0 / 3, within: 1e-9))
        // The outer finger lifts: the farthest remaining pair is used.
        h.up(2, at: Point(300, 100))
        let e2 = r.events.last!
        #expect(e2.fingersDown == 2 && e2.initialFingersDown == 3)
        #expect(e2.innerFinger == Point(100, 100) && e2.outerFinger == Point(150, 120))
    }

    @Test func newHandCompletesARunningSettle() {
        let h = TransformHarness()
        let g = GestureController(view: h.view)
        g.scaleConfiguration = ScaleConfiguration(minimumScale: 1, maximumScale: 2, snapsBack: true)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 300)
        #expect(h.view.viewScale > 2)
        h.upPair(center: Point(200, 200), span: 300)
        #expect(g.isAnimating)
        h.downPair(center: Point(200, 200), span: 100)
        #expect(!g.isAnimating)
        #expect(nearly(h.view.viewScale, 2, within: 1e-9))
    }

    @Test func undershootIsOptIn() {
        var cfg = ScaleConfiguration(minimumScale: 1, maximumScale: 4, snapsBack: true)
        #expect(cfg.appliedScale(forRaw: 0.5) == 1)
        cfg.allowsUndershoot = true
        let s = cfg.appliedScale(forRaw: 0.5)
        #expect(s < 1 && s >= 0.5)
        #expect(cfg.restingScale(forRaw: 0.5, start: 1) == 1)
    }

    @Test func overshootCurveIsBoundedMonotonicAndBelowIdentity() {
        var last = 0.0
        for i in 1...100 {
            let x = Double(i) * 0.1
            let f = LimitedValue.resisted(x, limit: 0.5)
            #expect(f > last && f < x && f < 0.5)
            last = f
        }
        #expect(LimitedValue.resisted(0, limit: 0.5) == 0)
        #expect(LimitedValue.resisted(1, limit: .infinity) == 1)
        #expect(LimitedValue.resisted(1, limit: -1) == 0)
        // Reversed limits never trap.
        #expect(ScaleConfiguration(minimumScale: 4, maximumScale: 1, snapsBack: false).appliedScale(forRaw: 10) == 4)
    }

    @Test func settleTicksAreDeterministic() {
        func run() -> [Double] {
            let h = TransformHarness()
            let g = GestureController(view: h.view)
            g.scaleConfiguration = ScaleConfiguration(minimumScale: 1, maximumScale: 2, snapsBack: true)
            h.downPair(center: Point(200, 200), span: 100)
            h.movePair(center: Point(200, 200), span: 300)
            h.upPair(center: Point(200, 200), span: 300)
            var out: [Double] = []
            while let due = h.dispatcher.timerQueue.nextDueTime { out.append(due); h.dispatcher.advance(to: due); out.append(h.view.viewScale) }
            withExtendedLifetime(g) {}
            return out
        }
        let a = run(), b = run()
        #expect(a == b)
        // 0.3 s on the frame clock's 1/60 s grid: 18 ticks, or 19 when the
        // settle begins between grid times (it ends on the first tick ≥ its end).
        #expect(a.count / 2 == 18 || a.count / 2 == 19)
    }
}
