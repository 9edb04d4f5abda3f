import Tactile

/// Collects the log events of a running scene, stamping each with the
/// dispatcher's current time, and forwards them to an observer as they happen
/// (for `tactile live`).
public final class ReplayLog {
    /// The events so far, in order.
    public private(set) var events: [LogEvent] = []
    /// Called with every event as it is recorded.
    public var onEvent: ((LogEvent) -> Void)?
    private var dispatcherRef = WeakReference<TouchDispatcher>(nil)

    /// Creates an empty log.
    public init() {}

    /// The dispatcher whose time stamps the events (held weakly).
    public var dispatcher: TouchDispatcher? {
        get { dispatcherRef.object }
        set { dispatcherRef = WeakReference(newValue) }
    }

    /// Records an event at the dispatcher's current time.
    public func record(_ kind: LogEvent.Kind) {
        record(kind, at: dispatcher?.now ?? 0)
    }

    /// Records an event at time `t` (a scene with applications stamps each
    /// event with the time of the dispatcher or router it came from).
    public func record(_ kind: LogEvent.Kind, at t: Double) {
        let e = LogEvent(t: t, kind: kind)
        events.append(e)
        onEvent?(e)
    }
}
