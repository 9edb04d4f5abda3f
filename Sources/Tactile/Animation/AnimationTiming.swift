/// When an animation runs and how far it is at a given time (R54), with
/// UIKit's repeat and autoreverse rules.
///
/// Without repeats the progress is exactly R54:
/// `clamp((now − startTime − delay) / duration, 0, 1)`.
package struct AnimationTiming: Hashable, Sendable {
    /// The start time: `setAnimationStartTime`, else the commit time.
    package var startTime: Seconds
    /// The wait after `startTime` before the animation begins.
    package var delay: Seconds
    /// The length of one forward run. 0 applies the end state at once.
    package var duration: Seconds
    /// How many times the animation plays; fractions allowed, 0 means once,
    /// `.infinity` forever (UIKit `setAnimationRepeatCount(_:)`).
    package var repeatCount: Double
    /// Whether each repeat runs forward and then back (UIKit `.autoreverse`).
    package var autoreverses: Bool

    /// Creates a timing; non-finite or negative values are repaired to 0
    /// (a non-finite start time to 0 as well, and a NaN repeat count to 0).
    package init(startTime: Seconds, delay: Seconds = 0, duration: Seconds,
                repeatCount: Double = 0, autoreverses: Bool = false) {
        self.startTime = startTime.isFinite ? startTime : 0
        self.delay = delay.isFinite && delay > 0 ? delay : 0
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.repeatCount = repeatCount.isNaN || repeatCount < 0 ? 0 : repeatCount
        self.autoreverses = autoreverses
    }

    /// The time the animation begins: `startTime + delay`.
    package var beginTime: Seconds { startTime + delay }

    /// Whether the end state applies at once, without ticks.
    package var isImmediate: Bool { duration == 0 }

    /// The length of one cycle (forward, plus back when autoreversing).
    package var cycleLength: Seconds { autoreverses ? 2 * duration : duration }

    /// The active time after `beginTime`; `.infinity` when repeating forever.
    package var activeDuration: Seconds { isImmediate ? 0 : cycleLength * (repeatCount > 0 ? repeatCount : 1) }

    /// The time the animation ends (`.infinity` when repeating forever).
    package var endTime: Seconds { beginTime + activeDuration }

    /// Where the animation is at `now`.
    package func phase(at now: Seconds) -> AnimationPhase {
        if isImmediate { return AnimationPhase(hasBegun: true, hasEnded: true, fractionComplete: 1, cycleFraction: 1) }
        let begin = beginTime
        guard now >= begin else { return AnimationPhase(hasBegun: false, hasEnded: false, fractionComplete: 0, cycleFraction: 0) }
        let active = activeDuration
        // Compare with the end time as `endTime` computes it, so a tick at exactly that time ends the animation.
        if now >= begin + active { return AnimationPhase(hasBegun: true, hasEnded: true, fractionComplete: 1, cycleFraction: 1) }
        let elapsed = now - begin
        let complete = active.isFinite ? min(max(elapsed / active, 0), 1) : 0
        if !autoreverses && (repeatCount == 0 || repeatCount == 1) {
            // R54 exactly.
            return AnimationPhase(hasBegun: true, hasEnded: false, fractionComplete: complete,
                                  cycleFraction: min(max(elapsed / duration, 0), 1))
        }
        let cycle = cycleLength
        var k = TactileMath.roundedToNearest(elapsed / cycle)
        if k * cycle > elapsed { k -= 1 }
        let within = min(max((elapsed - k * cycle) / duration, 0), autoreverses ? 2 : 1)
        let f = within <= 1 ? within : 2 - within
        return AnimationPhase(hasBegun: true, hasEnded: false, fractionComplete: complete, cycleFraction: f)
    }
}

/// An animation's position in time.
package struct AnimationPhase: Hashable, Sendable {
    /// Whether `now` has reached the begin time (the delay is over).
    package var hasBegun: Bool
    /// Whether the active time is over.
    package var hasEnded: Bool
    /// The share of the whole active time elapsed, 0…1 (UIKit's
    /// `fractionComplete`; 0 while repeating forever).
    package var fractionComplete: Double
    /// The time fraction of the current forward or backward run, before the curve (R54's fraction).
    package var cycleFraction: Double
}
