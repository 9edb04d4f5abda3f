// Cited: seed-000 L80–L82, L376.
/// How an open application is running.
///
/// Every case is "open": the application retains its state and takes part in
/// routing (a hidden launcher is typically background, suspended or
/// hibernated and still receives touches, seed-000 §9.7). A closed application
/// has no open state (`Application.openState == nil`) and holds no state.
public enum ApplicationOpenState: Sendable, Equatable {
    /// In the foreground: its views are displayed.
    case active
    /// Running, not displayed.
    case background
    /// Not running, its state kept in memory.
    case suspended
    /// Not running, its state kept in non-volatile storage.
    case hibernated
}
