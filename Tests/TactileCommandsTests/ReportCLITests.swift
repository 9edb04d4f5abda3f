import Foundation
import Testing
import TactileScene
@testable import TactileCommands

// `--report FILE.html` end to end: the renderer is wired into ReportOutput.

@Test func replayReportWritesTheSameSelfContainedFileEveryTime() throws {
    let dir = try scratchDirectory("report")
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = packageRoot.appendingPathComponent("Examples/map.scene.json").path
    let trace = packageRoot.appendingPathComponent("Examples/map.trace.jsonl").path
    let a = dir.appendingPathComponent("a.html").path, b = dir.appendingPathComponent("b.html").path
    #expect(runCLI(["replay", scene, trace, "--report", a]).code == 0)
    #expect(runCLI(["replay", scene, trace, "--report", b]).code == 0)
    let html = try String(contentsOfFile: a, encoding: .utf8)
    #expect(html == (try String(contentsOfFile: b, encoding: .utf8)))
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src="))
    #expect(html.contains("<svg class=\"timeline\"") && html.contains("<svg class=\"spatial\""))
    // Only the report and nothing else (no temporary file left behind).
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["a.html", "b.html"])
}

@Test func demoReportHasOneSectionPerScenario() throws {
    let dir = try scratchDirectory("report")
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("demo.html").path
    let r = runCLI(["demo", "--report", path])
    #expect(r.code == 0)
    let html = try String(contentsOfFile: path, encoding: .utf8)
    #expect(html.components(separatedBy: "<section id=\"replay-").count - 1 == DemoScenario.all.count)
}
