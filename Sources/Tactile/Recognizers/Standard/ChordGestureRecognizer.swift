// Cited: seed-001's gesture (seed-001 R3, R13, R22; G10).
/// Recognizes a hand: `minimumNumberOfTouches` (default two) or more touches
/// down together, whose finger count is the chord count. Continuous.
///
/// - It begins as soon as `minimumNumberOfTouches` touches are down (seed-001
///   R13: "when a second finger is detected while one is down"), with no
///   movement threshold.
/// - Every movement, and every touch added or lifted while at least
///   `minimumNumberOfTouches` remain, is a `.changed` (seed-001 R23: a chord
///   count change is a chord change).
/// - It ends when fewer than `minimumNumberOfTouches` remain (seed-001 R16),
///   fails when every touch lifts before it began, and is cancelled when its
///   touches are.
///
/// It measures the hand as seed-001 R20–R21 describe: the number of touches
/// now and when it began, the translation of the centroid (touches may be
/// added or lifted without a jump), the innermost and outermost fingers and
/// the first finger. `GestureController` builds seed-001's gesture API on it,
/// together with `PinchGestureRecognizer` and `RotationGestureRecognizer`.
open class ChordGestureRecognizer: GestureRecognizer {
    /// The number of touches that makes a chord. Default 2 (seed-001 R3:
    /// "two or more fingers" is a gesture). Values below 1 act as 1.
    public var minimumNumberOfTouches = 2

    /// A chord is continuous.
    open override var isContinuous: Bool { true }

    /// The number of touches down now: the chord count (seed-001 R22). During
    /// the `.ended` action it is the number still down after the lift.
    public var chordCount: Int { TouchSetTracker.liveCount(trackedTouches) }

    /// The chord count when the recognizer began; it does not change when
    /// fingers are added or lifted (seed-001 R23, "number of fingers initially down").
    package private(set) var initialNumberOfTouches = 0

    /// The centroid of the touches when the recognizer began, in window coordinates.
    package private(set) var initialLocationInWindow: Point = .zero

    /// The translation of the hand's centroid since the touches went down, in
    /// window coordinates, measured step by step over the touches present
    /// before and after each change so fingers added or lifted cause no jump.
    package var translationInWindow: Vector { rawTranslation + translationOffset }

    /// The translation in `view`'s coordinate system (`nil`: the window's).
    public func translation(in view: View?) -> Vector {
        guard let view else { return translationInWindow }
        let origin = mapFromWindow(.zero, to: view)
        let moved = mapFromWindow(Point(x: translationInWindow.dx, y: translationInWindow.dy), to: view)
        return moved - origin
    }

    /// Sets the translation, in `view`'s coordinate system (`nil`: the
    /// window's); later movement adds to it (UIKit pan's `setTranslation`).
    public func setTranslation(_ translation: Vector, in view: View?) {
        var t = translation
        if let view, let window = self.view?.window {
            let origin = window.convert(Point.zero, from: view)
            let moved = window.convert(Point(x: translation.dx, y: translation.dy), from: view)
            t = moved - origin
        }
        guard t.dx.isFinite && t.dy.isFinite else { return }
        translationOffset = t - rawTranslation
    }

    /// The two fingers that were farthest apart when the chord began (or when
    /// one of the previous pair lifted): the hand's innermost and outermost
    /// fingers (seed-001 R20–R21, §7 note 4). `innerTouch` is the one of the pair
    /// that touched down first. Nil with fewer than two touches.
    package private(set) var innerTouch: Touch?
    /// The other finger of the pair (see `innerTouch`).
    package private(set) var outerTouch: Touch?

    /// The earliest touch still down (seed-001 "the first finger", whose
    /// pressure a gesture event reports).
    package var firstTouch: Touch? {
        for t in trackedTouches where !t.phase.isTerminal { return t }
        return nil
    }

    private var rawTranslation: Vector = .zero
    private var translationOffset: Vector = .zero
    private var tracker = TouchSetTracker()
    private var lastChangeEpoch: UInt64 = 0

    private var requiredTouches: Int { max(1, minimumNumberOfTouches) }

    private func measure() {
        let step = tracker.update(trackedTouches)
        if step.commonCount >= 1 { rawTranslation += step.translation }
    }

    private func choosePairIfNeeded() {
        if let a = innerTouch, let b = outerTouch, !a.phase.isTerminal, !b.phase.isTerminal { return }
        innerTouch = nil
        outerTouch = nil
        var best = -1.0
        for (i, a) in trackedTouches.enumerated() where !a.phase.isTerminal {
            for b in trackedTouches[(i + 1)...] where !b.phase.isTerminal {
                let d = (b.locationInWindow - a.locationInWindow).lengthSquared
                if d > best { best = d; innerTouch = a; outerTouch = b }
            }
        }
    }

    private func markChanged() {
        guard state.isInProgress, lastChangeEpoch != currentStep else { return }
        lastChangeEpoch = currentStep
        state = .changed
    }

    /// Takes the new touches into the gesture (the class comment says when it begins or fails; seed-003 `touchesBegan`).
    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        measure()
        if state == .possible {
            if chordCount >= requiredTouches {
                initialNumberOfTouches = chordCount
                initialLocationInWindow = centroidInWindow()
                choosePairIfNeeded()
                lastChangeEpoch = currentStep
                state = .began
            }
        } else {
            choosePairIfNeeded()
            markChanged()
        }
    }

    /// Follows the gesture's touches (the class comment says when it begins, changes or fails; seed-003 `touchesMoved`).
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        measure()
        markChanged()
    }

    /// Handles lifted touches (the class comment says when the gesture is recognized, ends or fails; seed-003 `touchesEnded`).
    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        measure()
        let remaining = chordCount
        if state.isInProgress {
            if remaining < requiredTouches {
                state = .ended
            } else {
                choosePairIfNeeded()
                markChanged()
            }
        } else if state == .possible && remaining == 0 {
            state = .failed
        }
    }

    /// Takes a last measurement, then fails a possible gesture or cancels one in progress (seed-003 `touchesCancelled`).
    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        measure()
        super.touchesCancelled(touches, with: event)
    }

    /// Clears the per-gesture state for the next attempt (seed-003 `reset`).
    open override func reset() {
        super.reset()
        initialNumberOfTouches = 0
        initialLocationInWindow = .zero
        rawTranslation = .zero
        translationOffset = .zero
        innerTouch = nil
        outerTouch = nil
        tracker.reset()
        lastChangeEpoch = 0
    }
}
