import Foundation

/// A file that appears at its final path complete or not at all.
///
/// Text is appended to a hidden temporary file next to the destination
/// (same directory, so the final `rename(2)` is atomic); `commit()` flushes
/// and renames it into place, `discard()` removes it. A writer neither
/// committed nor discarded removes its temporary file when released.
///
/// The path keeps its meaning: a symbolic link is followed (the file it
/// points to is replaced, the link stays), and a destination that exists
/// but is not a regular file — a device node such as `/dev/stdout`'s
/// target, a FIFO — is written directly, with no temporary file (it cannot
/// be replaced atomically, and replacing it would destroy it). Write errors
/// carry the system's reason (`No space left on device`, `File too large`).
package final class AtomicFileWriter {
    /// The destination path as given.
    package let path: String
    /// Where the text goes in the end: `path` with symbolic links followed.
    package let destination: String
    /// The temporary file's path; nil when the destination is written directly.
    package let temporaryPath: String?
    private var fd: Int32
    private var finished = false

    /// Creates the temporary file next to the destination, or opens a
    /// device or FIFO destination for writing. `willCreateTemporaryFile`
    /// gets the temporary file's path before the file exists (a command
    /// guards it against signals there, so none can leave it behind).
    package init(path: String, willCreateTemporaryFile: (String) -> Void = { _ in }) throws(FileWriteError) {
        self.path = path
        var info = stat()
        if stat(path, &info) == 0 {
            // `stat` follows links the way the kernel does (also /proc/self/fd/N,
            // whose target may be a pipe with no path).
            let kind = info.st_mode & S_IFMT
            if kind == S_IFDIR { throw FileWriteError(path: path, reason: "is a directory") }
            if kind != S_IFREG {
                let fd = open(path, O_WRONLY | O_CLOEXEC)
                guard fd >= 0 else { throw FileWriteError(path: path, reason: "cannot open for writing: \(Self.systemReason())") }
                self.fd = fd
                destination = path
                temporaryPath = nil
                return
            }
        }
        let target = Self.followingLinks(path)
        destination = target
        let (dir, name) = Self.split(target)
        let temporary = dir + "/.\(name).\(getpid()).tmp"
        willCreateTemporaryFile(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileWriteError(path: path, reason: Self.cannotCreate(in: dir)) }
        self.fd = fd
        temporaryPath = temporary
    }

    /// Why no file can be created in `dir` (errno set by the failed `open`):
    /// a missing directory, or the system's reason in the project's words.
    private static func cannotCreate(in dir: String) -> String {
        let code = errno
        var info = stat()
        let dirExists = stat(dir, &info) == 0
        if code == ENOENT || code == ENOTDIR {
            if !dirExists { return "cannot write: the directory \(dir) does not exist" }
            // /proc, /sys: the directory exists but refuses new files.
            return "cannot write: the file system of \(dir) does not allow creating files"
        }
        return "cannot create a file in \(dir): \(String(cString: strerror(code)))"
    }

    /// The directory (`.` when none) and the last component of `path`.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let dir = String(path[..<slash])
        return (dir.isEmpty ? "/" : dir, String(path[path.index(after: slash)...]))
    }

    /// Appends UTF-8 text.
    package func append(_ text: String) throws(FileWriteError) {
        try append(bytes: Array(text.utf8))
    }

    /// Appends bytes (a WAV file).
    package func append(bytes: [UInt8]) throws(FileWriteError) {
        guard !finished else { throw FileWriteError(path: path, reason: "the file is already closed") }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { b -> Int in
                guard let base = b.baseAddress else { return 0 }
                return write(fd, base + offset, b.count - offset)
            }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw FileWriteError(path: path, reason: "write failed: \(Self.systemReason())") }
            offset += n
        }
    }

    /// Flushes the temporary file and renames it to the destination
    /// (replacing any file there); closes a device destination.
    package func commit() throws(FileWriteError) {
        guard !finished else { throw FileWriteError(path: path, reason: "the file is already closed") }
        finished = true
        guard let temporaryPath else {
            close(fd)
            return
        }
        if fsync(fd) != 0 || close(fd) != 0 {
            let reason = Self.systemReason()
            unlink(temporaryPath)
            throw FileWriteError(path: path, reason: "write failed: \(reason)")
        }
        if rename(temporaryPath, destination) != 0 {
            let reason = Self.systemReason()
            unlink(temporaryPath)
            throw FileWriteError(path: path, reason: "cannot move the finished file into place: \(reason)")
        }
    }

    /// Removes the temporary file; nothing appears at `path`.
    package func discard() {
        guard !finished else { return }
        finished = true
        close(fd)
        if let temporaryPath { unlink(temporaryPath) }
    }

    deinit { discard() }

    /// `path` with symbolic links followed (at most 40, as the kernel does);
    /// a link to a missing file gives that file's path.
    static func followingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n > 0 else { return current }
            let target = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if target.hasPrefix("/") {
                current = target
            } else {
                current = split(current).directory + "/" + target
            }
        }
        return current
    }

    private static func systemReason() -> String { String(cString: strerror(errno)) }
}

/// A file that could not be written.
package struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The destination path.
    package var path: String
    /// Why.
    package var reason: String

    /// Creates an error.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `PATH: reason`.
    package var description: String { "\(path): \(reason)" }
}
