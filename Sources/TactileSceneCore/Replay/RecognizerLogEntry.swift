/// A recognizer registered with a `RecognizerLogger`: its scene id, kind and
/// what its hooks keep between calls. A class, so a hook changes it in place.
final class RecognizerLogEntry {
    let id: String
    let kind: RecognizerKind
    /// False for a scroll view's own recognizers: only their states are logged.
    let logsActions: Bool
    /// How its action records read their values (`RecognizerKind.recordValues`,
    /// checked against the recognizer's class).
    let recordValues: ActionRecordValues
    /// For the closure hooks (`RecognizerLogger.transitionHook`): states whose
    /// actions are queued, in commit order (actions fire after the
    /// transitions): the first of them, the others after it in
    /// `laterActionStates` (one is usual, and takes no array edit).
    @exclusivity(unchecked) var firstActionState: LoggedState?
    @exclusivity(unchecked) var laterActionStates: [LoggedState] = []
    /// The name's index in the log's queue (`ReplayLog.recordState`; -1 until known).
    @exclusivity(unchecked) var nameIndex: Int32 = -1
    /// The name's C string in the log's record queue (nil until known).
    @exclusivity(unchecked) var subject: UnsafeRawPointer?

    init(id: String, kind: RecognizerKind, logsActions: Bool, recordValues: ActionRecordValues) {
        self.id = id
        self.kind = kind
        self.logsActions = logsActions
        self.recordValues = recordValues
    }

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

    /// The subject of its records in `queue` (looked up once).
    @inline(__always)
    func subject(in queue: LogRecordQueue) -> UnsafeRawPointer? {
        if let s = subject { return s }
        subject = queue.subject(id)
        return subject
    }
}
