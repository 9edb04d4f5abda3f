#if canImport(Glibc)
import Glibc
#endif

/// Set by SIGINT/SIGTERM while `record` or `live` runs, so they stop cleanly
/// (finish the trace file, cancel live touches) instead of dying mid-write.
nonisolated(unsafe) private var interruptRequested: sig_atomic_t = 0

/// Installs and reads the interrupt flag.
enum InterruptFlag {
    /// Catches SIGINT and SIGTERM from now on.
    static func install() {
        TemporaryFileCleanup.release()
        interruptRequested = 0
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in interruptRequested = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: a blocking read returns EINTR
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
    }

    /// Whether an interrupt arrived.
    static var isSet: Bool { interruptRequested != 0 }
}
