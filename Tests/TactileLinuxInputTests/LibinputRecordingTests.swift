import Testing
import Foundation
import Tactile
@testable import TactileLinuxInput

/// Hand-written in the format `libinput record` 1.22 prints (libinput-record(1)):
/// a keyboard and a protocol B touchscreen recorded together.
let twoDeviceRecording = """
# libinput record
version: 1
ndevices: 2
libinput:
  version: "1.22.1"
  git: "unknown"
system:
  os: "debian:12"
  kernel: "6.1.0-13-amd64"
  dmi: "dmi:bvnLENOVO:bvrN2HET64W(1.47):bd02/15/2022:svnLENOVO:pn20QD:"
devices:
- node: /dev/input/event3
  evdev:
    # Name: AT Translated Set 2 keyboard
    # ID: bus 0x11 vendor 0x1 product 0x1 version 0xab41
    # Supported Events:
    # Event type 0 (EV_SYN)
    # Event type 1 (EV_KEY)
    #   Event code 30 (KEY_A)
    name: "AT Translated Set 2 keyboard"
    id: [17, 1, 1, 43841]
    codes:
      0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] # EV_SYN
      1: [1, 2, 3, 30] # EV_KEY
      4: [4] # EV_MSC
    properties: []
  udev:
    properties:
    - ID_INPUT=1
    - ID_INPUT_KEY=1
    - ID_INPUT_KEYBOARD=1
  quirks:
  events:
  - evdev:
    - [  0,  50000,   4,   4,    30] # EV_MSC / MSC_SCAN                30
    - [  0,  50000,   1,  30,     1] # EV_KEY / KEY_A                    1
    - [  0,  50000,   0,   0,     0] # ------------ SYN_REPORT (0) ------- +50ms
- node: /dev/input/event6
  evdev:
    # Name: ELAN9008:00 04F3:2C82
    # ID: bus 0x18 vendor 0x4f3 product 0x2c82 version 0x100
    # Size in mm: 344x194
    # Supported Events:
    # Event type 0 (EV_SYN)
    # Event type 1 (EV_KEY)
    #   Event code 330 (BTN_TOUCH)
    # Event type 3 (EV_ABS)
    #   Event code 0 (ABS_X)
    #       Value         0
    #       Min           0
    #       Max        4095
    #       Fuzz          0
    #       Flat          0
    #       Resolution   12
    # Properties:
    #   Property 1 (INPUT_PROP_DIRECT)
    name: "ELAN9008:00 04F3:2C82"
    id: [24, 1267, 11394, 256]
    codes:
      0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] # EV_SYN
      1: [330] # EV_KEY
      3: [0, 1, 47, 53, 54, 55, 57, 58] # EV_ABS
      4: [5] # EV_MSC
    absinfo:
      0: [0, 4095, 0, 0, 12]
      1: [0, 2047, 0, 0, 11]
      47: [0, 9, 0, 0, 0]
      53: [0, 4095, 0, 0, 12]
      54: [0, 2047, 0, 0, 11]
      55: [0, 2, 0, 0, 0]
      57: [0, 65535, 0, 0, 0]
      58: [0, 255, 0, 0, 0]
    properties: [1]
  hid: [5, 13, 9, 4, 161, 1, 133, 1]
  udev:
    properties:
    - ID_INPUT=1
    - ID_INPUT_TOUCHSCREEN=1
    - LIBINPUT_DEVICE_GROUP=18/4f3/2c82:i2c-ELAN9008:00
  quirks:
  future_key: {nested: [1, 2, 3]}
  events:
  # Current time is 14:03:11
  - hid:
      time: [  0,      0]
      hidraw0: [1, 2, 3, 4]
  - evdev:
    - [  0,      0,   4,   5,     0] # EV_MSC / MSC_TIMESTAMP            0
    - [  0,      0,   3,  47,     0] # EV_ABS / ABS_MT_SLOT              0
    - [  0,      0,   3,  57,  1420] # EV_ABS / ABS_MT_TRACKING_ID    1420
    - [  0,      0,   3,  53,  1024] # EV_ABS / ABS_MT_POSITION_X     1024
    - [  0,      0,   3,  54,   512] # EV_ABS / ABS_MT_POSITION_Y      512
    - [  0,      0,   3,  58,    64] # EV_ABS / ABS_MT_PRESSURE         64
    - [  0,      0,   1, 330,     1] # EV_KEY / BTN_TOUCH                1
    - [  0,      0,   3,   0,  1024] # EV_ABS / ABS_X                 1024
    - [  0,      0,   3,   1,   512] # EV_ABS / ABS_Y                  512
    - [  0,      0,   0,   0,     0] # ------------ SYN_REPORT (0) ------- +0ms
  - evdev:
    - [  0,   8333,   3,  47,     1] # EV_ABS / ABS_MT_SLOT              1
    - [  0,   8333,   3,  57,  1421] # EV_ABS / ABS_MT_TRACKING_ID    1421
    - [  0,   8333,   3,  53,  3072] # EV_ABS / ABS_MT_POSITION_X     3072
    - [  0,   8333,   3,  54,  1536] # EV_ABS / ABS_MT_POSITION_Y     1536
    - [  0,   8333,   0,   0,     0] # ------------ SYN_REPORT (0) ------- +8ms
  - libinput:
    - {time: 0.008333, type: "TOUCH_DOWN", slot: 1}
  - evdev:
    - [  0,  16666,   3,  47,     0] # EV_ABS / ABS_MT_SLOT              0
    - [  0,  16666,   3,  53,   924] # EV_ABS / ABS_MT_POSITION_X      924
    - [  0,  16666,   3,  47,     1] # EV_ABS / ABS_MT_SLOT              1
    - [  0,  16666,   3,  53,  3172] # EV_ABS / ABS_MT_POSITION_X     3172
    - [  0,  16666,   3,   0,   924] # EV_ABS / ABS_X                  924
    - [  0,  16666,   0,   0,     0] # ------------ SYN_REPORT (0) ------- +8ms
  - evdev:
    - [  1,      0,   3,  47,     0] # EV_ABS / ABS_MT_SLOT              0
    - [  1,      0,   3,  57,    -1] # EV_ABS / ABS_MT_TRACKING_ID      -1
    - [  1,      0,   3,  47,     1] # EV_ABS / ABS_MT_SLOT              1
    - [  1,      0,   3,  57,    -1] # EV_ABS / ABS_MT_TRACKING_ID      -1
    - [  1,      0,   1, 330,     0] # EV_KEY / BTN_TOUCH                0
    - [  1,      0,   0,   0,     0] # ------------ SYN_REPORT (0) ------- +984ms
"""

@Suite struct LibinputRecordingTests {
    @Test func parsesDevicesAbsinfoAndEvents() throws {
        let rec = try LibinputRecording.parse(twoDeviceRecording, file: "pinch.yml")
        #expect(rec.version == 1)
        #expect(rec.devices.count == 2)
        let keyboard = rec.devices[0].device
        #expect(keyboard.name == "AT Translated Set 2 keyboard")
        #expect(keyboard.node == "/dev/input/event3")
        #expect(!keyboard.isTouchDevice)
        #expect(rec.devices[0].events.count == 3)
        let touch = rec.devices[1].device
        #expect(touch.name == "ELAN9008:00 04F3:2C82")
        #expect(touch.absoluteAxes[EvdevCode.ABS_MT_POSITION_X] == AbsoluteAxisInfo(minimum: 0, maximum: 4095, resolution: 12))
        #expect(touch.absoluteAxes[EvdevCode.ABS_MT_POSITION_Y]?.maximum == 2047)
        #expect(touch.codes[EvdevCode.EV_KEY] == [EvdevCode.BTN_TOUCH])
        #expect(touch.properties == [EvdevCode.INPUT_PROP_DIRECT])
        #expect(touch.announcedTouchProtocol == .typeB)
        #expect(touch.touchKind == .direct)
        // hid and libinput entries are ignored; 4 evdev frames.
        #expect(rec.devices[1].events.count == 10 + 5 + 6 + 6)
        #expect(rec.devices[1].events[10] == EvdevEvent(seconds: 0, microseconds: 8333, type: 3, code: 47, value: 1))
    }

    @Test func replaysTheFirstTouchDeviceOntoTheWindow() throws {
        let rec = try LibinputRecording.parse(twoDeviceRecording, file: "pinch.yml")
        let device = try rec.device(.firstTouchDevice, file: "pinch.yml")
        let (frames, diagnostics) = device.frames(windowSize: Size(4095, 2047))
        #expect(summary(frames) == [
            "0: 1420 began 1024 512",
            "0.008: 1421 began 3072 1536",
            "0.017: 1420 moved 924 512; 1421 moved 3172 1536",
            "1: 1420 ended 924 512; 1421 ended 3172 1536",
        ])
        #expect(diagnostics.isEmpty)
        #expect(frames[0].samples[0].force == 64.0 / 255.0 * 2)
    }

    @Test func selectsDevicesByIndexNodeAndName() throws {
        let rec = try LibinputRecording.parse(twoDeviceRecording, file: "pinch.yml")
        #expect(try rec.device(.index(0), file: "f").device.name == "AT Translated Set 2 keyboard")
        #expect(try rec.device(DeviceSelector(argument: "/dev/input/event6"), file: "f").device.name == "ELAN9008:00 04F3:2C82")
        #expect(try rec.device(DeviceSelector(argument: "elan"), file: "f").device.node == "/dev/input/event6")
        #expect(DeviceSelector(argument: "1") == .index(1))
        #expect(DeviceSelector(argument: "auto") == .firstTouchDevice)
        let error = #expect(throws: TouchRecordingError.self) { try rec.device(.index(5), file: "pinch.yml") }
        #expect(error?.description == "pinch.yml: no device 5 in the recording (devices: 0: AT Translated Set 2 keyboard (/dev/input/event3), 1: ELAN9008:00 04F3:2C82 (/dev/input/event6))")
    }

    @Test func deviceWithoutCapabilitiesIsFoundByItsEvents() throws {
        let text = """
        version: 1
        devices:
        - node: /dev/input/event1
          events:
        - node: /dev/input/event2
          events:
          - evdev:
            - [0, 0, 1, 330, 1]
            - [0, 0, 3, 0, 10]
            - [0, 0, 3, 1, 20]
            - [0, 0, 0, 0, 0]
        """
        let rec = try LibinputRecording.parse(text, file: "st.yml")
        let device = try rec.device(.firstTouchDevice, file: "st.yml")
        #expect(device.device.node == "/dev/input/event2")
        // No axis ranges: device units are window points.
        #expect(summary(device.frames(windowSize: Size(100, 100)).frames) == ["0: 1 began 10 20", "0: 1 cancelled 10 20"])
    }

    func parseError(_ text: String) -> String? {
        #expect(throws: TouchRecordingError.self) { try LibinputRecording.parse(text, file: "bad.yml") }?.description
    }

    @Test func errorsNameFileLinePathAndReason() {
        #expect(parseError("""
        version: 1
        devices:
        - node: /dev/input/event6
          events:
          - evdev:
            - [0, 0, 3, 53, 100]
            - [0, 0, 3, 53]
        """) == "bad.yml:7: devices[0].events[0].evdev[1]: expected [sec, usec, type, code, value], got 4 items")
        #expect(parseError("""
        devices:
        - evdev:
            absinfo:
              53: [0, 4095, 0, 0, 12]
              54: [0]
        """) == "bad.yml:5: devices[0].evdev.absinfo.54: expected [min, max, fuzz, flat, resolution], got 1 item")
        #expect(parseError("""
        devices:
        - evdev:
            absinfo:
              ABS_X: [0, 10, 0, 0, 0]
        """) == "bad.yml:4: devices[0].evdev.absinfo.ABS_X: expected an integer, got \"ABS_X\"")
        #expect(parseError("""
        devices:
        - events:
          - evdev:
            - [0, 2000000, 3, 53, 1]
        """) == "bad.yml:4: devices[0].events[0].evdev[0]: invalid time 0 s 2000000 µs (microseconds must be 0 … 999999)")
        #expect(parseError("""
        devices:
        - events:
          - evdev:
            - [0, 0, 3, 53, 99999999999]
        """) == "bad.yml:4: devices[0].events[0].evdev[0]: event value 99999999999 does not fit in 32 bits")
        #expect(parseError("""
        devices:
        - events:
          - evdev: 12
        """) == "bad.yml:3: devices[0].events[0].evdev: expected a list, got \"12\"")
        #expect(parseError("version: 2\ndevices: []\n") == "bad.yml:1: version: unsupported recording version 2 (expected 1)")
        #expect(parseError("version: 1\ndevices: []\n") == "bad.yml:2: devices: the recording has no devices")
        #expect(parseError("version: 1\nndevices: 1\n") == "bad.yml:1: not a libinput recording: no \"devices\" key")
        #expect(parseError("- 1\n- 2\n") == "bad.yml:1: not a libinput recording: expected a mapping with \"devices\" at the top level")
        #expect(parseError("") == "bad.yml: empty file: not a libinput recording")
    }

    @Test func invalidYamlGivesTheLine() {
        let message = parseError("""
        version: 1
        devices:
        - node: /dev/input/event6
          events: [[0, 0
        """)
        // libyaml notices the unclosed list at the end of the input.
        #expect(message == "bad.yml:5: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence)")
        #expect(parseError("devices:\n  - a: 1\n b: 2\n")?.hasPrefix("bad.yml:3: invalid YAML: ") == true)
    }

    @Test func loadsFromAFileAndReportsMissingFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-li-\(getpid())-rec")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("pinch.yml").path
        try twoDeviceRecording.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try LibinputRecording.load(path: path).devices.count == 2)
        let missing = #expect(throws: TouchRecordingError.self) { try LibinputRecording.load(path: dir.path + "/nope.yml") }
        #expect(missing?.description == "\(dir.path)/nope.yml: no such file")
        let directory = #expect(throws: TouchRecordingError.self) { try LibinputRecording.load(path: dir.path) }
        #expect(directory?.description == "\(dir.path): is a directory, not a recording")
    }
}
