import Tactile

/// One animation of a scene (docs/formats.md, "Animations"): a view
/// animation the replay commits on the view's application's animator, at a
/// time (`at`) or each time a recognizer's actions fire in a final state
/// (`on`: recognized or ended).
public struct SceneAnimation: Equatable, Sendable {
    /// When it is committed.
    public enum Trigger: Equatable, Sendable {
        /// At this trace time.
        case at(Double)
        /// Each time this recognizer is recognized or ends.
        case on(String)
    }

    /// When it is committed.
    public var trigger: Trigger
    /// The id of the animated view.
    public var view: String
    /// Seconds (0 applies at once).
    public var duration: Double
    /// Seconds of delay.
    public var delay: Double = 0
    /// The timing curve.
    public var curve: AnimationCurve = .easeInOut
    /// End frame, if animated.
    public var frame: Rect?
    /// End transform, if animated.
    public var transform: AffineTransform?
    /// End opacity, if animated.
    public var alpha: Double?
    /// End rotation in degrees, if animated.
    public var rotation: Double?
    /// Every second trigger animates back to the values the view had before the first.
    public var toggle = false
    /// A synchronisation session to hold the animation for (applications only).
    public var sync: SceneSync?

    /// Creates an animation.
    public init(trigger: Trigger, view: String, duration: Double) {
        self.trigger = trigger
        self.view = view
        self.duration = duration
    }
}

/// `"sync": {"id", "count"}`: the animation is held for session `id` of
/// `count` applications and starts when all have committed (seed-001 R59–R62).
public struct SceneSync: Equatable, Sendable {
    /// The session id (non-zero).
    public var id: Int
    /// The number of participating applications (≥ 1).
    public var count: Int

    /// Creates a session reference.
    public init(id: Int, count: Int) {
        self.id = id
        self.count = count
    }
}
