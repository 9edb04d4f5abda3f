import Foundation
import Testing
import TactileLinuxInput
import TactileScene
@testable import TactileCommands

private let photoScene = packageRoot.appendingPathComponent("Examples/photo-viewer.scene.json").path
private let photoTrace = packageRoot.appendingPathComponent("Examples/photo-viewer.trace.jsonl").path
private let menuScene = packageRoot.appendingPathComponent("Examples/long-press-menu.scene.json").path

@Test func cli_positionsAreFileLineColumn() throws {
    let dir = try scratchDirectory("friendly")
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = dir.appendingPathComponent("s.json")
    try "{\"window\": {\"width\": 10, \"height\": 10},\n  \"views\": [{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"delivry\": \"stop\"}]}\n".write(to: scene, atomically: true, encoding: .utf8)
    let r = runCLI(["validate", scene.path])
    #expect(r.code == 2)
    #expect(r.err.hasPrefix("error: \(scene.path):2:48: views[0].delivry: unknown view property \"delivry\""))
    #expect(r.err.hasSuffix("; did you mean \"delivery\"?\n"))
    try "{\"window\": {\"width\": 10,\n \"height\": 10,}}".write(to: scene, atomically: true, encoding: .utf8)
    #expect(runCLI(["validate", scene.path]).err == "error: \(scene.path):2:15: invalid JSON: expected a string key, found '}'\n")
}

@Test func cli_didYouMeanForValuesAndSubcommands() {
    let value = try? SceneParser().parse(#"{"window": {"width": 10, "height": 10}, "views": [{"id": "v", "frame": [0, 0, 1, 1], "delivery": "stp"}]}"#, file: "s.json")
    #expect(value == nil)
    #expect(throws: FormatError.self) { try SceneParser().parse(#"{"window": {"width": 10, "height": 10}, "views": [{"id": "v", "frame": [0, 0, 1, 1], "delivery": "stp"}]}"#, file: "s.json") }
    do {
        _ = try SceneParser().parse(#"{"window": {"width": 10, "height": 10}, "views": [{"id": "v", "frame": [0, 0, 1, 1], "delivery": "stp"}]}"#, file: "s.json")
    } catch {
        #expect(error.description == #"s.json:1:98: views[0].delivery: unknown delivery "stp" (expected one of: normal, skip, noHitSkip, stop); did you mean "stop"?"#)
    }
    // Nothing close: no guess.
    #expect(Suggestion.closest(to: "zzzzzz", among: ["normal", "skip", "stop"]) == nil)
    // Case is folded for A–Z and the Kelvin sign; distances count Unicode scalars.
    #expect(Suggestion.closest(to: "\u{212A}IP", among: ["normal", "skip", "stop"]) == "skip")
    #expect(Suggestion.closest(to: "st\u{F6}p", among: ["normal", "skip", "stop"]) == "stop")
    #expect(Suggestion.closest(to: "stop", among: ["stop", "stip"]) == "stip")
    #expect(Suggestion.didYouMean(forReason: #"unknown kind "NORML" (expected one of:  normal , skip,,stop)"#)
            == #"; did you mean "normal"?"#)
    #expect(Suggestion.didYouMean(forReason: #"unknown kind "x" (expected one of: normal"#) == "")
    #expect(Suggestion.didYouMean(forReason: #"bad kind "normla" (expected one of: normal)"#) == "")
    let sub = runCLI(["replai", "a", "b"])
    #expect(sub.code == 2 && sub.err.contains("did you mean \"replay\"?"))
    let format = runCLI(["replay", photoScene, photoTrace, "--format", "txt"])
    #expect(format.code == 2 && format.err.contains("did you mean \"text\"?"), "\(format.err)")
}

@Test func cli_warnsAboutSwappedArgumentsAndMillisecondTimes() throws {
    let swapped = runCLI(["replay", photoTrace, photoScene])
    #expect(swapped.code == 2)
    #expect(swapped.err.hasPrefix("warning: \(photoTrace) looks like a trace and \(photoScene) like a scene; the order is SCENE TRACE"))
    let dir = try scratchDirectory("friendly")
    defer { try? FileManager.default.removeItem(at: dir) }
    let trace = dir.appendingPathComponent("ms.trace.jsonl")
    var lines = [#"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 190, "y": 240}]}"#]
    for i in 1...5 { lines.append(#"{"t": \#(i * 8), "touches": [{"id": 1, "phase": "moved", "x": \#(190 + i), "y": 240}]}"#) }
    lines.append(#"{"t": 48, "touches": [{"id": 1, "phase": "ended", "x": 196, "y": 240}]}"#)
    try lines.joined(separator: "\n").write(to: trace, atomically: true, encoding: .utf8)
    let ms = runCLI(["replay", menuScene, trace.path, "--format", "jsonl"])
    #expect(ms.code == 0)
    #expect(ms.err == "warning: \(trace.path): the trace lines are at least 8 s apart; trace times are in seconds — were they written in milliseconds?\n")
    // The bundled traces raise no warning.
    #expect(runCLI(["replay", photoScene, photoTrace]).err.isEmpty)
}

@Test func cli_replayInputLaneShowsFingersBeforeTheirCallbacks() {
    let r = runCLI(["replay", photoScene, photoTrace, "--input", "--full"])
    #expect(r.code == 0)
    let lines = r.out.split(separator: "\n").map(String.init)
    #expect(lines[0] == TextTimeline.unitsLine)
    #expect(lines[2] == "   0.3000  input    finger 1       down at (200.23, 399.93)")
    #expect(lines[3] == "   0.4000  input    finger 1       up at (200.11, 399.96)")
    // Held by the pager until the lift (delaysContentTouches), then after the lift's input line.
    #expect(lines.firstIndex(of: "   0.4000  touches  photo1         began [1]").map { $0 > 3 } == true)
    #expect(lines.contains { $0.contains("note     photo1         cancelled, not ended: toggleChrome recognized") })
    // Without --input the same events, no input lines.
    let plain = runCLI(["replay", photoScene, photoTrace, "--full"])
    #expect(plain.out.split(separator: "\n").count + r.out.split(separator: "\n").filter { $0.contains("  input  ") }.count
            == lines.count)
}

@Test func record_writesToStandardOutputWithoutOutputFile() throws {
    let dir = try scratchDirectory("friendly")
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = dir.appendingPathComponent("capture.evdev")
    try Data(rawTapBytes(x: 100, y: 200)).write(to: source)
    let r = runCLI(["record", source.path])
    #expect(r.code == 0 && r.err == "recorded 3 frames\n")
    let frames = try TraceParser.parse(r.out, file: "stdout")
    #expect(frames.map(\.t) == [0, 0.05, 0.1])
    #expect(frames[0].touches == [TraceTouch(id: 7, phase: .began, x: 100, y: 200)])
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["capture.evdev"])
    let missing = runCLI(["record"])
    #expect(missing.code == 2 && missing.err.hasPrefix("error: missing DEVICE"))
}

@Test func record_listShowsTouchDevicesFromSysfs() throws {
    let dir = try scratchDirectory("friendly")
    defer { try? FileManager.default.removeItem(at: dir) }
    func put(_ rel: String, _ text: String) throws {
        let url = dir.appendingPathComponent(rel)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    // A keyboard (event3), a touchscreen (event7), a touchpad (event12).
    try put("class/input/event3/device/name", "AT Translated Set 2 keyboard\n")
    try put("class/input/event3/device/capabilities/ev", "120013\n")
    try put("class/input/event3/device/capabilities/key", "402000000 3803078f800d001 feffffdfffefffff fffffffffffffffe\n")
    try put("class/input/event7/device/name", "ELAN9008:00 04F3:2C82\n")
    try put("class/input/event7/device/capabilities/ev", "b\n")
    try put("class/input/event7/device/capabilities/key", "400 0 0 0 0 0\n")
    try put("class/input/event7/device/capabilities/abs", "260800000000003\n")
    try put("class/input/event7/device/properties", "2\n")
    try put("class/input/event12/device/name", "SYNA Touchpad\n")
    try put("class/input/event12/device/capabilities/ev", "b\n")
    try put("class/input/event12/device/capabilities/key", "400 0 0 0 0 0\n")
    try put("class/input/event12/device/capabilities/abs", "260800000000003\n")
    try put("class/input/event12/device/properties", "1\n")
    let r = runCLI(["record", "--list", "--sysfs", dir.path])
    #expect(r.code == 0 && r.err.isEmpty)
    #expect(r.out == """
        /dev/input/event7   touchscreen, protocol b  "ELAN9008:00 04F3:2C82"
        /dev/input/event12  touchpad, protocol b  "SYNA Touchpad"

        """)
    let none = runCLI(["record", "--list", "--sysfs", dir.appendingPathComponent("nothing").path])
    #expect(none.code == 0 && none.out.isEmpty && none.err.hasPrefix("no touch devices found"))
}

@Test func live_reportIsWrittenWhenTheSessionEnds() throws {
    let dir = try scratchDirectory("friendly")
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = dir.appendingPathComponent("capture.evdev")
    try Data(rawTapBytes(x: 190, y: 240)).write(to: source)
    let report = dir.appendingPathComponent("live.html").path
    let r = runCLI(["live", source.path, "--scene", menuScene, "--format", "jsonl", "--report", report])
    #expect(r.code == 0)
    let html = try String(contentsOfFile: report, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("message"))
    #expect(html.contains("open"))
}
