import Foundation
import Testing
import TactileScene
@testable import TactileCommands

private func write(_ text: String, _ name: String, in dir: URL) throws -> String {
    let url = dir.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}

@Test func helpNamesTheToolAndEverySubcommand() {
    let r = runCLI(["--help"])
    #expect(r.code == 0)
    for word in ["tactile", "gesture recognition", "demo", "replay", "validate"] { #expect(r.out.contains(word)) }
    #expect(runCLI([]).code == 0)
    let sub = runCLI(["replay", "--help"])
    #expect(sub.code == 0 && sub.out.contains("--format") && sub.out.contains("--report"))
}

@Test func validateAcceptsEveryBundledScene() throws {
    for s in DemoScenario.all where s.name != "browser-over-launcher" && s.name != "app-switch" {
        let scene = try SceneParser().parse(try #require(s.sceneText), file: s.sceneFile)
        let r = runCLI(["validate", example(s.sceneFile)])
        #expect(r.code == 0 && r.err.isEmpty)
        let recognizers = "\(scene.recognizers.count) recognizer\(scene.recognizers.count == 1 ? "" : "s")"
        #expect(r.out == "\(example(s.sceneFile)): ok (\(scene.allViews.count) view\(scene.allViews.count == 1 ? "" : "s"), \(recognizers), mode normal)\n")
    }
    #expect(runCLI(["validate", example("map.scene.json")]).out == "\(example("map.scene.json")): ok (1 view, 3 recognizers, mode normal)\n")
    // A scene with applications counts every application's windows, views and recognizers.
    let apps = example("browser-over-launcher.scene.json")
    #expect(runCLI(["validate", apps]).out == "\(apps): ok (3 applications, 5 views, 4 recognizers, mode normal)\n")
}

@Test func validateReportsAFormatErrorOnOneLineWithStatus2() throws {
    let dir = try scratchDirectory("cli")
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = try write("""
        {"window": {"width": 100, "height": 100},
         "views": [{"id": "v", "frame": [0, 0, 100, 100]}],
         "recognizers": [{"id": "t", "type": "tap", "view": "v", "requireToFail": ["dbl"]}]}
        """, "bad.json", in: dir)
    let r = runCLI(["validate", path])
    #expect(r.code == 2 && r.out.isEmpty)
    #expect(r.err == "error: \(path):3:76: recognizers[0].requireToFail[0]: unknown recognizer id \"dbl\"\n")
}

@Test func standardTypesRejectUnknownParametersWithTheirNames() throws {
    let dir = try scratchDirectory("cli")
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = try write(#"{"window": {"width": 100, "height": 100}, "views": [{"id": "v", "frame": [0, 0, 100, 100]}], "recognizers": [{"id": "p", "type": "pinch", "view": "v", "numberOfTapsRequired": 2}]}"#, "s.json", in: dir)
    #expect(runCLI(["validate", path]).err == "error: \(path):1:152: recognizers[0].numberOfTapsRequired: unknown property \"numberOfTapsRequired\" for a pinch recognizer (expected one of: id, type, view, enabled, cancelsTouchesInView, cancelsTouchesInViewOnFailure, delaysTouchesBegan, delaysTouchesEnded, requireToFail, simultaneousWith, shouldBegin, exclusive, exclusionExceptions, minimumSpanChange, minimumNumberOfTouches, maximumNumberOfTouches, velocityEstimator)\n")
    let typo = try write(#"{"window": {"width": 100, "height": 100}, "views": [{"id": "v", "frame": [0, 0, 100, 100]}], "recognizers": [{"id": "p", "type": "doubleTap", "view": "v"}]}"#, "t.json", in: dir)
    #expect(runCLI(["validate", typo]).err.hasPrefix("error: \(typo):1:130: recognizers[0].type: unknown recognizer type \"doubleTap\" (expected one of: tap, longPress, pan, "))
}

@Test func replayReportsTraceErrorsWithTheLineNumber() throws {
    let dir = try scratchDirectory("cli")
    defer { try? FileManager.default.removeItem(at: dir) }
    let trace = try write("""
        {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 10, "y": 10}]}
        {"t": 0.1, "touches": [{"id": 1, "phase": "lifted", "x": 10, "y": 10}]}
        """, "t.jsonl", in: dir)
    let r = runCLI(["replay", example("map.scene.json"), trace])
    #expect(r.code == 2 && r.out.isEmpty)
    #expect(r.err == "error: \(trace):2:43: touches[0].phase: unknown phase \"lifted\" (expected one of: began, moved, stationary, ended, cancelled)\n")
}

@Test func missingFilesAndBadUsageExitWith2() {
    let missing = runCLI(["replay", "/nonexistent/scene.json", "/nonexistent/t.jsonl"])
    #expect(missing.code == 2 && missing.err == "error: /nonexistent/scene.json: no such file\n")
    let noTrace = runCLI(["replay", example("map.scene.json")])
    #expect(noTrace.code == 2 && noTrace.err == "error: Missing expected argument '<trace>' (see 'tactile replay --help')\n")
    let badFormat = runCLI(["replay", example("map.scene.json"), example("map.trace.jsonl"), "--format", "xml"])
    #expect(badFormat.code == 2 && badFormat.err.hasPrefix("error: The value 'xml' is invalid for '--format <format>'"))
    let unknown = runCLI(["frobnicate"])
    #expect(unknown.code == 2 && unknown.err == "error: Unexpected argument 'frobnicate' (see 'tactile --help')\n")
    let dir = runCLI(["validate", NSTemporaryDirectory()])
    #expect(dir.code == 2 && dir.err.hasSuffix(": is a directory, not a file\n"))
}

@Test func replayTextAndJSONLinesShowTheSameEvents() {
    let text = runCLI(["replay", example("long-press-menu.scene.json"), example("long-press-menu.trace.jsonl"), "--full"])
    let jsonl = runCLI(["replay", example("long-press-menu.scene.json"), example("long-press-menu.trace.jsonl"), "--format", "jsonl"])
    #expect(text.code == 0 && jsonl.code == 0)
    #expect(text.out.split(separator: "\n").count == jsonl.out.split(separator: "\n").count + 3)  // + units, header, cancel note
    #expect(text.out.contains("1.7000  state    menu         possible → began"))
    #expect(jsonl.out.contains(#"{"t": 1.7, "kind": "state", "recognizer": "menu", "from": "possible", "to": "began"}"#))
}

@Test func builtExecutableRunsTheDemoFromAnotherDirectory() throws {
    // The test bundle sits next to the `tactile` executable in the build directory.
    let bundle = Bundle.main.bundleURL
    var candidates = [bundle.deletingLastPathComponent().appendingPathComponent("tactile")]
    for arg in CommandLine.arguments where arg.contains(".build") {
        var url = URL(fileURLWithPath: arg)
        while url.pathComponents.count > 1 && !url.lastPathComponent.hasPrefix("debug") && !url.lastPathComponent.hasPrefix("release") {
            url.deleteLastPathComponent()
        }
        candidates.append(url.appendingPathComponent("tactile"))
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/tactile"))
    guard let exe = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        Issue.record("the tactile executable was not found next to the tests; run `swift build` first")
        return
    }
    let process = Process()
    process.executableURL = exe
    process.arguments = ["demo"]
    process.currentDirectoryURL = FileManager.default.temporaryDirectory
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(String(decoding: data, as: UTF8.self) == (try readPackageFile("Tests/Golden/demo.txt")))

    let bad = Process()
    bad.executableURL = exe
    bad.arguments = ["validate", "/nonexistent.json"]
    bad.standardError = Pipe()
    try bad.run()
    bad.waitUntilExit()
    #expect(bad.terminationStatus == 2)
}
