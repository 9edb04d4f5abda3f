// Cited: seed-001 A7, R5.
/// A system-level event: "application should suspend, device orientation has changed".
/// It goes to the application object — `ApplicationConnection.onSystemEvent` — never to
/// a window or view.
package enum SystemEvent: Hashable, Sendable {
    /// The system is about to suspend the application (before the
    /// suspension hand-shake, R64).
    case shouldSuspend
    /// The device's orientation changed.
    case orientationChanged(StatusBarOrientation)
}
