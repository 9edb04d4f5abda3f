import Foundation
import Testing
import TactileLinuxInput
import TactileScene
@testable import TactileCommands

private let menuScene = packageRoot.appendingPathComponent("Examples/long-press-menu.scene.json").path

/// A tap at device (1900, 2400) of a 3900 × 8440 panel: window (190, 240) on the 390 × 844 scene, on the message.
private let libinputTap = """
    version: 1
    ndevices: 1
    libinput:
      version: "1.22.1"
    system:
      os: "debian:12"
      kernel: "6.1.0"
      dmi: "dmi:test"
    devices:
    - node: /dev/input/event6
      evdev:
        name: "Test Touchscreen"
        id: [24, 1267, 11394, 256]
        codes:
          0: [0, 1, 2, 3]
          1: [330]
          3: [0, 1, 47, 53, 54, 57]
        absinfo:
          0: [0, 3900, 0, 0, 10]
          1: [0, 8440, 0, 0, 10]
          47: [0, 9, 0, 0, 0]
          53: [0, 3900, 0, 0, 10]
          54: [0, 8440, 0, 0, 10]
          57: [0, 65535, 0, 0, 0]
        properties: [1]
      events:
      - evdev:
        - [  0,      0,   3,  47,     0]
        - [  0,      0,   3,  57,   100]
        - [  0,      0,   3,  53,  1900]
        - [  0,      0,   3,  54,  2400]
        - [  0,      0,   1, 330,     1]
        - [  0,      0,   0,   0,     0]
      - evdev:
        - [  0,  90000,   3,  57,    -1]
        - [  0,  90000,   1, 330,     0]
        - [  0,  90000,   0,   0,     0]

    """

private let evtestTap = """
    Input driver version is 1.0.1
    Input device ID: bus 0x18 vendor 0x4f3 product 0x2c82 version 0x100
    Input device name: "Test Touchscreen"
    Supported events:
      Event type 0 (EV_SYN)
      Event type 1 (EV_KEY)
        Event code 330 (BTN_TOUCH)
      Event type 3 (EV_ABS)
        Event code 47 (ABS_MT_SLOT)
          Value      0
          Min        0
          Max        9
        Event code 53 (ABS_MT_POSITION_X)
          Value      0
          Min        0
          Max     3900
        Event code 54 (ABS_MT_POSITION_Y)
          Value      0
          Min        0
          Max     8440
        Event code 57 (ABS_MT_TRACKING_ID)
          Value      0
          Min        0
          Max    65535
    Properties:
      Property type 1 (INPUT_PROP_DIRECT)
    Testing ... (interrupt to exit)
    Event: time 1700000000.000000, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value 100
    Event: time 1700000000.000000, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 1900
    Event: time 1700000000.000000, type 3 (EV_ABS), code 54 (ABS_MT_POSITION_Y), value 2400
    Event: time 1700000000.000000, type 1 (EV_KEY), code 330 (BTN_TOUCH), value 1
    Event: time 1700000000.000000, -------------- SYN_REPORT ------------
    Event: time 1700000000.090000, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value -1
    Event: time 1700000000.090000, type 1 (EV_KEY), code 330 (BTN_TOUCH), value 0
    Event: time 1700000000.090000, -------------- SYN_REPORT ------------

    """

private let expectedTapLog = """
    {"t": 0, "kind": "touches", "view": "message", "phase": "began", "touches": [100]}
    {"t": 0.09, "kind": "state", "recognizer": "menu", "from": "possible", "to": "failed"}
    {"t": 0.09, "kind": "state", "recognizer": "open", "from": "possible", "to": "recognized"}
    {"t": 0.09, "kind": "state", "recognizer": "inboxScroll", "from": "possible", "to": "failed"}
    {"t": 0.09, "kind": "action", "recognizer": "open", "state": "recognized", "location": [190, 240], "touches": 1}
    {"t": 0.09, "kind": "touches", "view": "message", "phase": "cancelled", "touches": [100]}

    """

@Test func replayReadsLibinputRecordingsAndEvtestLogs() throws {
    let dir = try scratchDirectory("linux")
    defer { try? FileManager.default.removeItem(at: dir) }
    let yaml = dir.appendingPathComponent("tap.yml").path, log = dir.appendingPathComponent("tap.log").path
    try libinputTap.write(toFile: yaml, atomically: true, encoding: .utf8)
    try evtestTap.write(toFile: log, atomically: true, encoding: .utf8)
    let a = runCLI(["replay", menuScene, yaml, "--format", "jsonl"])
    #expect(a.code == 0 && a.err.isEmpty)
    #expect(a.out == expectedTapLog)
    #expect(runCLI(["replay", menuScene, log, "--format", "jsonl"]).out == expectedTapLog)
    // Rotated 180°: the tap lands at (200, 604), on the inbox, not the message.
    #expect(runCLI(["replay", menuScene, yaml, "--format", "jsonl", "--rotate", "180"]).out.hasPrefix(#"{"t": 0, "kind": "touches", "view": "inbox""#))
    let badRotate = runCLI(["replay", menuScene, yaml, "--rotate", "45"])
    #expect(badRotate.code == 2 && badRotate.err == "error: --rotate: expected 0, 90, 180 or 270, found 45\n")
    let badDevice = runCLI(["replay", menuScene, yaml, "--device", "3"])
    #expect(badDevice.code == 2 && badDevice.err == "error: \(yaml): no device 3 in the recording (devices: 0: Test Touchscreen (/dev/input/event6))\n")
}

@Test func recordWritesATraceAtomicallyFromAnEvdevStream() throws {
    let dir = try scratchDirectory("linux")
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = dir.appendingPathComponent("capture.evdev")
    try Data(rawTapBytes(x: 100, y: 200)).write(to: source)
    let out = dir.appendingPathComponent("out.jsonl").path
    let r = runCLI(["record", source.path, "-o", out])
    #expect(r.code == 0)
    #expect(r.err == "recorded 3 frames to \(out)\n")
    let frames = try TraceParser.parse(try String(contentsOfFile: out, encoding: .utf8), file: out)
    #expect(frames.map(\.t) == [0, 0.05, 0.1])
    #expect(frames[0].touches == [TraceTouch(id: 7, phase: .began, x: 100, y: 200)])
    #expect(frames[2].touches?.first?.phase == .ended)

    // A missing device: one line, non-zero, and no file.
    let missing = dir.appendingPathComponent("never.jsonl").path
    let bad = runCLI(["record", "/dev/input/event99", "-o", missing])
    #expect(bad.code == 1 && bad.err.hasPrefix("error: no such device: /dev/input/event99"))
    #expect(!bad.err.dropLast().contains("\n"))
    #expect(!FileManager.default.fileExists(atPath: missing))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["capture.evdev", "out.jsonl"])
}

@Test func liveRunsTheSceneOnAnEvdevStream() throws {
    let dir = try scratchDirectory("linux")
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = dir.appendingPathComponent("capture.evdev")
    try Data(rawTapBytes(x: 190, y: 240)).write(to: source)
    let r = runCLI(["live", source.path, "--scene", menuScene, "--format", "jsonl"])
    #expect(r.code == 0 && r.err.isEmpty)
    #expect(r.out.hasPrefix(#"{"t": 0, "kind": "touches", "view": "message", "phase": "began", "touches": [7]}"#))
    #expect(r.out.contains(#""recognizer": "inboxScroll", "from": "possible", "to": "began""#))
    let text = runCLI(["live", source.path, "--scene", menuScene])
    #expect(text.out.hasPrefix(TextTimeline.unitsLine + "\n     time  event    subject      details\n   0.0000  touches  message      began [7]\n"))
    let notTouch = dir.appendingPathComponent("keys.evdev")
    try Data(EvdevByteDecoder.encode([EvdevEvent(time: 1, type: 1, code: 30, value: 1), EvdevEvent(time: 1, type: 0, code: 0, value: 0)])).write(to: notTouch)
    let bad = runCLI(["live", notTouch.path, "--scene", menuScene])
    #expect(bad.code == 1 && bad.err.hasPrefix("error: not a touch device: "))
}
