import Foundation
import Testing
import Tactile
import TactileScene
@testable import TactileCommands

// `tactile replay`'s text timeline is condensed by default, as `tactile demo`'s
// is; `--full` prints every line; `--format jsonl` is the log, unchanged.

/// A pinch's per-frame zoom lines fold into one line per run by default: the
/// text is the `CondensedTimeline` of the replay's events (with the input lane
/// when `--input` is given), far shorter than the full timeline.
@Test func replay_textTimelineIsCondensedByDefaultAndFullWithTheFlag() throws {
    let scenePath = example("photo-viewer.scene.json"), tracePath = example("photo-viewer.trace.jsonl")
    let scene = try InputFiles.scene(scenePath)
    let frames = try TraceInput.load(tracePath, window: scene.window)
    let events = try Replay.run(scene: scene, frames: frames)
    let condensed = runCLI(["replay", scenePath, tracePath])
    #expect(condensed.code == 0 && condensed.out == CondensedTimeline(events).render())
    let withInput = runCLI(["replay", scenePath, tracePath, "--input"])
    #expect(withInput.out == CondensedTimeline(events, lanes: [InputLane(frames)]).render())
    let full = runCLI(["replay", scenePath, tracePath, "--full"])
    #expect(full.code == 0 && full.out.contains("zoom") && condensed.out.contains("zoom"))
    let lines = { (s: String) in s.split(separator: "\n").count }
    #expect(lines(condensed.out) * 2 < lines(full.out), "condensed \(lines(condensed.out)) lines, full \(lines(full.out))")
    #expect(condensed.out.contains("×"))
    // The JSON Lines log is every event, whichever text form is asked for.
    #expect(runCLI(["replay", scenePath, tracePath, "--format", "jsonl"]).out == LogFormatter.render(events, format: .jsonl))
    #expect(runCLI(["replay", scenePath, tracePath, "--format", "jsonl", "--full"]).out == LogFormatter.render(events, format: .jsonl))
}
