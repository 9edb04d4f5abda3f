#if canImport(Glibc)
import Glibc
#endif

/// The temporary file to remove if SIGINT or SIGTERM arrives while an output
/// is being written (`replay --report`, `record -o` before recording starts).
nonisolated(unsafe) private var pendingTemporaryFile: UnsafeMutablePointer<CChar>?

/// Removes an output's temporary file when the process is interrupted or
/// terminated while writing it, then dies of the same signal (so the exit
/// status still says what happened). The handler only calls `unlink`,
/// `signal` and `raise`, which are async-signal-safe.
enum TemporaryFileCleanup {
    /// Guards `path` until `release()`; installs the SIGINT and SIGTERM handlers.
    static func guardFile(_ path: String?) {
        release()
        guard let path else { return }
        pendingTemporaryFile = strdup(path)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            if let p = pendingTemporaryFile { unlink(p) }
            Glibc.signal(signal, SIG_DFL)
            raise(signal)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
    }

    /// Stops guarding (the file was committed or discarded) and restores the default handlers.
    static func release() {
        guard let p = pendingTemporaryFile else { return }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        pendingTemporaryFile = nil
        free(p)
    }
}
