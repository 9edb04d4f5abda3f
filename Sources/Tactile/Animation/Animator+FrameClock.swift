/// The animator as a client of the one frame clock (R52, R53): every tick
/// advances all running animations with the tick's time; the animator leaves
/// the clock when no animation needs frames (and registers again when one
/// is committed or a held one starts).
extension Animator: FrameClient {
    /// Advances to `now`; returns whether an animation still needs frames.
    public func frameClock(_ clock: FrameClock, tickAt now: Seconds) -> Bool {
        advance(to: now)
        onFrame?(now)
        return needsFrames
    }
}

/// Drives a `FrameClock` from a `TimerQueue`, for hosts without a display
/// link and for replays: while the clock runs, one timer is kept pending at
/// the clock's next grid time; its firing ticks the clock and schedules the
/// next. With a dispatcher's queue, frames interleave with recognizer timers
/// in time order and `drainTimers()` plays every animation to its end.
public final class FrameClockTimerDriver {
    /// The clock driven.
    public let clock: FrameClock
    /// The queue its ticks are scheduled on.
    public let timers: TimerQueue
    private var pending: TimerID?

    /// Creates a driver; nothing is scheduled until `wake(now:)`.
    public init(clock: FrameClock, timers: TimerQueue) {
        self.clock = clock
        self.timers = timers
    }

    /// Whether a tick is scheduled.
    public var isScheduled: Bool {
        guard let pending else { return false }
        return timers.isPending(pending)
    }

    /// Schedules the next grid tick after `now` when the clock runs and none is pending.
    public func wake(now: Seconds) {
        guard !isScheduled, clock.isRunning else { return }
        var after = now.isFinite ? now : 0
        if let last = clock.lastTickTime, last > after { after = last }
        var due = clock.nextTickTime(after: after)
        // `nextTickTime(after:)` of a tick time can answer the same grid time
        // one ulp later (the grid is summed, not multiplied): never schedule
        // a tick within half a frame of the last one.
        if let last = clock.lastTickTime, due - last < clock.frameInterval / 2 {
            due = clock.nextTickTime(after: last + clock.frameInterval / 2)
        }
        pending = timers.schedule(at: due) { [self] in
            pending = nil
            clock.tick(at: due)
            wake(now: due)
        }
    }

    /// Cancels the pending tick.
    public func stop() {
        if let pending { timers.cancel(pending) }
        pending = nil
    }
}
