#if canImport(Glibc)
import Glibc
#endif

/// The temporary output file to remove when a termination signal ends the process.
nonisolated(unsafe) var pendingTemporaryFile: UnsafeMutablePointer<CChar>?
/// Whether a running session (`record`, `live`) stops on the next signal instead of dying.
nonisolated(unsafe) var stopsOnSignal: sig_atomic_t = 0
/// Set when a session was asked to stop.
nonisolated(unsafe) var stopRequested: sig_atomic_t = 0

/// The one handler of SIGINT, SIGTERM and SIGHUP (Ctrl-C, `kill`, a closed
/// terminal), installed before any output file exists, so no signal can
/// arrive between creating a temporary file and guarding it.
///
/// While a session runs (`InterruptFlag`), the first signal only asks it to
/// stop; otherwise — and on a second signal — the handler removes the
/// guarded temporary file (`TemporaryFileCleanup`), restores the default
/// action and raises the signal again, so the exit status still says what
/// happened. It calls only `unlink`, `signal` and `raise`, which are
/// async-signal-safe.
enum TerminationSignals {
    /// The signals handled.
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    nonisolated(unsafe) private static var installed = false

    /// Installs the handler (once; later calls do nothing).
    static func install() {
        guard !installed else { return }
        installed = true
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            if stopsOnSignal != 0 && stopRequested == 0 {
                stopRequested = 1
                return
            }
            if let p = pendingTemporaryFile { unlink(p) }
            Glibc.signal(signal, SIG_DFL)
            raise(signal)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: a blocking read returns EINTR, so a session notices at once
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for s in handled {
            sigaction(s, &action, nil)
            sigaddset(&unblock, s)
        }
        // A parent may have started us with them blocked (the mask is
        // inherited): then Ctrl-C would wait forever. Every run stays stoppable.
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }
}
