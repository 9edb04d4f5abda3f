import Tactile

/// Turns the dispatcher hooks of scene recognizers into `state` and `action`
/// log events (docs/formats.md, "Log"), naming each recognizer by its scene id.
package final class RecognizerLogger: RecognizerObserver {
    /// The log written to.
    package let log: ReplayLog
    /// The registered recognizers' entries, found by identity in an
    /// open-addressed table with a multiplicative hash (a few instructions
    /// per hook; `Dictionary`'s seeded hashing costs about a hundred).
    @exclusivity(unchecked) private var slotKeys: [UInt] = Array(repeating: 0, count: 16)
    @exclusivity(unchecked) private var slotEntries: [Unmanaged<Entry>?] = Array(repeating: nil, count: 16)
    @exclusivity(unchecked) private var registered = 0
    /// The entries, held (the table refers to them unretained: a hook reads
    /// its entry without a retain).
    private var entries: [Entry] = []
    /// The log's record queue (`ReplayLog.streamRecords(into:)`), unretained:
    /// the log holds it for as long as it logs.
    @exclusivity(unchecked) private var records: Unmanaged<LogRecordQueue>?

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
        /// The name's C string in the log's record queue (nil until known).
        @exclusivity(unchecked) var subject: UnsafeRawPointer?

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

        /// How its action records read their values (`RecognizerKind.recordValues`, checked).
        let recordValues: ActionRecordValues

        init(id: String, kind: RecognizerKind, logsActions: Bool, recordValues: ActionRecordValues) {
            self.id = id
            self.kind = kind
            self.logsActions = logsActions
            self.recordValues = recordValues
        }
    }

    /// Creates a logger writing to `log`.
    package init(log: ReplayLog) { self.log = log }

    /// Names `recognizer` `id` in the log; `kind` gives its action fields.
    /// With `logsActions` false only its state changes are logged.
    package func register(_ recognizer: GestureRecognizer, id: String, kind: RecognizerKind, logsActions: Bool = true) {
        let entry = Entry(id: id, kind: kind, logsActions: logsActions,
                          recordValues: kind.recordValues.checked(for: recognizer))
        entries.append(entry)
        if (registered + 1) * 2 > slotKeys.count { grow() }
        let key = UInt(bitPattern: ObjectIdentifier(recognizer))
        let i = slot(of: key)
        if slotKeys[i] == 0 { registered += 1 }
        slotKeys[i] = key
        slotEntries[i] = Unmanaged.passUnretained(entry)
        lastKey = 0
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
    package func id(of recognizer: GestureRecognizer) -> String? { entry(of: recognizer)?.takeUnretainedValue().id }

    @inline(__always)
    private func entry(of recognizer: GestureRecognizer) -> Unmanaged<Entry>? {
        let key = UInt(bitPattern: ObjectIdentifier(recognizer))
        if key == lastKey { return lastEntry }   // a recognizer's action follows its change
        lastKey = key
        lastEntry = slotEntries[slot(of: key)]
        return lastEntry
    }

    /// The last recognizer looked up (its key) and its entry.
    @exclusivity(unchecked) private var lastKey: UInt = 0
    @exclusivity(unchecked) private var lastEntry: Unmanaged<Entry>?

    /// The subject of `e`'s records in `queue`.
    @inline(__always)
    private static func subject(of e: Entry, in queue: LogRecordQueue) -> UnsafeRawPointer? {
        if let s = e.subject { return s }
        e.subject = queue.subject(e.id)
        return e.subject
    }

    /// The `onRecognizerTransition` hook: logs the change at time `t`.
    package func recognizerDidTransition(_ r: GestureRecognizer, from: GestureRecognizerState, to: GestureRecognizerState,
                                        at t: Double) {
        entry(of: r)?._withUnsafeGuaranteedRef { e in transition(e, r, from: from, to: to, at: t) }
    }

    @inline(__always)
    private func transition(_ e: Entry, _ r: GestureRecognizer, from: GestureRecognizerState, to: GestureRecognizerState,
                            at t: Double) {
        let continuous = r.isContinuous
        if let records {
            // A `changed → changed` record would say what the `changed` action
            // record after it says: a records-only session leaves it out.
            if from == .changed && to == .changed && e.logsActions { return queueChangedAction(e) }
            records._withUnsafeGuaranteedRef {
                appendState(e, from: LoggedState(from, continuous: continuous), to: LoggedState(to, continuous: continuous),
                            at: t, to: $0)
            }
        } else {
            log.recordState(recognizer: e.id, name: &e.nameIndex, from: LoggedState(from, continuous: continuous),
                            to: LoggedState(to, continuous: continuous), at: t)
        }
        // Mirror the engine's rule for which commits send actions (seed-003).
        let fires: Bool
        switch to {
        case .possible, .failed: fires = false
        case .ended: fires = true
        case .began, .changed, .cancelled: fires = continuous
        }
        if fires, e.logsActions { e.queueActions(LoggedState(to, continuous: continuous)) }
    }

    /// Queues the actions of a `changed → changed` change (`transition`).
    private func queueChangedAction(_ e: Entry) { e.queueActions(.changed) }

    /// The `onRecognizerActions` hook: logs the action at time `t`.
    package func recognizerWillPerformActions(_ r: GestureRecognizer, at t: Double) {
        entry(of: r)?._withUnsafeGuaranteedRef { e in
            guard e.logsActions else { return }
            let state = e.dequeueActions() ?? LoggedState(r.state, continuous: r.isContinuous)
            let rates = !log.ratesAtEndOnly || (state != .began && state != .changed)
            if let records {
                records._withUnsafeGuaranteedRef { appendAction(e, r, state: state, rates: rates, at: t, to: $0) }
            } else {
                log.recordAction(recognizer: e.id, name: &e.nameIndex, state: state, location: r.location(in: nil),
                                 touches: r.numberOfTouches, fields: e.kind.actionFields(r, rates), at: t)
            }
        }
    }

    /// Starts writing records straight into the log's record queue, if it
    /// has one (`ReplayLog.streamRecords(into:)`; call after it).
    package func writeRecords() { records = log.recordQueue.map { Unmanaged.passUnretained($0) } }

    /// Writes `e`'s state change as a record.
    private func appendState(_ e: Entry, from: LoggedState, to: LoggedState, at t: Double, to queue: LogRecordQueue) {
        let subject = Self.subject(of: e, in: queue)
        queue.appendSlot().initialize(to: LogRecord(stateAt: log.loggedTime(t), from: from, to: to, subject: subject))
    }

    /// Writes `r`'s action as a record, its values read from the recognizer.
    private func appendAction(_ e: Entry, _ r: GestureRecognizer, state: LoggedState, rates: Bool, at t: Double,
                              to queue: LogRecordQueue) {
        let subject = Self.subject(of: e, in: queue)
        let location = r.location(in: nil), touches = r.numberOfTouches
        if let (count, values) = e.recordValues.read(r, rates: rates) {
            queue.appendSlot().initialize(to: LogRecord(actionAt: log.loggedTime(t), state: state, location: location,
                                                        touches: touches, values: values, valueCount: count,
                                                        subject: subject))
            return
        }
        let fields = e.kind.actionFields(r, rates)
        guard let inline = fields.inline else {
            // Fields not held inline (a custom kind's): stored through the event.
            let event = LogEvent(t: log.loggedTime(t), kind: .action(.init(recognizer: e.id, state: state, location: location,
                                                                           touches: touches, fields: fields)))
            queue.appendSlot().initialize(to: LogRecord(event) { _ in subject })
            return
        }
        queue.appendSlot().initialize(to: LogRecord(actionAt: log.loggedTime(t), state: state, location: location,
                                                    touches: touches, fields: inline.count, inline.first, inline.second,
                                                    subject: subject))
    }
}
