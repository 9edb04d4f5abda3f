/// Log events waiting to be read, in order (a C host's unread events): a
/// `ReplayLog` moves each event in as it is recorded
/// (`ReplayLog.streamEvents(into:)`), readers take them from `next` on.
/// Recognizer state and action events come in as plain values
/// (`CompactLogEvent`, their recognizers named by index in `names`), the
/// others as `LogEvent`s in `fullEvents`; `items` keeps the order. Once
/// every event is read they are dropped and the memory kept, so a session
/// that reads regularly stops allocating.
package final class LogEventQueue {
    /// One queued event.
    package enum Item {
        /// A `LogEvent` at this index of `fullEvents`.
        case full(Int)
        /// A state or action event as plain values.
        case compact(CompactLogEvent)
    }

    /// The events, read ones first.
    @exclusivity(unchecked) package private(set) var items: [Item] = []
    /// The events queued as `LogEvent`s (`Item.full`).
    @exclusivity(unchecked) package private(set) var fullEvents: [LogEvent] = []
    /// Index in `items` of the next event to hand out.
    @exclusivity(unchecked) package private(set) var next = 0
    /// The recognizer names compact events refer to (`intern`).
    @exclusivity(unchecked) package private(set) var names: [String] = []
    private var nameIndices = NameMap<Int32>()

    /// An empty queue.
    package init() {}

    /// The number of events not read yet.
    package var unreadCount: Int { items.count - next }

    /// Appends `event` (moved in, not copied).
    package func append(_ event: consuming LogEvent) {
        items.append(.full(fullEvents.count))
        fullEvents.append(event)
    }

    /// Appends a compact event.
    package func append(_ event: CompactLogEvent) { items.append(.compact(event)) }

    /// The index of `name` in `names` (added the first time).
    package func intern(_ name: String) -> Int32 {
        if let i = nameIndices[name] { return i }
        let i = Int32(names.count)
        names.append(name)
        nameIndices[name] = i
        return i
    }

    /// The event at `index` of `items`, as a `LogEvent`.
    package func event(at index: Int) -> LogEvent {
        switch items[index] {
        case .full(let i): return fullEvents[i]
        case .compact(let c): return c.event(names: names)
        }
    }

    /// Marks the next `n` events read.
    package func markRead(_ n: Int) {
        next += min(n, unreadCount)
        if next == items.count {
            items.removeAll(keepingCapacity: true)
            if !fullEvents.isEmpty { fullEvents.removeAll(keepingCapacity: true) }
            next = 0
        }
    }

    /// The next unread event, which then counts as read.
    package func take() -> LogEvent? {
        guard next < items.count else { return nil }
        let e = event(at: next)
        markRead(1)
        return e
    }
}
