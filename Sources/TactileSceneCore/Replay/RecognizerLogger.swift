import Tactile

/// Turns the dispatcher hooks of scene recognizers into `state` and `action`
/// log events (docs/formats.md, "Log"), naming each recognizer by its scene id.
package final class RecognizerLogger {
    /// The log written to.
    package let log: ReplayLog
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The entry found last, by its key: a recognizer's state change and its
    /// actions come one after the other, so most events skip the hash lookup.
    @exclusivity(unchecked) private var lastKey: ObjectIdentifier?
    @exclusivity(unchecked) private var lastEntry: Entry?

    /// A registered recognizer's name and settings; a class, so queuing a
    /// state changes it in place (no copy of its list, no allocation).
    private final class Entry {
        let id: String
        let kind: RecognizerKind
        /// False for a scroll view's own recognizers: only their states are logged.
        let logsActions: Bool
        /// States whose actions are queued, in commit order (actions fire after the transitions).
        @exclusivity(unchecked) var pendingActionStates: [LoggedState] = []

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
        entries[ObjectIdentifier(recognizer)] = Entry(id: id, kind: kind, logsActions: logsActions)
        lastKey = nil
        lastEntry = nil
    }

    /// The scene id of `recognizer`, if registered.
    package func id(of recognizer: GestureRecognizer) -> String? { entry(of: recognizer)?.id }

    private func entry(of recognizer: GestureRecognizer) -> Entry? {
        let key = ObjectIdentifier(recognizer)
        if key == lastKey { return lastEntry }
        guard let e = entries[key] else { return nil }
        lastKey = key
        lastEntry = e
        return e
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
        if fires, e.logsActions { e.pendingActionStates.append(LoggedState(to, continuous: continuous)) }
    }

    /// The `onRecognizerActions` hook: logs the action at time `t`.
    package func recognizerWillPerformActions(_ r: GestureRecognizer, at t: Double) {
        guard let e = entry(of: r), e.logsActions else { return }
        let state = e.pendingActionStates.isEmpty ? LoggedState(r.state, continuous: r.isContinuous)
                                                  : e.pendingActionStates.removeFirst()
        log.record(.action(.init(recognizer: e.id, state: state, location: r.location(in: nil),
                                 touches: r.numberOfTouches, fields: e.kind.actionFields(r))), at: t)
    }
}
