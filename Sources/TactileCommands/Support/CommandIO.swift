#if canImport(Glibc)
import Glibc
#endif
import TactileSceneCore

/// Where a command writes: the process's standard output and error, or
/// buffers (the test suite runs commands in-process and reads them).
///
/// A failed write (a full disk, `> /dev/full`, a closed descriptor) never
/// traps: the first one is kept in `failure`, later output is dropped, and
/// `TactileCLI.run` ends with status 1 and a one-line message.
package final class CommandIO {
    private let writeOut: (String) -> String?
    private let writeErr: (String) -> String?
    /// The first failed write to standard output or error, if any.
    @exclusivity(unchecked) package private(set) var failure: CommandFailure?
    /// Whether writing to standard error failed (then nothing more is written there).
    package private(set) var errorStreamFailed = false

    /// Creates an IO that sends text to two closures that never fail.
    package convenience init(out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
        self.init(failableOut: { out($0); return nil }, err: { err($0); return nil })
    }

    /// Creates an IO that sends text to two closures returning why a write
    /// failed (nil when it succeeded).
    package init(failableOut: @escaping (String) -> String?, err: @escaping (String) -> String?) {
        writeOut = failableOut
        writeErr = err
    }

    /// The process's standard output and standard error (unbuffered, so
    /// `tactile live` output appears as it happens).
    package static func standard() -> CommandIO {
        let io = CommandIO(failableOut: { StandardStream.write($0, to: 1) }, err: { StandardStream.write($0, to: 2) })
        io.outputIsTerminal = isatty(1) != 0
        return io
    }

    /// Whether standard output is a terminal (false for a pipe, a file, or
    /// the buffers of the test suite): `playground` refuses to write a page there.
    package var outputIsTerminal = false

    /// Whether `out` collects text and writes it in blocks of about 64 KB
    /// (`flush()` writes the rest); off by default, so output appears as
    /// it is written. `replay` turns it on: millions of lines, few writes.
    package var buffersOutput = false
    /// What `out` has collected (one buffer, reused block after block).
    private let pending = TextBuffer()

    /// Writes to standard output (dropped after a failed write).
    package func out(_ text: String) {
        guard failure == nil else { return }
        guard buffersOutput else { return write(text) }
        pending.append(text)
        if pending.count >= 1 << 16 { flush() }
    }

    /// Writes to standard output what `body` appends to a buffer: with
    /// `buffersOutput`, straight into the collected text, without a `String`
    /// per call (`replay --format jsonl` writes each log line so).
    package func out(writing body: (TextBuffer) -> Void) {
        guard failure == nil else { return }
        guard buffersOutput else {
            let text = TextBuffer()
            body(text)
            return write(text.string)
        }
        body(pending)
        if pending.count >= 1 << 16 { flush() }
    }

    /// Writes what `out` has collected.
    package func flush() {
        guard pending.count > 0 else { return }
        let text = pending.string
        pending.removeAll()
        if failure == nil { write(text) }
    }

    private func write(_ text: String) {
        if let reason = writeOut(text) { failure = .runtime("cannot write to standard output: \(reason)") }
    }

    /// Writes to standard error (dropped after a failed write there), after
    /// what standard output has collected.
    package func err(_ text: String) {
        flush()
        guard !errorStreamFailed else { return }
        if let reason = writeErr(text) {
            errorStreamFailed = true
            if failure == nil { failure = .runtime("cannot write to standard error: \(reason)") }
        }
    }
}

/// Unbuffered writes to a file descriptor with `write(2)`.
enum StandardStream {
    /// Writes all of `text` to `fd`; returns the reason on failure.
    static func write(_ text: String, to fd: Int32) -> String? {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.write(fd, base + offset, buffer.count - offset)
            }
            if n < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += n
        }
        return nil
    }
}

/// A `CommandIO` that keeps what was written.
package final class CapturedIO {
    /// Text written to standard output.
    package private(set) var stdout = ""
    /// Text written to standard error.
    package private(set) var stderr = ""

    /// Creates empty buffers.
    package init() {}

    /// An IO writing into these buffers.
    package var io: CommandIO {
        CommandIO(out: { [self] in stdout += $0 }, err: { [self] in stderr += $0 })
    }
}
