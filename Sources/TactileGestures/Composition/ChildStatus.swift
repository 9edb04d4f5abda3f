/// Where one gesture of a composition stands in the current attempt.
package enum ChildStatus {
    /// No report yet.
    case idle
    /// Began and not finished.
    case active
    /// Succeeded.
    case succeeded
    /// Ended without success.
    case stopped

    /// After `event`.
    package init<V>(after event: GestureUpdate<V>) {
        switch event {
        case .changed: self = .active
        case .ended: self = .succeeded
        case .cancelled, .failed: self = .stopped
        }
    }
}
