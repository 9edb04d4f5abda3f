/// A short animation run by the dispatcher's timer queue: the one animation
/// clock of the gesture API (seed-001 R28, R52). It ticks every
/// `frameInterval` seconds from its start, each tick at `start + k·interval`
/// (no accumulated drift), with the final tick exactly at `start + duration`,
/// so a replay reproduces it tick for tick.
internal final class SettleAnimation {
    private let dispatcherRef: WeakReference<TouchDispatcher>
    private let start: Seconds
    private let duration: Seconds
    private let interval: Seconds
    private let step: (Double) -> Void
    private let completion: () -> Void
    private var tick = 0
    private var timer: TimerID?
    /// Whether the animation has finished (run to the end or completed early).
    private(set) var isFinished = false

    /// Creates an animation; `step` receives the eased progress in [0, 1]
    /// (ease-out cubic), `completion` runs once after the last step.
    init(dispatcher: TouchDispatcher, duration: Seconds, frameInterval: Seconds,
         step: @escaping (Double) -> Void, completion: @escaping () -> Void) {
        dispatcherRef = WeakReference(dispatcher)
        start = dispatcher.now
        self.duration = duration.isFinite ? max(0, duration) : 0
        interval = frameInterval.isFinite && frameInterval > 0 ? frameInterval : 1.0 / 60
        self.step = step
        self.completion = completion
    }

    /// Schedules the first tick (or finishes at once when the duration is 0).
    func begin() {
        if duration == 0 { finishNow(); return }
        scheduleNext()
    }

    /// Jumps to the end: the last step and the completion run now.
    func finishNow() {
        guard !isFinished else { return }
        isFinished = true
        if let timer, let d = dispatcherRef.object { d.timerQueue.cancel(timer) }
        timer = nil
        step(1)
        completion()
    }

    private func scheduleNext() {
        guard let d = dispatcherRef.object else { finishNow(); return }
        tick += 1
        let end = start + duration
        let due = min(start + Double(tick) * interval, end)
        timer = d.timerQueue.schedule(at: due) { [self] in
            self.timer = nil
            guard !self.isFinished else { return }
            // The last tick is the one at `end` exactly: deciding it from the
            // ratio below could round under 1 and reschedule the same tick forever.
            if due >= end { self.finishNow(); return }
            let u = min(max((due - self.start) / self.duration, 0), 1)
            let e = 1 - (1 - u) * (1 - u) * (1 - u)
            self.step(e)
            self.scheduleNext()
        }
    }
}
