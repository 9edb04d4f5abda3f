#if canImport(Glibc)
import Glibc
#endif

/// Reads a file or pipe line by line through a 64 KB buffer, so a trace of
/// any length is read in constant memory. Lines are split at `\n` (the `\n`
/// is not part of the line).
final class FileLineReader {
    /// The path, for errors.
    var path: String { input.path }
    private let input: InputStream
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// The longest line accepted; a longer one is an error, not a memory hog.
    static let maximumLineLength = 16 << 20

    /// Opens `path` for reading (errors as `InputFiles` words them, status 2).
    convenience init(path: String) throws(CommandFailure) {
        self.init(try InputStream(path: path))
    }

    /// Reads the lines of `input` from where it is.
    init(_ input: InputStream) {
        self.input = input
    }

    /// The next line, or nil at the end of the file.
    func next() throws(CommandFailure) -> ArraySlice<UInt8>? {
        var searchFrom = start
        while true {
            if let i = newline(from: searchFrom) {
                let line = buffer[start..<i]
                start = i + 1
                return line
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                start = buffer.count
                return line
            }
            if buffer.count - start > Self.maximumLineLength {
                throw .usage("\(path): a line is longer than \(Self.maximumLineLength >> 20) MB")
            }
            // Drop what was consumed, then read more.
            if start > 0 {
                buffer.removeSubrange(0..<start)
                start = 0
            }
            searchFrom = buffer.count
            try fill()
        }
    }

    /// The index of the first `\n` at or after `start` (`memchr`: a 16 MB
    /// line is searched at memory speed, also in a debug build).
    private func newline(from start: Int) -> Int? {
        buffer.withUnsafeBufferPointer { b -> Int? in
            guard start < b.count, let base = b.baseAddress,
                  let p = memchr(base + start, 0x0A, b.count - start) else { return nil }
            return base.distance(to: p.assumingMemoryBound(to: UInt8.self))
        }
    }

    private static let chunk = [UInt8](repeating: 0, count: 1 << 16)

    private func fill() throws(CommandFailure) {
        let chunk = Self.chunk.count
        let old = buffer.count
        buffer += Self.chunk
        let n: Int
        do { n = try input.read(into: &buffer, at: old, count: chunk) } catch {
            buffer.removeSubrange(old...)
            throw error
        }
        buffer.removeSubrange((old + n)...)
        if n == 0 { atEnd = true }
    }
}
