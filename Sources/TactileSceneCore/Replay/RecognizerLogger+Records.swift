import Tactile

/// A log read only as records (`ReplayLog.streamRecords(into:)`): state and
/// action records written into the queue from the engine's values, with no
/// `LogEvent` in between.
extension RecognizerLogger {
    /// Starts writing records straight into the log's record queue, if it
    /// has one (`ReplayLog.streamRecords(into:)`; call after it).
    package func writeRecords() {
        #if !TACTILE_NO_RECORDS_ONLY
        records = log.recordQueue.map { Unmanaged.passUnretained($0) }
        #endif
    }

    /// Writes `e`'s state change as a record.
    func writeState(_ e: RecognizerLogEntry, from: LoggedState, to: LoggedState, at t: Double, to queue: LogRecordQueue) {
        let subject = e.subject(in: queue)
        queue.appendSlot().initialize(to: LogRecord(stateAt: log.loggedTime(t), from: from, to: to, subject: subject))
    }

    /// Writes `r`'s action as a record, its values read from the recognizer
    /// (`ActionRecordValues`), else from its kind's `actionFields`.
    func writeAction(_ e: RecognizerLogEntry, _ r: GestureRecognizer, state: LoggedState, rates: Bool, at t: Double,
                     to queue: LogRecordQueue) {
        let subject = e.subject(in: queue)
        let (location, touches) = e.recordValues.locationAndTouches(of: r)
        if let (count, values) = e.recordValues.read(r, rates: rates) {
            queue.appendSlot().initialize(to: LogRecord(actionAt: log.loggedTime(t), state: state, location: location,
                                                        touches: touches, values: values, valueCount: count,
                                                        subject: subject))
            return
        }
        queue.appendSlot().initialize(to: LogRecord(actionAt: log.loggedTime(t), state: state, location: location,
                                                    touches: touches, fields: e.kind.actionFields(r, rates),
                                                    subject: subject))
    }
}
