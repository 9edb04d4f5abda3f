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

/// Rewrites Examples/*.trace.jsonl from the scripts and the embedded copies from Examples/.
private func regenerateExamples() throws {
    let examples = packageRoot.appendingPathComponent("Examples")
    for (name, script) in DemoTraceScripts.all {
        try TraceWriter.write(script(), toFile: examples.appendingPathComponent("\(name).trace.jsonl").path)
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: examples.path)
        .filter { $0.hasSuffix(".scene.json") || $0.hasSuffix(".trace.jsonl") }.sorted()
    var swift = """
        // Generated from Examples/ by the test `bundledTracesAreTheScriptedOnes`
        // (TACTILE_REGENERATE_EXAMPLES=1 swift test --filter bundledTraces). Do not edit.

        /// The files of `Examples/`, compiled in so `tactile demo` works from any directory.
        package enum EmbeddedExamples {
            /// File name and text, in name order.
            package static let files: [(name: String, text: String)] = [

        """
    for name in names {
        let text = try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
        swift += "        (\"\(name)\", ##\"\"\"\n\(text)\n\"\"\"##),\n"
    }
    swift += "    ]\n}\n"
    try swift.write(to: packageRoot.appendingPathComponent("Sources/TactileCommands/Demo/EmbeddedExamples.swift"), atomically: true, encoding: .utf8)
}

@Test func bundledTracesAreTheScriptedOnes() throws {
    if regenerate { try regenerateExamples() }
    for (name, script) in DemoTraceScripts.all {
        let file = try readPackageFile("Examples/\(name).trace.jsonl")
        #expect(file == TraceWriter.text(for: script()), "Examples/\(name).trace.jsonl differs from its script")
    }
}

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
