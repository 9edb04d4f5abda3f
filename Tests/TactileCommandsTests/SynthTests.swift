import Foundation
import Testing
import TactileScene
@testable import TactileCommands

/// A full-window view with one recognizer `g` of `type` (and extra properties).
private func scene(_ type: String, _ extra: String = "") throws -> Scene {
    try SceneParser().parse("""
        {"window": {"width": 400, "height": 800}, "views": [{"id": "v", "frame": [0, 0, 400, 800]}],
         "recognizers": [{"id": "g", "type": "\(type)", "view": "v"\(extra)}]}
        """, file: "s.json")
}

/// The trace `tactile synth` prints for `description`, parsed back.
private func synthesized(_ description: String) throws -> [TraceFrame] {
    let r = runCLI(["synth", description])
    #expect(r.code == 0 && r.err.isEmpty, "\(r.err)")
    return try TraceParser.parse(r.out, file: "synth.jsonl")
}

private func states(_ events: [LogEvent]) -> [LoggedState] {
    events.compactMap { if case .state(let s) = $0.kind, s.recognizer == "g" { return s.to } else { return nil } }
}

private func lastValue(_ events: [LogEvent], _ field: String) -> Double? {
    for e in events.reversed() {
        if case .action(let a) = e.kind, let f = a.fields.first(where: { $0.name == field }), case .ratio(let v) = f.value { return v }
    }
    return nil
}

@Test(arguments: [
    ("tap 100,200", "tap", "", LoggedState.recognized),
    ("double-tap 100,200", "tap", #", "numberOfTapsRequired": 2"#, .recognized),
    ("long-press 100,200", "longPress", "", .ended),
    ("pan 50,50 to 250,50 over 0.3s", "pan", "", .ended),
    ("pinch 200,300 scale 2 over 0.4s", "pinch", "", .ended),
    ("rotate 200,300 by 90deg over 0.5s", "rotation", "", .ended),
    ("swipe left from 300,200", "swipe", #", "direction": ["left"]"#, .recognized),
])
func synth_eachGestureIsRecognizedByItsRecognizer(description: String, type: String, extra: String, final: LoggedState) throws {
    let frames = try synthesized(description)
    let events = try Replay.run(scene: try scene(type, extra), frames: frames)
    #expect(states(events).last == final, "\(description): \(states(events))")
    #expect(!states(events).contains(.failed), "\(description): \(states(events))")
    // On the 120 Hz clock of the demo traces: every line at a whole tick.
    for f in frames { #expect(abs((f.t * 120).rounded() - f.t * 120) < 1e-3, "\(description): t \(f.t)") }
}

@Test func synth_pinchAndRotateReachTheRequestedScaleAndAngle() throws {
    let pinch = try Replay.run(scene: try scene("pinch"), frames: try synthesized("pinch 200,300 scale 2 over 0.4s"))
    #expect(abs((lastValue(pinch, "scale") ?? 0) - 2) < 0.1)
    let rotate = try Replay.run(scene: try scene("rotation"), frames: try synthesized("rotate 200,300 by 90deg over 0.5s"))
    #expect(abs((lastValue(rotate, "rotation") ?? 0) - Double.pi / 2) < 0.1)
    // A single tap does not satisfy a double tap, and a pan the other way is no left swipe.
    #expect(states(try Replay.run(scene: try scene("tap", #", "numberOfTapsRequired": 2"#), frames: try synthesized("tap 100,200"))).last == .failed)
    #expect(states(try Replay.run(scene: try scene("swipe", #", "direction": ["left"]"#), frames: try synthesized("swipe right from 100,200"))).last == .failed)
}

@Test func synth_joinsGesturesWithPausesAndIsDeterministic() throws {
    let joined = "tap 100,200; double-tap 100,200; long-press 100,200; pan 50,50 to 250,50 over 0.3s; swipe left from 300,200"
    let frames = try synthesized(joined)
    let downs = frames.flatMap { $0.touches ?? [] }.filter { $0.phase == .began }
    #expect(downs.map(\.id) == [1, 2, 3, 4, 5, 6])
    #expect(runCLI(["synth", joined]).out == runCLI(["synth", joined]).out)
    #expect(runCLI(["synth", joined, "--seed", "2"]).out != runCLI(["synth", joined]).out)
    // Two taps as separate steps stay two single taps: a double-tap recognizer fails.
    let taps = try Replay.run(scene: try scene("tap", #", "numberOfTapsRequired": 2"#), frames: try synthesized("tap 100,200; tap 100,200"))
    #expect(states(taps) == [.failed, .failed])
    // The description may also come as several arguments.
    #expect(runCLI(["synth", "tap", "100,200"]).out == runCLI(["synth", "tap 100,200"]).out)
}

@Test func synth_badDescriptionsSayWhatIsWrong() {
    let typo = runCLI(["synth", "tap 1,2; pnch 200,300 scale 2 over 0.4s"])
    #expect(typo.code == 2 && typo.out.isEmpty)
    #expect(typo.err == #"error: gesture 2 ("pnch 200,300 scale 2 over 0.4s"): unknown gesture "pnch" (expected one of: tap, double-tap, long-press, pan, pinch, rotate, swipe, wait); did you mean "pinch"?"# + "\n")
    #expect(runCLI(["synth", "pan 1,2 to 3 over 1s"]).err == #"error: gesture 1 ("pan 1,2 to 3 over 1s"): expected a point X,Y in points (e.g. 100,200), found "3""# + "\n")
    #expect(runCLI(["synth", "swipe lft from 1,2"]).err.contains(#"unknown direction "lft" (expected one of: left, right, up, down); did you mean "left"?"#))
    #expect(runCLI(["synth", "pinch 1,2 scale 2 over 5min"]).err.contains(#"expected a duration such as 0.3s or 300ms (at most 60 s), found "5min""#))
    #expect(runCLI(["synth", "tap 1,2 now"]).err.contains(#"unexpected "now" after the gesture"#))
}
