/// The shared life cycle of the continuous recognizers that measure how two or
/// more touches move relative to each other (pinch, rotation).
///
/// - It stays `.possible` while fewer than two touches are down and begins
///   when `hasPassedThreshold` says so (with at least two touches down).
/// - Every later movement, and every touch added or lifted while at least two
///   remain, is one `.changed` per frame. Each step is measured over the
///   touches present before and after it (`TouchSetTracker`), so touches may be
///   added or lifted mid-gesture without a jump.
/// - It ends when fewer than two touches remain (seed-001 R16), fails when
///   every touch lifts before it began, and is cancelled when its touches are.
///
/// Subclasses fold each step into their value (`accumulate(_:)`), say which
/// value the velocity estimator follows (`measuredValue`), and when the
/// gesture has gone far enough to begin (`hasPassedThreshold`).
open class MultiTouchTransformGestureRecognizer: GestureRecognizer {
    /// Both recognizers are continuous.
    open override var isContinuous: Bool { true }

    /// The velocity estimator's configuration (horizon, stop threshold).
    public var velocityEstimator: ScalarVelocityEstimator {
        get { estimator }
        set { estimator = newValue }
    }

    internal var tracker = TouchSetTracker()
    internal var estimator = ScalarVelocityEstimator()
    private var lastChangeEpoch: UInt64 = 0

    /// Folds one measured step (over at least two common touches) into the value.
    internal func accumulate(_ step: TouchSetTracker.Step) {}
    /// The value whose rate of change `estimator` follows.
    internal var measuredValue: Double { 0 }
    /// Whether the gesture has gone far enough to begin.
    internal var hasPassedThreshold: Bool { false }
    /// Clears the subclass's accumulated value (called from `reset()`).
    internal func resetMeasurement() {}

    private func measure(recordVelocity: Bool) {
        let step = tracker.update(trackedTouches)
        guard step.commonCount >= 2 else { return }
        accumulate(step)
        if recordVelocity { estimator.add(value: measuredValue, at: currentTime) }
    }

    private func markChanged() {
        guard state.isInProgress, lastChangeEpoch != frameEpoch else { return }
        lastChangeEpoch = frameEpoch
        state = .changed
    }

    /// Takes the new touches into the gesture (the class comment says when it begins or fails; seed-003 `touchesBegan`).
    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        measure(recordVelocity: false)
        // The moment a second touch lands is the first sample of the value.
        if TouchSetTracker.liveCount(trackedTouches) >= 2 { estimator.add(value: measuredValue, at: currentTime) }
        markChanged()
    }

    /// Follows the gesture's touches (the class comment says when it begins, changes or fails; seed-003 `touchesMoved`).
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        measure(recordVelocity: true)
        if state == .possible {
            if TouchSetTracker.liveCount(trackedTouches) >= 2 && hasPassedThreshold {
                lastChangeEpoch = frameEpoch
                state = .began
            }
        } else {
            markChanged()
        }
    }

    /// Handles lifted touches (the class comment says when the gesture is recognized, ends or fails; seed-003 `touchesEnded`).
    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        measure(recordVelocity: false)
        let remaining = TouchSetTracker.liveCount(trackedTouches)
        if state.isInProgress {
            if remaining < 2 { state = .ended } else { markChanged() }
        } else if state == .possible && remaining == 0 {
            state = .failed
        }
    }

    /// Takes a last measurement, then fails a possible gesture or cancels one in progress (seed-003 `touchesCancelled`).
    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        measure(recordVelocity: false)
        super.touchesCancelled(touches, with: event)
    }

    /// Clears the per-gesture state for the next attempt (seed-003 `reset`).
    open override func reset() {
        super.reset()
        resetMeasurement()
        tracker.reset()
        estimator.reset()
        lastChangeEpoch = 0
    }
}
