// Cited: docs/recognizers.md "Long press".
/// Recognizes a press held still (UIKit's `UILongPressGestureRecognizer`). Continuous:
/// it begins when `numberOfTouchesRequired` fingers have been down for
/// `minimumPressDuration` without any of them moving farther than `allowableMovement`,
/// reports `.changed` on every movement after that, and ends when a finger lifts.
///
/// Before it begins it fails if a finger lifts, moves too far, or more
/// fingers than required land. With `numberOfTapsRequired` > 0 the hold must
/// follow that many taps (tap-then-hold): each tap is a press of the required
/// fingers shorter than `minimumPressDuration`, each next press starting
/// within `maximumTapInterval` of the previous lift and `maximumTapDistance`
/// of where it happened. Fingers that land after it began are ignored.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Continuous.
    open override var isContinuous: Bool { true }

    /// How long, in seconds, the fingers must be held before the gesture
    /// begins. Default 0.5 s (UIKit).
    public var minimumPressDuration: Seconds = 0.5
    /// The farthest, in window points, a finger may move from where it
    /// touched down before the gesture begins. Default 10 pt (UIKit).
    public var allowableMovement: Double = 10
    /// The number of fingers held. Default 1 (UIKit).
    public var numberOfTouchesRequired = 1
    /// The number of taps before the hold. Default 0 (UIKit).
    public var numberOfTapsRequired = 0
    /// The longest wait, in seconds, from a tap's lift to the next press.
    /// Default 0.35 s: UIKit documents no value; the same as
    /// `TapGestureRecognizer.maximumTapInterval`, so a tap-then-hold feels
    /// like a double tap whose second tap stays down.
    package var maximumTapInterval: Seconds = 0.35
    /// The farthest, in window points, a press may land from the previous
    /// tap. Default 45 pt: UIKit documents no value; the same as
    /// `TapGestureRecognizer.maximumTapDistance`.
    package var maximumTapDistance: Double = 45

    /// Taps completed before the hold in the current sequence.
    package private(set) var tapsCompleted = 0

    private var press = MultiFingerPress()
    private var holdTimer: TimerID?
    private var intervalTimer: TimerID?

    /// Takes the new touches into the gesture (the class comment says when it begins or fails; seed-003 `touchesBegan`).
    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        if state.isInProgress {
            for t in touches { ignore(t, for: event) }
            return
        }
        guard state == .possible else { return }
        if !press.isActive {
            if let interval = intervalTimer { cancelTimer(interval); intervalTimer = nil }
            if tapsCompleted > 0, let previous = press.previousTapLocation,
               MultiFingerPress.centroid(of: touches).distance(to: previous) > maximumTapDistance {
                state = .failed
                return
            }
            press.begin()
        } else if press.hasLifted {
            state = .failed
            return
        }
        press.add(touches)
        if press.fingerCount > numberOfTouchesRequired {
            state = .failed
            return
        }
        if press.fingerCount == numberOfTouchesRequired {
            holdTimer = scheduleTimer(after: minimumPressDuration) { [self] in
                holdTimer = nil
                guard state == .possible, press.isActive else { return }
                // Held long enough: the hold, unless a tap was still expected.
                state = tapsCompleted >= numberOfTapsRequired ? .began : .failed
            }
        }
    }

    /// Follows the gesture's touches (the class comment says when it begins, changes or fails; seed-003 `touchesMoved`).
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        if state.isInProgress {
            state = .changed
            return
        }
        guard state == .possible, !isWaitingForFailureRequirements else { return }
        if MultiFingerPress.anyMoved(touches, beyond: allowableMovement) { state = .failed }
    }

    /// Handles lifted touches (the class comment says when the gesture is recognized, ends or fails; seed-003 `touchesEnded`).
    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        if state.isInProgress {
            state = .ended
            return
        }
        guard state == .possible, press.isActive else { return }
        if isWaitingForFailureRequirements {
            // Began, but waiting for a recognizer to fail: the lift ends it.
            state = .ended
            return
        }
        if MultiFingerPress.anyMoved(touches, beyond: allowableMovement) { state = .failed; return }
        if let timer = holdTimer { cancelTimer(timer); holdTimer = nil }
        let pressIsOver = press.lift(touches)
        // Lifting before the timer ends a tap, or fails the hold.
        guard tapsCompleted < numberOfTapsRequired else { state = .failed; return }
        guard pressIsOver else { return }
        guard press.fingerCount == numberOfTouchesRequired else { state = .failed; return }
        press.previousTapLocation = press.centroid
        tapsCompleted += 1
        intervalTimer = scheduleTimer(after: maximumTapInterval) { [self] in
            intervalTimer = nil
            if state == .possible && !press.isActive { state = .failed }
        }
    }

    /// Clears the per-gesture state for the next attempt (seed-003 `reset`).
    open override func reset() {
        super.reset()
        tapsCompleted = 0
        press.reset()
        holdTimer = nil
        intervalTimer = nil
    }
}
