import Testing
import Tactile
@testable import TactileScene

// Issue 24, items 3 and 8: the replay log of a zoomable scroll view matches
// the engine's geometry at every step, and the scene keys `scrollEnabled` and
// `contentInset`.

/// A 300×300 scroll view S zooming its photo P (1…3 unless `zoom` says otherwise).
private func zoomScene(_ extra: String = "", zoom: String = "\"minimumScale\": 1, \"maximumScale\": 3") -> String {
    """
    {"window": {"width": 400, "height": 800},
     "views": [{"id": "S", "frame": [0, 0, 300, 300],
                "scroll": {"contentSize": [300, 300], "zoom": {"view": "P", \(zoom)}\(extra)},
                "children": [{"id": "P", "frame": [0, 0, 300, 300], "multipleTouchEnabled": true}]}]}
    """
}

/// A trace of two fingers about `centre` whose span goes through `spans`, one frame each 1/60 s, then lifts.
private func pinchTrace(centre c: Point, spans: [Double]) -> String {
    var lines: [String] = []
    for (i, span) in spans.enumerated() {
        let phase = i == 0 ? "began" : (i == spans.count - 1 ? "ended" : "moved")
        let t = 0.1 + Double(i) / 60
        lines.append("{\"t\": \(t), \"touches\": [{\"id\": 1, \"phase\": \"\(phase)\", \"x\": \(c.x - span / 2), \"y\": \(c.y)}, "
                     + "{\"id\": 2, \"phase\": \"\(phase)\", \"x\": \(c.x + span / 2), \"y\": \(c.y)}]}")
    }
    return lines.joined(separator: "\n")
}

private func zooms(_ events: [LogEvent]) -> [(t: Double, ev: LogEvent.ZoomEvent)] {
    events.compactMap { e in if case .zoom(let z) = e.kind { return (e.t, z) } else { return nil } }
}

private func scrolls(_ events: [LogEvent]) -> [(t: Double, ev: LogEvent.ScrollEvent)] {
    events.compactMap { e in if case .scroll(let s) = e.kind { return (e.t, s) } else { return nil } }
}

/// Seed-001 E3/R30 ("the content offset after zooming … `o′ = (c + o)·s′/s − c`"):
/// every `zoom` line of a pinch carries the offset that keeps the pinch centre
/// fixed at that step, the first frame of the pinch logs its line, and the
/// `ended` line's offset is the one the content rests at.
@Test func zoomLog_everyPinchStepCarriesTheOffsetThatKeepsTheCentreFixed() throws {
    let c = Point(x: 150, y: 120)
    let events = try replay(zoomScene(), pinchTrace(centre: c, spans: [40, 60, 80, 100, 120, 120]))
    let lines = zooms(events)
    let changed = lines.filter { $0.ev.phase == "changed" }
    #expect(changed.count == 4, "\(lines.map { $0.ev })")
    #expect(abs((changed.first?.t ?? 0) - (0.1 + 1.0 / 60)) < 1e-3)   // the first moved frame
    for (_, z) in changed {
        let o = ZoomGeometry.contentOffset(afterZoomingFrom: 1, to: z.scale, offset: .zero, center: c)
        #expect(abs(z.offset.x - o.x) < 0.01 && abs(z.offset.y - o.y) < 0.01, "\(z)")
    }
    let end = try #require(lines.last?.ev)
    #expect(end.phase == "ended" && end.offset == changed.last?.ev.offset)
    #expect(scrolls(events).last?.ev.offset == end.offset && scrolls(events).last?.ev.phase == "resting")
}

/// Issue 24 item 3: "`resting` means at rest". A pinch out below the content
/// size about a centre near the edge ends with the offset clamped into the
/// range in the same step: no `resting` line is followed by a `decelerating`
/// line at the same instant, and the last line rests inside the range.
@Test func zoomLog_restingIsNeverFollowedByMotionAtTheSameInstant() throws {
    let events = try replay(zoomScene(zoom: "\"minimumScale\": 0.5, \"maximumScale\": 3"),
                            pinchTrace(centre: Point(x: 240, y: 240), spans: [100, 80, 60, 50, 50]))
    let lines = scrolls(events)
    for (a, b) in zip(lines, lines.dropFirst()) where a.ev.phase == "resting" && b.ev.phase != "resting" {
        #expect(b.t > a.t, "\(a) then \(b)")
    }
    #expect(lines.allSatisfy { $0.ev.phase == "resting" }, "\(lines)")
    let zoomLines = zooms(events).map { $0.ev }
    #expect(zoomLines.contains { $0.offset.x < -50 && $0.scale < 1 })   // the centre near the corner, fixed while pinching
    let end = try #require(zoomLines.last)
    // Content smaller than the viewport rests at the range's only offset, [0, 0].
    #expect(end.phase == "ended" && end.scale < 1 && end.offset == Point(x: 0, y: 0), "\(end)")
}

/// Issue 24 item 2 in the log: a pinch in below the minimum logs scales under
/// it, then the bounce back to exactly the minimum.
@Test func zoomLog_pinchBelowTheMinimumBouncesBack() throws {
    let events = try replay(zoomScene(), pinchTrace(centre: Point(x: 150, y: 150), spans: [120, 100, 80, 60, 60]))
    let lines = zooms(events)
    #expect(lines.contains { $0.ev.scale < 1 })
    #expect(lines.last?.ev.phase == "ended" && lines.last?.ev.scale == 1 && lines.last?.ev.offset == Point(x: 0, y: 0))
}

/// Issue 24 item 3: `dragging` lines and the first `decelerating` line carry
/// the velocity estimate, not `[0, 0]`.
@Test func scrollLog_draggingAndTheFirstDeceleratingLineCarryTheVelocity() throws {
    let scene = """
        {"window": {"width": 400, "height": 800},
         "views": [{"id": "S", "frame": [0, 0, 300, 300], "scroll": {"contentSize": [300, 3000]}}]}
        """
    var trace = "{\"t\": 0.1, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 100, \"y\": 280}]}"
    for i in 1...8 { trace += "\n{\"t\": \(0.1 + Double(i) / 60), \"touches\": [{\"id\": 1, \"phase\": \"moved\", \"x\": 100, \"y\": \(280 - Double(i) * 25)}]}" }
    trace += "\n{\"t\": \(0.1 + 9.0 / 60), \"touches\": [{\"id\": 1, \"phase\": \"ended\", \"x\": 100, \"y\": 80}]}"
    let lines = scrolls(try replay(scene, trace)).map { $0.ev }
    let dragging = lines.filter { $0.phase == "dragging" }
    #expect(!dragging.isEmpty && dragging.allSatisfy { $0.velocity.dy > 0 && $0.velocity.dx == 0 }, "\(dragging)")
    let firstGlide = try #require(lines.first { $0.phase == "decelerating" })
    #expect(firstGlide.velocity.dy > 1000, "\(firstGlide)")
}

/// Apple, `isScrollEnabled`: "turn off any dragging temporarily" — with
/// `scrollEnabled: false` a drag does not scroll and the content gets its touch.
/// Apple, `contentInset`: "Use this property to extend the space between
/// your content and the edges of the content view" — an inset extends the
/// range the offset rests in (`[-left, -top]` … `contentSize + [right, bottom] - size`).
@Test func sceneScroll_scrollEnabledAndContentInsetHaveUIKitSemantics() throws {
    let scene = try SceneParser().parse(zoomScene(", \"scrollEnabled\": false, \"contentInset\": {\"top\": 20, \"bottom\": 40}"),
                                        file: "s.json")
    let s = try #require(scene.views.first?.scroll)
    #expect(s.scrollEnabled == false && s.contentInset == EdgeValues(top: 20, left: 0, bottom: 40, right: 0))
    let runtime = try SceneRuntime(scene: scene)
    let node = try #require(runtime.scrollViews.first)
    #expect(!node.isScrollEnabled)
    #expect(node.scrollRange == ScrollRange(minimum: Point(x: 0, y: -20), maximum: Point(x: 0, y: 40)))
    let drag = """
        {"t": 0.1, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 100}]}
        {"t": 0.15, "touches": [{"id": 1, "phase": "moved", "x": 100, "y": 160}]}
        {"t": 0.2, "touches": [{"id": 1, "phase": "ended", "x": 100, "y": 160}]}
        """
    let disabled = try replay(zoomScene(", \"scrollEnabled\": false"), drag)
    #expect(!disabled.contains { if case .scroll(let e) = $0.kind { return e.phase == "dragging" } else { return false } })
    let inset = try replay(zoomScene(", \"contentInset\": {\"top\": 100}"), drag)
    let rest = try #require(scrolls(inset).last?.ev)
    #expect(rest.phase == "resting" && rest.offset.y < 0 && rest.offset.y >= -100, "\(rest)")   // rests inside the inset
    for (bad, reason) in [(", \"contentInset\": {\"middle\": 4}", "unknown edge"), (", \"scrollEnabled\": 1", "boolean")] {
        let e = sceneError(zoomScene(bad))
        #expect(e?.contains(reason) == true, "\(e ?? "parsed")")
    }
}
