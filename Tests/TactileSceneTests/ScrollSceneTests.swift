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
