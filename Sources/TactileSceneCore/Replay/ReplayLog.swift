import Tactile

/// Collects the log events of a running scene, stamping each with the
/// dispatcher's current time, and forwards them to an observer as they happen
/// (for `tactile live`).
public final class ReplayLog {
    /// The events so far, in order (none are kept when `keepsEvents` is false).
    @exclusivity(unchecked) public private(set) var events: [LogEvent] = []
    /// Whether `events` keeps every event (the default). A stream that only
    /// needs `onEvent` (`tactile replay` and `live`) turns it off, so memory
    /// stays constant however long the session runs.
    @exclusivity(unchecked) public var keepsEvents = true
    /// Called with every event as it is recorded.
    @exclusivity(unchecked) public var onEvent: ((LogEvent) -> Void)?
    /// Whether events are stamped in time order: an event recorded at a time
    /// before the latest one gets the latest time as `t` and its own as
    /// `sampleTime` (a log, like a timeline, never goes back in time). A scene
    /// with a screen reader turns it on (docs/accessibility.md, interpretation 23).
    @exclusivity(unchecked) package var keepsTimeOrder = false
    @exclusivity(unchecked) private var latest = -Double.infinity
    /// Whether an action's rates (a pan's, pinch's or rotation's velocity) are
    /// estimated only for its `ended` and `cancelled` actions, 0 before (a C
    /// session read only as records, `TACTILE_SESSION_RECORDS_ONLY`: the
    /// estimate costs more than the rest of the action's record).
    @exclusivity(unchecked) package var ratesAtEndOnly = false
    /// Where `streamEvents(into:)` moves the events.
    @exclusivity(unchecked) private var queue: LogEventQueue?
    private var dispatcherRef = WeakReference<TouchDispatcher>(nil)

    /// Creates an empty log.
    package init() {}

    /// The dispatcher whose time stamps the events (held weakly).
    package var dispatcher: TouchDispatcher? {
        get { dispatcherRef.object }
        set { dispatcherRef = WeakReference(newValue) }
    }

    /// From now on sends every event to `observer` without keeping it: first
    /// the events kept so far (those a scene logs while it is built, such as
    /// the initial gesture definitions), then each new one as it is recorded.
    public func streamEvents(to observer: @escaping (LogEvent) -> Void) {
        keepsEvents = false
        let earlier = events
        events = []
        onEvent = observer
        for e in earlier { observer(e) }
    }

    /// From now on moves every event into `queue` without keeping it (no
    /// copy, no observer call): first the events kept so far, then each new
    /// one as it is recorded. For the C interface's unread events.
    package func streamEvents(into queue: LogEventQueue) {
        keepsEvents = false
        for e in events { queue.append(e) }
        events = []
        self.queue = queue
    }

    #if !TACTILE_NO_RECORDS_ONLY
    /// From now on writes every event as a record into `queue` (no event
    /// kept, no observer call): first the events kept so far, then each new
    /// one as it is recorded; a recognizer's state and action events are
    /// written straight from the engine's values (`RecognizerLogger`), a rate
    /// (a velocity) is estimated only for an ended or cancelled action
    /// (`ratesAtEndOnly`), and a `changed → changed` state event is left out
    /// (no change of state: the `changed` action, or a scroll view's scroll
    /// event, reports the move). For a C session read only as records.
    package func streamRecords(into queue: LogRecordQueue) {
        keepsEvents = false
        for e in events where !e.isRepeatedChange { queue.append(e) }
        events = []
        recordQueue = queue
        ratesAtEndOnly = true
    }

    /// Where events go as records (`streamRecords(into:)`).
    @exclusivity(unchecked) package private(set) var recordQueue: LogRecordQueue?
    #else
    /// A build without records-only sessions (tactile.wasm: `TACTILE_NO_RECORDS_ONLY`)
    /// never has a record queue, so its code is left out.
    package var recordQueue: LogRecordQueue? { nil }
    #endif

    /// The `t` an event recorded at `t` is logged with (`keepsTimeOrder`).
    @inline(__always)
    package func loggedTime(_ t: Double) -> Double { keepsTimeOrder ? stamp(t).0 : t }

    /// Records an event at the dispatcher's current time.
    package func record(_ kind: consuming LogEvent.Kind) {
        record(kind, at: dispatcher?.now ?? 0)
    }

    /// Records an event at time `t` (a scene with applications stamps each
    /// event with the time of the dispatcher or router it came from).
    package func record(_ kind: consuming LogEvent.Kind, at t: Double) {
        var e = LogEvent(t: t, kind: kind)
        (e.t, e.sampleTime) = stamp(t)
        if keepsEvents { events.append(e) }
        onEvent?(e)
        if let queue { queue.append(consume e) } else if let recordQueue, !e.isRepeatedChange { recordQueue.append(e) }
    }

    /// The `t` and `sampleTime` of an event recorded at `t` (`keepsTimeOrder`).
    private func stamp(_ t: Double) -> (Double, Double?) {
        guard keepsTimeOrder else { return (t, nil) }
        if t < latest { return (latest, t) }
        if t.isFinite { latest = t }
        return (t, nil)
    }

    /// The queue, when events go only there (no list kept, no observer):
    /// state and action events then go in as plain values (`CompactLogEvent`).
    private var compactQueue: LogEventQueue? {
        guard let queue, !keepsEvents, onEvent == nil else { return nil }
        return queue
    }

    /// Records `recognizer`'s state change at time `t`; `name` caches the
    /// recognizer's index in the queue's names (-1: not known yet; a log
    /// streams into one queue).
    package func recordState(recognizer: String, name: inout Int32, from: LoggedState, to: LoggedState, at t: Double) {
        guard let queue = compactQueue else {
            record(.state(.init(recognizer: recognizer, from: from, to: to)), at: t)
            return
        }
        if name < 0 { name = queue.intern(recognizer) }
        let (time, sample) = stamp(t)
        queue.append(CompactLogEvent(t: time, sampleTime: sample ?? 0, hasSampleTime: sample != nil, isAction: false,
                                     name: name, from: from, to: to, location: .zero, touches: 0,
                                     fieldCount: 0, first: .unused, second: .unused))
    }

    /// Records `recognizer`'s actions at time `t` (`name` as in `recordState`).
    package func recordAction(recognizer: String, name: inout Int32, state: LoggedState, location: Point, touches: Int,
                              fields: LogFields, at t: Double) {
        guard let queue = compactQueue, let inline = fields.inline else {
            record(.action(.init(recognizer: recognizer, state: state, location: location, touches: touches, fields: fields)),
                   at: t)
            return
        }
        if name < 0 { name = queue.intern(recognizer) }
        let (time, sample) = stamp(t)
        queue.append(CompactLogEvent(t: time, sampleTime: sample ?? 0, hasSampleTime: sample != nil, isAction: true,
                                     name: name, from: .possible, to: state, location: location, touches: touches,
                                     fieldCount: inline.count, first: inline.first, second: inline.second))
    }
}
