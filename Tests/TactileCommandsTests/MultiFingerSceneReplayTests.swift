import Foundation
import Testing
@testable import TactileCommands

// Issue 9: `tactile replay` of a scene whose views have no
// `multipleTouchEnabled` (Examples/multi-finger/plain-views.scene.json).
// Apple, UIView.isMultipleTouchEnabled: "This property does not affect the
// gesture recognizers attached to the view. Gesture recognizers receive all
// touches that occur in the view." Each multi-finger gesture is recognized,
// while each view's own callbacks see only its first finger.

private func replay(_ trace: String) -> (code: Int32, out: String, err: String) {
    let captured = CapturedIO()
    let dir = "Examples/multi-finger/"
    let args = ["replay", packageRoot.appendingPathComponent(dir + "plain-views.scene.json").path,
                packageRoot.appendingPathComponent(dir + trace + ".trace.jsonl").path, "--format", "jsonl"]
    let code = TactileCLI.run(arguments: args, io: captured.io)
    return (code, captured.stdout, captured.stderr)
}

/// The `"state"` of every action line of `recognizer`, with its touch count.
private func actions(_ out: String, _ recognizer: String) -> [String] {
    out.split(separator: "\n").compactMap { line in
        guard line.contains(#""kind": "action""#), line.contains(#""recognizer": "\#(recognizer)""#),
              let s = line.range(of: #""state": ""#), let n = line.range(of: #""touches": "#) else { return nil }
        let state = line[s.upperBound...].prefix { $0 != "\"" }
        let touches = line[n.upperBound...].prefix { $0.isNumber }
        return "\(state) \(touches)"
    }
}

/// The touch ids each view callback line carries, e.g. "began [1]".
private func viewCallbacks(_ out: String) -> [String] {
    out.split(separator: "\n").compactMap { line in
        guard line.contains(#""kind": "touches""#), let p = line.range(of: #""phase": ""#),
              let ids = line.range(of: #""touches": "#) else { return nil }
        return "\(line[p.upperBound...].prefix { $0 != "\"" }) \(line[ids.upperBound...].prefix { $0 != "}" })"
    }
}

@Test(arguments: [("two-finger-tap", "twoFingerTap", ["recognized 2"]),
                  ("two-finger-scroll", "twoFingerScroll", ["began 2", "ended 0"]),
                  ("four-finger-drag", "fourFingerDrag", ["began 4", "ended 0"]),
                  ("twist", "twist", ["began 2", "ended 0"]),
                  ("pinch", "pinch", ["began 2", "ended 0"])])
func multiFingerGesturesReplayWithoutMultipleTouchEnabled(trace: String, recognizer: String, bounds: [String]) throws {
    let r = replay(trace)
    #expect(r.code == 0 && r.err.isEmpty, "\(r.err)")
    let a = actions(r.out, recognizer)
    #expect(a.first == bounds.first && a.last == bounds.last, "\(trace): \(a)")
    #expect(a.filter { $0.hasPrefix("ended") || $0.hasPrefix("recognized") }.count == 1)
    // The hit view's own callbacks carried finger 1 only.
    let callbacks = viewCallbacks(r.out)
    #expect(!callbacks.isEmpty && callbacks.allSatisfy { $0.hasSuffix("[1]") }, "\(trace): \(callbacks)")
}
