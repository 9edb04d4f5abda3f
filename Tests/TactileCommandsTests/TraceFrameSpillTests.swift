import Foundation
import Testing
import Tactile
import TactileScene
@testable import TactileCommands

// A JSON Lines trace file is parsed once: the checking pass keeps its frames
// in a temporary file (TraceFrameSpill) and the replay reads them back.

/// The frames read back from the spill are the frames the parser read, bit
/// for bit: times, every touch field, force and radius present or not, modes,
/// commands, edits, blank and CRLF lines.
@Test func traceFrameSpill_readsBackTheFramesTheParserRead() throws {
    let text = [
        #"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 10.123456789, "y": -0.0001, "force": 0.5, "radius": 4}]}"#,
        "",
        #"{"t": 0.008333333, "touches": [{"id": 1, "phase": "moved", "x": 11, "y": 20, "radius": 3}, {"id": -7, "phase": "began", "x": 1e-9, "y": 5}]}"# + "\r",
        #"{"t": 0.5, "mode": "accessibility"}"#,
        #"{"t": 0.6, "command": "nextContainer"}"#,
        #"{"t": 0.7, "touches": []}"#,
        #"{"t": 0.8, "edit": {"op": "setView", "id": "map", "frame": [0, 0, 5.0000001, 5], "hidden": true}}"#,
        #"{"t": 0.9, "touches": [{"id": 1, "phase": "ended", "x": 11, "y": 20}, {"id": -7, "phase": "cancelled", "x": 1, "y": 5}]}"#,
        #"{"t": 1e3}"#,
    ].joined(separator: "\n") + "\n"
    let dir = try scratchDirectory("spill")
    let path = dir.appendingPathComponent("t.jsonl").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let scene = try InputFiles.scene(example("map.scene.json"))
    let source = try TraceInput.open(path, window: scene.window)
    guard case .spilled = source else { Issue.record("a trace file is not kept after its checking pass"); return }
    var frames: [TraceFrame] = []
    try source.forEach { f throws(CommandFailure) in frames.append(f) }
    // (TraceParser.parse splits at Characters, where "\r\n" is one: its lines without the \r.)
    let expected = try TraceParser.parse(text.replacingOccurrences(of: "\r", with: ""), file: path)
    #expect(frames.count == 8)
    #expect(frames == expected)
    #expect(zip(frames, expected).allSatisfy { a, b in
        a.t.bitPattern == b.t.bitPattern && zip(a.touches ?? [], b.touches ?? []).allSatisfy { $0.x.bitPattern == $1.x.bitPattern }
    })
    // A second pass reads them again from the start.
    var again = 0
    try source.forEach { _ throws(CommandFailure) in again += 1 }
    #expect(again == 8)
}
