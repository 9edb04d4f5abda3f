import Foundation
import Testing
import Tactile
import TactileScene
@testable import TactileCommands

@Test func demoPrintsTheGoldenNarratedTimeline() throws {
    let r = runCLI(["demo"])
    #expect(r.code == 0 && r.err.isEmpty)
    try expectGolden(r.out, "demo.txt")
}

@Test func demoFullPrintsTheGoldenCompleteTimeline() throws {
    let r = runCLI(["demo", "--full"])
    #expect(r.code == 0 && r.err.isEmpty)
    try expectGolden(r.out, "demo-full.txt")
    // The complete timeline has a line per event: the text timeline `replay` prints.
    let scenario = try #require(DemoScenario.all.first)
    let replay = try scenario.replay()
    #expect(r.out.contains(TextTimeline(replay.events, lanes: [InputLane(replay.frames)]).render()))
    // …the log's text timeline with the input lines and the cancel note added.
    let rows = TextTimeline(replay.events, lanes: [InputLane(replay.frames)]).rows
    #expect(rows.filter { $0.kind != "input" } == TextTimeline(replay.events).rows)
    #expect(rows.filter { $0.kind == "note" }.count == 1)
}

// The default demo output folds per-frame repetition and keeps every other
// event, in order, as the complete timeline prints it (docs/formats.md, "The demo").
@Test func demoTextIsCondensedAndKeepsEveryOtherEvent() throws {
    var condensedLines = 0, fullLines = 0
    for scenario in DemoScenario.all {
        let events = try scenario.replay().events
        let rows = CondensedTimeline(events).rows
        #expect(CondensedTimeline(events, lanes: [InputLane(try scenario.replay().frames)]).rows.count > rows.count)
        let kept = events.filter { e in
            switch e.kind {
            case .touches(let t): return t.phase != .moved && t.phase != .stationary
            case .state(let s): return s.to != .changed
            case .action(let a): return a.state != .changed
            case .animation(let a): return a.event != "fraction"
            case .scroll, .zoom: return false   // folded per run up to rest (issue 12)
            default: return true
            }
        }
        // Every kept event, in order, as its own row…
        let keptRows = kept.map(TextTimeline.row)
        var next = 0
        var others: [TextTimeline.Row] = []
        for row in rows {
            if next < keptRows.count, row == keptRows[next] { next += 1 } else { others.append(row) }
        }
        #expect(next == keptRows.count, "\(scenario.name): kept events missing from the condensed timeline")
        // …and every other row sums up a run, or is a lone per-frame event.
        for row in others {
            let summary = row.endTime != nil && row.details.contains(" ×")
            let note = row.kind == "note" && row.details.hasPrefix("cancelled, not ended: ")
            let lone = note || row.details.hasPrefix("moved [") || row.details.hasPrefix("changed at") || row.details == "changed → changed" || row.details == "began → changed"
                || row.details.hasPrefix("fraction ")
                || row.kind == "scroll" || row.kind == "zoom"
            #expect(summary || lone, "\(scenario.name): unexpected row \(row)")
        }
        condensedLines += rows.count
        fullLines += events.count
    }
    #expect(condensedLines * 5 < fullLines)
    let text = runCLI(["demo"]).out
    for line in ["1.4167–2.0667  scroll   pager          dragging ×22 → decelerating ×28 → resting (offset (8.19, 0) → (390, 0))",
                 "2.8167–3.7000  zoom     page2          changed ×73 → ended (scale 1.085 → 2.1597, offset (16.58, 35.86) → (226.25, 489.45))",
                 "4.3250–5.2500  scroll   page2          dragging ×51 → bouncing ×24 → resting (offset (228.86, 489.55) → (452.28, 500.64))"] {
        #expect(text.contains(line + "\n"), "missing: \(line)")
    }
}

@Test(arguments: DemoScenario.all.map(\.name))
func demoScenarioReplaysToItsGoldenLog(name: String) throws {
    let r = runCLI(["replay", "Examples/\(name).scene.json", "Examples/\(name).trace.jsonl", "--format", "jsonl"]
        .map { $0.hasPrefix("Examples/") ? packageRoot.appendingPathComponent($0).path : $0 })
    #expect(r.code == 0 && r.err.isEmpty)
    try expectGolden(r.out, "\(name).jsonl")
    // A second replay is byte-identical.
    #expect(runCLI(["replay", packageRoot.appendingPathComponent("Examples/\(name).scene.json").path,
                 packageRoot.appendingPathComponent("Examples/\(name).trace.jsonl").path, "--format", "jsonl"]).out == r.out)
}

@Test func demoJSONLinesIsTheConcatenatedScenarioLogs() throws {
    var expected = ""
    for s in DemoScenario.all { expected += try readPackageFile("Tests/Golden/\(s.name).jsonl") }
    #expect(runCLI(["demo", "--format", "jsonl"]).out == expected)
}

@Test func demoScenariosShowWhatTheNarrationSays() throws {
    func events(_ name: String) throws -> [LogEvent] {
        try #require(DemoScenario.all.first { $0.name == name }).replay().events
    }
    func has(_ e: [LogEvent], _ recognizer: String, to: LoggedState) -> Bool {
        e.contains { if case .state(let s) = $0.kind { return s.recognizer == recognizer && s.to == to } else { return false } }
    }
    let photo = try events("photo-viewer")
    for r in ["toggleChrome"] { #expect(has(photo, r, to: .recognized)) }
    #expect(has(photo, "doubleTapZoom", to: .recognized))
    // The pager rests exactly on page boundaries; page2's pinch zooms about 2×; the pan of the
    // zoomed photo moves page2 to its right edge and never the pager, which turns only at the next swipe.
    func scrolls(_ view: String) -> [(t: Double, phase: String, offset: Point)] {
        photo.compactMap { if case .scroll(let e) = $0.kind, e.view == view { return ($0.t, e.phase, e.offset) } else { return nil } }
    }
    let pagerRests = scrolls("pager").filter { $0.phase == "resting" }
    #expect(pagerRests.map(\.offset) == [Point(x: 390, y: 0), Point(x: 780, y: 0)])
    let zoomEnds = photo.compactMap { if case .zoom(let z) = $0.kind, z.phase == "ended" { return (z.view, z.scale) } else { return nil } }
    #expect(zoomEnds.count == 2 && zoomEnds[0].0 == "page2" && abs(zoomEnds[0].1 - 2) < 0.3 && zoomEnds[1] == ("page3", 3))
    let panned = scrolls("page2").filter { $0.phase == "dragging" }
    let edge = try #require(scrolls("page2").last)
    #expect(panned.contains { $0.offset.x > edge.offset.x })          // rubber-banded past its edge…
    #expect(!scrolls("pager").contains { $0.t > pagerRests[0].t && $0.t <= edge.t })   // …while the pager stayed
    let list = try events("button-in-list")
    #expect(has(list, "buyTap", to: .recognized) && has(list, "buyTap", to: .failed) && has(list, "listScroll", to: .ended))
    #expect(list.contains { if case .touches(let t) = $0.kind { return t.view == "buyButton" && t.phase == .cancelled } else { return false } })
    let menu = try events("long-press-menu")
    #expect(has(menu, "menu", to: .began) && has(menu, "menu", to: .ended) && has(menu, "open", to: .recognized) && has(menu, "inboxScroll", to: .ended))
    let map = try events("map")
    for r in ["mapPan", "mapPinch", "mapRotate"] { #expect(has(map, r, to: .ended)) }
    let apps = try events("browser-over-launcher")
    #expect(has(apps, "showApps", to: .recognized) && has(apps, "pageScroll", to: .failed) && has(apps, "bookmarkTap", to: .recognized))
    #expect(apps.compactMap { if case .route(let r) = $0.kind { return r.owner } else { return nil } } == ["launcher", "browser"])
    #expect(apps.contains { if case .touches(let t) = $0.kind { return t.view == "page" && t.phase == .cancelled } else { return false } })
    #expect(apps.contains { if case .system(let s) = $0.kind { return s.icons == ["browser", "weather"] } else { return false } })
}
