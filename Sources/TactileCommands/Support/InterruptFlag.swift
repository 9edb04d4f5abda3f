#if canImport(Glibc)
import Glibc
#endif

/// Lets `record` and `live` stop cleanly on SIGINT, SIGTERM or SIGHUP (finish
/// the trace file, cancel live touches) instead of dying mid-write. A second
/// signal ends the process at once (`TerminationSignals`).
enum InterruptFlag {
    /// Catches the signals from now on until `uninstall()`.
    static func install() {
        TerminationSignals.install()
        stopRequested = 0
        stopsOnSignal = 1
    }

    /// The signals end the process again (removing a guarded temporary file).
    static func uninstall() {
        stopsOnSignal = 0
    }

    /// Whether a stop was asked for.
    static var isSet: Bool { stopRequested != 0 }
}
