/// Identifies a timer scheduled on a `TimerQueue`; use it to cancel the timer.
public struct TimerID: Hashable, Sendable {
    /// The queue-unique sequence number (schedule order).
    public let rawValue: UInt64
}

/// A deterministic queue of one-shot timers, owned by the dispatcher.
///
/// Timers fire in order of their due time; timers due at the same instant fire
/// in the order they were scheduled. Nothing here reads a clock: the owner
/// calls `fireDue(upTo:)` as time advances.
public final class TimerQueue {
    private struct Entry {
        var due: Seconds
        var id: UInt64
    }

    private var heap: [Entry] = []
    private var actions: [UInt64: () -> Void] = [:]
    private var nextID: UInt64 = 0

    /// Creates an empty queue.
    public init() {}

    /// The number of timers still pending.
    public var pendingCount: Int { actions.count }

    /// Whether any timer is pending.
    public var isEmpty: Bool { actions.isEmpty }

    /// The due time of the earliest pending timer.
    public var nextDueTime: Seconds? {
        while let top = heap.first, actions[top.id] == nil { popTop() }
        return heap.first?.due
    }

    /// Schedules `action` to run when time reaches `due`. A NaN due time is
    /// treated as −∞ (due at once); a timer due at +∞ never fires until cancelled.
    @discardableResult
    public func schedule(at due: Seconds, _ action: @escaping () -> Void) -> TimerID {
        let due = due.isNaN ? -Double.infinity : due
        let id = nextID
        nextID &+= 1
        actions[id] = action
        heap.append(Entry(due: due, id: id))
        siftUp(heap.count - 1)
        return TimerID(rawValue: id)
    }

    /// Cancels a pending timer. Cancelling a fired or unknown timer does nothing.
    public func cancel(_ id: TimerID) {
        actions[id.rawValue] = nil
    }

    /// Whether the timer is still pending.
    public func isPending(_ id: TimerID) -> Bool { actions[id.rawValue] != nil }

    /// Removes and returns the earliest timer due at or before `time`, if any.
    public func popDue(upTo time: Seconds) -> (due: Seconds, action: () -> Void)? {
        while let top = heap.first {
            guard let action = actions[top.id] else { popTop(); continue }
            guard top.due <= time else { return nil }
            popTop()
            actions[top.id] = nil
            return (top.due, action)
        }
        return nil
    }

    /// Cancels every pending timer.
    public func removeAll() {
        heap.removeAll()
        actions.removeAll()
    }

    private func less(_ x: Entry, _ y: Entry) -> Bool {
        x.due < y.due || (x.due == y.due && x.id < y.id)
    }

    private func popTop() {
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
    }

    private func siftUp(_ start: Int) {
        var i = start
        while i > 0 {
            let parent = (i - 1) / 2
            if less(heap[i], heap[parent]) { heap.swapAt(i, parent); i = parent } else { return }
        }
    }

    private func siftDown(_ start: Int) {
        var i = start
        let n = heap.count
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < n && less(heap[l], heap[m]) { m = l }
            if r < n && less(heap[r], heap[m]) { m = r }
            if m == i { return }
            heap.swapAt(i, m)
            i = m
        }
    }
}
