// Cited: seed-001 An5, An8.
/// Told when an animation starts and stops (R56).
///
/// Each animation gets at most one `animationDidStart` (when its delay is
/// over) and exactly one stop: `animationDidStop(_:finished: true)` when it
/// reaches fraction 1, or, when cancelled, `animationDidStop(_:atFraction:)`
/// (stopped where it is) or `animationDidStop(_:finished: false)` (moved to
/// its start or end). Calls come from `Animator.advance(to:)`, `cancel` and,
/// for duration 0, from `animate` itself, after the animator's state is
/// updated, so a delegate may start or cancel animations.
public protocol AnimationDelegate: AnyObject {
    /// The animation's delay is over and it has begun.
    func animationDidStart(_ animation: AnimationInfo)
    /// The animation ended: `finished` is true when it ran to fraction 1.
    func animationDidStop(_ animation: AnimationInfo, finished: Bool)
    /// The animation was cancelled and left where it was, at `fraction`
    /// (its `fractionComplete`, 0…1).
    func animationDidStop(_ animation: AnimationInfo, atFraction fraction: Double)
}

extension AnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ animation: AnimationInfo) {}
    /// Does nothing.
    public func animationDidStop(_ animation: AnimationInfo, finished: Bool) {}
    /// Does nothing.
    public func animationDidStop(_ animation: AnimationInfo, atFraction fraction: Double) {}
}
