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
        // The id and flag are read out so that no copy of the entry (and of its list) stays alive.
        guard let (id, logsActions) = entries[key].map({ ($0.id, $0.logsActions) }) else { return }
        let continuous = r.isContinuous
        log.record(.state(.init(recognizer: id, from: LoggedState(from, continuous: continuous),
                                to: LoggedState(to, continuous: continuous))), at: t)
        // Mirror the engine's rule for which commits send actions (seed-003).
        let fires: Bool
        switch to {
        case .possible, .failed: fires = false
        case .ended: fires = true
        case .began, .changed, .cancelled: fires = continuous
        }
        // Appended in place (a copy of the entry would copy its list: one allocation per sample).
        if fires, logsActions { entries[key]?.pendingActionStates.append(LoggedState(to, continuous: continuous)) }
    }

    /// The `onRecognizerActions` hook: logs the action at time `t`.
    package func recognizerWillPerformActions(_ r: GestureRecognizer, at t: Double) {
        let key = ObjectIdentifier(r)
        guard let (id, kind, logsActions, queued) = entries[key].map({ ($0.id, $0.kind, $0.logsActions, !$0.pendingActionStates.isEmpty) }),
              logsActions else { return }
        let state = queued ? entries[key]?.pendingActionStates.removeFirst() ?? .possible : LoggedState(r.state, continuous: r.isContinuous)
        let location = r.location(in: nil)
        log.record(.action(.init(recognizer: id, state: state, location: location,
                                 touches: r.numberOfTouches, fields: kind.actionFields(r))), at: t)
    }
}
