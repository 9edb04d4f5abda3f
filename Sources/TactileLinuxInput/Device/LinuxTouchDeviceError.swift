#if canImport(Glibc)
import Glibc
#endif

/// Why a live touch device cannot be used, as one line the CLI prints before
/// exiting non-zero.
public enum LinuxTouchDeviceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path does not exist.
    case noSuchDevice(path: String)
    /// The path exists but this user may not read it.
    case permissionDenied(path: String)
    /// The device reports no touches; `name` and the event `types` it does report help the user pick another.
    case notATouchDevice(path: String, name: String?, types: [String])
    /// The data read are not kernel input events.
    case notAnEventStream(path: String)
    /// The device went away while being read (unplugged).
    case deviceRemoved(path: String)
    /// Any other failure to open or read, with the system's reason.
    case unreadable(path: String, reason: String)

    #if canImport(Glibc)
    /// The error for a failed `open(2)`/`read(2)` with `errno` `code`.
    public init(path: String, errno code: Int32) {
        switch code {
        case ENOENT, ENOTDIR, ENXIO: self = .noSuchDevice(path: path)
        case EACCES, EPERM: self = .permissionDenied(path: path)
        case ENODEV: self = .deviceRemoved(path: path)
        default: self = .unreadable(path: path, reason: String(cString: strerror(code)))
        }
    }
    #endif

    /// The one-line explanation the CLI prints before exiting non-zero.
    public var description: String {
        switch self {
        case .noSuchDevice(let path):
            return "no such device: \(path) (list input devices with `libinput list-devices` or `ls /dev/input/by-id`)"
        case .permissionDenied(let path):
            return "permission denied: cannot read \(path) (run as root, or add your user to the \"input\" group)"
        case let .notATouchDevice(path, name, types):
            let named = name.map { " (\"\($0)\")" } ?? ""
            let reports = types.isEmpty ? "" : "; it reports \(types.joined(separator: ", "))"
            return "not a touch device: \(path)\(named) has no touch axes (ABS_MT_POSITION_X/Y, or BTN_TOUCH with ABS_X/Y)\(reports)"
        case .notAnEventStream(let path):
            return "not an evdev event stream: \(path) (its data are not 24-byte input_event records)"
        case .deviceRemoved(let path):
            return "device removed: \(path) stopped sending events (unplugged?)"
        case let .unreadable(path, reason):
            return "cannot read \(path): \(reason)"
        }
    }
}
