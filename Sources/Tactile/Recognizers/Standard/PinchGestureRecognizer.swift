// Cited: docs/recognizers.md "Pinch".
/// Recognizes a pinch: two or more touches moving towards or away from each other
/// (UIKit `UIPinchGestureRecognizer`). Continuous.
///
/// - It stays `.possible` while fewer than two touches are down, and begins
///   once the span of the touches (their distance; for more than two, twice
///   their mean distance from the centroid) has changed by
///   `minimumSpanChange` points since two touches came down.
/// - Every later movement, and every touch added or lifted while at least two
///   remain, is a `.changed`. Touches may be added or lifted mid-gesture
///   without a jump in `scale` (the step is measured over the touches present
///   before and after, see `TouchSetTracker`).
/// - It ends when every touch has lifted (UIKit: "The gesture ends … when both
///   fingers lift from the view"); with one finger left it sends no changes.
///   It fails when every touch lifts before it began, and is cancelled when
///   its touches are.
///
/// `location(in:)` is the centroid of the touches (UIKit).
open class PinchGestureRecognizer: MultiTouchTransformGestureRecognizer {
    /// How far, in points, the span must change before the pinch begins.
    /// Default 10: UIKit does not document its value; 10 pt matches the
    /// hysteresis a UIKit user knows from pan, and is large enough that the
    /// incidental spread change of a two-finger pan or rotation does not
    /// start a pinch.
    package var minimumSpanChange: Double = 10

    /// The scale factor relative to the span when two touches came down
    /// (cumulative from the start of the gesture, so it already includes the
    /// change that made the pinch begin, as in UIKit). Setting it rebases the
    /// gesture: later changes multiply the value set (e.g. set it to 1 in every
    /// action to receive incremental factors). Non-finite values are ignored.
    public var scale: Double {
        get { rawScale * scaleFactor }
        set {
            guard newValue.isFinite else { return }
            scaleFactor = newValue / rawScale
        }
    }

    /// The rate of change of `scale`, in scale factor per second, estimated
    /// from the recent movement (`ScalarVelocityEstimator`). Setting `scale`
    /// does not disturb it. 0 before the gesture has moved.
    public var velocity: Double {
        scaleFactor * estimator.velocity(at: currentTime)
    }

    /// The product of every step's spread ratio since two touches came down.
    private var rawScale: Double = 1
    /// `scale / rawScale`, changed by setting `scale`.
    private var scaleFactor: Double = 1
    /// The span change (points) accumulated while two or more touches were down.
    private var spanChange: Double = 0
    internal override func accumulate(_ step: TouchSetTracker.Step) {
        rawScale *= step.scale
        spanChange += step.spanAfter - step.spanBefore
    }

    internal override var measuredValue: Double { rawScale }

    internal override var hasPassedThreshold: Bool { abs(spanChange) >= minimumSpanChange }

    internal override func resetMeasurement() {
        rawScale = 1
        scaleFactor = 1
        spanChange = 0
    }
}
