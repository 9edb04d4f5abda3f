/// A start or stop of an animation, as `Animator.onEvent` reports it (logs,
/// reports, completion handlers). Delegates get the same calls first.
package enum AnimationEvent {
    /// The animation's delay is over and it has begun.
    case started(AnimationInfo)
    /// The animation ended: `finished` when it ran to fraction 1, else it was
    /// cancelled at `fraction` (its `fractionComplete`).
    case stopped(AnimationInfo, finished: Bool, fraction: Double)

    /// The animation the event is about.
    package var info: AnimationInfo {
        switch self {
        case .started(let i), .stopped(let i, _, _): return i
        }
    }
}

/// A running animation as `Animator.forEachRunningAnimation` shows it.
package struct RunningAnimation {
    /// Handle, name and context.
    package var info: AnimationInfo
    /// The timing curve.
    package var curve: AnimationCurve
    /// The priority (R58).
    package var priority: Int
    /// Start time, delay, duration and repeats.
    package var timing: AnimationTiming
    /// Where it is at the animator's `now`.
    package var phase: AnimationPhase
    /// The curve's output at `phase.cycleFraction` (0 before it begins).
    package var progress: Double
    /// The synchronisation session it waits for, if held (R62).
    package var heldFor: SyncID?
    /// The properties it changes, in the order recorded.
    package var keys: [AnimationKey]
}
