/// Log events waiting to be read, in order (a C host's unread events): a
/// `ReplayLog` moves each event in as it is recorded
/// (`ReplayLog.streamEvents(into:)`), readers take them from `next` on.
/// Once every event is read they are dropped and the memory kept, so a
/// session that reads regularly stops allocating.
package final class LogEventQueue {
    /// The events, read ones first.
    @exclusivity(unchecked) package private(set) var events: [LogEvent] = []
    /// Index of the next event to hand out.
    @exclusivity(unchecked) package private(set) var next = 0

    /// An empty queue.
    package init() {}

    /// The number of events not read yet.
    package var unreadCount: Int { events.count - next }

    /// Appends `event` (moved in, not copied).
    package func append(_ event: consuming LogEvent) { events.append(event) }

    /// Marks the next `n` events read.
    package func markRead(_ n: Int) {
        next += min(n, unreadCount)
        if next == events.count {
            events.removeAll(keepingCapacity: true)
            next = 0
        }
    }

    /// The next unread event, which then counts as read.
    package func take() -> LogEvent? {
        guard next < events.count else { return nil }
        let e = events[next]
        markRead(1)
        return e
    }
}
