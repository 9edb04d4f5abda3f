import Testing
import Tactile
@testable import TactileScene

// The HTML report of scenes with applications (issue 6 item 5, issue 5 item
// 4): routing decisions, system gestures and mode switches on the timeline,
// recognizers and views grouped by application, and the displayed
// application's windows in the spatial panel.

/// A hidden launcher with a three-finger swipe up and a next-application
/// swipe that has an accessibility definition, over a displayed application
/// with a hostile id, and a second application that is never displayed.
private let applicationScene = """
    {"window": {"width": 400, "height": 800},
     "applications": [
      {"id": "launcher", "role": "launcher", "applicationRecognizers": [
        {"id": "showApps", "type": "swipe", "direction": ["up"], "numberOfTouchesRequired": 3, "handler": "showOpenApplicationIcons"},
        {"id": "nextApp", "type": "swipe", "direction": ["left"], "handler": "nextApplication",
         "definitions": [{"touches": 3, "direction": "left"}, {"touches": 4, "direction": "left", "mode": "accessibility"}]}]},
      {"id": "<b>\\"&'app", "displayed": true,
       "windows": [{"id": "win", "frame": [0, 0, 400, 800], "multipleTouchEnabled": true, "children": [
         {"id": "page", "frame": [0, 100, 400, 700], "multipleTouchEnabled": true}]}],
       "recognizers": [{"id": "pageTap", "type": "tap", "view": "page"}]},
      {"id": "weather", "windows": [{"id": "weatherWindow", "frame": [0, 0, 400, 800]}]}
     ]}
    """

/// Three fingers swipe up (the launcher takes the sequence), the mode
/// switches, then one finger taps the page (the displayed application keeps it).
private let applicationTrace: String = {
    var lines: [String] = []
    let xs = [150.0, 200, 250]
    for (i, x) in xs.enumerated() {
        lines.append(#"{"t": \#(0.3 + 0.01 * Double(i)), "touches": [{"id": \#(i + 1), "phase": "began", "x": \#(x), "y": 600}]}"#)
    }
    for step in 1...8 {
        let t = 0.32 + 0.0125 * Double(step)
        let touches = xs.enumerated().map { #"{"id": \#($0.offset + 1), "phase": "moved", "x": \#($0.element), "y": \#(600 - 30 * Double(step))}"# }
        lines.append(#"{"t": \#(t), "touches": [\#(touches.joined(separator: ", "))]}"#)
    }
    let ends = xs.enumerated().map { #"{"id": \#($0.offset + 1), "phase": "ended", "x": \#($0.element), "y": 360}"# }
    lines.append(#"{"t": 0.5, "touches": [\#(ends.joined(separator: ", "))]}"#)
    lines.append(#"{"t": 1.0, "mode": "accessibility"}"#)
    lines.append(#"{"t": 1.5, "touches": [{"id": 4, "phase": "began", "x": 100, "y": 300}]}"#)
    lines.append(#"{"t": 1.58, "touches": [{"id": 4, "phase": "ended", "x": 100, "y": 300}]}"#)
    return lines.joined(separator: "\n")
}()

private func applicationSection() throws -> ReportSection {
    let scene = try SceneParser().parse(applicationScene, file: "apps.json")
    let frames = try TraceParser.parse(applicationTrace, file: "apps.jsonl")
    let events = try Replay.run(scene: scene, frames: frames)
    return ReportSection(title: "apps <&>", scene: scene, frames: frames, events: events)
}

private func routeEvents(_ events: [LogEvent]) -> [LogEvent.RouteEvent] {
    events.compactMap { if case .route(let r) = $0.kind { return r } else { return nil } }
}

@Test func applicationReportPremiseTheLauncherTakesTheSwipeAndTheAppKeepsTheTap() throws {
    let section = try applicationSection()
    let routes = routeEvents(section.events)
    #expect(routes.map(\.owner) == ["launcher", "<b>\"&'app"])
    #expect(routes.first?.recognizer == "showApps")
    #expect(section.events.contains { if case .system(let s) = $0.kind { return s.handler == "showOpenApplicationIcons" } else { return false } })
    #expect(section.events.contains { if case .mode(let m) = $0.kind { return m.mode == "accessibility" } else { return false } })
}

@Test func applicationReportIsSelfContainedDeterministicAndEscaped() throws {
    let html = HTMLReport.render([try applicationSection()])
    #expect(html == HTMLReport.render([try applicationSection()]))
    for forbidden in ["http://", "https://", "src=", "href=", "<link", "<script", "@import", "url(", "@font-face"] {
        #expect(!html.contains(forbidden), "the report must not reference \(forbidden)")
    }
    // The hostile application id never appears unescaped, only escaped.
    #expect(!html.contains("<b>\"&'app"))
    #expect(!html.contains("<b>"))
    #expect(html.contains("&lt;b&gt;&quot;&amp;&#39;app"))
    #expect(html.contains("apps &lt;&amp;&gt;"))
}

@Test func applicationReportDrawsOneMarkPerRouteSystemAndModeEvent() throws {
    let section = try applicationSection()
    let svg = TimelinePanel(ReplayDigest(section)).render()
    let routes = routeEvents(section.events)
    let systems = section.events.filter { if case .system = $0.kind { return true } else { return false } }
    let modes = section.events.filter { if case .mode = $0.kind { return true } else { return false } }
    let definitions = section.events.filter { if case .definition = $0.kind { return true } else { return false } }
    #expect(routes.count == 2 && systems.count == 1 && modes.count == 1 && definitions.count == 2)
    #expect(occurrences(of: "<path class=\"route\"", in: svg) == routes.count)
    #expect(occurrences(of: "<circle class=\"system\"", in: svg) == systems.count)
    #expect(occurrences(of: "<path class=\"mode\"", in: svg) == modes.count)
    #expect(occurrences(of: "<line class=\"modeline\"", in: svg) == modes.count)
    #expect(occurrences(of: "<rect class=\"definition\"", in: svg) == definitions.count)
    // Each route mark's tooltip names the owner, the reason and the losers.
    #expect(svg.contains("sequence 1 → launcher: recognized by showApps; cancels &lt;b&gt;&quot;&amp;&#39;app"))
    #expect(svg.contains("sequence 2 → &lt;b&gt;&quot;&amp;&#39;app: every recognizer of the hidden applications failed; cancels launcher"))
    // The route marks take their owner's colour.
    #expect(svg.contains("fill=\"\(ReportPalette.applicationColor(0))\""))
}

@Test func applicationReportGroupsRecognizersAndViewsByApplication() throws {
    let digest = ReplayDigest(try applicationSection())
    #expect(digest.recognizers.map(\.id) == ["showApps", "nextApp", "pageTap"])
    #expect(digest.recognizers.map(\.application) == ["launcher", "launcher", "<b>\"&'app"])
    #expect(digest.recognizers.map(\.isApplicationBound) == [true, true, false])
    #expect(digest.recognizers[0].handler == "showOpenApplicationIcons")
    #expect(digest.recognizers[0].type == "swipe")
    #expect(digest.views.map(\.id) == ["win", "page", "weatherWindow"])
    #expect(digest.views.map(\.application) == ["<b>\"&'app", "<b>\"&'app", "weather"])
    let svg = TimelinePanel(digest).render()
    // One row per application in the applications group (no extra heading rows
    // among the recognizers and views: every section has one layout).
    #expect(occurrences(of: "<g class=\"lane application\">", in: svg) == 3)
    #expect(!svg.contains("appheading"))
    #expect(svg.contains("<title>application launcher: launcher · hidden · 2 application-bound</title>"))
    #expect(svg.contains("<title>application weather: hidden</title>"))
    // A recognizer's row names its application after its type.
    #expect(svg.contains("<tspan class=\"id\">showApps</tspan><tspan class=\"sub\" dx=\"6\">swipe · launcher</tspan>"))
    #expect(svg.contains("showApps (swipe) bound to application launcher; runs showOpenApplicationIcons"))
}

@Test func applicationReportHitTestsTheDisplayedApplicationsWindows() throws {
    let digest = ReplayDigest(try applicationSection())
    #expect(digest.displayedApplications == ["<b>\"&'app"])
    #expect(digest.touches.map { $0.hitPath } == Array(repeating: ["page", "win"], count: 4))
    // The tap reaches the page's recognizer and both applications' bound ones.
    #expect(digest.touches[3].reachedViews == ["page", "win", "launcher", "<b>\"&'app", "weather"])
    let tap = try #require(digest.recognizers.first { $0.id == "pageTap" })
    #expect(tap.bands.map(\.state) == [.possible, .failed, .possible, .recognized])
    #expect(tap.bands[2].start == 1.5)
}

@Test func applicationReportSpatialPanelDrawsTheDisplayedApplicationNamed() throws {
    let section = try applicationSection()
    let panel = SpatialPanel(ReplayDigest(section))
    #expect(panel.outlines.map(\.id) == ["win", "page"])
    #expect(panel.outlines.map(\.application) == ["<b>\"&'app", "<b>\"&'app"])
    let svg = panel.render()
    #expect(svg.contains(">&lt;b&gt;&quot;&amp;&#39;app: win</text>"))
    #expect(svg.contains("window 400 × 800 · displayed: &lt;b&gt;&quot;&amp;&#39;app"))
    #expect(!svg.contains("weatherWindow"))
    let html = HTMLReport.render([section])
    #expect(html.contains("Where it happened (screen coordinates; the windows of &lt;b&gt;&quot;&amp;&#39;app)"))
    // The summary lists each routing decision.
    #expect(html.contains("<h3>Routing</h3>"))
    #expect(html.contains("<td>recognized (showApps)</td>"))
    #expect(html.contains("<td>higherLevelsFailed</td>"))
}

@Test func recognitionsAtOneSpotShareOneLabel() throws {
    let section = try reportSection("""
        {"window": {"width": 200, "height": 200},
         "views": [{"id": "box", "frame": [0, 0, 200, 200]}],
         "recognizers": [{"id": "first", "type": "press", "view": "box"},
                         {"id": "second", "type": "press", "view": "box", "simultaneousWith": ["first"]}]}
        """, """
        {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 100}]}
        {"t": 0.05, "touches": [{"id": 1, "phase": "ended", "x": 100, "y": 100}]}
        """)
    let svg = SpatialPanel(ReplayDigest(section)).render()
    #expect(occurrences(of: "<path class=\"recognition", in: svg) == 2)
    #expect(occurrences(of: "<text class=\"gesturelabel\"", in: svg) == 1)
    #expect(svg.contains(">first, second</text>"))
}
