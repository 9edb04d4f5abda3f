import Foundation
import Testing
import TactileScene
@testable import TactileCommands

/// One example of `Examples/applications/`: a scene and a trace replayed
/// together, with its golden log `Tests/Golden/applications/NAME.jsonl`.
struct ApplicationExample: Sendable, CustomStringConvertible {
    /// The golden file's base name.
    let name: String
    /// The scene's base name (`Examples/applications/SCENE.scene.json`).
    let scene: String
    /// The trace's base name (`Examples/applications/TRACE.trace.jsonl`).
    let trace: String

    var sceneFile: String { "Examples/applications/\(scene).scene.json" }
    var traceFile: String { "Examples/applications/\(trace).trace.jsonl" }
    var description: String { name }

    /// Every example, by seed-000 scenario.
    static let all: [ApplicationExample] = [
        ApplicationExample(name: "s14-hit-view-and-ancestors", scene: "s14-hit-view-and-ancestors", trace: "maps-tap"),
        ApplicationExample(name: "s14-hit-view-only", scene: "s14-hit-view-only", trace: "maps-tap"),
        ApplicationExample(name: "s14-all-containing-location", scene: "s14-all-containing-location", trace: "maps-tap"),
        ApplicationExample(name: "s15-skip", scene: "s15-skip", trace: "maps-tap"),
        ApplicationExample(name: "s16-no-hit-skip", scene: "s16-no-hit-skip", trace: "maps-and-panel-taps"),
        ApplicationExample(name: "s17-stop", scene: "s17-stop", trace: "maps-tap"),
        ApplicationExample(name: "s18-non-exclusive-blocks-exclusive", scene: "s18-non-exclusive-blocks-exclusive", trace: "maps-drag"),
        ApplicationExample(name: "s19-fallback-to-higher-view", scene: "s19-fallback-to-higher-view", trace: "maps-press-then-drag"),
        ApplicationExample(name: "s19-fallback-disregard", scene: "s19-fallback-disregard", trace: "maps-press-then-drag"),
        ApplicationExample(name: "s19-fallback-to-higher-level", scene: "s19-fallback-to-higher-level", trace: "three-finger-swipe-up"),
        ApplicationExample(name: "s20-one-failure-does-not-stop-the-others", scene: "s20-one-failure-does-not-stop-the-others",
                           trace: "maps-press-then-drag"),
        ApplicationExample(name: "s21-three-finger-swipe-up", scene: "launcher-world", trace: "three-finger-swipe-up"),
        ApplicationExample(name: "s22-bookmark-tap", scene: "launcher-world", trace: "bookmark-tap"),
        ApplicationExample(name: "s23-neither-recognizes", scene: "launcher-world", trace: "two-finger-twist"),
        ApplicationExample(name: "s24-five-finger-pinch-home", scene: "launcher-world", trace: "five-finger-pinch-home"),
        ApplicationExample(name: "s24-five-finger-pinch-back", scene: "launcher-world", trace: "five-finger-pinch-back"),
        ApplicationExample(name: "s25-s26-next-application-modes", scene: "next-application", trace: "next-application-modes"),
        ApplicationExample(name: "s27-conflict-fallback", scene: "s27-conflict-fallback", trace: "four-then-three-finger-left"),
        ApplicationExample(name: "s28-two-multi-definition-recognizers", scene: "s28-two-multi-definition-recognizers",
                           trace: "two-then-four-finger-left"),
        ApplicationExample(name: "s29-r1-r3", scene: "s29-r1-r3", trace: "three-finger-left"),
        ApplicationExample(name: "s29-r1-r3-unique-among-active-views", scene: "s29-r1-r3-unique-among-active-views",
                           trace: "three-finger-left"),
        ApplicationExample(name: "s30-ten-finger-tap", scene: "launcher-world", trace: "ten-finger-tap"),
    ]

    /// The example named `name`.
    static func named(_ name: String) -> ApplicationExample {
        all.first { $0.name == name } ?? ApplicationExample(name: name, scene: name, trace: name)
    }

    /// Parses and replays the example.
    func replay() throws -> [LogEvent] {
        let scene = try SceneParser().parse(try readPackageFile(sceneFile), file: sceneFile)
        let frames = try TraceParser.parse(try readPackageFile(traceFile), file: traceFile)
        return try Replay.run(scene: scene, frames: frames, file: sceneFile)
    }
}

private var regenerate: Bool { ProcessInfo.processInfo.environment["TACTILE_REGENERATE_EXAMPLES"] == "1" }

@Test func applicationTracesAreTheScriptedOnes() throws {
    let dir = packageRoot.appendingPathComponent("Examples/applications")
    for (name, script) in ApplicationTraceScripts.all {
        if regenerate { try TraceWriter.write(script(), toFile: dir.appendingPathComponent("\(name).trace.jsonl").path) }
        let file = try readPackageFile("Examples/applications/\(name).trace.jsonl")
        #expect(file == TraceWriter.text(for: script()), "Examples/applications/\(name).trace.jsonl differs from its script")
    }
    // Every file of the folder is used by an example.
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") || $0.hasSuffix(".jsonl") }
    for f in files {
        #expect(ApplicationExample.all.contains { $0.sceneFile.hasSuffix("/" + f) || $0.traceFile.hasSuffix("/" + f) }, "\(f) is not used")
    }
}

@Test(arguments: ApplicationExample.all)
func applicationExampleReplaysToItsGoldenLog(_ example: ApplicationExample) throws {
    let args = ["replay", packageRoot.appendingPathComponent(example.sceneFile).path,
                packageRoot.appendingPathComponent(example.traceFile).path, "--format", "jsonl"]
    let r = runCLI(args)
    #expect(r.code == 0 && r.err.isEmpty, "\(r.err)")
    try expectGolden(r.out, "applications/\(example.name).jsonl")
    #expect(runCLI(args).out == r.out)   // byte-identical again
    #expect(runCLI(Array(args.dropLast(2))).code == 0)   // the text timeline too
    #expect(runCLI(["validate", args[1]]).code == 0)
}
