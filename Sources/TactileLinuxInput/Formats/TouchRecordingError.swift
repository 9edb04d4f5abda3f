/// A recording file (`libinput record` YAML, `evtest` log, raw evdev bytes) that
/// cannot be read: names the file, where in it (line, and the YAML path for
/// recordings) and the reason, on one line:
/// `touch.yml:14: devices[0].events[2].evdev[1]: expected [sec, usec, type, code, value], got 4 items`.
public struct TouchRecordingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// 1-based line number, when known.
    public var line: Int?
    /// The YAML path (`devices[0].evdev.absinfo.53`), when known.
    public var path: String?
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    public init(file: String, line: Int? = nil, path: String? = nil, reason: String) {
        self.file = file; self.line = line; self.path = path; self.reason = reason
    }

    /// `FILE[:LINE]: [PATH: ]REASON`.
    public var description: String {
        var s = file
        if let line { s += ":\(line)" }
        s += ": "
        if let path, !path.isEmpty { s += "\(path): " }
        return s + reason
    }
}
