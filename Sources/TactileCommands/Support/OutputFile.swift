import TactileScene

/// Every file a command writes — `replay`/`live`/`demo --report`, `record -o`,
/// `playground -o`, `replay --speak` — goes through here, so each follows
/// docs/formats.md "Outputs" the same way: a regular file appears complete
/// or not at all (a temporary file next to it, renamed into place), a
/// symbolic link keeps its meaning, a device node or FIFO is written
/// directly and never replaced, and the temporary file is guarded against
/// SIGINT, SIGTERM and SIGHUP before it exists (`TemporaryFileCleanup`).
enum OutputFile {
    /// Opens `path` for writing; `commit(_:)` or `discard(_:)` must follow.
    static func open(_ path: String) throws(CommandFailure) -> AtomicFileWriter {
        do {
            return try AtomicFileWriter(path: path, willCreateTemporaryFile: { TemporaryFileCleanup.guardFile($0) })
        } catch {
            TemporaryFileCleanup.release()
            throw .runtime(error.description)
        }
    }

    /// Moves the finished file into place (or closes a device), then stops guarding it.
    static func commit(_ file: AtomicFileWriter) throws(CommandFailure) {
        defer { TemporaryFileCleanup.release() }
        do { try file.commit() } catch { throw .runtime(error.description) }
    }

    /// Removes the temporary file: nothing appears at the path.
    static func discard(_ file: AtomicFileWriter) {
        file.discard()
        TemporaryFileCleanup.release()
    }

    /// Writes `text` to `path` (complete or not at all).
    static func write(_ text: String, to path: String) throws(CommandFailure) {
        try write(bytes: Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path` (complete or not at all).
    static func write(bytes: [UInt8], to path: String) throws(CommandFailure) {
        let file = try open(path)
        do { try file.append(bytes: bytes) } catch {
            discard(file)
            throw .runtime(error.description)
        }
        try commit(file)
    }
}
