import Foundation
import Testing
import TactileScene
@testable import TactileCommands

/// The package root (this file is Tests/TactileCommandsTests/ExampleFilesTests.swift).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func readPackageFile(_ relative: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(relative), encoding: .utf8)
}

private var regenerate: Bool { ProcessInfo.processInfo.environment["TACTILE_REGENERATE_EXAMPLES"] == "1" }

/// Rewrites Examples/*.trace.jsonl from their scripts (the embedded copies
/// are written from Examples/ by scripts/embed-examples.py).
private func regenerateTraces() throws {
    let examples = packageRoot.appendingPathComponent("Examples")
    for (name, script) in DemoTraceScripts.all {
        try TraceWriter.write(script(), toFile: examples.appendingPathComponent("\(name).trace.jsonl").path)
    }
}

@Test func bundledTracesAreTheScriptedOnes() throws {
    if regenerate { try regenerateTraces() }
    for (name, script) in DemoTraceScripts.all {
        let file = try readPackageFile("Examples/\(name).trace.jsonl")
        #expect(file == TraceWriter.text(for: script()), "Examples/\(name).trace.jsonl differs from its script")
    }
}

/// `EmbeddedExamples.swift` is the output of scripts/embed-examples.py for today's Examples/.
@Test func embeddedExamplesEqualTheFiles() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Examples").path)
        .filter { $0.hasSuffix(".scene.json") || $0.hasSuffix(".trace.jsonl") }.sorted()
    #expect(EmbeddedExamples.files.map(\.name) == names)
    for name in names {
        #expect(EmbeddedExamples.text(of: name) == (try readPackageFile("Examples/\(name)")), "embedded \(name) is stale")
    }
    for scenario in DemoScenario.all {
        #expect(names.contains(scenario.sceneFile) && names.contains(scenario.traceFile))
    }
}
