/// A short animation of the gesture API (seed-001 R28, R29, E5), run by the
/// dispatcher's one frame clock (R52): each tick evaluates an ease-out cubic
/// at the clock's `now`. The animation finishes on the first tick at or after
/// `start + duration` (the clock's grid is absolute, decision D4), so it
/// shares its ticks with scrolling and every other animation, and a replay
/// reproduces it tick for tick.
internal final class SettleAnimation: FrameClient {
    private let dispatcherRef: WeakReference<TouchDispatcher>
    private let start: Seconds
    private let duration: Seconds
    private let step: (Double) -> Void
    private let completion: () -> Void
    /// Whether the animation has finished (run to the end or completed early).
    private(set) var isFinished = false

    /// Creates an animation starting at the dispatcher's current time; `step`
    /// receives the eased progress in [0, 1], `completion` runs once after the last step.
    init(dispatcher: TouchDispatcher, duration: Seconds,
         step: @escaping (Double) -> Void, completion: @escaping () -> Void) {
        dispatcherRef = WeakReference(dispatcher)
        start = dispatcher.now
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.step = step
        self.completion = completion
    }

    /// Registers with the frame clock (or finishes at once when the duration is 0).
    func begin() {
        guard duration > 0, let d = dispatcherRef.object else { finishNow(); return }
        d.frameClock.register(self)
    }

    /// Jumps to the end: the last step and the completion run now.
    func finishNow() {
        guard !isFinished else { return }
        isFinished = true
        if let d = dispatcherRef.object { d.frameClock.unregister(self) }
        step(1)
        completion()
    }

    func frameClock(_ clock: FrameClock, tickAt now: Seconds) -> Bool {
        guard !isFinished else { return false }
        // Slack for the grid's rounding: a 0.3 s settle begun on a grid time
        // ends on its 18th tick at 60 Hz.
        if now >= start + duration - 1e-9 { finishNow(); return false }
        let u = min(max((now - start) / duration, 0), 1)
        step(1 - (1 - u) * (1 - u) * (1 - u))
        return true
    }
}
