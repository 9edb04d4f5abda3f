import Testing
import PropertyBased
@testable import Tactile
import TactileTestSupport

/// Seed-001 examples E1–E12 (gesture part) against `GestureController`.
@Suite struct GestureControllerBehaviourTests {
    let pi = TactileMath.pi

    /// A harness whose view has a controller and a responder registered for the view.
    func setUp(scale: ScaleConfiguration = ScaleConfiguration(minimumScale: 0.5, maximumScale: 4, snapsBack: false))
        -> (TransformHarness, GestureController, ResponderLog, GestureDelegateLog, EventLog) {
        let h = TransformHarness()
        h.view.name = "V"
        let g = GestureController(view: h.view)
        g.scaleConfiguration = scale
        let shared = EventLog()
        let responder = ResponderLog("V", shared)
        g.setResponder(responder, for: h.view)
        let d = GestureDelegateLog()
        g.delegate = d
        return (h, g, responder, d, shared)
    }

    /// seed-001 E1.
    @Test func pinchScale() {
        let (h, g, r, _, shared) = setUp()
        h.frame([(1, .began, Point(100, 200)), (2, .began, Point(200, 200))])
        h.frame([(1, .moved, Point(50, 200)), (2, .moved, Point(250, 200))])
        #expect(shared.lines.filter { $0 == "V gestureBegan" }.count == 1)
        let e = r.events.last!
        #expect(e.phase == .changed)
        #expect(nearly(e.scale, 2, within: 1e-9) && nearly(e.rotation, 0, within: 1e-9))
        #expect(nearly(e.translation.dx, 0, within: 1e-9) && nearly(e.translation.dy, 0, within: 1e-9))
        #expect(e.fingersDown == 2 && e.initialFingersDown == 2)
        #expect(nearly(h.view.viewScale, 2, within: 1e-9))
        _ = g
    }

    /// seed-001 E2.
    @Test func rotation() {
        let (h, g, r, _, _) = setUp()
        h.frame([(1, .began, Point(100, 100)), (2, .began, Point(200, 100))])
        h.frame([(1, .moved, Point(150, 50)), (2, .moved, Point(150, 150))])
        let e = r.events.last!
        #expect(nearly(e.rotation, pi / 2, within: 1e-9))     // +90°, clockwise in y-down
        #expect(nearly(e.scale, 1, within: 1e-9))
        #expect(nearly(e.translation.dx, 0, within: 1e-9) && nearly(e.translation.dy, 0, within: 1e-9))
        _ = g
    }

    /// seed-001 E3.
    @Test func contentOffsetKeepsTheCentre() {
        // Viewport 100×100, scale 1 → 2 about (50, 50): offset (50, 50); content (50, 50) still at (50, 50).
        let o = ZoomGeometry.contentOffset(afterZoomingFrom: 1, to: 2, offset: .zero, center: Point(50, 50))
        #expect(o == Point(50, 50))
        #expect(ZoomGeometry.contentPoint(at: Point(50, 50), scale: 2, offset: o) == Point(50, 50))
    }

    /// seed-001 E3.
    @Test func centreInvarianceProperty() async {
        let gen = zip(Gen.double(in: 0.3...3), Gen.double(in: 80...320), Gen.double(in: 80...320),
                      Gen.double(in: 40...160), Gen.double(in: -2...2))
        await propertyCheck(count: 150, input: gen) { k, cx, cy, span, angle in
            let h = TransformHarness()
            let g = GestureController(view: h.view)
            g.mask = [.scale, .rotate]
            g.scaleConfiguration = ScaleConfiguration(minimumScale: 0.01, maximumScale: 100, snapsBack: false)
            let c = Point(cx, cy)
            // Content point under the gesture centre before the gesture.
            let q = h.view.convert(c, from: nil)
            h.downPair(center: c, span: span)
            for i in 1...5 {
                let u = Double(i) / 5
                h.movePair(center: c, span: span * (1 + (k - 1) * u), angle: angle * u)
                let shown = h.view.convert(q, to: nil)
                #expect(abs(shown.x - c.x) < 1e-6 && abs(shown.y - c.y) < 1e-6)
            }
            // The scale applies once the pinch began (span changed by 10 pt).
            #expect(nearly(h.view.viewScale, abs(k - 1) * span >= 10 ? k : 1, within: 1e-9))
            h.upPair(center: c, span: span * k, angle: angle)
            h.dispatcher.drainTimers()
            let shown = h.view.convert(q, to: nil)
            #expect(abs(shown.x - c.x) < 1e-6 && abs(shown.y - c.y) < 1e-6)
        }
    }

    /// seed-001 E3.
    @Test func centreFollowsTheHandWhenTranslationIsAllowed() {
        let h = TransformHarness()
        let g = GestureController(view: h.view)
        g.scaleConfiguration = ScaleConfiguration(minimumScale: 0.5, maximumScale: 4)
        let q = h.view.convert(Point(150, 150), from: nil)
        h.downPair(center: Point(150, 150), span: 100)
        h.movePair(center: Point(190, 120), span: 150, angle: 0.3)
        let shown = h.view.convert(q, to: nil)
        #expect(abs(shown.x - 190) < 1e-6 && abs(shown.y - 120) < 1e-6)
        _ = g
    }

    /// seed-001 E4.
    @Test func scaleClampWithoutSnapback() {
        for (endSpan, expected) in [(150.0, 4.0), (10.0, 1.0)] {
            let (h, g, _, _, _) = setUp(scale: ScaleConfiguration(minimumScale: 1, maximumScale: 4, snapsBack: false))
            h.view.transform = AffineTransform(scaleX: 2, y: 2)
            h.downPair(center: Point(200, 200), span: 50)
            var maxSeen = 0.0, minSeen = Double.infinity
            for i in 1...10 {
                h.movePair(center: Point(200, 200), span: 50 + (endSpan - 50) * Double(i) / 10)
                maxSeen = max(maxSeen, h.view.viewScale)
                minSeen = min(minSeen, h.view.viewScale)
            }
            #expect(nearly(h.view.viewScale, expected, within: 1e-9))
            #expect(maxSeen <= 4 + 1e-12 && minSeen >= 1 - 1e-12)
            h.upPair(center: Point(200, 200), span: endSpan)
            #expect(!g.isAnimating)
            h.dispatcher.drainTimers()
            #expect(nearly(h.view.viewScale, expected, within: 1e-9))
        }
    }

    /// seed-001 E5.
    @Test func overshootThenSnapBackThroughTheAnimationClock() {
        var cfg = ScaleConfiguration(minimumScale: 1, maximumScale: 4, snapsBack: true)
        cfg.maximumOvershoot = 0.5
        let (h, g, _, d, _) = setUp(scale: cfg)
        h.view.transform = AffineTransform(scaleX: 2, y: 2)
        h.downPair(center: Point(200, 200), span: 50)
        var applied: [Double] = []
        for span in [75.0, 100, 110, 125, 140, 150] {   // raw 3, 4, 4.4, 5, 5.6, 6
            h.movePair(center: Point(200, 200), span: span)
            applied.append(h.view.viewScale)
        }
        let over = applied.suffix(4)
        #expect(over.allSatisfy { $0 > 4 && $0 <= 4.5 })
        #expect(zip(over, over.dropFirst()).allSatisfy { $0 < $1 })
        h.upPair(center: Point(200, 200), span: 150)
        #expect(g.isAnimating)
        #expect(!d.lines.contains { $0.hasPrefix("didFinishGesture ") })
        var samples: [Double] = []
        while let due = h.dispatcher.timerQueue.nextDueTime {
            h.dispatcher.advance(to: due)
            samples.append(h.view.viewScale)
        }
        #expect(samples.count > 2)
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 >= $1 })   // settles monotonically
        #expect(h.view.viewScale == 4.0)
        #expect(d.lines.suffix(2) == ["didFinishGesture scale V nil", "didFinishGestures V nil"])
        #expect(!g.isAnimating)
    }

    /// seed-001 E6.
    @Test func snapThreshold() {
        func run(startScale: Double, endSpan: Double) -> Double {
            let (h, g, _, _, _) = setUp(scale: ScaleConfiguration(minimumScale: 1, maximumScale: 4, snapsBack: true,
                                                                  snapThreshold: 1.5))
            defer { withExtendedLifetime(g) {} }
            h.view.transform = AffineTransform(scaleX: startScale, y: startScale)
            h.downPair(center: Point(200, 200), span: 100)
            h.movePair(center: Point(200, 200), span: (100 + endSpan) / 2)
            h.movePair(center: Point(200, 200), span: endSpan)
            h.upPair(center: Point(200, 200), span: endSpan)
            h.dispatcher.drainTimers()
            return h.view.viewScale
        }
        #expect(nearly(run(startScale: 2, endSpan: 75), 1.0, within: 1e-9))   // raw 1.5 ≤ threshold, scaling down → minimum
        #expect(nearly(run(startScale: 2, endSpan: 80), 1.6, within: 1e-9))   // raw 1.6: stays
        #expect(nearly(run(startScale: 1, endSpan: 150), 4.0, within: 1e-9))  // raw 1.5 ≥ threshold, scaling up → maximum
    }

    /// seed-001 E7.
    @Test func rotationLimits() {
        for overshoot in [true, false] {
            let (h, g, _, _, _) = setUp()
            g.rotationConfiguration = RotationConfiguration(minimumDegrees: -45, maximumDegrees: 90, allowsOvershoot: overshoot)
            h.downPair(center: Point(200, 200), span: 100)
            var maxAngle = -Double.infinity
            for deg in stride(from: 10.0, through: 100, by: 10) {
                h.movePair(center: Point(200, 200), span: 100, angle: deg * pi / 180)
                maxAngle = max(maxAngle, h.view.viewAngle)
            }
            if overshoot { #expect(maxAngle > pi / 2 + 1e-9) } else { #expect(maxAngle <= pi / 2 + 1e-12) }
            h.upPair(center: Point(200, 200), span: 100, angle: 100 * pi / 180)
            h.dispatcher.drainTimers()
            #expect(nearly(h.view.viewAngle, pi / 2, within: 1e-9))
        }
    }

    /// Seed-001 E8. Tactile follows UIKit's `cancelsTouchesInView` (default
    /// true on the chord recognizer): when the gesture starts the first finger
    /// is cancelled in A (seed-001's "mouseUp" at the end becomes the cancel),
    /// and the second finger, which hit B, never reaches B.
    /// seed-001 E8.
    @Test func routingCaptureAndGestureTarget() {
        let shared = EventLog()
        let d = TouchDispatcher()
        let w = Window(frame: Rect(0, 0, 320, 200))
        let a = RecordingView("A", frame: Rect(0, 0, 100, 100), log: shared)
        let b = RecordingView("B", frame: Rect(100, 0, 100, 100), log: shared)
        w.addSubview(a); w.addSubview(b)
        d.addWindow(w)
        let g = GestureController(view: w)
        g.mask = []
        let ra = ResponderLog("A", shared), rb = ResponderLog("B", shared)
        g.setResponder(ra, for: a)
        g.setResponder(rb, for: b)
        let script = TouchScript(d, step: 0.02)
        script.down(1, at: Point(50, 50))
        script.move(1, to: Point(150, 50))
        script.down(2, at: Point(150, 80))
        script.move(2, to: Point(160, 90))
        script.up(2, at: Point(160, 90))
        script.up(1, at: Point(150, 50))
        #expect(shared.lines == ["A began [1]", "A moved [1]", "A handle", "A gestureBegan", "A cancelled [1]",
                                 "A gestureChanged", "A gestureEnded"])
        #expect(!shared.lines.contains { $0.hasPrefix("B") })
    }

    /// seed-001 E9.
    @Test func delegateSequenceAndNilEventWhenProgrammatic() {
        let (h, g, _, d, _) = setUp(scale: ScaleConfiguration(minimumScale: 0.1, maximumScale: 10, snapsBack: false))
        h.downPair(center: Point(200, 200), span: 100)
        for span in [150.0, 200, 250] { h.movePair(center: Point(200, 200), span: span) }
        h.upPair(center: Point(200, 200), span: 250)
        #expect(d.lines == ["willStartGestures V e", "willStartGesture scale V e",
                            "gestureDidChange scale V e", "gestureDidChange scale V e",
                            "didFinishGesture scale V e", "didFinishGestures V e"])
        d.lines = []
        g.setZoomScale(2, animated: true)
        #expect(g.isAnimating)
        h.dispatcher.drainTimers()
        #expect(d.lines.first == "willStartGestures V nil")
        #expect(d.lines[1] == "willStartGesture scale V nil")
        let changes = d.lines.dropFirst(2).dropLast(2)
        #expect(changes.count > 1 && changes.allSatisfy { $0 == "gestureDidChange scale V nil" })
        #expect(d.lines.suffix(2) == ["didFinishGesture scale V nil", "didFinishGestures V nil"])
        #expect(g.zoomScale == 2)
        d.lines = []
        g.setZoomScale(3, animated: false)
        #expect(d.lines == ["willStartGestures V nil", "willStartGesture scale V nil", "gestureDidChange scale V nil",
                            "didFinishGesture scale V nil", "didFinishGestures V nil"])
        #expect(g.zoomScale == 3)
    }

    /// seed-001 E10.
    @Test func delegateChangesOtherViews() {
        let d = TouchDispatcher()
        let w = Window(frame: Rect(0, 0, 320, 100))
        let v = View(frame: Rect(0, 0, 200, 100)), other = View(frame: Rect(200, 0, 120, 100))
        v.isMultipleTouchEnabled = true
        w.addSubview(v); w.addSubview(other)
        d.addWindow(w)
        let g = GestureController(view: v)
        g.scaleConfiguration = ScaleConfiguration(minimumScale: 0.5, maximumScale: 4, snapsBack: false)
        let log = GestureDelegateLog()
        log.onChange = { kind, view, _ in
            guard kind == .scale else { return }
            var f = other.frame
            f.size.width = 320 - view.frame.width
            other.frame = f
        }
        g.delegate = log
        d.handle(InputFrame(timestamp: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(75, 50)),
                                                    TouchSample(id: 2, phase: .began, location: Point(125, 50))]))
        // The pinch begins at a 12 pt span change (the delegate hears willStartGesture), then changes.
        d.handle(InputFrame(timestamp: 0.02, samples: [TouchSample(id: 1, phase: .moved, location: Point(69, 50)),
                                                       TouchSample(id: 2, phase: .moved, location: Point(131, 50))]))
        d.handle(InputFrame(timestamp: 0.04, samples: [TouchSample(id: 1, phase: .moved, location: Point(70, 50)),
                                                       TouchSample(id: 2, phase: .moved, location: Point(130, 50))]))
        #expect(nearly(v.frame.width, 240, within: 1e-9))
        #expect(nearly(other.frame.width, 80, within: 1e-9))
    }

    /// seed-001 E11.
    @Test func chordEvents() {
        let (h, g, r, _, _) = setUp()
        defer { withExtendedLifetime(g) {} }
        h.downPair(center: Point(200, 200), span: 100)
        #expect(r.chords == [ChordEvent(chordCount: 2, phase: .start)])
        h.down(3, at: Point(200, 300))
        #expect(r.chords.last?.chordCount == 3 && r.chords.last?.phase == .change)
        #expect(r.events.last?.initialFingersDown == 2 && r.events.last?.fingersDown == 3)
        h.frame([(1, .ended, Point(150, 200)), (2, .ended, Point(250, 200)), (3, .ended, Point(200, 300))])
        #expect(r.chords.last?.phase == .end && r.chords.last?.chordCount == 0)
        #expect(r.chords.filter { $0.phase == .end }.count == 1)
    }

    /// seed-001 E12.
    @Test func gestureMask() {
        let (h, g, r, _, _) = setUp()
        g.mask = [.scale]
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(200, 200), span: 200, angle: pi / 6)
        #expect(nearly(h.view.viewScale, 2, within: 1e-9))
        #expect(nearly(h.view.viewAngle, 0, within: 1e-9))
        #expect(nearly(r.events.last!.rotation, pi / 6, within: 1e-9))
        #expect(h.view.center == Point(200, 200))
    }
}
