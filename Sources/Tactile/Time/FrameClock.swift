// Cited: seed-001 R52, R53.
/// The one timer that drives every running animation.
///
/// Ticks lie on an absolute grid `tₖ = k · frameInterval`, like a display's
/// vsync, so two clocks with the same interval tick at identical times. Each
/// tick calls every registered client with the same `now`, in descending
/// priority and then registration order.
///
/// Two drivers:
/// * a host with a display link calls `tick(at:)` with each refresh time
///   (any time is accepted; a time not after the last tick is ignored);
/// * a host without one lets the dispatcher's `TimerQueue` drive it
///   (`TouchDispatcher.frameClock`): while `isRunning` and not
///   `isHostDriven`, one timer stays pending at `nextTickTime(after: now)`;
///   its action ticks and schedules the next, so frames interleave with
///   recognizer timers in time order and `drainTimers()` plays every motion
///   to its end.
///
/// The clock keeps its clients alive while they run (as a display link keeps
/// its target): a client leaves by returning false from its tick or through
/// `unregister(_:)`. Ticking allocates nothing once the client list is warm.
public final class FrameClock {
    private struct Entry {
        var client: any FrameClient
        var priority: Int
        var order: UInt64
        var isActive: Bool
    }

    /// The frame interval used when none (or a non-positive one) is given: 60 Hz.
    public static let defaultFrameInterval: Seconds = 1.0 / 60

    /// Seconds between grid ticks.
    public let frameInterval: Seconds
    /// The time of the last tick, or nil before the first.
    package private(set) var lastTickTime: Seconds?
    /// Ticks delivered so far.
    package private(set) var tickCount: UInt64 = 0

    /// Whether the host drives the ticks (`tick(at:)` from its display
    /// refresh). While true the dispatcher schedules no tick timers. Default false.
    public var isHostDriven = false {
        didSet { if !isHostDriven && oldValue { needsDriving?() } }
    }

    /// Called when a client registers or host driving stops: the timer driver
    /// schedules its next tick (set by the owning dispatcher).
    internal var needsDriving: (() -> Void)?

    private var entries: [Entry] = []
    private var nextOrder: UInt64 = 0
    private var isTicking = false
    private var needsCompaction = false

    /// Creates a clock; a non-finite or non-positive interval means 1/60 s.
    public init(frameInterval: Seconds = FrameClock.defaultFrameInterval) {
        self.frameInterval = frameInterval.isFinite && frameInterval > 0 ? frameInterval : FrameClock.defaultFrameInterval
    }

    /// Whether any client is registered (the driver should keep ticking).
    public var isRunning: Bool { entries.contains { $0.isActive } }

    /// The number of registered clients.
    package var clientCount: Int { entries.reduce(0) { $0 + ($1.isActive ? 1 : 0) } }

    /// Registers `client` (again registering one already present only updates its priority).
    /// A client registered during a tick first runs on the next tick.
    public func register(_ client: any FrameClient, priority: Int = 0) {
        if let i = entries.firstIndex(where: { $0.isActive && $0.client === client }) {
            guard entries[i].priority != priority else { return }
            entries[i].isActive = false
            needsCompaction = true
        }
        let entry = Entry(client: client, priority: priority, order: nextOrder, isActive: true)
        nextOrder &+= 1
        if isTicking {
            entries.append(entry)  // placed in order by the compaction after the tick
            needsCompaction = true
        } else {
            insertInOrder(entry)
        }
        needsDriving?()
    }

    /// Removes `client`; it gets no further ticks, even later in the current one.
    package func unregister(_ client: any FrameClient) {
        for i in entries.indices where entries[i].isActive && entries[i].client === client {
            entries[i].isActive = false
            needsCompaction = true
        }
        if !isTicking { compact() }
    }

    /// Whether `client` is registered.
    package func isRegistered(_ client: any FrameClient) -> Bool {
        entries.contains { $0.isActive && $0.client === client }
    }

    /// The first grid time after `time` (`time` itself when not finite).
    package func nextTickTime(after time: Seconds) -> Seconds {
        guard time.isFinite else { return time }
        guard abs(time / frameInterval) < 1.0e15 else { return time + frameInterval }
        // Grid times are always `k · frameInterval` (never sums), and a time
        // within a millionth of an interval of a grid time counts as on it:
        // the tick after a tick is the next grid time, never the same one again.
        let slack = frameInterval * 1e-6
        var k = TactileMath.roundedToNearest(time / frameInterval)
        while k * frameInterval <= time + slack { k += 1 }
        while (k - 1) * frameInterval > time + slack { k -= 1 }
        return k * frameInterval
    }

    /// Delivers one tick at `now` to every client. A non-finite `now`, or one not
    /// after the previous tick, is ignored (the clock is monotonic). Returns
    /// whether the tick was delivered.
    @discardableResult
    public func tick(at now: Seconds) -> Bool {
        guard now.isFinite, !isTicking else { return false }
        if let last = lastTickTime, now <= last { return false }
        lastTickTime = now
        tickCount &+= 1
        isTicking = true
        let count = entries.count  // clients registered during the tick wait for the next one
        var i = 0
        while i < count {
            if entries[i].isActive {
                let keep = entries[i].client.frameClock(self, tickAt: now)
                if !keep, entries[i].isActive { entries[i].isActive = false; needsCompaction = true }
            }
            i += 1
        }
        isTicking = false
        compact()
        return true
    }

    private func insertInOrder(_ entry: Entry) {
        var i = entries.count
        while i > 0, !precedes(entries[i - 1], entry) { i -= 1 }
        entries.insert(entry, at: i)
    }

    private func precedes(_ a: Entry, _ b: Entry) -> Bool {
        a.priority > b.priority || (a.priority == b.priority && a.order < b.order)
    }

    private func compact() {
        guard needsCompaction else { return }
        needsCompaction = false
        entries.removeEach { !$0.isActive }
        // Entries appended during a tick: restore priority order (insertion sort, stable).
        var i = 1
        while i < entries.count {
            let e = entries[i]
            var j = i
            while j > 0, !precedes(entries[j - 1], e) { entries[j] = entries[j - 1]; j -= 1 }
            entries[j] = e
            i += 1
        }
    }
}
