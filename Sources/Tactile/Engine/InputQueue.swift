/// Re-entrant input, and the only code that changes it: whether a public
/// entry point (`handle`, `advance`, `cancelAllTouches`, …) is running, and
/// what callbacks asked for meanwhile — input, cancellations and the
/// abandonment of a `cancelAllTouches()` — applied in order once it returns.
internal struct InputQueue {
    /// Input that arrived from a callback while the dispatcher was busy.
    enum Deferred {
        case frame(InputFrame)
        case advance(Seconds)
        case drainTimers
    }

    /// True while a public entry point runs: input from callbacks is queued,
    /// not applied mid-step.
    private(set) var isBusy = false
    private var input: [Deferred] = []
    /// Touches to cancel as a step of their own, with the diagnostic each reports.
    private(set) var cancels: [(Touch, DispatchDiagnostic)] = []
    /// A `cancelAllTouches()` from a callback: abandon undecided recognizers
    /// once its deferred cancellations are applied.
    private(set) var abandonsAfterCancels = false

    /// An entry point starts.
    @inline(__always) mutating func enter() { isBusy = true }
    /// The entry point is done.
    @inline(__always) mutating func leave() { isBusy = false }

    /// Queues input that arrived while busy.
    mutating func queue(_ d: Deferred) { input.append(d) }

    /// The oldest queued input, removed.
    mutating func nextInput() -> Deferred? { input.isEmpty ? nil : input.removeFirst() }

    /// Queues the cancellation of `t`, reported as `d` when applied.
    mutating func queueCancel(_ t: Touch, _ d: DispatchDiagnostic) { cancels.append((t, d)) }

    /// The queued cancellations, removed.
    mutating func takeCancels() -> [(Touch, DispatchDiagnostic)] {
        let taken = cancels
        cancels.removeAll()
        return taken
    }

    /// Asks for the abandonment of undecided recognizers after the queued cancellations.
    mutating func queueAbandonment() { abandonsAfterCancels = true }

    /// Whether an abandonment was queued; clears it.
    mutating func takeAbandonment() -> Bool {
        guard abandonsAfterCancels else { return false }
        abandonsAfterCancels = false
        return true
    }

    /// Whether anything is queued.
    @inline(__always)
    var hasWork: Bool { !cancels.isEmpty || abandonsAfterCancels || !input.isEmpty }
}
