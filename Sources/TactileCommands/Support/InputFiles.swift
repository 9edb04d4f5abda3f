#if canImport(Glibc)
import Glibc
#endif
import TactileScene

/// Reads the files named on the command line.
package enum InputFiles {
    /// The text of `path`, or a one-line explanation (status 2) of why it
    /// cannot be read: missing, a directory, unreadable (with the system's
    /// reason), empty, or not UTF-8 text (with the line of the first bad byte).
    /// With `allowBinary` only checks that the file is readable (and returns "").
    package static func readText(_ path: String, allowBinary: Bool = false) throws(CommandFailure) -> String {
        let bytes = try readBytes(path)
        if allowBinary { return "" }
        if bytes.isEmpty { throw .usage("\(path): empty file") }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .usage("\(path):\(lineOfFirstInvalidByte(bytes)): not UTF-8 text")
        }
        return text
    }

    /// The bytes of `path` (errors as for `readText`).
    package static func readBytes(_ path: String) throws(CommandFailure) -> [UInt8] {
        let fd = try openForReading(path)
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { b -> Int in
                guard let base = b.baseAddress else { return 0 }
                return read(fd, base, b.count)
            }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw .usage("\(path): cannot read the file: \(String(cString: strerror(errno)))") }
            if n == 0 { return bytes }
            bytes += chunk[..<n]
        }
    }

    /// Whether `path` is a regular file (links followed); false for pipes,
    /// devices and missing files.
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Opens `path` read-only: a descriptor, or why not (status 2).
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
