import Foundation

/// A file that appears at its final path complete or not at all.
///
/// Text is appended to a hidden temporary file next to the destination
/// (same directory, so the final `rename(2)` is atomic); `commit()` flushes
/// and renames it into place, `discard()` removes it. A writer neither
/// committed nor discarded removes its temporary file when released.
public final class AtomicFileWriter {
    /// The destination path.
    public let path: String
    /// The temporary file's path.
    public let temporaryPath: String
    private var handle: FileHandle?
    private var finished = false

    /// Creates the temporary file next to `path`.
    public init(path: String) throws(FileWriteError) {
        self.path = path
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        temporaryPath = (dir.isEmpty ? "." : dir) + "/.\(name).\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporaryPath, contents: nil) else {
            throw FileWriteError(path: path, reason: "cannot create a file in \(dir.isEmpty ? "." : dir)")
        }
        guard let h = FileHandle(forWritingAtPath: temporaryPath) else {
            try? FileManager.default.removeItem(atPath: temporaryPath)
            throw FileWriteError(path: path, reason: "cannot open a temporary file for writing")
        }
        handle = h
    }

    /// Appends UTF-8 text.
    public func append(_ text: String) throws(FileWriteError) {
        guard let handle, !finished else { throw FileWriteError(path: path, reason: "the file is already closed") }
        do { try handle.write(contentsOf: Data(text.utf8)) } catch {
            throw FileWriteError(path: path, reason: "write failed: \(error.localizedDescription)")
        }
    }

    /// Flushes the temporary file and renames it to `path` (replacing any file there).
    public func commit() throws(FileWriteError) {
        guard let handle, !finished else { throw FileWriteError(path: path, reason: "the file is already closed") }
        finished = true
        do {
            try handle.synchronize()
            try handle.close()
        } catch {
            try? FileManager.default.removeItem(atPath: temporaryPath)
            throw FileWriteError(path: path, reason: "write failed: \(error.localizedDescription)")
        }
        self.handle = nil
        if rename(temporaryPath, path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporaryPath)
            throw FileWriteError(path: path, reason: "cannot move the finished file into place: \(reason)")
        }
    }

    /// Removes the temporary file; nothing appears at `path`.
    public func discard() {
        guard !finished else { return }
        finished = true
        try? handle?.close()
        handle = nil
        try? FileManager.default.removeItem(atPath: temporaryPath)
    }

    deinit { discard() }
}

/// A file that could not be written.
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The destination path.
    public var path: String
    /// Why.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `PATH: reason`.
    public var description: String { "\(path): \(reason)" }
}
