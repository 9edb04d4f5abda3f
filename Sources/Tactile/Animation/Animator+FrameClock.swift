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
