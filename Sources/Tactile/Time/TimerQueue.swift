/// Identifies a timer scheduled on a `TimerQueue`; use it to cancel the timer.
package struct TimerID: Hashable, Sendable {
    /// The queue-unique sequence number (schedule order).
    public let rawValue: UInt64
}

/// A deterministic queue of one-shot timers, owned by the dispatcher.
///
/// Timers fire in order of their due time; timers due at the same instant fire
/// in the order they were scheduled. Nothing here reads a clock: the owner
/// calls `fireDue(upTo:)` as time advances.
package final class TimerQueue {
    private struct Entry {
        var due: Seconds
        var id: UInt64
        var action: () -> Void
    }

    // Pending timers in firing order (due time, then schedule order). A host
    // has a handful pending at once, so an ordered array beats a heap plus a
    // dictionary: scheduling and cancelling a timer hash nothing.
    // Exclusivity: reached only by this class's methods, none of which calls
    // out while accessing it (actions are returned, not run): overlapping
    // access is impossible, so the runtime check is skipped.
    @exclusivity(unchecked) private var entries: [Entry] = []
    @exclusivity(unchecked) private var nextID: UInt64 = 0

    /// Creates an empty queue.
    package init() {}

    /// The number of timers still pending.
    package var pendingCount: Int { entries.count }

    /// Whether any timer is pending.
    public var isEmpty: Bool { entries.isEmpty }

    /// The due time of the earliest pending timer.
    package var nextDueTime: Seconds? { entries.isEmpty ? nil : entries[0].due }

    /// Schedules `action` to run when time reaches `due`. A NaN due time is
    /// treated as −∞ (due at once); a timer due at +∞ never fires until cancelled.
    @discardableResult
    package func schedule(at due: Seconds, _ action: @escaping () -> Void) -> TimerID {
        let due = due.isNaN ? -Double.infinity : due
        let id = nextID
        nextID &+= 1
        // After every timer due no later (they were scheduled earlier).
        var lo = 0, hi = entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if entries[mid].due <= due { lo = mid + 1 } else { hi = mid }
        }
        entries.insert(Entry(due: due, id: id, action: action), at: lo)
        return TimerID(rawValue: id)
    }

    /// Cancels a pending timer. Cancelling a fired or unknown timer does nothing.
    public func cancel(_ id: TimerID) {
        if let i = entries.firstIndex(where: { $0.id == id.rawValue }) { entries.remove(at: i) }
    }

    /// Whether the timer is still pending.
    package func isPending(_ id: TimerID) -> Bool { entries.contains { $0.id == id.rawValue } }

    /// Removes and returns the earliest timer due at or before `time`, if any.
    package func popDue(upTo time: Seconds) -> (due: Seconds, action: () -> Void)? {
        guard !entries.isEmpty, entries[0].due <= time else { return nil }
        let first = entries.removeFirst()
        return (first.due, first.action)
    }

    /// Cancels every pending timer.
    public func removeAll() {
        entries.removeAll()
    }
}
