/// The dispatcher's one frame clock (seed-001 R52, R53) and its two drivers:
/// the timer queue (default; deterministic, so replays and `drainTimers()`
/// play flings, bounces and fades to their end) and the host's display
/// refresh (`tick(now:)`).

extension TouchDispatcher {
    /// The one clock every animation of this dispatcher's windows advances
    /// from: scroll momentum, bounces, indicator fades, gesture settles.
    /// Created on first use with a 1/60 s grid. Unless `isHostDriven`, the
    /// dispatcher keeps one timer pending at the next grid time while the
    /// clock has clients; each such timer is a processing step of its own.
    public var frameClock: FrameClock { frameClock(interval: FrameClock.defaultFrameInterval) }

    /// The frame clock, created with a grid of `interval` if there is none yet
    /// (a window server gives its applications' dispatchers its own interval).
    func frameClock(interval: Seconds) -> FrameClock {
        if let c = frameClockStorage { return c }
        let c = FrameClock(frameInterval: interval)
        let driver = FrameClockTimerDriver(dispatcher: self, clock: c)
        c.needsDriving = { driver.schedule() }
        frameClockStorage = c
        return c
    }

    /// Drives the frame clock from the host's display refresh: fires the
    /// recognizer timers due by `time` (as `advance(to:)`), then delivers one
    /// frame-clock tick at `time` as a processing step. The first call makes
    /// the clock host-driven (`FrameClock.isHostDriven`): the timer queue
    /// schedules no more ticks. A time not after the last tick only fires
    /// timers; a call from one of the dispatcher's own callbacks is ignored.
    public func tick(now time: Seconds) {
        let clock = frameClock
        clock.isHostDriven = true
        guard !inputQueue.isBusy else { return }
        advance(to: time)
        guard time.isFinite, time >= now else { return }
        inputQueue.enter()
        beginFrame()
        clock.tick(at: time)
        processFrame()
        inputQueue.leave()
        flushDeferredInput()
    }
}

/// Keeps one timer pending on the dispatcher's queue at the frame clock's
/// next grid time while the clock runs and is not host-driven. The timer's
/// action is built once, so a running clock schedules without allocating.
final class FrameClockTimerDriver {
    private let dispatcher: WeakReference<TouchDispatcher>
    private let clock: WeakReference<FrameClock>
    private var timer: TimerID?
    private var due: Seconds = 0
    private var action: (() -> Void)?

    init(dispatcher: TouchDispatcher, clock: FrameClock) {
        self.dispatcher = WeakReference(dispatcher)
        self.clock = WeakReference(clock)
        let me = WeakReference(self)
        action = { me.object?.fire() }
    }

    /// Schedules the next tick unless one is pending, the clock is idle or host-driven.
    func schedule() {
        guard timer == nil, let d = dispatcher.object, let c = clock.object, c.isRunning, !c.isHostDriven,
              let action else { return }
        due = c.nextTickTime(after: max(d.now, c.lastTickTime ?? -Double.infinity))
        timer = d.timerQueue.schedule(at: due, action)
    }

    private func fire() {
        timer = nil
        guard let c = clock.object, !c.isHostDriven else { return }
        c.tick(at: due)
        schedule()
    }
}
