// Cited: seed-001 R52.
/// Something advanced by a `FrameClock` once per display frame: a scroll motion, an
/// indicator fade, an animation.
public protocol FrameClient: AnyObject {
    /// Advances the client to `now`, the clock's tick time. Returns whether the
    /// client wants further ticks; returning false unregisters it.
    func frameClock(_ clock: FrameClock, tickAt now: Seconds) -> Bool
}
