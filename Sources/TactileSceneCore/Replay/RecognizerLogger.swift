import Tactile

/// Turns the dispatcher hooks of scene recognizers into `state` and `action`
/// log events (docs/formats.md, "Log"), naming each recognizer by its scene id.
package final class RecognizerLogger {
    /// The log written to.
    package let log: ReplayLog
    /// The registered recognizers' entries, found by identity in an
    /// open-addressed table with a multiplicative hash (a few instructions
    /// per hook; `Dictionary`'s seeded hashing costs about a hundred).
    @exclusivity(unchecked) private var slotKeys: [UInt] = Array(repeating: 0, count: 16)
    @exclusivity(unchecked) private var slotEntries: [Entry?] = Array(repeating: nil, count: 16)
    @exclusivity(unchecked) private var registered = 0

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
        /// The name's index in the log's queue (`ReplayLog.recordState`; -1 until known).
        @exclusivity(unchecked) var nameIndex: Int32 = -1

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
        let entry = Entry(id: id, kind: kind, logsActions: logsActions)
        if (registered + 1) * 2 > slotKeys.count { grow() }
        let key = UInt(bitPattern: ObjectIdentifier(recognizer))
        let i = slot(of: key)
        if slotKeys[i] == 0 { registered += 1 }
        slotKeys[i] = key
        slotEntries[i] = entry
    }

    /// The slot holding `key`, or the empty slot where it goes.
    private func slot(of key: UInt) -> Int {
        let mask = slotKeys.count - 1
        var i = Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask   // (64-bit on wasm32 too)
        while slotKeys[i] != 0 && slotKeys[i] != key { i = (i + 1) & mask }
        return i
    }

    /// Doubles the table, keeping every entry.
    private func grow() {
        let keys = slotKeys, entries = slotEntries
        slotKeys = Array(repeating: 0, count: keys.count * 2)
        slotEntries = Array(repeating: nil, count: keys.count * 2)
        for k in keys.indices where keys[k] != 0 {
            let i = slot(of: keys[k])
            slotKeys[i] = keys[k]
            slotEntries[i] = entries[k]
        }
    }

    /// The scene id of `recognizer`, if registered.
    package func id(of recognizer: GestureRecognizer) -> String? { entry(of: recognizer)?.id }

    private func entry(of recognizer: GestureRecognizer) -> Entry? {
        slotEntries[slot(of: UInt(bitPattern: ObjectIdentifier(recognizer)))]
    }

    /// The `onRecognizerTransition` hook: logs the change at time `t`.
    package func recognizerDidTransition(_ r: GestureRecognizer, from: GestureRecognizerState, to: GestureRecognizerState,
                                        at t: Double) {
        guard let e = entry(of: r) else { return }
        let continuous = r.isContinuous
        log.recordState(recognizer: e.id, name: &e.nameIndex, from: LoggedState(from, continuous: continuous),
                        to: LoggedState(to, continuous: continuous), at: t)
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
        let rates = !log.ratesAtEndOnly || (state != .began && state != .changed)
        log.recordAction(recognizer: e.id, name: &e.nameIndex, state: state, location: r.location(in: nil),
                         touches: r.numberOfTouches, fields: e.kind.actionFields(r, rates), at: t)
    }
}
