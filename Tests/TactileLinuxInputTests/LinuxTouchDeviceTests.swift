#if canImport(Glibc)
import Testing
import Foundation
import Glibc
import Tactile
@testable import TactileLinuxInput

@Suite struct LinuxTouchDeviceTests {
    /// A two-finger protocol B stream with single-touch emulation, as a touchscreen sends it.
    static var touchStream: [EvdevEvent] {
        var s = EventScript()
        s.down(slot: 0, id: 1420, x: 100, y: 100); s.key(EvdevCode.BTN_TOUCH, 1); s.abs(EvdevCode.ABS_X, 100); s.syn()
        s.at(0.008); s.down(slot: 1, id: 1421, x: 900, y: 900); s.syn()
        s.at(0.016); s.move(slot: 0, x: 150, y: 100); s.syn()
        s.at(0.5); s.up(slot: 0); s.up(slot: 1); s.key(EvdevCode.BTN_TOUCH, 0); s.syn()
        return s.events
    }
    static let expected = ["0: 1420 began 10 20", "0.008: 1421 began 90 180", "0.016: 1420 moved 15 20",
                           "0.5: 1420 ended 15 20; 1421 ended 90 180"]
    static let description = EvdevDeviceDescription(name: "Test Panel", absoluteAxes: testAxes)

    func tempDir(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-li-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    func readAll(_ device: LinuxTouchDevice, windowSize: Size = Size(100, 200)) throws -> [InputFrame] {
        var decoder = device.makeDecoder(windowSize: windowSize)
        var frames: [InputFrame] = []
        while let more = try device.nextFrames(&decoder) { frames += more }
        return frames
    }

    @Test func readsARegularFile() throws {
        let dir = try tempDir("file"); defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("event-touch.bin").path
        try Data(EvdevByteDecoder.encode(Self.touchStream)).write(to: URL(fileURLWithPath: path))
        let device = try LinuxTouchDevice.open(path: path, description: Self.description)
        #expect(!device.isCharacterDevice)
        #expect(summary(try readAll(device)) == Self.expected)
        #expect(try device.readEvents() == nil)
        #expect(device.byteDiagnostics.isEmpty)
    }

    @Test func withoutADescriptionTheStreamDecidesAndUnitsArePoints() throws {
        let dir = try tempDir("nodesc"); defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("capture.evdev").path
        try Data(EvdevByteDecoder.encode(Self.touchStream)).write(to: URL(fileURLWithPath: path))
        let device = try LinuxTouchDevice.open(path: path, sysfsRoot: dir.path)
        #expect(device.deviceDescription.node == path)
        #expect(summary(try readAll(device, windowSize: Size(1000, 1000))).first == "0: 1420 began 100 100")
    }

    @Test func readsAPipeWithRecordsSplitAcrossWrites() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let device = LinuxTouchDevice(fileDescriptor: fds[0], path: "pipe", description: Self.description, closesDescriptor: true)
        var decoder = device.makeDecoder(windowSize: Size(100, 200))
        let bytes = EvdevByteDecoder.encode(Self.touchStream)
        var frames: [InputFrame] = []
        var offset = 0
        // Uneven chunks: records arrive in pieces; each read returns what was written.
        for chunk in [30, 1, 100, 7, 200, bytes.count] where offset < bytes.count {
            let end = min(bytes.count, offset + chunk)
            let written = bytes[offset..<end].withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
            #expect(written == end - offset)
            offset = end
            frames += try device.nextFrames(&decoder) ?? []
        }
        _ = Glibc.close(fds[1])
        while let more = try device.nextFrames(&decoder) { frames += more }
        #expect(summary(frames) == Self.expected)
        #expect(device.byteDiagnostics.isEmpty)
    }

    @Test func readsANamedPipeAndReportsAPartialLastRecord() throws {
        let dir = try tempDir("fifo"); defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("touch.fifo").path
        #expect(mkfifo(path, 0o600) == 0)
        // A writer must exist before a blocking reader opens; O_RDWR does not block on Linux.
        let writer = Glibc.open(path, O_RDWR)
        #expect(writer >= 0)
        let device = try LinuxTouchDevice.open(path: path, description: Self.description)
        let bytes = EvdevByteDecoder.encode(Self.touchStream) + [9, 9, 9, 9, 9]
        let written = bytes.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        #expect(written == bytes.count)
        _ = Glibc.close(writer)
        #expect(summary(try readAll(device)) == Self.expected)
        #expect(device.byteDiagnostics == [.truncatedEvent(byteOffset: bytes.count - 5, length: 5)])
    }

    @Test func streamThatIsNotTouchIsRefused() throws {
        let dir = try tempDir("kbd"); defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("keyboard.evdev").path
        var s = EventScript()
        s.events.append(EvdevEvent(time: 0, type: EvdevCode.EV_MSC, code: 4, value: 30))
        s.key(30, 1); s.syn()
        try Data(EvdevByteDecoder.encode(s.events)).write(to: URL(fileURLWithPath: path))
        let device = try LinuxTouchDevice.open(path: path)
        let error = #expect(throws: LinuxTouchDeviceError.self) { try readAll(device) }
        #expect(error?.description == "not a touch device: \(path) has no touch axes (ABS_MT_POSITION_X/Y, or BTN_TOUCH with ABS_X/Y); it reports EV_KEY")
    }

    @Test func garbageIsNotAnEventStream() throws {
        let dir = try tempDir("garbage"); defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("notes.txt").path
        try "Event: time 1.000000, type 3 (EV_ABS), code 0 (ABS_X), value 1\n".write(toFile: path, atomically: true, encoding: .utf8)
        let device = try LinuxTouchDevice.open(path: path)
        let error = #expect(throws: LinuxTouchDeviceError.self) { try readAll(device) }
        #expect(error == .notAnEventStream(path: path))
        #expect(error?.description == "not an evdev event stream: \(path) (its data are not 24-byte input_event records)")
    }

    /// A fake sysfs tree: the capabilities of a keyboard (event3) and a touchscreen (event7).
    func fakeSysfs(_ root: URL) throws {
        func put(_ rel: String, _ text: String) throws {
            let url = root.appendingPathComponent(rel)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try put("class/input/event3/device/name", "AT Translated Set 2 keyboard\n")
        try put("class/input/event3/device/capabilities/ev", "120013\n")
        try put("class/input/event3/device/capabilities/key", "402000000 3803078f800d001 feffffdfffefffff fffffffffffffffe\n")
        try put("class/input/event3/device/capabilities/msc", "10\n")
        try put("class/input/event3/device/properties", "0\n")
        try put("class/input/event7/device/name", "ELAN9008:00 04F3:2C82\n")
        try put("class/input/event7/device/capabilities/ev", "b\n")
        try put("class/input/event7/device/capabilities/key", "400 0 0 0 0 0\n")
        try put("class/input/event7/device/capabilities/abs", "260800000000003\n")
        try put("class/input/event7/device/properties", "2\n")
    }

    @Test func sysfsCapabilitiesDecideBeforeReading() throws {
        let dir = try tempDir("sysfs"); defer { try? FileManager.default.removeItem(at: dir) }
        let sys = dir.appendingPathComponent("sys")
        try fakeSysfs(sys)
        let keyboard = dir.appendingPathComponent("event3").path
        let touch = dir.appendingPathComponent("event7").path
        try Data(EvdevByteDecoder.encode(Self.touchStream)).write(to: URL(fileURLWithPath: keyboard))
        try Data(EvdevByteDecoder.encode(Self.touchStream)).write(to: URL(fileURLWithPath: touch))

        let error = #expect(throws: LinuxTouchDeviceError.self) { try LinuxTouchDevice.open(path: keyboard, sysfsRoot: sys.path) }
        #expect(error?.description == "not a touch device: \(keyboard) (\"AT Translated Set 2 keyboard\") has no touch axes (ABS_MT_POSITION_X/Y, or BTN_TOUCH with ABS_X/Y); it reports EV_KEY, EV_MSC, EV_LED, EV_REP")

        // A symbolic link (like /dev/input/by-id/…-event-touch) resolves to the event node.
        let link = dir.appendingPathComponent("by-id-touch").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: touch)
        let device = try LinuxTouchDevice.open(path: link, sysfsRoot: sys.path)
        let d = device.deviceDescription
        #expect(d.name == "ELAN9008:00 04F3:2C82")
        #expect(d.codes[EvdevCode.EV_ABS] == [0, 1, 47, 53, 54, 57])
        #expect(d.codes[EvdevCode.EV_KEY] == [EvdevCode.BTN_TOUCH])
        #expect(d.properties == [EvdevCode.INPUT_PROP_DIRECT])
        #expect(d.announcedTouchProtocol == .typeB)
        #expect(d.absoluteAxes.isEmpty)   // not a character device: no EVIOCGABS
        #expect(summary(try readAll(device, windowSize: Size(1000, 1000))).first == "0: 1420 began 100 100")
    }

    @Test func sysfsBitmasks() {
        #expect(SysfsInputDevice.bits("b") == [0, 1, 3])
        #expect(SysfsInputDevice.bits("400 0 0 0 0 0") == [330])
        #expect(SysfsInputDevice.bits("1 8000000000000000") == [63, 64])
        #expect(SysfsInputDevice.bits("zz 1") == [0])
    }

    @Test func missingPathsDirectoriesAndPermissions() throws {
        let dir = try tempDir("errors"); defer { try? FileManager.default.removeItem(at: dir) }
        let missing = #expect(throws: LinuxTouchDeviceError.self) { try LinuxTouchDevice.open(path: "/dev/input/event99") }
        #expect(missing?.description == "no such device: /dev/input/event99 (list input devices with `libinput list-devices` or `ls /dev/input/by-id`)")
        let directory = #expect(throws: LinuxTouchDeviceError.self) { try LinuxTouchDevice.open(path: dir.path) }
        #expect(directory?.description == "cannot read \(dir.path): is a directory, not an input device")

        #expect(LinuxTouchDeviceError(path: "/dev/input/event5", errno: EACCES).description
                == "permission denied: cannot read /dev/input/event5 (run as root, or add your user to the \"input\" group)")
        #expect(LinuxTouchDeviceError(path: "/dev/input/event5", errno: ENODEV).description
                == "device removed: /dev/input/event5 stopped sending events (unplugged?)")
        #expect(LinuxTouchDeviceError(path: "/dev/input/event5", errno: EIO).description
                == "cannot read /dev/input/event5: Input/output error")
        if getuid() != 0 {   // root reads any file, so the real check needs another user
            let path = dir.appendingPathComponent("locked").path
            try Data([0]).write(to: URL(fileURLWithPath: path))
            #expect(chmod(path, 0) == 0)
            let denied = #expect(throws: LinuxTouchDeviceError.self) { try LinuxTouchDevice.open(path: path) }
            #expect(denied == .permissionDenied(path: path))
        }
    }
}
#endif
