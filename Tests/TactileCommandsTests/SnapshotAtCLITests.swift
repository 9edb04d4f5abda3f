import Foundation
import Testing
@testable import TactileCommands

// `tactile replay … --snapshot-at` on the app-switch demo: what a host would draw during a
// synchronised two-application switch (seed-001 R59–R62, R67; docs/animation.md).

private func replay(_ args: [String]) -> (code: Int32, out: String) {
    let captured = CapturedIO()
    let code = TactileCLI.run(arguments: ["replay"] + args, io: captured.io)
    return (code, captured.stdout)
}

/// The lines of the snapshot block printed for time `t`.
private func block(_ out: String, at t: String) -> [Substring] {
    let lines = out.split(separator: "\n")
    guard let start = lines.firstIndex(of: Substring("snapshot at \(t) s")) else { return [] }
    return Array(lines[(start + 1)...].prefix { $0.hasPrefix("  ") })
}

/// The screen x of the view `name` in `lines`, if it is drawn.
private func screenX(_ name: String, _ lines: [Substring]) -> Double? {
    guard let line = lines.first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(name + "  ") }),
          let range = line.range(of: "screen (") else { return nil }
    return Double(line[range.upperBound...].prefix { $0 != "," })
}

/// seed-001 R67.
@Test func appSwitchSnapshotDrawsBothWindowsMidSwitch() {
    let root = packageRoot.appendingPathComponent("Examples").path
    let r = replay([root + "/app-switch.scene.json", root + "/app-switch.trace.jsonl",
                    "--snapshot-at", "0.3", "--snapshot-at", "0.6", "--snapshot-at", "1.2"])
    #expect(r.code == 0)
    // Before the swipe: only the browser is drawn.
    let before = block(r.out, at: "0.3000")
    #expect(screenX("browserWindow", before) == 0 && screenX("weatherWindow", before) == nil)
    // Mid-switch: the browser (no longer displayed) slides out while the weather slides in, by the same amount.
    let mid = block(r.out, at: "0.6000")
    #expect(mid.contains("  application browser") && mid.contains("  application weather"))
    let out = screenX("browserWindow", mid) ?? .nan, into = screenX("weatherWindow", mid) ?? .nan
    #expect(out < 0 && out > -390 && into > 0 && into < 390, "\(mid)")
    #expect(abs(into - out - 390) < 0.02)
    // After the slide: the browser's window has left the picture.
    let after = block(r.out, at: "1.2000")
    #expect(after.contains("  application browser (nothing displayed)"))
    #expect(screenX("browserWindow", after) == nil && screenX("weatherWindow", after) == 0)
}
