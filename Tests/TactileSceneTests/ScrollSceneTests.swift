import Testing
import Tactile
@testable import TactileScene

/// A scroll view S (300×300) over 3000 pt of content, holding button B at its top.
private func scrollScene(_ mode: String, extra: String = "") -> String {
    """
    {"window": {"width": 400, "height": 800},
     "views": [{"id": "S", "frame": [0, 0, 300, 300],
                "scroll": {"contentSize": [300, 3000], "eventMode": "\(mode)", "delaysContentTouches": false\(extra)},
                "children": [{"id": "B", "frame": [0, 0, 300, 44]}]}]}
    """
}

private let dragTrace = """
    {"t": 0.1, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 20}]}
    {"t": 0.12, "touches": [{"id": 1, "phase": "moved", "x": 100, "y": 60}]}
    {"t": 0.14, "touches": [{"id": 1, "phase": "moved", "x": 100, "y": 120}]}
    {"t": 0.16, "touches": [{"id": 1, "phase": "moved", "x": 100, "y": 180}]}
    {"t": 0.18, "touches": [{"id": 1, "phase": "ended", "x": 100, "y": 180}]}
    """

private func touches(_ events: [LogEvent], _ view: String) -> [String] {
    events.compactMap { if case .touches(let t) = $0.kind, t.view == view { return "\(t.phase)" } else { return nil } }
}

/// E21 from a scene and a trace: the three event modes of a drag that starts on B.
/// seed-001 E21.
@Test func eventModesReplay() throws {
    let pass = try replay(scrollScene("pass"), dragTrace)
    #expect(touches(pass, "B") == ["began", "moved", "moved", "moved", "ended"])
    #expect(!pass.contains { if case .scroll = $0.kind { return true } else { return false } })
    let onDrag = try replay(scrollScene("interceptOnDrag"), dragTrace)
    #expect(touches(onDrag, "B") == ["began", "cancelled"])
    let intercept = try replay(scrollScene("intercept"), dragTrace)
    #expect(touches(intercept, "B").isEmpty && touches(intercept, "S").first == "began")
    for events in [onDrag, intercept] {
        let scrolls = events.compactMap { e -> LogEvent.ScrollEvent? in if case .scroll(let s) = e.kind { return s } else { return nil } }
        #expect(scrolls.first?.phase == "dragging" && scrolls.last?.phase == "resting")
        // The drag pulled the content down past its top: it rubber-banded and slid back to 0.
        #expect(scrolls.contains { $0.offset.y < 0 } && scrolls.last?.offset == Point(x: 0, y: 0))
    }
}

@Test func scrolling_scrollEventsAreLoggedAndCondensed() throws {
    let events = try replay(scrollScene("interceptOnDrag"), dragTrace)
    let json = LogFormatter.jsonLine(events.first { if case .scroll = $0.kind { return true } else { return false } }!)
    #expect(json.contains("\"kind\": \"scroll\", \"view\": \"S\", \"phase\": \"dragging\", \"offset\": ["))
    let text = CondensedTimeline(events).render()
    let lines = text.split(separator: "\n").filter { $0.contains("scroll") }
    #expect(lines.count == 1)
    #expect(lines.first?.contains("dragging ×") == true && lines.first?.contains("→ resting (offset (0, ") == true,
            "\(lines)")
    #expect(lines.first?.hasSuffix("→ (0, 0))") == true, "\(lines)")
}

@Test func scrolling_sceneScrollKeysAreParsedAndChecked() throws {
    let scene = try SceneParser().parse(scrollScene("pass", extra: """
        , "directionalLock": 25, "decelerationRate": "fast", "bounces": false, "pagingEnabled": true,
        "rubberBand": {"top": 50}, "hysteresis": 8, "thumbDetection": {"maximumMajorAxis": 25, "edgeWidth": null}
        """), file: "s.json")
    let s = try #require(scene.views.first?.scroll)
    #expect(s.contentSize == Size(width: 300, height: 3000) && s.eventMode == .pass && s.directionalLockAngle == 25)
    #expect(s.decelerationRate == 0.99 && s.bounces == false && s.rubberBand["top"] == 50 && s.thumbEdgeWidth == nil)
    let runtime = try SceneRuntime(scene: scene)
    let node = try #require(runtime.scrollViews.first)
    #expect(node.isPagingEnabled && node.thumbDetectionEnabled && node.scrollHysteresis == 8)
    #expect(runtime.dispatcher.inadvertentContactFilter != nil)
    #expect(throws: FormatError.self) { try SceneParser().parse(scrollScene("sideways"), file: "s.json") }
    for (bad, reason) in [(", \"colour\": 1", "unknown scroll property"),
                          (", \"rubberBand\": {\"middle\": 4}", "unknown edge"), (", \"decelerationRate\": 2", "(0, 1)"),
                          (", \"zoom\": {\"view\": \"nope\", \"maximumScale\": 3}", "must be a child")] {
        let text = scrollScene("pass", extra: bad)
        #expect(throws: FormatError.self) { try SceneParser().parse(text, file: "s.json") }
        do { _ = try SceneParser().parse(text, file: "s.json") } catch { #expect(error.description.contains(reason), "\(error.description)") }
    }
}

@Test func scrolling_reportDrawsTheOffsetLaneAndTheContent() throws {
    let scene = try SceneParser().parse(scrollScene("interceptOnDrag"), file: "s.json")
    let frames = try TraceParser.parse(dragTrace, file: "t.jsonl")
    let events = try Replay.run(scene: scene, frames: frames)
    let html = HTMLReport.render([ReportSection(title: "drag", scene: scene, frames: frames, events: events)])
    #expect(html.contains("Scrolling (content offset against time)"))
    #expect(html.contains("class=\"scroll-offset\"") && html.contains("class=\"scroll-phase\"") && html.contains("class=\"scroll-content\""))
}

/// A 300 pt square scroll view whose 300 pt photo P zooms: a pinch to ×2 about the
/// centre, then a slow drag towards the top left corner, held before the lift.
private let zoomScene = """
    {"window": {"width": 400, "height": 800},
     "views": [{"id": "Z", "frame": [0, 0, 300, 300],
                "scroll": {"contentSize": [300, 300], "zoom": {"view": "P", "minimumScale": 1, "maximumScale": 3}},
                "children": [{"id": "P", "frame": [0, 0, 300, 300]}]}]}
    """

private var zoomTrace: String {
    var lines = [#"{"t": 0.1, "touches": [{"id": 1, "phase": "began", "x": 110, "y": 150}, {"id": 2, "phase": "began", "x": 190, "y": 150}]}"#]
    for i in 1...20 {
        let d = 40 + 2 * Double(i)
        lines.append(#"{"t": \#(0.1 + 0.016 * Double(i)), "touches": [{"id": 1, "phase": "moved", "x": \#(150 - d), "y": 150}, {"id": 2, "phase": "moved", "x": \#(150 + d), "y": 150}]}"#)
    }
    lines.append(#"{"t": 0.5, "touches": [{"id": 1, "phase": "ended", "x": 70, "y": 150}, {"id": 2, "phase": "ended", "x": 230, "y": 150}]}"#)
    lines.append(#"{"t": 1, "touches": [{"id": 3, "phase": "began", "x": 200, "y": 200}]}"#)
    for i in 1...10 {
        lines.append(#"{"t": \#(1 + 0.02 * Double(i)), "touches": [{"id": 3, "phase": "moved", "x": \#(200 - 8 * Double(i)), "y": \#(200 - 8 * Double(i))}]}"#)
    }
    lines.append(#"{"t": 1.6, "touches": [{"id": 3, "phase": "moved", "x": 120, "y": 120}]}"#)
    lines.append(#"{"t": 1.7, "touches": [{"id": 3, "phase": "ended", "x": 120, "y": 120}]}"#)
    return lines.joined(separator: "\n")
}

/// The scroll lane's edges are those of the zoomed content: UIKit `zoomScale` is
/// "the current scale factor applied to the scroll view's content", so at ×2 the
/// 300 pt photo is 600 pt wide and its offsets run 0…300. Panning the zoomed photo
/// stays inside them: no stretch past an edge is drawn (with the unzoomed content
/// size the far edge was 0 and the whole pan was hatched as a rubber-band pull).
@Test func scrolling_reportLaneEdgesAreTheZoomedContentsEdges() throws {
    let scene = try SceneParser().parse(zoomScene, file: "z.json")
    let frames = try TraceParser.parse(zoomTrace, file: "z.jsonl")
    let events = try Replay.run(scene: scene, frames: frames)
    let zooms = events.compactMap { if case .zoom(let z) = $0.kind { return z.scale } else { return nil } }
    #expect(abs((zooms.last ?? 0) - 2) < 0.01, "\(zooms)")
    let offsets = events.compactMap { if case .scroll(let s) = $0.kind { return s.offset.y } else { return nil } }
    #expect((offsets.max() ?? 0) > 150 && (offsets.max() ?? 0) < 300, "\(offsets)")
    let section = ReportSection(title: "zoom", scene: scene, frames: frames, events: events)
    let lane = ScrollLanePanel(digest: ReplayDigest(section))
    let edges = lane.edges("Z", vertical: true, zoom: 2)
    #expect(edges?.0 == 0 && edges?.1 == 300)
    #expect(lane.edges("Z", vertical: true)?.1 == 0)
    let html = HTMLReport.render([section])
    #expect(html.contains("class=\"scroll-offset\"") && html.contains("class=\"zoom-scale\""))
    #expect(!html.contains("class=\"past-edge\""))
}
