/// Recognizes a pinch: two or more touches moving towards or away from each
/// other (seed-003 `UIPinchGestureRecognizer`; issue 4 item 5). Continuous.
///
/// - It stays `.possible` while fewer than two touches are down, and begins
///   once the span of the touches (their distance; for more than two, twice
///   their mean distance from the centroid) has changed by
///   `minimumSpanChange` points since two touches came down.
/// - Every later movement, and every touch added or lifted while at least two
///   remain, is a `.changed`. Touches may be added or lifted mid-gesture
///   without a jump in `scale` (the step is measured over the touches present
///   before and after, see `TouchSetTracker`).
/// - It ends when fewer than two touches remain (seed-001 R16: a gesture ends
///   when the number of fingers drops below two), fails when every touch lifts
///   before it began, and is cancelled when its touches are.
///
/// `location(in:)` is the centroid of the touches (UIKit).
///
/// `minimumNumberOfTouches` and `maximumNumberOfTouches` (not in UIKit, whose
/// pinch takes any two or more fingers) make it a fixed-finger pinch, such as
/// the launcher's five-finger home-screen pinch (seed-000 §7.1, L372).
open class PinchGestureRecognizer: GestureRecognizer {
    /// The fewest touches that pinch (default 2, UIKit's behaviour). With
    /// more than 2, the scale is measured from the moment this many touches
    /// are down, the pinch begins only then, and it ends when fewer remain.
    public var minimumNumberOfTouches = 2
    /// The most touches that pinch (default `Int.max`, UIKit's behaviour).
    /// When more land before the pinch began it fails; touches beyond it that
    /// land while it is in progress are ignored.
    public var maximumNumberOfTouches = Int.max

    /// How far, in points, the span must change before the pinch begins.
    /// Default 10: UIKit does not document its value; 10 pt matches the
    /// hysteresis a UIKit user knows from pan, and is large enough that the
    /// incidental spread change of a two-finger pan or rotation does not
    /// start a pinch.
    public var minimumSpanChange: Double = 10

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

    /// The velocity estimator's configuration (horizon, stop threshold).
    public var velocityEstimator: ScalarVelocityEstimator {
        get { estimator }
        set { estimator = newValue }
    }

    /// A pinch is continuous.
    open override var isContinuous: Bool { true }

    /// The product of every step's spread ratio since two touches came down.
    private var rawScale: Double = 1
    /// `scale / rawScale`, changed by setting `scale`.
    private var scaleFactor: Double = 1
    /// The span change (points) accumulated while two or more touches were down.
    private var spanChange: Double = 0
    private var tracker = TouchSetTracker()
    private var estimator = ScalarVelocityEstimator()
    private var lastChangeEpoch: UInt64 = 0

    /// The touch count below which the pinch ends (at least 2).
    private var endingCount: Int { max(2, minimumNumberOfTouches) }

    private func measure(recordVelocity: Bool) {
        let step = tracker.update(trackedTouches)
        let live = TouchSetTracker.liveCount(trackedTouches)
        if state == .possible && live >= 2 && live < minimumNumberOfTouches {
            // Not enough fingers yet: the scale starts when enough are down.
            rawScale = 1
            spanChange = 0
            estimator.reset()
            return
        }
        guard step.commonCount >= 2 else { return }
        rawScale *= step.scale
        spanChange += step.spanAfter - step.spanBefore
        if recordVelocity { estimator.add(value: rawScale, at: currentTime) }
    }

    private func markChanged() {
        guard state.isInProgress, lastChangeEpoch != frameEpoch else { return }
        lastChangeEpoch = frameEpoch
        state = .changed
    }

    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        if state.isInProgress && maximumNumberOfTouches < Int.max {
            var live = TouchSetTracker.liveCount(trackedTouches)
            for t in touches where live > maximumNumberOfTouches {
                ignore(t, for: event)
                live -= 1
            }
        } else if state == .possible && TouchSetTracker.liveCount(trackedTouches) > maximumNumberOfTouches {
            state = .failed
            return
        }
        measure(recordVelocity: false)
        // The moment enough touches are down is the first sample of the scale.
        if TouchSetTracker.liveCount(trackedTouches) >= endingCount { estimator.add(value: rawScale, at: currentTime) }
        markChanged()
    }

    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        measure(recordVelocity: true)
        if state == .possible {
            let live = TouchSetTracker.liveCount(trackedTouches)
            if live >= endingCount && live <= maximumNumberOfTouches && abs(spanChange) >= minimumSpanChange {
                lastChangeEpoch = frameEpoch
                state = .began
            }
        } else {
            markChanged()
        }
    }

    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        measure(recordVelocity: false)
        let remaining = TouchSetTracker.liveCount(trackedTouches)
        if state.isInProgress {
            if remaining < endingCount { state = .ended } else { markChanged() }
        } else if state == .possible && remaining == 0 {
            state = .failed
        }
    }

    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        measure(recordVelocity: false)
        super.touchesCancelled(touches, with: event)
    }

    open override func reset() {
        super.reset()
        rawScale = 1
        scaleFactor = 1
        spanChange = 0
        tracker.reset()
        estimator.reset()
        lastChangeEpoch = 0
    }
}
