import Foundation

/// Reads recording files whole, turning file-system failures into one-line
/// `TouchRecordingError`s (missing, a directory, unreadable with the
/// system's reason, empty, larger than `TouchRecordingFile.maximumFileSize`
/// — so an endless device such as `/dev/zero` stops there, in bounded
/// memory; text that is not UTF-8 with the line of the first bad byte).
enum RecordingFileReader {
    static func bytes(path: String) throws(TouchRecordingError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw TouchRecordingError(file: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw TouchRecordingError(file: path, reason: "is a directory, not a recording") }
        // Read through a descriptor: `FileManager.contents` gives nil for
        // /dev/null and pipes, which is not a permission problem.
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw TouchRecordingError(file: path, reason: "cannot be read: \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { b -> Int in
                guard let base = b.baseAddress else { return 0 }
                return read(fd, base, b.count)
            }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw TouchRecordingError(file: path, reason: "cannot be read: \(String(cString: strerror(errno)))") }
            if n == 0 { break }
            bytes += chunk[..<n]
            if bytes.count > TouchRecordingFile.maximumFileSize {
                throw TouchRecordingError(file: path, reason: TouchRecordingFile.tooLargeReason)
            }
        }
        if bytes.isEmpty { throw TouchRecordingError(file: path, reason: "empty file") }
        return bytes
    }

    static func text(path: String) throws(TouchRecordingError) -> String {
        try text(bytes(path: path), file: path)
    }

    /// `bytes` as UTF-8 text; a NUL byte or an invalid UTF-8 sequence is an
    /// error naming its line (such a file is not a text recording).
    static func text(_ bytes: [UInt8], file: String) throws(TouchRecordingError) -> String {
        var line = 1
        var lineStart = 0
        for i in 0...bytes.count {
            guard i == bytes.count || bytes[i] == UInt8(ascii: "\n") else { continue }
            let slice = bytes[lineStart..<i]
            let nul = slice.firstIndex(of: 0)
            // Whichever comes first on the line: invalid UTF-8 or a NUL byte.
            if String(validating: slice[..<(nul ?? i)], as: UTF8.self) == nil {
                throw TouchRecordingError(file: file, line: line, reason: "invalid UTF-8: not a text recording")
            }
            if let nul {
                throw TouchRecordingError(file: file, line: line, reason: "a NUL byte at column \(nul - lineStart + 1): not a text recording")
            }
            line += 1
            lineStart = i + 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
