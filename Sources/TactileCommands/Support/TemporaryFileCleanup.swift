#if canImport(Glibc)
import Glibc
#endif

/// The temporary file of an output being written (`OutputFile`), removed
/// if SIGINT, SIGTERM or SIGHUP ends the process before it is committed
/// (`TerminationSignals`). The path is guarded before the file is created.
enum TemporaryFileCleanup {
    /// Guards `path` until `release()` (the handler is installed first).
    static func guardFile(_ path: String) {
        TerminationSignals.install()
        let old = pendingTemporaryFile
        pendingTemporaryFile = strdup(path)
        if let old { free(old) }
    }

    /// Stops guarding (the file was committed or discarded).
    static func release() {
        guard let p = pendingTemporaryFile else { return }
        pendingTemporaryFile = nil
        free(p)
    }
}
