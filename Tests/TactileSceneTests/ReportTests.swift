import Testing
import Tactile
@testable import TactileScene

// The HTML report (issue 5 item 4): self-contained, deterministic, escaped,
// one band per state change and one path per touch, plus a golden tiny scene.

/// A list with a button: a drag on the list, a press on the button that waits for the drag.
let reportScene = """
    {"window": {"width": 200, "height": 200},
     "views": [{"id": "list", "frame": [0, 0, 200, 200], "children": [{"id": "button", "frame": [50, 50, 100, 40]}]}],
     "recognizers": [
       {"id": "drag", "type": "drag", "view": "list"},
       {"id": "press", "type": "press", "view": "button", "requireToFail": ["drag"]}]}
    """

/// A press on the button, then a drag that starts on it, then a second press with a reused id.
let reportTrace = """
    {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 60, "y": 60}]}
    {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 61, "y": 60}]}
    {"t": 0.3, "touches": [{"id": 2, "phase": "began", "x": 60, "y": 70}]}
    {"t": 0.31, "touches": [{"id": 2, "phase": "moved", "x": 70, "y": 70}]}
    {"t": 0.32, "touches": [{"id": 2, "phase": "moved", "x": 85, "y": 72}]}
    {"t": 0.33, "touches": [{"id": 2, "phase": "moved", "x": 100, "y": 80}]}
    {"t": 0.34, "touches": [{"id": 2, "phase": "ended", "x": 100, "y": 80}]}
    {"t": 0.5, "touches": [{"id": 1, "phase": "began", "x": 120, "y": 150}]}
    {"t": 0.55, "touches": [{"id": 1, "phase": "cancelled", "x": 120, "y": 150}]}
    """

func reportSection(_ sceneText: String = reportScene, _ traceText: String = reportTrace, title: String = "list + button") throws -> ReportSection {
    let scene = try SceneParser(registry: .testing).parse(sceneText, file: "scene.json")
    let frames = try TraceParser.parse(traceText, file: "trace.jsonl")
    let events = try Replay.run(scene: scene, frames: frames, registry: .testing)
    return ReportSection(title: title, scene: scene, frames: frames, events: events)
}

func occurrences(of needle: String, in haystack: String) -> Int {
    var count = 0
    var rest = haystack[...]
    while let r = rest.range(of: needle) {
        count += 1
        rest = rest[r.upperBound...]
    }
    return count
}

@Test func reportIsOneSelfContainedDocument() throws {
    let html = HTMLReport.render([try reportSection()])
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(html.hasSuffix("</body>\n</html>\n"))
    for forbidden in ["http://", "https://", "src=", "href=", "<link", "<script", "@import", "url(", "@font-face"] {
        #expect(!html.contains(forbidden), "the report must not reference \(forbidden)")
    }
    #expect(occurrences(of: "<svg class=\"timeline\"", in: html) == 1)
    // Every section has the spatial pair: the whole window beside the detail.
    #expect(occurrences(of: "<svg class=\"spatial\"", in: html) == 2)
}

@Test func reportIsDeterministic() throws {
    let a = HTMLReport.render([try reportSection(), try reportSection(title: "again")])
    let b = HTMLReport.render([try reportSection(), try reportSection(title: "again")])
    #expect(a == b)
    #expect(a.utf8.count == b.utf8.count)
}

@Test func reportEscapesHostileIdsAndTitles() throws {
    let evil = "<script>alert('x')</script>&\"\u{1}"
    let jsonEvil = #"<script>alert('x')</script>&\"\u0001"#
    let scene = reportScene
        .replacingOccurrences(of: "\"button\"", with: "\"\(jsonEvil)b\"")
        .replacingOccurrences(of: "\"press\", \"type\"", with: "\"\(jsonEvil)p\", \"type\"")
    let section = try reportSection(scene, title: "<img src=x onerror=alert(1)>")
    #expect(section.scene.recognizers.contains { $0.id == evil + "p" })
    let html = HTMLReport.render([section])
    #expect(!html.contains("<script"))
    #expect(!html.contains("<img"))
    #expect(!html.contains("\u{1}"))
    #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;&quot;\u{FFFD}p"))
    #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
    // Every tag in the document is one the report writes.
    let allowed = ["!DOCTYPE", "html", "head", "meta", "title", "style", "body", "h1", "h2", "h3", "p", "div", "section", "span",
                   "svg", "g", "rect", "circle", "line", "path", "polyline", "polygon", "text", "tspan",
                   "table", "tr", "th", "td", "details", "summary", "pre"]
    for part in html.split(separator: "<").dropFirst() {
        let name = part.prefix { $0 != " " && $0 != ">" && $0 != "\n" }
        let bare = name.hasPrefix("/") ? name.dropFirst() : name
        #expect(allowed.contains(String(bare)), "unexpected tag <\(name)")
    }
}

@Test func htmlEscapingCoversMarkupQuotesAndControlCharacters() {
    #expect(HTMLEscaping.text("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;")
    #expect(HTMLEscaping.text("tab\there\nline") == "tab\there\nline")
    #expect(HTMLEscaping.text("nul\u{0}del\u{7F}c1\u{85}") == "nul\u{FFFD}del\u{FFFD}c1\u{FFFD}")
    #expect(HTMLEscaping.text("ünï ✔ 🖐") == "ünï ✔ 🖐")
    #expect(HTMLEscaping.shortened("abcdefgh", limit: 5) == "abcd…")
    #expect(HTMLEscaping.shortened("abc", limit: 5) == "abc")
    #expect(HTMLEscaping.label("<<<<<<", limit: 3) == "&lt;&lt;…")
}

@Test func reportDrawsABandPerStateChangeAndAPathPerTouch() throws {
    let section = try reportSection()
    let html = HTMLReport.render([section])
    let changes = section.events.compactMap { e -> LogEvent.StateEvent? in
        if case .state(let s) = e.kind { return s }
        return nil
    }
    #expect(changes.count >= 4)
    for state in [LoggedState.began, .changed, .ended, .recognized, .cancelled, .failed] {
        let expected = changes.filter { $0.to == state }.count
        #expect(occurrences(of: "<rect class=\"band st-\(state.rawValue)\"", in: html) == expected, "bands for \(state)")
    }
    // Three touch tracks (id 1 is reused after it lifted): three paths in each
    // of the two spatial panels and three timeline bars.
    #expect(occurrences(of: "<polyline class=\"path\"", in: html) == 2 * 3)
    #expect(occurrences(of: "<rect class=\"track\"", in: html) == 3)
    // Every action is a tick, or counted in the bar of a dense run of them.
    let actions = section.events.filter { if case .action = $0.kind { return true } else { return false } }.count
    var inBars = 0
    for part in html.components(separatedBy: "actions fired ").dropFirst() { inBars += Int(part.prefix { $0.isNumber }) ?? 0 }
    #expect(occurrences(of: "<path class=\"tick\"", in: html) + inBars == actions + 1) // + the legend's sample tick
    // The press recognized once and the drag began once: two recognition
    // markers in each spatial panel.
    #expect(occurrences(of: "<path class=\"recognition ", in: html) == 2 * 2 + 1) // + the legend's sample
}

@Test func touchTracksSplitReusedIdsAndKeepHowTheyEnded() {
    let frames = [
        TraceFrame(t: 0, touches: [TraceTouch(id: 1, phase: .began, x: 0, y: 0)]),
        TraceFrame(t: 0.1, touches: [TraceTouch(id: 1, phase: .moved, x: 5, y: 0), TraceTouch(id: 2, phase: .began, x: 9, y: 9)]),
        TraceFrame(t: 0.2, touches: [TraceTouch(id: 1, phase: .ended, x: 6, y: 0)]),
        TraceFrame(t: 0.3, touches: nil),
        TraceFrame(t: 0.4, touches: [TraceTouch(id: 1, phase: .began, x: 1, y: 1)]),
        TraceFrame(t: 0.5, touches: [TraceTouch(id: 1, phase: .cancelled, x: 1, y: 1)]),
    ]
    let tracks = TouchTrack.tracks(from: frames)
    #expect(tracks.map(\.id) == [1, 2, 1])
    #expect(tracks.map(\.index) == [0, 1, 2])
    #expect(tracks.map(\.endPhase) == [.ended, nil, .cancelled])
    #expect(tracks[0].samples.map(\.location.x) == [0, 5, 6])
    #expect(tracks[0].downTime == 0 && tracks[0].upTime == 0.2)
}

@Test func recognizerBandsInferPossibleFromTouchesOnTheirViewAndHoldFinalStatesUntilReset() throws {
    let digest = ReplayDigest(try reportSection())
    let press = try #require(digest.recognizers.first { $0.id == "press" })
    let drag = try #require(digest.recognizers.first { $0.id == "drag" })
    // First touch: the press is possible from touch-down to the lift, then recognized.
    #expect(press.bands.first == .init(state: .possible, start: 0, end: 0.1, isLoggedChange: false))
    #expect(press.bands.dropFirst().first?.state == .recognized)
    #expect(press.recognitions.count == 1)
    #expect(press.recognitions.first?.event.location == Point(x: 61, y: 60))
    // The drag's began/changed bands are contiguous and it ends at the lift.
    let dragStates = drag.bands.filter(\.isLoggedChange).map(\.state)
    #expect(dragStates == [.failed, .began, .changed, .ended, .failed])
    for (a, b) in zip(drag.bands, drag.bands.dropFirst()) where !RecognizerTrack.isFinal(a.state) {
        #expect(a.end == b.start)
    }
    // The third touch lands on the list, not the button: no possible band for the press starts there.
    #expect(!press.bands.contains { !$0.isLoggedChange && $0.start == 0.5 })
    #expect(digest.touches[2].hitPath == ["list"])
    #expect(digest.touches[0].hitPath == ["button", "list"])
}

/// A double tap and a pinch on one view (standard recognizers), as in the
/// photo viewer: two taps 0.2 s apart, then a lone tap 1 s later.
private func doubleTapThenPinchSection() throws -> ReportSection {
    let scene = try SceneParser().parse("""
        {"window": {"width": 300, "height": 300},
         "views": [{"id": "photo", "frame": [0, 0, 300, 300], "multipleTouchEnabled": true}],
         "recognizers": [{"id": "zoom", "type": "pinch", "view": "photo"},
                         {"id": "doubleTap", "type": "tap", "view": "photo", "numberOfTapsRequired": 2}]}
        """, file: "scene.json")
    let frames = try TraceParser.parse("""
        {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 100}]}
        {"t": 0.08, "touches": [{"id": 1, "phase": "ended", "x": 100, "y": 100}]}
        {"t": 0.2, "touches": [{"id": 2, "phase": "began", "x": 101, "y": 100}]}
        {"t": 0.28, "touches": [{"id": 2, "phase": "ended", "x": 101, "y": 100}]}
        {"t": 1, "touches": [{"id": 3, "phase": "began", "x": 150, "y": 150}]}
        {"t": 1.08, "touches": [{"id": 3, "phase": "ended", "x": 150, "y": 150}]}
        """, file: "trace.jsonl")
    let events = try Replay.run(scene: scene, frames: frames)
    return ReportSection(title: "double tap", scene: scene, frames: frames, events: events)
}

// docs/engine.md §7 (UIKit's reset rule): a recognizer resets once it is in a
// final state and none of its own touches is down, even while a group mate
// (the double tap between its taps) is still deciding. The pinch that failed at
// the first lift is therefore possible again for the second tap, and fails again
// when that one lifts. (Before issue 9 the group reset kept it failed until the
// double tap ended.)
@Test func failedRecognizerResetsWhenItsTouchLiftsWhileAGroupMateWaits() throws {
    let section = try doubleTapThenPinchSection()
    let log = section.events.compactMap { e -> String? in
        guard case .state(let s) = e.kind else { return nil }
        return "\(e.t) \(s.recognizer) \(s.to.rawValue)"
    }
    #expect(log.prefix(3) == ["0.08 zoom failed", "0.28 zoom failed", "0.28 doubleTap recognized"])
    let digest = ReplayDigest(section)
    let zoom = try #require(digest.recognizers.first { $0.id == "zoom" })
    #expect(zoom.bands[0] == .init(state: .possible, start: 0, end: 0.08, isLoggedChange: false))
    // Failed at the first lift, and again (a second logged failure) at the second.
    #expect(zoom.bands[1].state == .failed && zoom.bands[1].start == 0.08 && zoom.bands[1].isLoggedChange)
    #expect(zoom.bands[2].state == .failed && zoom.bands[2].start == 0.28 && zoom.bands[2].isLoggedChange)
    let doubleTap = try #require(digest.recognizers.first { $0.id == "doubleTap" })
    #expect(doubleTap.bands[0] == .init(state: .possible, start: 0, end: 0.28, isLoggedChange: false))
    #expect(doubleTap.bands[1] == .init(state: .recognized, start: 0.28, end: 0.28, isLoggedChange: true))
}

@Test func timeScaleTicksAreRoundMilliseconds() {
    let s = TimeScale(start: 0, end: 0.45, x0: 100, x1: 1000)
    #expect(s.tickStep() == 50)
    #expect(s.ticks() == [0, 50, 100, 150, 200, 250, 300, 350, 400, 450])
    #expect(s.x(0) == 100 && s.x(0.45) == 1000)
    let narrow = TimeScale(start: 1, end: 1, x0: 0, x1: 100)
    #expect(narrow.end > narrow.start)
    #expect(narrow.tickStep() == 1)
    #expect(TimeScale(start: -0.005, end: 4.5, x0: 0, x1: 1).tickStep() == 500)
}

@Test func viewOutlinesFollowFramesTransformsAndHitTesting() throws {
    let quarterTurn = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    let scene = Scene(window: SceneWindow(width: 100, height: 100), views: [
        SceneView(id: "outer", frame: Rect(x: 10, y: 10, width: 80, height: 40), children: [
            SceneView(id: "inner", frame: Rect(x: 20, y: 10, width: 20, height: 10), transform: quarterTurn),
            SceneView(id: "ghost", frame: Rect(x: 0, y: 0, width: 80, height: 40), hidden: true),
        ]),
    ], recognizers: [])
    let outlines = ViewOutline.outlines(scene)
    #expect(outlines.map(\.id) == ["outer", "inner", "ghost"])
    #expect(outlines[0].corners == [Point(x: 10, y: 10), Point(x: 90, y: 10), Point(x: 90, y: 50), Point(x: 10, y: 50)])
    // inner's centre is (30, 15) in outer, (40, 25) in the window; a quarter turn swaps its extents.
    #expect(outlines[1].corners == [Point(x: 45, y: 15), Point(x: 45, y: 35), Point(x: 35, y: 35), Point(x: 35, y: 15)])
    #expect(ViewOutline.hitPath(scene, at: Point(x: 40, y: 33)) == ["inner", "outer"])
    #expect(ViewOutline.hitPath(scene, at: Point(x: 50, y: 25)) == ["outer"])  // hidden ghost is skipped
    #expect(ViewOutline.hitPath(scene, at: Point(x: 5, y: 5)) == [])
}

@Test func labelPlacerNeverOverlapsWhenThereIsRoom() {
    var placer = LabelPlacer()
    var placed: [LabelPlacer.Box] = []
    for _ in 0..<5 {
        let w = LabelPlacer.width(of: "label", fontSize: 11)
        let p = placer.place(LabelPlacer.around(x: 100, y: 100, gap: 8, width: w, fontSize: 11), width: w, fontSize: 11)
        let box = LabelPlacer.Box(x: p.x, y: p.baseline - 11, width: w, height: 11)
        #expect(placed.allSatisfy { $0.overlap(box) == 0 })
        placed.append(box)
    }
}

@Test func reportNumbersAreFixedAndLocaleFree() {
    #expect(ReportNumber.px(12.3456) == "12.35")
    #expect(ReportNumber.px(-0.001) == "0")
    #expect(ReportNumber.ms(1.23456) == "1234.6")
    #expect(ReportNumber.ms(0.3) == "300")
    #expect(ReportNumber.point(1.006, -2) == "(1.01, -2)")
}

@Test func reportZoomsInWhenTheTouchesCoverLittleOfTheWindow() throws {
    let scene = """
        {"window": {"width": 1000, "height": 800},
         "views": [{"id": "canvas", "frame": [0, 0, 1000, 800]}],
         "recognizers": [{"id": "press", "type": "press", "view": "canvas"}]}
        """
    let section = try reportSection(scene, """
        {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 120}]}
        {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 102, "y": 121}]}
        """)
    let region = try #require(SpatialPanel.activityRegion(ReplayDigest(section)))
    #expect(region.minX < 100 && region.maxX > 102 && region.minY < 120 && region.maxY > 121)
    #expect(region.width >= 120 && region.height >= 120)
    let html = HTMLReport.render([section])
    #expect(occurrences(of: "<svg class=\"spatial\"", in: html) == 2)
    #expect(occurrences(of: "<rect class=\"highlight\"", in: html) == 1)
    // The overview leaves the labels to the detail.
    #expect(occurrences(of: "<text class=\"gesturelabel\"", in: html) == 1)
    #expect(SpatialPanel.activityRegion(ReplayDigest(try reportSection())) == nil)
}

@Test func reportOfAnEmptyReplayStillRenders() throws {
    let scene = Scene(window: SceneWindow(width: 50, height: 50), views: [], recognizers: [])
    let html = HTMLReport.render([ReportSection(title: "", scene: scene, frames: [], events: [])])
    // Each empty group of the timeline is its heading alone, saying why.
    #expect(html.contains(">Touches<tspan class=\"note\" dx=\"10\">none in this trace</tspan>"))
    #expect(html.contains(">Recognizers<tspan class=\"note\" dx=\"10\">none in this scene</tspan>"))
    #expect(html.contains(">Views<tspan class=\"note\" dx=\"10\">none in this scene</tspan>"))
    #expect(html.contains(">Applications<tspan class=\"note\" dx=\"10\">none in this scene, and no mode switches</tspan>"))
    #expect(!html.contains("<text class=\"note\""))
    #expect(html.contains("Not in this replay:</span>\n<span class=\"note\"> animations · scrolling · screen reader · applications (every touch goes to its window)</span>"))
    #expect(HTMLReport.render([]).contains("No replays."))
}
