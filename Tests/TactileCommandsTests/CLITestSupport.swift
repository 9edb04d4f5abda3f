import Foundation
import Testing
@testable import TactileCommands
import TactileLinuxInput

// The command tests' shared helpers: an in-process `tactile` run, a scratch
// directory, the built executable for the tests that need a process, golden
// files, example paths, speech times of a JSON Lines log, and a raw evdev tap
// for the Linux-input commands.

/// Runs `tactile args` in-process: the exit code and what it wrote to stdout and stderr.
func runCLI(_ args: [String]) -> (code: Int32, out: String, err: String) {
    let captured = CapturedIO()
    let code = TactileCLI.run(arguments: args, io: captured.io)
    return (code, captured.stdout, captured.stderr)
}

/// A fresh directory in the system's temporary directory, named
/// "tactile-`label`-UUID"; the caller removes it.
func scratchDirectory(_ label: String) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}

/// The path of the built `tactile` executable; the test stops with an issue when there is none.
func tactileExecutable() throws -> String {
    try #require(builtTactile(), "the tactile executable was not found next to the tests; run `swift build` first").path
}

/// The path of `Examples/name` in the package.
func example(_ name: String) -> String { packageRoot.appendingPathComponent("Examples/\(name)").path }

/// Expects `actual` to equal Tests/Golden/`name` byte for byte
/// (`TACTILE_UPDATE_GOLDEN=1` rewrites the golden file instead).
func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = packageRoot.appendingPathComponent("Tests/Golden/\(name)")
    if ProcessInfo.processInfo.environment["TACTILE_UPDATE_GOLDEN"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == golden, "output differs from Golden/\(name); inspect, then rerun with TACTILE_UPDATE_GOLDEN=1 if the change is intended",
            sourceLocation: sourceLocation)
}

/// The times of the speech events of a JSON Lines log (`--format jsonl`), in order.
func speechTimes(_ jsonl: String) -> [Double] {
    jsonl.split(separator: "\n").filter { $0.contains("\"kind\": \"speech\"") }.compactMap { line -> Double? in
        guard let a = line.range(of: "{\"t\": "), let b = line.range(of: ",") else { return nil }
        return Double(line[a.upperBound..<b.lowerBound])
    }
}

/// A one-finger tap as raw evdev bytes (protocol B, slot 0, tracking id 7; no
/// axis ranges, so device units are window points): down at (x, y) at 10 s,
/// a move of +30 in x at 10.05 s, the lift at 10.1 s.
func rawTapBytes(x: Int32, y: Int32) -> [UInt8] {
    func e(_ t: Double, _ type: UInt16, _ code: UInt16, _ value: Int32) -> EvdevEvent { EvdevEvent(time: t, type: type, code: code, value: value) }
    return EvdevByteDecoder.encode([
        e(10, 3, 47, 0), e(10, 3, 57, 7), e(10, 3, 53, x), e(10, 3, 54, y), e(10, 1, 330, 1), e(10, 0, 0, 0),
        e(10.05, 3, 53, x + 30), e(10.05, 0, 0, 0),
        e(10.1, 3, 57, -1), e(10.1, 1, 330, 0), e(10.1, 0, 0, 0),
    ])
}
