import Tactile

/// Turns the dispatcher hooks of scene recognizers into `state` and `action`
/// log events (docs/formats.md, "Log"), naming each recognizer by its scene id.
package final class RecognizerLogger {
    /// The log written to.
    package let log: ReplayLog
    private var entries: [ObjectIdentifier: Entry] = [:]

    private struct Entry {
        let id: String
        let kind: RecognizerKind
        /// False for a scroll view's own recognizers: only their states are logged.
        var logsActions = true
        /// States whose actions are queued, in commit order (actions fire after the transitions).
        var pendingActionStates: [LoggedState] = []
    }

    /// Creates a logger writing to `log`.
    package init(log: ReplayLog) { self.log = log }

    /// Names `recognizer` `id` in the log; `kind` gives its action fields.
    /// With `logsActions` false only its state changes are logged.
    package func register(_ recognizer: GestureRecognizer, id: String, kind: RecognizerKind, logsActions: Bool = true) {
        entries[ObjectIdentifier(recognizer)] = Entry(id: id, kind: kind, logsActions: logsActions)
    }

    /// The scene id of `recognizer`, if registered.
    package func id(of recognizer: GestureRecognizer) -> String? { entries[ObjectIdentifier(recognizer)]?.id }

    /// The `onRecognizerTransition` hook: logs the change at time `t`.
    package func recognizerDidTransition(_ r: GestureRecognizer, from: GestureRecognizerState, to: GestureRecognizerState,
                                        at t: Double) {
        let key = ObjectIdentifier(r)
        guard var entry = entries[key] else { return }
        let continuous = r.isContinuous
        log.record(.state(.init(recognizer: entry.id, from: LoggedState(from, continuous: continuous),
                                to: LoggedState(to, continuous: continuous))), at: t)
        // Mirror the engine's rule for which commits send actions (seed-003).
        let fires: Bool
        switch to {
        case .possible, .failed: fires = false
        case .ended: fires = true
        case .began, .changed, .cancelled: fires = continuous
        }
        if fires, entry.logsActions {
            entry.pendingActionStates.append(LoggedState(to, continuous: continuous))
            entries[key] = entry
        }
    }

    /// The `onRecognizerActions` hook: logs the action at time `t`.
    package func recognizerWillPerformActions(_ r: GestureRecognizer, at t: Double) {
        let key = ObjectIdentifier(r)
        guard var entry = entries[key], entry.logsActions else { return }
        let state = entry.pendingActionStates.isEmpty
            ? LoggedState(r.state, continuous: r.isContinuous) : entry.pendingActionStates.removeFirst()
        entries[key] = entry
        let location = r.location(in: nil)
        log.record(.action(.init(recognizer: entry.id, state: state, location: location,
                                 touches: r.numberOfTouches, fields: entry.kind.actionFields(r))), at: t)
    }
}
