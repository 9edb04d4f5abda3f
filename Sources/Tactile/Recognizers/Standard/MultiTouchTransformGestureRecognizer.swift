/// The shared life cycle of the continuous recognizers that measure how two or
/// more touches move relative to each other (pinch, rotation).
///
/// - It stays `.possible` while fewer than `minimumNumberOfTouches` (at least
///   two) touches are down and begins when `hasPassedThreshold` says so; the
///   value is measured from the moment enough touches are down. More than
///   `maximumNumberOfTouches` before it began fails it; extra touches that land
///   while it is in progress are ignored.
/// - Every later movement, and every touch added or lifted while at least two
///   remain, is one `.changed` per frame. Each step is measured over the
///   touches present before and after it (`TouchSetTracker`), so touches may be
///   added or lifted mid-gesture without a jump.
/// - It ends when every touch has lifted (UIKit: pinch "ends … when both
///   fingers lift from the view", rotation "ends when the user lifts both
///   fingers"), fails when every touch lifts before it began, and is cancelled
///   when its touches are. While fewer than `minimumNumberOfTouches` (at least
///   two) remain it sends no changes and their movement does not count, but it
///   does not end. (`GestureController`, the seed-001 gesture API, keeps its own
///   rule: a gesture ends below two fingers, seed-001 R16.)
///
/// Subclasses fold each step into their value (`accumulate(_:)`), say which
/// value the velocity estimator follows (`measuredValue`), and when the
/// gesture has gone far enough to begin (`hasPassedThreshold`).
open class MultiTouchTransformGestureRecognizer: GestureRecognizer {
    /// Both recognizers are continuous.
    open override var isContinuous: Bool { true }

    /// The velocity estimator's configuration (horizon, stop threshold).
    package var velocityEstimator: ScalarVelocityEstimator {
        get { estimator }
        set { estimator = newValue }
    }

    /// The fewest touches that make the gesture (default 2, UIKit's behaviour).
    /// Not in UIKit, whose pinch and rotation take any two or more fingers: it
    /// makes a fixed-finger gesture, such as the launcher's five-finger
    /// home-screen pinch (seed-000 §7.1, L372) or a three-finger pinch
    /// definition (seed-000 §7.2). Values below 2 act as 2.
    public var minimumNumberOfTouches = 2
    /// The most touches that make the gesture (default `Int.max`, UIKit's
    /// behaviour). More touches before it began fail it; touches beyond it that
    /// land while it is in progress are ignored.
    public var maximumNumberOfTouches = Int.max

    /// The touch count below which the gesture cannot start, nor change once begun.
    private var endingCount: Int { max(2, minimumNumberOfTouches) }

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
        let live = TouchSetTracker.liveCount(trackedTouches)
        if state == .possible && live >= 2 && live < minimumNumberOfTouches {
            // Not enough fingers yet: the value starts when enough are down.
            resetMeasurement()
            estimator.reset()
            return
        }
        // The step of a lift still counts (the lifting touch is common to both
        // snapshots, at its lift location); once fewer than the minimum remain, none does.
        guard step.commonCount >= 2, !isBelowMinimumInProgress(step.commonCount) else { return }
        accumulate(step)
        if recordVelocity { estimator.add(value: measuredValue, at: currentTime) }
    }

    /// In progress with fewer than the minimum touches down: no value, no changes.
    private func isBelowMinimumInProgress(_ live: Int) -> Bool {
        state.isInProgress && live < endingCount
    }

    private func markChanged() {
        guard state.isInProgress, lastChangeEpoch != currentStep,
              !isBelowMinimumInProgress(TouchSetTracker.liveCount(trackedTouches)) else { return }
        lastChangeEpoch = currentStep
        state = .changed
    }

    /// Takes the new touches into the gesture (the class comment says when it begins or fails; seed-003 `touchesBegan`).
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
        // The moment enough touches are down is the first sample of the value.
        if TouchSetTracker.liveCount(trackedTouches) >= endingCount { estimator.add(value: measuredValue, at: currentTime) }
        markChanged()
    }

    /// Follows the gesture's touches (the class comment says when it begins, changes or fails; seed-003 `touchesMoved`).
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        measure(recordVelocity: true)
        if state == .possible {
            let live = TouchSetTracker.liveCount(trackedTouches)
            if live >= endingCount && live <= maximumNumberOfTouches && hasPassedThreshold {
                lastChangeEpoch = currentStep
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
            if remaining == 0 { state = .ended } else { markChanged() }
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
