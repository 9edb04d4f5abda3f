#if canImport(Glibc)
import Glibc
#endif
import TactileScene

/// Reads the files named on the command line.
package enum InputFiles {
    /// The largest scene file read: 64 MB (docs/formats.md, "Size limits").
    /// A scene is parsed whole; a longer file (or an endless one) is refused
    /// there, in bounded memory.
    package static let maximumSceneSize = 64 << 20

    /// The most bytes read from a device given as a scene or trace (`/dev/zero`
    /// never ends): 64 MB (docs/formats.md, "Size limits"); `tactile live` and
    /// `tactile record` read input devices.
    package static let maximumDeviceBytes = 64 << 20

    /// Whether `path` is a character or block device (links followed).
    static func isDevice(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let kind = info.st_mode & S_IFMT
        return kind == S_IFCHR || kind == S_IFBLK
    }

    /// The text of `path`, or a one-line explanation (status 2) of why it
    /// cannot be read: missing, a directory or device, unreadable (with the
    /// system's reason), larger than `maximumSceneSize`, empty, or not UTF-8
    /// text (with the line of the first bad byte). With `allowBinary` only
    /// checks that the file is readable (and returns "").
    package static func readText(_ path: String, allowBinary: Bool = false) throws(CommandFailure) -> String {
        let bytes = try readBytes(path)
        if allowBinary { return "" }
        if bytes.isEmpty { throw .usage("\(path): empty file") }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .usage("\(path):\(lineOfFirstInvalidByte(bytes)): not UTF-8 text")
        }
        return text
    }

    /// The bytes of `path`, at most `maximumSceneSize` (errors as for `readText`).
    package static func readBytes(_ path: String) throws(CommandFailure) -> [UInt8] {
        try InputStream(path: path).readAll(limit: maximumSceneSize, tooLarge:
            "larger than \(maximumSceneSize >> 20) MB, the most a scene file may hold (docs/formats.md, \"Size limits\")")
    }

    /// Whether `path` is a regular file (links followed); false for pipes,
    /// devices and missing files.
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Opens `path` read-only: a descriptor, or why not (status 2). A
    /// directory is refused; a device is read like a pipe, up to
    /// `maximumDeviceBytes` (`InputStream`).
    static func openForReading(_ path: String) throws(CommandFailure) -> Int32 {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw .usage("\(path): no such file") }
            throw .usage("\(path): cannot read the file: \(String(cString: strerror(errno)))")
        }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw .usage("\(path): is a directory, not a file") }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .usage("\(path): cannot read the file: \(String(cString: strerror(errno)))") }
        return fd
    }

    /// The 1-based line of the first byte that is not valid UTF-8.
    static func lineOfFirstInvalidByte(_ bytes: [UInt8]) -> Int {
        var line = 1
        var lineStart = 0
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") {
            if String(validating: bytes[lineStart..<i], as: UTF8.self) == nil { return line }
            line += 1
            lineStart = i + 1
        }
        return line
    }

    /// Reads and validates a scene file.
    package static func scene(_ path: String) throws(CommandFailure) -> Scene {
        let text = try readText(path)
        do { return try SceneParser().parse(text, file: path) } catch { throw .format(error) }
    }
}
