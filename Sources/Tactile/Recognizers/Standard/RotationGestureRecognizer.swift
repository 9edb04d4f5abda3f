// Cited: docs/recognizers.md "Rotation".
/// Recognizes a rotation: two or more touches turning about their centroid (UIKit
/// `UIRotationGestureRecognizer`). Continuous.
///
/// - It stays `.possible` while fewer than two touches are down, and begins
///   once the touches have turned by `minimumRotation` radians (either way)
///   since two touches came down.
/// - Every later movement, and every touch added or lifted while at least two
///   remain, is a `.changed`. Touches may be added or lifted mid-gesture
///   without a jump in `rotation`.
/// - It ends when every touch has lifted (UIKit: "It ends when the user lifts
///   both fingers."); with one finger left it sends no changes. It fails when
///   every touch lifts before it began, and is cancelled when its touches are.
///
/// `rotation` is cumulative: it sums each step's change of angle wrapped into
/// (−π, π], so it passes ±π smoothly and may exceed a full turn. Positive is
/// clockwise on a y-down screen (UIKit, seed-001 R21). `location(in:)` is the
/// centroid of the touches.
open class RotationGestureRecognizer: MultiTouchTransformGestureRecognizer {
    /// How far, in radians, the touches must turn before the rotation begins.
    /// Default π/36 (5°): UIKit does not document its value; 5° starts a
    /// deliberate twist at once, while the incidental twist of a pinch or a
    /// two-finger pan (a few degrees) does not start a rotation.
    package var minimumRotation: Double = TactileMath.pi / 36

    /// The rotation in radians since two touches came down (cumulative; it
    /// already includes the turn that made the gesture begin, as in UIKit).
    /// Setting it rebases the gesture: later turns add to the value set.
    /// Non-finite values are ignored.
    public var rotation: Double {
        get { rawRotation + rotationOffset }
        set {
            guard newValue.isFinite else { return }
            rotationOffset = newValue - rawRotation
        }
    }

    /// The rate of change of `rotation`, in radians per second, estimated
    /// from the recent movement (`ScalarVelocityEstimator`). Setting
    /// `rotation` does not disturb it. 0 before the gesture has moved.
    public var velocity: Double {
        estimator.velocity(at: currentTime)
    }

    /// The sum of every step's wrapped rotation since two touches came down.
    private var rawRotation: Double = 0
    /// `rotation - rawRotation`, changed by setting `rotation`.
    private var rotationOffset: Double = 0
    internal override func accumulate(_ step: TouchSetTracker.Step) {
        rawRotation += step.rotation
    }

    internal override var measuredValue: Double { rawRotation }

    internal override var hasPassedThreshold: Bool { abs(rawRotation) >= minimumRotation }

    internal override func resetMeasurement() {
        rawRotation = 0
        rotationOffset = 0
    }
}
