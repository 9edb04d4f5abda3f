import Tactile

/// One animation of a scene (docs/formats.md, "Animations"): a view
/// animation the replay commits on the view's application's animator, at a
/// time (`at`) or each time a recognizer's actions fire in a final state
/// (`on`: recognized or ended).
package struct SceneAnimation: Equatable, Sendable {
    /// When it is committed.
    package enum Trigger: Equatable, Sendable {
        /// At this trace time.
        case at(Double)
        /// Each time this recognizer is recognized or ends.
        case on(String)
    }

    /// When it is committed.
    package var trigger: Trigger
    /// The id of the animated view.
    package var view: String
    /// Seconds (0 applies at once).
    package var duration: Double
    /// Seconds of delay.
    package var delay: Double = 0
    /// The timing curve.
    package var curve: AnimationCurve = .easeInOut
    /// End frame, if animated.
    package var frame: Rect?
    /// End transform, if animated.
    package var transform: AffineTransform?
    /// End opacity, if animated.
    package var alpha: Double?
    /// End rotation in degrees, if animated.
    package var rotation: Double?
    /// Every second trigger animates back to the values the view had before the first.
    package var toggle = false
    /// A synchronisation session to hold the animation for (applications only).
    package var sync: SceneSync?

    /// Creates an animation.
    package init(trigger: Trigger, view: String, duration: Double) {
        self.trigger = trigger
        self.view = view
        self.duration = duration
    }
}

/// `"sync": {"id", "count"}`: the animation is held for session `id` of
/// `count` applications and starts when all have committed (seed-001 R59–R62).
package struct SceneSync: Equatable, Sendable {
    /// The session id (non-zero).
    package var id: Int
    /// The number of participating applications (≥ 1).
    package var count: Int

    /// Creates a session reference.
    package init(id: Int, count: Int) {
        self.id = id
        self.count = count
    }
}
