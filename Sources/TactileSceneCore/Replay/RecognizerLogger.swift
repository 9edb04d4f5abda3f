import Tactile

/// Turns scene recognizers' state changes and actions into `state` and
/// `action` log events (docs/formats.md, "Log"), naming each recognizer by
/// its scene id — or, for a log read only as records, into `LogRecord`s
/// written straight from the engine's values (`RecognizerLogger+Records.swift`).
///
/// A single view tree's dispatcher calls it as its `RecognizerObserver`,
/// which gives each action's state; a scene with applications calls the
/// closure hooks (`transitionHook`, `actionsHook`), which queue the states
/// of the actions to come.
package final class RecognizerLogger: RecognizerObserver {
    /// The log written to.
    package let log: ReplayLog
    /// The registered recognizers' entries, found by identity in an
    /// open-addressed table with a multiplicative hash (a few instructions
    /// per hook; `Dictionary`'s seeded hashing costs about a hundred).
    @exclusivity(unchecked) private var slotKeys: [UInt] = Array(repeating: 0, count: 16)
    @exclusivity(unchecked) private var slotEntries: [Unmanaged<RecognizerLogEntry>?] = Array(repeating: nil, count: 16)
    @exclusivity(unchecked) private var registered = 0
    /// The entries, held (the table refers to them unretained: a hook reads
    /// its entry without a retain).
    private var entries: [RecognizerLogEntry] = []
    /// The last recognizer looked up (its key) and its entry: a recognizer's
    /// action follows its change.
    @exclusivity(unchecked) private var lastKey: UInt = 0
    @exclusivity(unchecked) private var lastEntry: Unmanaged<RecognizerLogEntry>?
    #if !TACTILE_NO_RECORDS_ONLY
    /// The log's record queue (`ReplayLog.streamRecords(into:)`), unretained:
    /// the log holds it for as long as it logs.
    @exclusivity(unchecked) var records: Unmanaged<LogRecordQueue>?
    #else
    /// A build without records-only sessions never writes records (`ReplayLog.recordQueue`).
    var records: Unmanaged<LogRecordQueue>? { nil }
    #endif

    /// Creates a logger writing to `log`.
    package init(log: ReplayLog) { self.log = log }

    /// Names `recognizer` `id` in the log; `kind` gives its action fields.
    /// With `logsActions` false only its state changes are logged.
    package func register(_ recognizer: GestureRecognizer, id: String, kind: RecognizerKind, logsActions: Bool = true) {
        #if TACTILE_NO_RECORDS_ONLY
        let recordValues = ActionRecordValues.fields   // (records are never written)
        #else
        let recordValues = kind.recordValues.checked(for: recognizer)
        #endif
        let entry = RecognizerLogEntry(id: id, kind: kind, logsActions: logsActions, recordValues: recordValues)
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
    private func entry(of recognizer: GestureRecognizer) -> Unmanaged<RecognizerLogEntry>? {
        let key = UInt(bitPattern: ObjectIdentifier(recognizer))
        if key == lastKey { return lastEntry }
        lastKey = key
        lastEntry = slotEntries[slot(of: key)]
        return lastEntry
    }

    // MARK: As the dispatcher's observer

    /// True unless the log is read only as records (`writeRecords`), which
    /// leaves `changed → changed` out.
    package var observesRepeatedChanges: Bool { records == nil }

    /// Logs `r`'s change at time `t`.
    package func recognizerDidTransition(_ r: GestureRecognizer, from: GestureRecognizerState, to: GestureRecognizerState,
                                        at t: Double) {
        entry(of: r)?._withUnsafeGuaranteedRef { logTransition($0, r, from: from, to: to, at: t) }
    }

    /// Logs `r`'s action for its commit of `state` at time `t`.
    package func recognizerWillPerformActions(_ r: GestureRecognizer, for state: GestureRecognizerState, at t: Double) {
        guard let entry = entry(of: r) else { return }
        // Only `.ended` depends on the kind of recognizer (ended or recognized).
        let logged = LoggedState(state, continuous: state != .ended || r.isContinuous)
        if let records {   // (the per-sample path, kept apart from the events')
            let rates = state != .began && state != .changed
            entry._withUnsafeGuaranteedRef { e in
                guard e.logsActions else { return }
                records._withUnsafeGuaranteedRef { writeAction(e, r, state: logged, rates: rates, at: t, to: $0) }
            }
            return
        }
        entry._withUnsafeGuaranteedRef { e in
            guard e.logsActions else { return }
            logAction(e, r, state: logged, at: t)
        }
    }

    // MARK: As closure hooks (`onRecognizerTransition`, `onRecognizerActions`)

    /// Logs `r`'s change at time `t`, queuing the state of the actions it sends.
    package func transitionHook(_ r: GestureRecognizer, from: GestureRecognizerState, to: GestureRecognizerState, at t: Double) {
        entry(of: r)?._withUnsafeGuaranteedRef { e in
            logTransition(e, r, from: from, to: to, at: t)
            // The engine's rule for which commits send actions.
            if e.logsActions && to.sendsActions(of: r) { e.queueActions(LoggedState(to, continuous: r.isContinuous)) }
        }
    }

    /// Logs `r`'s action at time `t`, for the oldest queued state.
    package func actionsHook(_ r: GestureRecognizer, at t: Double) {
        entry(of: r)?._withUnsafeGuaranteedRef { e in
            guard e.logsActions else { return }
            logAction(e, r, state: e.dequeueActions() ?? LoggedState(r.state, continuous: r.isContinuous), at: t)
        }
    }

    // MARK: Logging

    private func logTransition(_ e: RecognizerLogEntry, _ r: GestureRecognizer, from: GestureRecognizerState,
                               to: GestureRecognizerState, at t: Double) {
        if let records {
            // A `changed → changed` record is no change of state: the gesture
            // in progress moved, which its `changed` action record (a scroll
            // view's, its scroll record) reports. A log read only as records
            // leaves it out.
            if from == .changed && to == .changed { return }
            let continuous = r.isContinuous
            records._withUnsafeGuaranteedRef {
                writeState(e, from: LoggedState(from, continuous: continuous), to: LoggedState(to, continuous: continuous),
                           at: t, to: $0)
            }
        } else {
            let continuous = r.isContinuous
            log.recordState(recognizer: e.id, name: &e.nameIndex, from: LoggedState(from, continuous: continuous),
                            to: LoggedState(to, continuous: continuous), at: t)
        }
    }

    private func logAction(_ e: RecognizerLogEntry, _ r: GestureRecognizer, state: LoggedState, at t: Double) {
        let rates = !log.ratesAtEndOnly || (state != .began && state != .changed)
        if let records {
            records._withUnsafeGuaranteedRef { writeAction(e, r, state: state, rates: rates, at: t, to: $0) }
        } else {
            log.recordAction(recognizer: e.id, name: &e.nameIndex, state: state, location: r.location(in: nil),
                             touches: r.numberOfTouches, fields: e.kind.actionFields(r, rates), at: t)
        }
    }
}
