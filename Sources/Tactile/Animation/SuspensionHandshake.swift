// Cited: seed-001 Y11, A:20–28.
/// The hand-shake when the system suspends an application back to the previous one
/// (R64), as a value.
///
/// The system asks `animateSuspensionReturningToLastApp(startTime:)`; the
/// application's answer goes to `applicationAnswered(willAnimate:)`. False
/// suspends at once; true waits until the application calls
/// `suspend(withAnimation:)` when its animation (started at `startTime`,
/// so it is in step with the window server) is done.
package struct SuspensionHandshake: Hashable, Sendable {
    /// Where the hand-shake is.
    package enum State: Hashable, Sendable {
        /// Running; nothing asked yet.
        case running
        /// Asked at `startTime`; waiting for the application's answer.
        case asked(startTime: Seconds)
        /// The application animates from `startTime`; waiting for its `suspend(withAnimation:)`.
        case awaitingApplication(startTime: Seconds)
        /// Suspended; `systemAnimates` is the application's `withAnimation` argument
        /// (false when it was suspended without waiting).
        case suspended(systemAnimates: Bool)
    }

    /// The current state.
    package private(set) var state: State = .running

    /// Creates a hand-shake in `.running`.
    package init() {}

    /// The system asks the application, with the start time for its animations.
    /// Ignored unless running.
    package mutating func ask(startTime: Seconds) {
        guard state == .running else { return }
        state = .asked(startTime: startTime)
    }

    /// The application's answer to `animateSuspensionReturningToLastApp`.
    /// False suspends now; true waits for `suspend(withAnimation:)`. Ignored unless asked.
    package mutating func applicationAnswered(willAnimate: Bool) {
        guard case .asked(let start) = state else { return }
        state = willAnimate ? .awaitingApplication(startTime: start) : .suspended(systemAnimates: false)
    }

    /// The application's `suspend(withAnimation:)` (the seed: `NO` after its own
    /// animation). Ignored unless the system is waiting for it.
    package mutating func suspend(withAnimation: Bool) {
        guard case .awaitingApplication = state else { return }
        state = .suspended(systemAnimates: withAnimation)
    }

    /// Whether the application is suspended.
    package var isSuspended: Bool {
        if case .suspended = state { return true }
        return false
    }

    /// Back to running (the application was resumed).
    package mutating func resume() { state = .running }
}
