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
        let e = LogEvent(t: dispatcher?.now ?? 0, kind: kind)
        events.append(e)
        onEvent?(e)
    }
}
