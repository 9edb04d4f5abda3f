import Foundation
import Testing
import TactileScene
@testable import TactileCommands

private var updateGoldens: Bool { ProcessInfo.processInfo.environment["TACTILE_UPDATE_GOLDEN"] == "1" }

/// Compares `actual` with Tests/Golden/`name`, byte for byte
/// (`TACTILE_UPDATE_GOLDEN=1` rewrites the golden file instead).
private func expectGolden(_ actual: String, _ name: String) throws {
    let url = packageRoot.appendingPathComponent("Tests/Golden/\(name)")
    if updateGoldens {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == golden, "output differs from Golden/\(name); inspect, then rerun with TACTILE_UPDATE_GOLDEN=1 if the change is intended")
}

private func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
    let captured = CapturedIO()
    let code = TactileCLI.run(arguments: args, io: captured.io)
    return (code, captured.stdout, captured.stderr)
}

@Test func demoPrintsTheGoldenNarratedTimeline() throws {
    let r = run(["demo"])
    #expect(r.code == 0 && r.err.isEmpty)
    try expectGolden(r.out, "demo.txt")
}

@Test(arguments: DemoScenario.all.map(\.name))
func demoScenarioReplaysToItsGoldenLog(name: String) throws {
    let r = run(["replay", "Examples/\(name).scene.json", "Examples/\(name).trace.jsonl", "--format", "jsonl"]
        .map { $0.hasPrefix("Examples/") ? packageRoot.appendingPathComponent($0).path : $0 })
    #expect(r.code == 0 && r.err.isEmpty)
    try expectGolden(r.out, "\(name).jsonl")
    // A second replay is byte-identical.
    #expect(run(["replay", packageRoot.appendingPathComponent("Examples/\(name).scene.json").path,
                 packageRoot.appendingPathComponent("Examples/\(name).trace.jsonl").path, "--format", "jsonl"]).out == r.out)
}

@Test func demoJSONLinesIsTheConcatenatedScenarioLogs() throws {
    var expected = ""
    for s in DemoScenario.all { expected += try readPackageFile("Tests/Golden/\(s.name).jsonl") }
    #expect(run(["demo", "--format", "jsonl"]).out == expected)
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
    for r in ["zoom", "rotate", "move", "pagerScroll"] { #expect(has(photo, r, to: .ended)) }
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
