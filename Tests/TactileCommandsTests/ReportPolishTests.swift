import Testing
@testable import TactileScene
@testable import TactileCommands

/// The report of the photo viewer with gesture recognizers (pager pan, pinch,
/// rotation, two-finger move, double and single tap; the demo's photo viewer
/// before it became a scroll view): a fixture with dense actions.
private func photoReport() throws -> String {
    let scene = try SceneParser().parse(try readPackageFile("Tests/Fixtures/photo-gestures.scene.json"), file: "s.json")
    let frames = try TraceParser.parse(try readPackageFile("Tests/Fixtures/photo-gestures.trace.jsonl"), file: "t.jsonl")
    let events = try Replay.run(scene: scene, frames: frames)
    return HTMLReport.render([ReportSection(title: "Photo viewer", scene: scene, frames: frames, events: events)])
}

private func occurrences(_ needle: String, _ text: String) -> Int { text.components(separatedBy: needle).count - 1 }

@Test func report_denseActionsAreOneBarWithTheirCount() throws {
    let html = try photoReport()
    // zoom fired 59 times in one crowded run: one bar, its count, no comb of ticks.
    #expect(html.contains("zoom: actions fired 59 times"))
    #expect(html.contains(">×59</text>"))
    #expect(occurrences("<rect class=\"tickband\"", html) == 4)  // pagerScroll, zoom, rotate, move
    #expect(occurrences("<path class=\"tick\"", html) <= 4)   // the taps' single firings and the legend sample
}

@Test func report_successAndFailureReadWithoutColour() throws {
    let html = try photoReport()
    let failedBands = occurrences("<rect class=\"band st-failed", html)
    #expect(failedBands > 10)
    #expect(occurrences("<path class=\"hatch\"", html) == failedBands)
    #expect(html.contains(">✗ failed</text>"))
    #expect(!html.contains("url("))
}

@Test func report_actionValuesAreChartedUnderTheirRecognizer() throws {
    let html = try photoReport()
    // pagerScroll, zoom, rotate, move: two lines each (a value and its velocity).
    #expect(occurrences("<g class=\"values\">", html) == 4)
    #expect(occurrences("<path class=\"series series-0\"", html) == 4)
    #expect(html.contains("— scale 1.09–2.07 ×"))
    #expect(html.contains("┄ velocity"))
}

@Test func report_timelineFitsItsBoxAndIdsDoNotBreak() throws {
    let css = ReportStylesheet.css
    #expect(css.contains("svg.timeline { width: 100%; height: auto; }"))
    #expect(css.contains(".timeline-scroll { overflow-x: auto;"))
    #expect(!css.contains("break-all"))
    #expect(try photoReport().contains("<div class=\"timeline-scroll\"><svg class=\"timeline\""))
}

/// Every section of the demo report has one layout: its panels in one order
/// (those with nothing to show named together on one "Not in this replay"
/// line), the same four timeline groups, the routing table only for a scene
/// with applications, and spatial panels of one size. (scripts/report-layout-test.sh
/// checks the drawn layout in Chromium.)
@Test func report_everySectionHasOneLayout() throws {
    var sections: [ReportSection] = []
    for scenario in DemoScenario.all {
        let run = try scenario.replay()
        sections.append(ReportSection(title: scenario.title, scene: run.scene, frames: run.frames, events: run.events))
    }
    let html = HTMLReport.render(sections)
    let parts = html.components(separatedBy: "<section id=\"replay-").dropFirst()
    #expect(parts.count == DemoScenario.all.count)
    let order = ["timeline", "animations", "scrolling", "screen-reader", "absent", "spatial"]
    for (i, (part, section)) in zip(parts, sections).enumerated() {
        let panels = part.components(separatedBy: "data-panel=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(panels.first == "timeline" && panels.last == "spatial", "section \(i + 1): \(panels)")
        #expect(panels == order.filter(panels.contains), "section \(i + 1) has its panels out of order: \(panels)")
        #expect(panels.filter { $0 == "absent" }.count <= 1)
        let groups = part.components(separatedBy: "<text class=\"heading\"").dropFirst().map { String($0.split(separator: ">")[1].prefix { $0 != "<" }) }
        #expect(groups == ["Touches", "Applications", "Recognizers", "Views"], "section \(i + 1): \(groups)")
        let tables = part.components(separatedBy: "<h3>").dropFirst().map { String($0.prefix { $0 != "<" }) }
        #expect(tables == (section.scene.hasApplications ? ["Routing"] : []) + ["Recognizers", "Touches"], "section \(i + 1): \(tables)")
        let spatial = part.components(separatedBy: "<svg class=\"spatial\" ").dropFirst().map { String($0.prefix { $0 != "v" }) }
        #expect(spatial == ["width=\"272\" height=\"512\" ", "width=\"832\" height=\"592\" "], "section \(i + 1): \(spatial)")
        // Nothing is absent twice: a panel is either drawn or named on the absent line.
        if let line = part.components(separatedBy: "data-panel=\"absent\">").dropFirst().first?.components(separatedBy: "</div>").first {
            for (name, panel) in [("animations", "animations"), ("scrolling", "scrolling"), ("screen reader", "screen-reader")] {
                #expect(line.contains(name) != panels.contains(panel), "section \(i + 1): \(name)")
            }
        }
    }
    // The absent line: one line naming what the replay does not have.
    #expect(html.contains("<div class=\"panel absent\" data-panel=\"absent\"><span class=\"panel-title\">Not in this replay:</span>\n<span class=\"note\"> animations · screen reader · applications (every touch goes to its window)</span>\n</div>"))
}
