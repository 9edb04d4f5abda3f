#if canImport(Glibc)
import Glibc
import Tactile

/// A live Linux touch device (`/dev/input/eventN`), or any path, pipe or file
/// descriptor carrying the same byte stream, read with `read(2)`.
///
/// Opening checks that it is a touch device: for `/dev/input/eventN` (also
/// through `/dev/input/by-id/…` links) from sysfs capabilities, with the axis
/// ranges read by the `EVIOCGABS` ioctl; for files and pipes from `description`
/// when given, otherwise from the stream itself (the first report that carries
/// key, relative or absolute events but no touch events fails). Failures are
/// `LinuxTouchDeviceError`s with a one-line explanation.
///
///     let device = try LinuxTouchDevice.open(path: "/dev/input/event5")
///     var decoder = device.makeDecoder(windowSize: Size(1920, 1080))
///     while let frames = try device.nextFrames(&decoder) { for f in frames { dispatcher.handle(f) } }
public final class LinuxTouchDevice {
    /// The path as given.
    public let path: String
    /// What is known about the device (empty for a file or pipe without a description).
    public let deviceDescription: EvdevDeviceDescription
    /// True when the path is a character device (a real evdev node).
    public let isCharacterDevice: Bool

    private var fd: Int32
    private let ownsDescriptor: Bool
    private var bytes = EvdevByteDecoder()
    private var verified: Bool
    private var reportHasOtherEvents = false
    private var otherTypes: Set<UInt16> = []
    private var ended = false
    private var buffer = [UInt8](repeating: 0, count: 64 * 24)

    /// Opens `path` for reading (blocking reads). `description` overrides what
    /// sysfs and ioctls report (needed for the axis ranges of files and pipes);
    /// `sysfsRoot` is where sysfs is mounted.
    public static func open(path: String, description: EvdevDeviceDescription? = nil,
                            sysfsRoot: String = "/sys") throws(LinuxTouchDeviceError) -> LinuxTouchDevice {
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw LinuxTouchDeviceError(path: path, errno: errno) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            _ = Glibc.close(fd)
            throw LinuxTouchDeviceError(path: path, errno: code)
        }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR {
            _ = Glibc.close(fd)
            throw .unreadable(path: path, reason: "is a directory, not an input device")
        }
        let isChar = kind == S_IFCHR
        var resolved = description
        if resolved == nil {
            let eventName = Self.eventName(path)
            if var d = SysfsInputDevice.description(eventName: eventName, root: sysfsRoot) {
                if isChar { d.absoluteAxes = Self.absoluteAxes(fd: fd, codes: d.codes[EvdevCode.EV_ABS] ?? []) }
                d.node = path
                resolved = d
            }
        }
        let device = LinuxTouchDevice(fd: fd, owns: true, path: path, description: resolved ?? EvdevDeviceDescription(node: path),
                                      isCharacterDevice: isChar)
        if let d = resolved, d.hasCapabilities, !d.isTouchDevice {
            throw .notATouchDevice(path: path, name: d.name, types: d.codes.keys.sorted().compactMap { t in
                t == EvdevCode.EV_SYN ? nil : EvdevCode.typeName(t) ?? "type \(t)"
            })
        }
        return device
    }

    /// Reads from an already open descriptor (a pipe, standard input). The
    /// descriptor is not closed by `close()` unless `closesDescriptor` is true.
    public init(fileDescriptor: Int32, path: String, description: EvdevDeviceDescription? = nil, closesDescriptor: Bool = false) {
        fd = fileDescriptor
        ownsDescriptor = closesDescriptor
        self.path = path
        deviceDescription = description ?? EvdevDeviceDescription(node: path)
        isCharacterDevice = false
        verified = deviceDescription.hasCapabilities
    }

    private init(fd: Int32, owns: Bool, path: String, description: EvdevDeviceDescription, isCharacterDevice: Bool) {
        self.fd = fd
        ownsDescriptor = owns
        self.path = path
        deviceDescription = description
        self.isCharacterDevice = isCharacterDevice
        verified = description.hasCapabilities
    }

    deinit { close() }

    /// Closes the descriptor (when this object owns it). Reading afterwards ends the stream.
    public func close() {
        if fd >= 0 && ownsDescriptor { _ = Glibc.close(fd) }
        fd = -1
    }

    /// A decoder mapping this device onto a window of `windowSize`.
    public func makeDecoder(windowSize: Size, options: TouchInputOptions = TouchInputOptions()) -> EvdevTouchDecoder {
        options.makeDecoder(device: deviceDescription, windowSize: windowSize)
    }

    /// Blocks until events arrive and returns them; `[]` when a non-blocking
    /// descriptor has nothing; `nil` at the end of the stream (reported once the
    /// byte decoder has flushed; see `byteDiagnostics`).
    public func readEvents() throws(LinuxTouchDeviceError) -> [EvdevEvent]? {
        guard !ended, fd >= 0 else { ended = true; return nil }
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                let events = bytes.decode(buffer[0..<n])
                if bytes.eventCount == 0 && bytes.implausibleRecordCount > 0 { throw .notAnEventStream(path: path) }
                try verify(events)
                return events
            }
            if n == 0 {
                bytes.finish()
                ended = true
                return nil
            }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK { return [] }
            throw LinuxTouchDeviceError(path: path, errno: code)
        }
    }

    /// Reads and decodes: returns the frames completed by the next read (often
    /// none or one), the frames cancelling contacts still down when the stream
    /// ends, then `nil`.
    public func nextFrames(_ decoder: inout EvdevTouchDecoder) throws(LinuxTouchDeviceError) -> [InputFrame]? {
        guard let events = try readEvents() else {
            guard !finished else { return nil }
            finished = true
            let frames = decoder.finish()
            return frames.isEmpty ? nil : frames
        }
        return decoder.decode(events)
    }
    private var finished = false

    /// What the byte decoder skipped or dropped so far (garbage records, a truncated tail).
    public var byteDiagnostics: [EvdevDiagnostic] { bytes.diagnostics }

    /// Returns and clears `byteDiagnostics` (a long session drains them so they do not pile up).
    public func takeByteDiagnostics() -> [EvdevDiagnostic] { bytes.takeDiagnostics() }

    // MARK: Checks

    /// The stream check for devices without known capabilities: the first report
    /// with key, relative or absolute events must carry touch events.
    private func verify(_ events: [EvdevEvent]) throws(LinuxTouchDeviceError) {
        guard !verified else { return }
        for e in events {
            switch e.type {
            case EvdevCode.EV_ABS where EvdevCode.isMultitouchAxis(e.code) || e.code == EvdevCode.ABS_X || e.code == EvdevCode.ABS_Y,
                 EvdevCode.EV_KEY where e.code == EvdevCode.BTN_TOUCH:
                verified = true
                return
            case EvdevCode.EV_SYN:
                if e.code == EvdevCode.SYN_REPORT && reportHasOtherEvents {
                    throw .notATouchDevice(path: path, name: deviceDescription.name,
                                           types: otherTypes.sorted().map { EvdevCode.typeName($0) ?? "type \($0)" })
                }
            case EvdevCode.EV_MSC:
                break
            default:
                reportHasOtherEvents = true
                otherTypes.insert(e.type)
            }
        }
    }

    // MARK: Device facts

    /// `"event5"` for `/dev/input/event5` and for symbolic links to it.
    private static func eventName(_ path: String) -> String {
        var resolved = path
        if let real = realpath(path, nil) {
            resolved = String(cString: real)
            free(real)
        }
        return String(resolved.split(separator: "/").last ?? "")
    }

    /// Axis ranges via `EVIOCGABS(code)` = `_IOR('E', 0x40 + code, struct input_absinfo)`
    /// (the generic ioctl encoding used by x86_64 and aarch64: read = 2 << 30,
    /// size 24 << 16, type 'E' << 8). Axes the ioctl refuses are left out.
    private static func absoluteAxes(fd: Int32, codes: Set<UInt16>) -> [UInt16: AbsoluteAxisInfo] {
        var axes: [UInt16: AbsoluteAxisInfo] = [:]
        for code in codes.sorted() where code <= EvdevCode.ABS_MAX {
            var info = [Int32](repeating: 0, count: 6)   // value, minimum, maximum, fuzz, flat, resolution
            let request = (UInt(2) << 30) | (UInt(24) << 16) | (UInt(0x45) << 8) | UInt(0x40 + code)
            let result = info.withUnsafeMutableBytes { raw -> Int32 in
                guard let p = raw.baseAddress else { return -1 }
                return ioctl(fd, request, p)
            }
            if result == 0 {
                axes[code] = AbsoluteAxisInfo(minimum: info[1], maximum: info[2], fuzz: info[3], flat: info[4], resolution: info[5])
            }
        }
        return axes
    }
}
#endif
