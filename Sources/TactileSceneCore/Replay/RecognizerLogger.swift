import Tactile

/// Turns the dispatcher hooks of scene recognizers into `state` and `action`
/// log events (docs/formats.md, "Log"), naming each recognizer by its scene id.
package final class RecognizerLogger {
    /// The log written to.
    package let log: ReplayLog
    /// Where each registered recognizer's entry is in `orderEntries` (the fallback lookup).
    @exclusivity(unchecked) private var positions: [ObjectIdentifier: Int] = [:]
    /// The registered recognizers' keys and entries in registration order.
    /// The engine reports recognizers in a steady order frame after frame (a
    /// recognizer's state change, then the next one's, then the actions), so
    /// the entry wanted is nearly always at or just after the one found last:
    /// those few are tried first, without hashing.
    @exclusivity(unchecked) private var orderKeys: [ObjectIdentifier] = []
    @exclusivity(unchecked) private var orderEntries: [Entry] = []
    /// Where the last entry was found in `orderKeys`.
    @exclusivity(unchecked) private var cursor = 0

    /// A registered recognizer's name and settings; a class, so queuing a
    /// state changes it in place (no copy of its list, no allocation).
    private final class Entry {
        let id: String
        let kind: RecognizerKind
        /// False for a scroll view's own recognizers: only their states are logged.
        let logsActions: Bool
        /// States whose actions are queued, in commit order (actions fire
        /// after the transitions): the first of them, the others after it in
        /// `laterActionStates` (one is usual, and takes no array edit).
        @exclusivity(unchecked) var firstActionState: LoggedState?
        @exclusivity(unchecked) var laterActionStates: [LoggedState] = []

        /// Queues the actions of `state`.
        func queueActions(_ state: LoggedState) {
            if firstActionState == nil { firstActionState = state } else { laterActionStates.append(state) }
        }

        /// The state of the oldest queued actions, which are then dequeued.
        func dequeueActions() -> LoggedState? {
            guard let s = firstActionState else { return nil }
            firstActionState = laterActionStates.isEmpty ? nil : laterActionStates.removeFirst()
            return s
        }

        init(id: String, kind: RecognizerKind, logsActions: Bool) {
            self.id = id
            self.kind = kind
            self.logsActions = logsActions
        }
    }

    /// Creates a logger writing to `log`.
    package init(log: ReplayLog) { self.log = log }

    /// Names `recognizer` `id` in the log; `kind` gives its action fields.
    /// With `logsActions` false only its state changes are logged.
    package func register(_ recognizer: GestureRecognizer, id: String, kind: RecognizerKind, logsActions: Bool = true) {
        let key = ObjectIdentifier(recognizer), entry = Entry(id: id, kind: kind, logsActions: logsActions)
        if let i = positions[key] { orderEntries[i] = entry } else {
            positions[key] = orderKeys.count
            orderKeys.append(key)
            orderEntries.append(entry)
        }
    }

    /// The scene id of `recognizer`, if registered.
    package func id(of recognizer: GestureRecognizer) -> String? { entry(of: recognizer)?.id }

    private func entry(of recognizer: GestureRecognizer) -> Entry? {
        let key = ObjectIdentifier(recognizer)
        let n = orderKeys.count
        var i = cursor, tries = 0
        while tries < 4 && tries < n {
            if i >= n { i = 0 }
            if orderKeys[i] == key {
                cursor = i
                return orderEntries[i]
            }
            i += 1
            tries += 1
        }
        guard let k = positions[key] else { return nil }
        cursor = k
        return orderEntries[k]
    }

    /// The `onRecognizerTransition` hook: logs the change at time `t`.
    package func recognizerDidTransition(_ r: GestureRecognizer, from: GestureRecognizerState, to: GestureRecognizerState,
                                        at t: Double) {
        guard let e = entry(of: r) else { return }
        let continuous = r.isContinuous
        log.record(.state(.init(recognizer: e.id, from: LoggedState(from, continuous: continuous),
                                to: LoggedState(to, continuous: continuous))), at: t)
        // Mirror the engine's rule for which commits send actions (seed-003).
        let fires: Bool
        switch to {
        case .possible, .failed: fires = false
        case .ended: fires = true
        case .began, .changed, .cancelled: fires = continuous
        }
        if fires, e.logsActions { e.queueActions(LoggedState(to, continuous: continuous)) }
    }

    /// The `onRecognizerActions` hook: logs the action at time `t`.
    package func recognizerWillPerformActions(_ r: GestureRecognizer, at t: Double) {
        guard let e = entry(of: r), e.logsActions else { return }
        let state = e.dequeueActions() ?? LoggedState(r.state, continuous: r.isContinuous)
        log.record(.action(.init(recognizer: e.id, state: state, location: r.location(in: nil),
                                 touches: r.numberOfTouches, fields: e.kind.actionFields(r))), at: t)
    }
}
