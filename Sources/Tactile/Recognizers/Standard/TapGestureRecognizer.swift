// Cited: seed-003 tap; seed-000 §7.1 tap and double tap; docs/recognizers.md "Tap".
/// Recognizes one or more taps of one or more fingers. Discrete: it goes from
/// `.possible` to `.recognized` when the last finger of the last tap lifts.
///
/// A tap is a press of exactly `numberOfTouchesRequired` fingers (they may
/// land at slightly different times, but none may lift before the last one
/// lands) that moves no finger farther than `allowableMovement` and lifts
/// within `maximumPressDuration`. Successive taps must start within
/// `maximumTapInterval` of the previous tap's lift and within
/// `maximumTapDistance` of where it happened. Any other sequence fails.
///
/// A tap never prevents a tap recognizer with a higher tap count (seed-003
/// `canPreventGestureRecognizer`), so a single tap and a double tap on one view
/// both work; make the single tap `require(toFail:)` the double tap to keep
/// it from firing on the double tap's first tap (seed-000 S6–S7).
open class TapGestureRecognizer: GestureRecognizer {
    /// The number of taps needed (seed-003). Default 1 (UIKit).
    public var numberOfTapsRequired = 1
    /// The number of fingers of each tap (seed-003). Default 1 (UIKit).
    public var numberOfTouchesRequired = 1
    /// The farthest, in window points, any finger may move from where it
    /// touched down. Default 10 pt: UIKit documents no value for taps; 10 pt is
    /// its documented long-press `allowableMovement` and the pan's hysteresis,
    /// so a press that moves far enough to start a pan stops being a tap.
    public var allowableMovement: Double = 10
    /// The longest a tap's press may last, from its first touch-down to its
    /// last lift, in seconds. Default 0.5 s: UIKit documents no value; it is
    /// the long press's documented `minimumPressDuration`, so press lengths
    /// split cleanly between a tap and a long press.
    package var maximumPressDuration: Seconds = 0.5
    /// The longest wait, in seconds, from one tap's lift to the next tap's
    /// touch-down. Default 0.35 s: UIKit documents no value; it matches the
    /// dispatcher's `Touch.tapCount` rule (`DispatchPolicy.maxTapInterval`).
    package var maximumTapInterval: Seconds = 0.35
    /// The farthest, in window points, a tap may land from the previous tap's
    /// location. Default 45 pt: UIKit documents no value; a second tap of a
    /// double tap lands anywhere on the same finger-sized target (Apple's
    /// minimum target is 44 pt), which is looser than the movement allowed
    /// within one press.
    package var maximumTapDistance: Double = 45

    /// Taps completed in the current sequence.
    package private(set) var tapsCompleted = 0

    private var press = MultiFingerPress()
    private var tapLocationInWindow: Point?
    /// The first tap of the sequence, once complete: its centroid and its fingers.
    private var firstTapLocationInWindow: Point?
    private var firstTapTouches: [Touch] = []
    private var pressTimer: TimerID?
    private var intervalTimer: TimerID?

    /// The location of the tap, in `view`'s coordinates (`nil`: window
    /// coordinates) (seed-003 `locationInView`): the centroid of the fingers of
    /// the *first* tap (where they lifted), or of the press in progress before
    /// the first tap completes. UIKit: "if there are multiple taps, this
    /// location is the first tap; if there are multiple touches, this location
    /// is the centroid of all fingers tapping the view."
    open override func location(in view: View?) -> Point {
        if let p = firstTapLocationInWindow ?? tapLocationInWindow { return mapFromWindow(p, to: view) }
        return super.location(in: view)
    }

    /// The number of fingers of the latest tap, including fingers that have
    /// lifted (seed-003 `numberOfTouches`). A tap is recognized when its last
    /// finger lifts, or later when it waits for another recognizer to fail,
    /// so, like UIKit, its action still sees the tap's fingers. 0 after reset.
    open override var numberOfTouches: Int {
        max(super.numberOfTouches, press.touches.count)
    }

    /// The location of finger `index` (`0..<numberOfTouches`, in touch-down
    /// order; where it lifted once it has lifted) of the first tap, or of the
    /// press in progress before the first tap completes, in `view`'s
    /// coordinates (seed-003 `locationOfTouch`). UIKit: "if multiple taps are
    /// allowed, this location is that of the first tap." Out of range gives `.zero`.
    open override func location(ofTouch index: Int, in view: View?) -> Point {
        let fingers = firstTapTouches.isEmpty ? press.touches : firstTapTouches
        guard fingers.count >= super.numberOfTouches else { return super.location(ofTouch: index, in: view) }
        guard index >= 0, index < fingers.count else { return .zero }
        return fingers[index].location(in: view)
    }

    /// Takes the new touches into the gesture (the class comment says when it begins or fails; seed-003 `touchesBegan`).
    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible else { return }
        if !press.isActive {
            startPress(touches)
            if state != .possible { return }
        } else if press.hasLifted {
            state = .failed  // a finger landed after another had already lifted
            return
        }
        press.add(touches)
        if press.fingerCount > numberOfTouchesRequired {
            state = .failed
            return
        }
        tapLocationInWindow = press.centroid
    }

    private func startPress(_ touches: TouchSet) {
        if let interval = intervalTimer { cancelTimer(interval); intervalTimer = nil }
        if tapsCompleted > 0, let previous = press.previousTapLocation,
           MultiFingerPress.centroid(of: touches).distance(to: previous) > maximumTapDistance {
            state = .failed
            return
        }
        press.begin()
        pressTimer = scheduleTimer(after: maximumPressDuration) { [self] in
            pressTimer = nil
            if state == .possible && press.isActive { state = .failed }
        }
    }

    /// Follows the gesture's touches (the class comment says when it begins, changes or fails; seed-003 `touchesMoved`).
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible else { return }
        if MultiFingerPress.anyMoved(touches, beyond: allowableMovement) { state = .failed; return }
        tapLocationInWindow = press.centroid
    }

    /// Handles lifted touches (the class comment says when the gesture is recognized, ends or fails; seed-003 `touchesEnded`).
    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible, press.isActive else { return }
        if MultiFingerPress.anyMoved(touches, beyond: allowableMovement) { state = .failed; return }
        guard press.lift(touches) else { return }
        // The press is over: it is a tap if every required finger took part.
        if let timer = pressTimer { cancelTimer(timer); pressTimer = nil }
        guard press.fingerCount == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapLocationInWindow = press.centroid
        press.previousTapLocation = tapLocationInWindow
        if tapsCompleted == 0 { rememberFirstTap() }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
            return
        }
        intervalTimer = scheduleTimer(after: maximumTapInterval) { [self] in
            intervalTimer = nil
            if state == .possible && !press.isActive { state = .failed }
        }
    }

    /// Keeps the completed first tap: `location(in:)` and `location(ofTouch:in:)` report it.
    private func rememberFirstTap() {
        firstTapLocationInWindow = press.centroid
        firstTapTouches.removeAll(keepingCapacity: true)
        firstTapTouches.append(contentsOf: press.touches)
    }

    /// Clears the per-gesture state for the next attempt (seed-003 `reset`).
    open override func reset() {
        super.reset()
        tapsCompleted = 0
        press.reset()
        tapLocationInWindow = nil
        firstTapLocationInWindow = nil
        firstTapTouches.removeAll(keepingCapacity: true)
        pressTimer = nil
        intervalTimer = nil
    }

    /// A tap never prevents a tap recognizer that needs more taps (seed-003).
    open override func canPrevent(_ other: GestureRecognizer) -> Bool {
        if let tap = other as? TapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired { return false }
        return super.canPrevent(other)
    }

    /// A tap is never prevented by a tap recognizer that needs fewer taps (seed-003).
    open override func canBePrevented(by other: GestureRecognizer) -> Bool {
        if let tap = other as? TapGestureRecognizer, tap.numberOfTapsRequired < numberOfTapsRequired { return false }
        return super.canBePrevented(by: other)
    }
}
