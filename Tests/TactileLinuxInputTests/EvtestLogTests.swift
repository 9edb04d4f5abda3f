import Testing
import Foundation
import Tactile
@testable import TactileLinuxInput

/// Hand-written in the format evtest 1.35 prints for a protocol B touchscreen.
let evtestProtocolB = """
Input driver version is 1.0.1
Input device ID: bus 0x18 vendor 0x4f3 product 0x2c82 version 0x100
Input device name: "ELAN9008:00 04F3:2C82"
Supported events:
  Event type 0 (EV_SYN)
  Event type 1 (EV_KEY)
    Event code 330 (BTN_TOUCH)
  Event type 3 (EV_ABS)
    Event code 0 (ABS_X)
      Value   1024
      Min        0
      Max     4095
      Resolution      12
    Event code 1 (ABS_Y)
      Value    512
      Min        0
      Max     2047
      Resolution      11
    Event code 47 (ABS_MT_SLOT)
      Value      0
      Min        0
      Max        9
    Event code 53 (ABS_MT_POSITION_X)
      Value      0
      Min        0
      Max     4095
      Resolution      12
    Event code 54 (ABS_MT_POSITION_Y)
      Value      0
      Min        0
      Max     2047
      Resolution      11
    Event code 57 (ABS_MT_TRACKING_ID)
      Value      0
      Min        0
      Max    65535
  Event type 4 (EV_MSC)
    Event code 4 (MSC_SCAN)
Properties:
  Property type 1 (INPUT_PROP_DIRECT)
Testing ... (interrupt to exit)
Event: time 1700000000.123456, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value 1420
Event: time 1700000000.123456, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 1218
Event: time 1700000000.123456, type 3 (EV_ABS), code 54 (ABS_MT_POSITION_Y), value 1023
Event: time 1700000000.123456, type 1 (EV_KEY), code 330 (BTN_TOUCH), value 1
Event: time 1700000000.123456, type 3 (EV_ABS), code 0 (ABS_X), value 1218
Event: time 1700000000.123456, type 3 (EV_ABS), code 1 (ABS_Y), value 1023
Event: time 1700000000.123456, type 4 (EV_MSC), code 4 (MSC_SCAN), value 9000d
Event: time 1700000000.123456, -------------- SYN_REPORT ------------
Event: time 1700000000.131789, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 1330
Event: time 1700000000.131789, type 3 (EV_ABS), code 0 (ABS_X), value 1330
Event: time 1700000000.131789, -------------- SYN_REPORT ------------
Event: time 1700000000.140122, >>>>>>>>>>>>>> SYN_DROPPED <<<<<<<<<<<<
Event: time 1700000000.148455, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 1400
Event: time 1700000000.148455, -------------- SYN_REPORT ------------
Event: time 1700000000.156788, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value 1421
Event: time 1700000000.156788, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 2000
Event: time 1700000000.156788, -------------- SYN_REPORT ------------
Event: time 1700000000.200000, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value -1
Event: time 1700000000.200000, type 1 (EV_KEY), code 330 (BTN_TOUCH), value 0
Event: time 1700000000.200000, -------------- SYN_REPORT ------------
"""

@Suite struct EvtestLogTests {
    @Test func parsesHeaderAndEvents() throws {
        let rec = try EvtestLog.parse(evtestProtocolB, file: "touch.log")
        #expect(rec.device.name == "ELAN9008:00 04F3:2C82")
        #expect(rec.device.absoluteAxes[EvdevCode.ABS_MT_POSITION_X] == AbsoluteAxisInfo(minimum: 0, maximum: 4095, resolution: 12))
        #expect(rec.device.absoluteAxes[EvdevCode.ABS_MT_TRACKING_ID] == AbsoluteAxisInfo(minimum: 0, maximum: 65535))
        #expect(rec.device.codes[EvdevCode.EV_KEY] == [EvdevCode.BTN_TOUCH])
        #expect(rec.device.codes[EvdevCode.EV_SYN] == [])
        #expect(rec.device.properties == [1])
        #expect(rec.device.announcedTouchProtocol == .typeB)
        #expect(rec.events.count == 20)
        #expect(rec.events[0] == EvdevEvent(seconds: 1_700_000_000, microseconds: 123_456, type: 3, code: 57, value: 1420))
        #expect(rec.events[6].value == 0x9000d)
        #expect(rec.events[11] == EvdevEvent(seconds: 1_700_000_000, microseconds: 140_122, type: 0, code: EvdevCode.SYN_DROPPED, value: 0))
    }

    @Test func replaysWithTimesFromTheFirstEvent() throws {
        let rec = try EvtestLog.parse(evtestProtocolB, file: "touch.log")
        let (frames, diagnostics) = rec.frames(windowSize: Size(409.5, 204.7))
        // SYN_DROPPED cancels 1420; the finger's next tracking id begins a new touch.
        #expect(summary(frames) == [
            "0: 1420 began 121.8 102.3",
            "0.008: 1420 moved 133 102.3",
            "0.025: 1420 cancelled 133 102.3",
            "0.033: 1421 began 200 102.3",
            "0.077: 1421 ended 200 102.3",
        ])
        #expect(diagnostics == [.eventsDropped(time: 0.016666)])
    }

    @Test func protocolAAndOldStyleLines() throws {
        let log = """
        Input device name: "Old Panel"
        Event: time .782950, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 10
        Event: time .782950, type 3 (EV_ABS), code 54 (?), value 20
        Event: time .782950, ++++++++++++++ SYN_MT_REPORT ++++++++++++
        Event: time .782950, -------------- Report Sync ------------
        Event: time 1.5, ++++++++++++++ SYN_MT_REPORT ++++++++++++\r
        Event: time 1.5, -------------- SYN_REPORT ------------
        """
        let rec = try EvtestLog.parse(log, file: "a.log")
        #expect(rec.device.name == "Old Panel")
        #expect(rec.events.map(\.microseconds) == [782_950, 782_950, 782_950, 782_950, 500_000, 500_000])
        let (frames, _) = rec.frames(windowSize: Size(100, 100))
        #expect(summary(frames) == ["0: 1 began 10 20", "0.717: 1 ended 10 20"])
    }

    func parseError(_ text: String) -> String? {
        #expect(throws: TouchRecordingError.self) { try EvtestLog.parse(text, file: "bad.log") }?.description
    }

    @Test func errorsGiveLineNumbers() {
        #expect(parseError("""
        Input device name: "X"
        Event: time 1.000000, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 10
        Event: time 1.000000, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value ten
        """) == "bad.log:3: invalid value \"ten\"")
        #expect(parseError("Event: time 1,000000, type 3 (EV_ABS), code 0 (ABS_X), value 1")
                == "bad.log:1: invalid time \"1\" (expected SECONDS.MICROSECONDS)")
        #expect(parseError("Event: time 1.0 type 3")
                == "bad.log:1: expected \"Event: time SECONDS.MICROSECONDS, …\": Event: time 1.0 type 3")
        #expect(parseError("\n\nEvent: time 1.000000, type 99 (?), code 0 (?), value 1")
                == "bad.log:3: invalid event type in \"type 99 (?)\"")
        #expect(parseError("Event: time 1.000000, code 0 (?), value 1")
                == "bad.log:1: unknown event \"code 0 (?), value 1\" (expected \"type …, code …, value …\" or a SYN_ marker)")
        #expect(parseError("Event: time 1.000000, type 3 (EV_ABS), value 1")
                == "bad.log:1: expected \"type T (NAME), code C (NAME), value V\": type 3 (EV_ABS), value 1")
        #expect(parseError("""
        Supported events:
          Event type 3 (EV_ABS)
            Event code 0 (ABS_X)
              Min     zero
        """) == "bad.log:4: expected an integer after \"Min\": Min     zero")
        #expect(parseError("    Event code 0 (ABS_X)") == "bad.log:1: \"Event code\" before any \"Event type\"")
        // CRLF line ends count as one line break each.
        #expect(parseError("Input device name: \"X\"\r\n\r\nEvent: time x.1, type 3 (EV_ABS), code 0 (ABS_X), value 1\r\n")
                == "bad.log:3: invalid time \"x.1\" (expected SECONDS.MICROSECONDS)")
        #expect(parseError("hello\nworld\n") == "bad.log: not an evtest log: no \"Input device name\" header and no \"Event: time\" lines")
    }

    @Test func detectsFormatsAndLoadsEach() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-li-\(getpid())-formats")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }

        let evtestPath = dir.appendingPathComponent("touch.txt").path
        try evtestProtocolB.write(toFile: evtestPath, atomically: true, encoding: .utf8)
        let yamlPath = dir.appendingPathComponent("touch.yml").path
        try twoDeviceRecording.write(toFile: yamlPath, atomically: true, encoding: .utf8)
        var s = EventScript()
        s.down(slot: 0, id: 8, x: 30, y: 40); s.syn()
        s.at(0.5); s.up(slot: 0); s.syn()
        let rawPath = dir.appendingPathComponent("touch.evdev").path
        try Data(EvdevByteDecoder.encode(s.events) + [1, 2, 3]).write(to: URL(fileURLWithPath: rawPath))

        #expect(TouchRecordingFile.detectFormat(Array(evtestProtocolB.utf8)) == .evtest)
        #expect(TouchRecordingFile.detectFormat(Array(twoDeviceRecording.utf8)) == .libinputRecord)
        #expect(TouchRecordingFile.detectFormat(EvdevByteDecoder.encode(s.events)) == .evdevBytes)

        #expect(try TouchRecordingFile.load(path: evtestPath).device.name == "ELAN9008:00 04F3:2C82")
        #expect(try TouchRecordingFile.load(path: yamlPath).device.node == "/dev/input/event6")
        #expect(try TouchRecordingFile.load(path: yamlPath, device: .index(0)).device.node == "/dev/input/event3")
        let raw = try TouchRecordingFile.load(path: rawPath)
        #expect(raw.events == s.events)
        #expect(raw.readDiagnostics == [.truncatedEvent(byteOffset: 192, length: 3)])
        let (frames, diagnostics) = raw.frames(windowSize: Size(100, 100))
        #expect(summary(frames) == ["0: 8 began 30 40", "0.5: 8 ended 30 40"])
        #expect(diagnostics == [.truncatedEvent(byteOffset: 192, length: 3)])

        let garbagePath = dir.appendingPathComponent("garbage.bin").path
        try Data([UInt8](repeating: 0xFF, count: 100) + [0]).write(to: URL(fileURLWithPath: garbagePath))
        let garbage = #expect(throws: TouchRecordingError.self) { try TouchRecordingFile.load(path: garbagePath) }
        #expect(garbage?.description == "\(garbagePath): not an evdev event stream: no valid 24-byte input_event record")
        let asEvtest = #expect(throws: TouchRecordingError.self) { try TouchRecordingFile.load(path: garbagePath, format: .evtest) }
        #expect(asEvtest?.description == "\(garbagePath):1: invalid UTF-8: not a text recording")
    }
}
