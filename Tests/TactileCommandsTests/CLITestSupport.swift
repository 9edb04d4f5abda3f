import Foundation
import Testing
@testable import TactileCommands

// The command tests' shared helpers: an in-process `tactile` run, a scratch
// directory, and the built executable for the tests that need a process.

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
