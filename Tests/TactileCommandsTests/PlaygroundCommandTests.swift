import Foundation
import Testing
import TactileScene
@testable import TactileCommands

// `tactile playground` and `tactile demo --playground` (docs/playground.md).
// The page's behaviour in a browser is tested by scripts/browser-test.sh.

@Test func playground_pageInlinesTheModuleAndTheSceneAndNeedsNoNetwork() throws {
    let dir = try scratchDirectory("playground")
    defer { try? FileManager.default.removeItem(at: dir) }
    let module = Data([0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00, 0xFF])
    let wasm = dir.appendingPathComponent("fake.wasm")
    try module.write(to: wasm)
    let scene = packageRoot.appendingPathComponent("Examples/photo-viewer.scene.json").path
    let page = dir.appendingPathComponent("page.html").path
    let r = runCLI(["playground", scene, "--wasm", wasm.path, "-o", page])
    #expect(r.code == 0, "\(r.err)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("const WASM_BASE64 = \"\(module.base64EncodedString())\";"))
    #expect(html.contains("\\\"doubleTapZoom\\\""))
    #expect(!html.contains("__SCRIPT__") && !html.contains("__SCENE_TEXT__"))
    // Self-contained: nothing is fetched (the SVG namespace is a name, not a request).
    #expect(!html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("fetch("))
    for control in ["id=\"pause\"", "id=\"step\"", "id=\"download-trace\"", "id=\"load-trace\"", "pointerdown", "altKey"] {
        #expect(html.contains(control), "missing \(control)")
    }
}

@Test func playground_badSceneFailsWithFilePlaceAndReasonAndWritesNothing() throws {
    let dir = try scratchDirectory("playground")
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = dir.appendingPathComponent("bad.json")
    try "{\"window\": {\"width\": 100, \"height\": 100},\n \"views\": [{\"id\": \"a\"}]}".write(to: scene, atomically: true, encoding: .utf8)
    let page = dir.appendingPathComponent("page.html").path
    let r = runCLI(["playground", scene.path, "--wasm", "/nonexistent.wasm", "-o", page])
    #expect(r.code == 2)
    #expect(r.err == "error: \(scene.path):2:12: views[0]: missing required property \"frame\"\n")
    #expect(!FileManager.default.fileExists(atPath: page))
}

@Test func playground_scriptEndTagInTheSceneCannotCloseThePageScript() {
    #expect(PlaygroundPage.scriptString("</script>") == "\"<\\/script>\"")
}

@Test func playground_demoWritesOnePagePerDemoScene() throws {
    let dir = try scratchDirectory("playground")
    defer { try? FileManager.default.removeItem(at: dir) }
    let wasm = dir.appendingPathComponent("fake.wasm")
    try Data([0, 0x61, 0x73, 0x6D]).write(to: wasm)
    let pages = try PlaygroundPage.writeDemoPages(into: dir.appendingPathComponent("pages").path, wasm: wasm.path) { _ in }
    #expect(pages == DemoScenario.all.map { $0.name + ".html" })
    for name in pages {
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("pages/" + name).path))
    }
}

/// A page is most of a megabyte of HTML: on a terminal `playground` without
/// `-o` refuses (usage error, status 2) and writes nothing; to a pipe it writes
/// the page, and with `-o` it says where the page went.
@Test func playground_refusesToWriteThePageToATerminal() throws {
    let dir = try scratchDirectory("playground")
    defer { try? FileManager.default.removeItem(at: dir) }
    let wasm = dir.appendingPathComponent("fake.wasm")
    try Data([0, 0x61, 0x73, 0x6D]).write(to: wasm)
    let scene = packageRoot.appendingPathComponent("Examples/photo-viewer.scene.json").path
    let captured = CapturedIO()
    let terminal = captured.io
    terminal.outputIsTerminal = true
    #expect(TactileCLI.run(arguments: ["playground", scene, "--wasm", wasm.path], io: terminal) == 2)
    #expect(captured.stdout.isEmpty)
    #expect(captured.stderr.contains("-o page.html"))
    let piped = runCLI(["playground", scene, "--wasm", wasm.path])
    #expect(piped.code == 0 && piped.out.hasPrefix("<!DOCTYPE html>"))
    let page = dir.appendingPathComponent("page.html").path
    let written = runCLI(["playground", scene, "--wasm", wasm.path, "-o", page])
    #expect(written.code == 0 && written.out.isEmpty && written.err.hasPrefix("wrote \(page) ("))
}
