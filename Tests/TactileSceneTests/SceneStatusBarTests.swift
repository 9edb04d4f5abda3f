import Testing
import Tactile
@testable import TactileScene

// The status bar in a replayed scene with applications (seed-001 R59–R63, E29): it joins the window server's
// session with the applications' windows, and `tactile replay --snapshot-at` draws it held, then moving.

/// seed-001 R63.
@Test func statusBarJoinsAScenesSessionAndIsDrawnInTheSnapshot() throws {
    // Session 1 has three participants: two applications (committing at 0.2 and 0.5) and the status bar.
    let text = """
    {"window": {"width": 400, "height": 800},
     "applications": [
       {"id": "p1", "displayed": true, "windows": [{"id": "w1", "frame": [0, 0, 400, 200]}]},
       {"id": "p2", "windows": [{"id": "w2", "frame": [0, 200, 400, 300]}]}
     ],
     "animations": [
       {"at": 0.2, "view": "w1", "duration": 0.5, "curve": "linear", "frame": [0, 0, 400, 300], "sync": {"id": 1, "count": 3}},
       {"at": 0.5, "view": "w2", "duration": 0.5, "curve": "linear", "frame": [0, 300, 400, 200], "sync": {"id": 1, "count": 3}}
     ]}
    """
    let runtime = try ApplicationSceneRuntime(scene: try SceneParser().parse(text, file: "bar.json"))
    let p1 = try #require(runtime.application(withID: "p1"))
    let bar = runtime.windowServer.installStatusBar(clockedBy: p1) { mode, _ in Rect(0, 0, 400, mode == .default ? 20 : 40) }
    runtime.advance(to: 0.1)
    // The status-bar call joins session 1 and commits at once; nothing moves yet.
    runtime.windowServer.setStatusBarMode(StatusBarMode(1), orientation: .portrait, duration: 0.5, syncID: SyncID(1))
    runtime.advance(to: 0.4)
    let held = RenderSnapshotPrinter.text(of: runtime, at: 0.4)
    #expect(held.hasSuffix("  status bar\n    statusBar  frame (0, 0, 400, 20)  screen (0, 0, 400, 20)\n"), "\(held)")
    #expect(held.contains("w1  frame (0, 0, 400, 200)"))
    #expect(bar.view.frame.size.height == 40)  // the model already has the end state (R61)
    // The last application commits at 0.5: everyone starts on the next tick.
    runtime.advance(to: 0.76)
    let moving = RenderSnapshotPrinter.text(of: runtime, at: 0.76)
    let barLine = try #require(moving.split(separator: "\n").first { $0.contains("statusBar  frame") })
    let w1Line = try #require(moving.split(separator: "\n").first { $0.contains("w1  frame") })
    #expect(!barLine.contains("(0, 0, 400, 20)") && !barLine.contains("(0, 0, 400, 40)"), "\(moving)")
    #expect(!w1Line.contains("(0, 0, 400, 200)") && !w1Line.contains("(0, 0, 400, 300)"), "\(moving)")
    runtime.finish()
    let done = RenderSnapshotPrinter.text(of: runtime, at: 2)
    #expect(done.contains("statusBar  frame (0, 0, 400, 40)") && done.contains("w1  frame (0, 0, 400, 300)"))
    let json = RenderSnapshotPrinter.jsonLine(of: runtime, at: 2)
    #expect(json.contains(#"{"view": "statusBar", "depth": 0, "frame": [0, 0, 400, 40]"#))
}
