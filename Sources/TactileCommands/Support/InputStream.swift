#if canImport(Glibc)
import Glibc
#endif

/// An input file or pipe read front to back with `read(2)`. Bytes looked at
/// with `peek(_:)` (to tell formats apart) are kept and read again, so a
/// pipe, which can be read only once, still streams from its first byte. A
/// device (`/dev/zero` never ends) is read up to `InputFiles.maximumDeviceBytes`:
/// more is an error, so no device can keep a command reading.
package final class InputStream {
    /// The path, for errors.
    let path: String
    private let fd: Int32
    private var peeked: [UInt8] = []
    /// The most bytes read from the file (a device's cap), and how many were.
    private let limit: Int
    private var bytesRead = 0

    /// Opens `path` (errors as `InputFiles.openForReading` words them, status 2).
    init(path: String) throws(CommandFailure) {
        self.path = path
        fd = try InputFiles.openForReading(path)
        limit = InputFiles.isDevice(path) ? InputFiles.maximumDeviceBytes : .max
    }

    deinit { close(fd) }

    /// Up to the first `count` bytes, kept for the reads that follow.
    func peek(_ count: Int) throws(CommandFailure) -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: count)
        while peeked.count < count {
            let n = try readFromFile(into: &chunk, at: 0, count: count - peeked.count)
            if n == 0 { break }
            peeked += chunk[..<n]
        }
        return peeked
    }

    /// Reads up to `count` bytes into `buffer` from `offset` on (the buffer
    /// must hold them); returns how many, 0 at the end.
    func read(into buffer: inout [UInt8], at offset: Int = 0, count: Int) throws(CommandFailure) -> Int {
        if !peeked.isEmpty {
            let n = min(count, peeked.count)
            buffer.replaceSubrange(offset..<(offset + n), with: peeked[..<n])
            peeked.removeFirst(n)
            return n
        }
        return try readFromFile(into: &buffer, at: offset, count: count)
    }

    /// All the remaining bytes; more than `limit` is an error saying `tooLarge`.
    func readAll(limit: Int, tooLarge: String) throws(CommandFailure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = try read(into: &chunk, count: chunk.count)
            if n == 0 { return bytes }
            bytes += chunk[..<n]
            if bytes.count > limit { throw .usage("\(path): \(tooLarge)") }
        }
    }

    private func readFromFile(into buffer: inout [UInt8], at offset: Int, count: Int) throws(CommandFailure) -> Int {
        while true {
            let n = buffer.withUnsafeMutableBytes { b -> Int in
                guard let base = b.baseAddress else { return 0 }
                return Glibc.read(fd, base + offset, min(count, b.count - offset))
            }
            if n >= 0 {
                bytesRead += n
                if bytesRead > limit {
                    throw .usage("\(path): a device that gives more than \(limit >> 20) MB, the most read from one (docs/formats.md, \"Size limits\"; tactile live and tactile record read input devices)")
                }
                return n
            }
            if errno == EINTR { continue }
            throw .usage("\(path): cannot read the file: \(String(cString: strerror(errno)))")
        }
    }
}
