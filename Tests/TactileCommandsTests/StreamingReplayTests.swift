import Foundation
import Testing
import Tactile
import TactileScene
@testable import TactileCommands

// Issue 10, items 1.9 and 3: replay and live stream their events and keep
// no log, a bad trace prints nothing, and --report keeps a bounded prefix.

private func temporaryFile(_ name: String, _ text: String) throws -> String {
    let dir = try scratchDirectory("stream")
    let path = dir.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

@Test func streaming_replayTextIsTheStreamingTimelineOfTheSameEvents() throws {
    let scene = try InputFiles.scene(example("long-press-menu.scene.json"))
    let frames = try TraceInput.load(example("long-press-menu.trace.jsonl"), window: scene.window)
    let events = try Replay.run(scene: scene, frames: frames)
    let timeline = StreamingTimeline(scene: scene)
    var expected = ""
    let writer = StreamingTimelineWriter(timeline: timeline, showsInput: false) { expected += $0 }
    writer.start()
    for e in events { writer.event(e) }
    #expect(expected.hasPrefix(timeline.header + events.prefix(3).map(timeline.line).joined()))
    #expect(expected.contains("  note     message      cancelled, not ended: open recognized; "))
    let r = runCLI(["replay", example("long-press-menu.scene.json"), example("long-press-menu.trace.jsonl"), "--full"])
    #expect(r.code == 0 && r.out == expected)
    #expect(timeline.header == TextTimeline.unitsLine + "\n     time  event    subject      details\n")
    #expect(r.out.contains("   1.7000  state    menu         possible → began\n"))
    // JSON Lines output is the whole log, event by event.
    #expect(runCLI(["replay", example("long-press-menu.scene.json"), example("long-press-menu.trace.jsonl"), "--format", "jsonl"]).out
            == LogFormatter.render(events, format: .jsonl))
}

@Test func streaming_aBadLineLateInTheTracePrintsNothing() throws {
    var text = ""
    for i in 0..<500 { text += "{\"t\": \(Double(i) / 100)}\n" }
    text += "{\"t\": 9, \"touches\": [{\"id\": 1, \"phase\": \"moved\", \"x\": 1, \"y\": 1}]}\n"
    let trace = try temporaryFile("late-error.jsonl", text)
    let r = runCLI(["replay", example("map.scene.json"), trace])
    #expect(r.code == 2 && r.out.isEmpty)
    #expect(r.err == "error: \(trace):501:41: touches[0].phase: touch 1 is moved but is not down\n")
    let bytes = try temporaryFile("bad-utf8.jsonl", "{\"t\": 0}\n")
    let handle = try #require(FileHandle(forWritingAtPath: bytes))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data([0x7B, 0xFF, 0x7D, 0x0A]))
    try handle.close()
    #expect(runCLI(["replay", example("map.scene.json"), bytes]).err == "error: \(bytes):2: not UTF-8 text\n")
}

@Test func streaming_theLogKeepsNoEventsWhileStreaming() throws {
    let log = ReplayLog()
    log.record(.mode(.init(mode: "normal")), at: 0)
    var seen: [LogEvent] = []
    log.streamEvents { seen.append($0) }
    #expect(seen.count == 1 && log.events.isEmpty && !log.keepsEvents)
    for i in 0..<1000 { log.record(.mode(.init(mode: "m")), at: Double(i)) }
    #expect(seen.count == 1001 && log.events.isEmpty)
}

@Test func streaming_reportKeepsAtMostItsCapAndSaysSo() throws {
    let scene = try InputFiles.scene(example("map.scene.json"))
    let capture = ReportCapture(maximumFrames: 3)
    for i in 0..<10 {
        capture.add(TraceFrame(t: Double(i), touches: nil))
        capture.add(LogEvent(t: Double(i), kind: .mode(.init(mode: "m"))))
    }
    #expect(capture.frames.count == 3 && capture.events.count == 3 && capture.isFull)
    #expect(capture.section(title: "t", scene: scene).title == "t (first 3 of 10 trace lines)")
    let small = ReportCapture(maximumFrames: 3)
    small.add(TraceFrame(t: 0, touches: nil))
    #expect(small.section(title: "t", scene: scene).title == "t")
    #expect(ReportCapture.defaultMaximumFrames == 20_000)
}

@Test func streaming_recordRejectsAFrameTheTraceFormatCannotHold() throws {
    // Positions scaled by an axis range of one unit onto a 1e9-point window stay valid;
    // a frame time beyond 1e9 s (an evdev stream spanning 40 years) is refused.
    var script = EvdevEvents()
    script.append(seconds: 0, type: 3, code: 0x35, value: 10)
    script.append(seconds: 0, type: 3, code: 0x39, value: 1)
    script.append(seconds: 0, type: 0, code: 0, value: 0)
    script.append(seconds: 1_300_000_000, type: 3, code: 0x39, value: -1)
    script.append(seconds: 1_300_000_000, type: 0, code: 0, value: 0)
    let path = try temporaryFile("far.evdev", "")
    try Data(script.bytes).write(to: URL(fileURLWithPath: path))
    let out = path + ".jsonl"
    let r = runCLI(["record", path, "-o", out])
    #expect(r.code == 2)
    #expect(r.err == "error: \(path): frame 2: time 1300000000 s is outside the valid range 0…1000000000 s\n")
    #expect(!FileManager.default.fileExists(atPath: out))
    #expect(runCLI(["replay", example("map.scene.json"), path]).err == "error: \(path): decoded frame 2: time 1300000000 s is outside the valid range 0…1000000000 s\n")
}

/// Raw 64-bit `struct input_event` records.
private struct EvdevEvents {
    var bytes: [UInt8] = []
    mutating func append(seconds: Int64, type: UInt16, code: UInt16, value: Int32) {
        withUnsafeBytes(of: seconds.littleEndian) { bytes += $0 }
        withUnsafeBytes(of: Int64(0).littleEndian) { bytes += $0 }
        withUnsafeBytes(of: type.littleEndian) { bytes += $0 }
        withUnsafeBytes(of: code.littleEndian) { bytes += $0 }
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
}

@Test func validRange_recordDurationIsChecked() {
    let evdev = packageRoot.appendingPathComponent("Tests/Fixtures/reliability/10-record-size-overflow-null/tap.evdev").path
    for bad in ["0", "-1", "nan", "1e300"] {
        let r = runCLI(["record", evdev, "-o", "/tmp/never-written.jsonl", "--duration=\(bad)"])
        #expect(r.code == 2 && r.err.hasPrefix("error: --duration: expected seconds greater than 0 and at most 1000000000, found "), "\(bad): \(r.err)")
    }
    #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.jsonl"))
}

@Test func streaming_tracesFromPipesAreReadOnce() throws {
    let exe = try #require(builtTactile()).path
    let dir = packageRoot.appendingPathComponent("Tests/Fixtures/reliability")
    let direct = try shell("\(exe) replay 05-stdout-write-failure/one-view.json 05-stdout-write-failure/tap.jsonl --format jsonl", in: dir)
    let piped = try shell("cat 05-stdout-write-failure/tap.jsonl | \(exe) replay 05-stdout-write-failure/one-view.json /dev/stdin --format jsonl", in: dir)
    #expect(piped.code == 0 && !piped.out.isEmpty && piped.out == direct.out)
    let evdev = try shell("\(exe) replay 05-stdout-write-failure/one-view.json <(cat 06-record-negative-time/backwards.evdev) --format jsonl", in: dir)
    #expect(evdev.code == 0 && evdev.out.contains(#""phase": "ended""#))
}
