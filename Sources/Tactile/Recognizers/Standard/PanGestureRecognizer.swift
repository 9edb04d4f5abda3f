// Cited: seed-000 §7.1 scroll and drag; docs/recognizers.md "Pan".
/// Recognizes a drag of one or more fingers (UIKit's `UIPanGestureRecognizer`).
/// Continuous: it begins once the fingers' centroid has moved farther than `hysteresis`
/// with between `minimumNumberOfTouches` and `maximumNumberOfTouches` fingers down,
/// reports `.changed` on every movement while at least `minimumNumberOfTouches` fingers
/// are down, and ends when the last finger lifts. UIKit: "It ends
/// (UIGestureRecognizer.State.ended) when the user lifts all fingers." While fewer than
/// the minimum remain it sends no changes and their movement does not count, but it
/// does not end.
///
/// The translation is the centroid's movement, accumulated frame by frame
/// over the fingers that stay down, so fingers may land and lift mid-gesture
/// without a jump. It includes the movement before the gesture began, so a
/// dragged view stays under the finger. Fingers beyond
/// `maximumNumberOfTouches` that land after it began are ignored; before it
/// begins, too few or too many fingers hold it back (and restart the
/// hysteresis), and lifting every finger fails it.
open class PanGestureRecognizer: GestureRecognizer {
    /// Continuous.
    open override var isContinuous: Bool { true }

    /// The fewest fingers that can pan (seed-003). Default 1 (UIKit).
    public var minimumNumberOfTouches: Int {
        get { limits.minimumNumberOfTouches }
        set { limits.minimumNumberOfTouches = newValue }
    }
    /// The most fingers that can pan (seed-003). Default `Int.max` (UIKit).
    public var maximumNumberOfTouches: Int {
        get { limits.maximumNumberOfTouches }
        set { limits.maximumNumberOfTouches = newValue }
    }
    /// How far, in window points, the centroid must move before the pan
    /// begins. Default 10 pt: UIKit documents no value; 10 pt is UIKit's
    /// documented long-press `allowableMovement`, so a press that moves too
    /// far to stay a long press (or a tap) starts a pan.
    package var hysteresis: Double {
        get { limits.hysteresis }
        set { limits.hysteresis = newValue }
    }
    /// The velocity estimator (configure its `horizon` and `stopThreshold`
    /// here; its samples are cleared with each gesture).
    package var velocityEstimator: VelocityEstimator {
        // Copies with rings of their own: the pan's ring is never shared,
        // so its writes skip the copy-on-write check (`addToOwnedRing`).
        get { estimator.withOwnRing() }
        set { estimator = newValue.withOwnRing() }
    }

    // Exclusivity: the pan's own state, reached only by this file's code in
    // single loads, stores and in-place edits that call nothing outside it
    // (the public estimator is a computed copy): overlapping access is
    // impossible, so the runtime check is skipped.
    @exclusivity(unchecked) private var estimator = VelocityEstimator()
    @exclusivity(unchecked) private var limits = PanLimits()
    @exclusivity(unchecked) private var panTouches: [Touch] = []
    /// Where each pan touch was at the last sync: the first touch's here (a
    /// one-finger sync writes no array), the others' in `laterLastLocations`.
    @exclusivity(unchecked) private var firstLastLocation = Point.zero
    @exclusivity(unchecked) private var laterLastLocations: [Point] = []
    @exclusivity(unchecked) @usableFromInline internal final var translationInWindow = Vector.zero

    /// Creates a pan recognizer with no action.
    public override init() {
        super.init()
    }

    /// The pan's touches, in touch-down order (excluding ignored ones).
    package var panningTouches: [Touch] { panTouches }

    // MARK: Translation and velocity

    /// The translation of the pan in `view`'s coordinate system (`nil`: the
    /// window's). To keep a dragged view under the finger, ask in its
    /// superview's coordinates (seed-003; UIKit `translation(in:)`).
    @inlinable
    public final func translation(in view: View?) -> Vector {
        // The window's (the usual question) inline; a view's through `windowVector`.
        guard let view else { return translationInWindow }
        return windowVector(translationInWindow, to: view)
    }

    /// Sets the translation, as seen in `view`'s coordinates (`nil`: the
    /// window's); later movement adds to it. It also resets the velocity
    /// (UIKit `setTranslation(_:in:)`).
    public final func setTranslation(_ translation: Vector, in view: View?) {
        if let view {
            let o = view.convert(Point.zero, to: nil)
            translationInWindow = view.convert(Point(x: translation.dx, y: translation.dy), to: nil) - o
        } else {
            translationInWindow = translation
        }
        estimator.reset()
        estimator.addToOwnedRing(Point(x: translationInWindow.dx, y: translationInWindow.dy), at: currentTime)
    }

    /// The velocity of the pan in `view`'s coordinates (`nil`: the window's),
    /// in points per second, at the current time (UIKit `velocity(in:)`).
    public final func velocity(in view: View?) -> Vector {
        windowVector(estimator.velocity(at: currentTime), to: view)
    }

    @usableFromInline
    internal func windowVector(_ v: Vector, to view: View?) -> Vector {
        guard let view else { return v }
        let o = view.convert(Point.zero, from: nil)
        return view.convert(Point(x: v.dx, y: v.dy), from: nil) - o
    }

    // MARK: Touches

    /// Accounts the movement of the pan's touches since the last call.
    /// Returns whether the translation changed.
    @discardableResult @inline(never)
    private func syncMovement() -> Bool {
        let n = panTouches.count
        guard n > 0 else { return false }
        var delta = Vector.zero
        let p = panTouches[0].locationInWindow
        delta += p - firstLastLocation
        firstLastLocation = p
        for i in 1..<n {
            let p = panTouches[i].locationInWindow
            delta += p - laterLastLocations[i - 1]
            laterLastLocations[i - 1] = p
        }
        return account(delta, fingers: n)
    }

    /// Adds the centroid's movement `delta` of `n` (≥ 1) fingers to the
    /// translation and the velocity samples. Returns whether it counted.
    @inline(__always)
    private func account(_ delta: Vector, fingers n: Int) -> Bool {
        // In progress with fewer than `minimumNumberOfTouches` fingers down,
        // movement neither counts nor sends changes (UIKit: it "changes …
        // when the user moves a finger while pressing with the minimum
        // number of fingers"; n ≥ 1, so a minimum below 1 means 1).
        guard delta != .zero, !(n < limits.minimumNumberOfTouches && state.isInProgress) else { return false }
        translationInWindow += delta / Double(n)
        estimator.addToOwnedRing(Point(x: translationInWindow.dx, y: translationInWindow.dy), at: currentTime)
        return true
    }

    private var touchCountInRange: Bool {
        panTouches.count >= max(minimumNumberOfTouches, 1) && panTouches.count <= maximumNumberOfTouches
    }

    /// Before the pan begins, movement with a finger count out of range does
    /// not count: the hysteresis starts when the count comes into range.
    /// Only a pan that has not begun and waits for nothing reads or writes
    /// `wasInRange`: once it began or waits, it returns to `.possible` only
    /// through `reset()`, which clears it.
    @inline(__always)
    private func rebaselineIfNeeded(countChanged: Bool) {
        guard state == .possible, !isWaitingForFailureRequirements else { return }
        let inRange = touchCountInRange
        defer { wasInRange = inRange }
        guard !inRange || (countChanged && !wasInRange) else { return }
        translationInWindow = .zero
        estimator.reset()
        estimator.addToOwnedRing(Point.zero, at: currentTime)
    }
    @exclusivity(unchecked) private var wasInRange = false

    /// Takes the new touches into the gesture (the class comment says when it begins or fails; seed-003 `touchesBegan`).
    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        syncMovement()
        for t in touches {
            if state.isInProgress && panTouches.count >= maximumNumberOfTouches {
                ignore(t, for: event)
                continue
            }
            if panTouches.isEmpty { firstLastLocation = t.locationInWindow } else { laterLastLocations.append(t.locationInWindow) }
            panTouches.append(t)
        }
        if estimator.count == 0 {
            estimator.addToOwnedRing(Point(x: translationInWindow.dx, y: translationInWindow.dy), at: currentTime)
        }
        rebaselineIfNeeded(countChanged: true)
    }

    /// Follows the gesture's touches (the class comment says when it begins, changes or fails; seed-003 `touchesMoved`).
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        // Its movement part is the steady-state move the engine calls alone.
        guard quietMove() else { return }
        if state.isInProgress {
            state = .changed
        } else if state == .possible && !isWaitingForFailureRequirements && touchCountInRange
                    && translationInWindow.length > hysteresis {
            state = shouldBegin(withTranslation: translationInWindow) ? .began : .failed
        }
    }

    /// The movement part of `touchesMoved`, which is also the engine's
    /// steady-state move (see `GestureRecognizer.quietMove`): accounts the
    /// movement and restarts the hysteresis when needed. Returns whether the
    /// translation changed (in progress: whether `touchesMoved` would
    /// request a `.changed`).
    internal final override func quietMove() -> Bool {
        let moved: Bool
        if panTouches.count == 1 {
            // One finger (the usual pan): `syncMovement`, unrolled.
            let p = panTouches[0].locationInWindow
            var delta = Vector.zero
            delta += p - firstLastLocation
            firstLastLocation = p
            moved = account(delta, fingers: 1)
        } else {
            moved = syncMovement()
        }
        guard moved else { return false }
        rebaselineIfNeeded(countChanged: false)
        return true
    }

    /// Only the pan itself: a subclass may override `touchesMoved`.
    internal override var hasQuietMove: Bool {
        ObjectIdentifier(type(of: self)) == ObjectIdentifier(PanGestureRecognizer.self)
    }

    /// Handles lifted touches (the class comment says when the gesture is recognized, ends or fails; seed-003 `touchesEnded`).
    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        let moved = syncMovement()
        removeTouches(touches)
        if state.isInProgress || isWaitingForFailureRequirements {
            // UIKit: "It ends … when the user lifts all fingers."
            if panTouches.isEmpty {
                state = .ended
            } else if moved {
                state = .changed
            }
        } else if state == .possible {
            if panTouches.isEmpty { state = .failed } else { rebaselineIfNeeded(countChanged: true) }
        }
    }

    /// Forgets the cancelled touches, then fails a possible gesture or cancels one in progress (seed-003 `touchesCancelled`).
    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        removeTouches(touches)
        super.touchesCancelled(touches, with: event)
    }

    private func removeTouches(_ touches: TouchSet) {
        for t in touches {
            if let i = panTouches.firstIndex(where: { $0 === t }) {
                panTouches.remove(at: i)
                if i > 0 {
                    laterLastLocations.remove(at: i - 1)
                } else if !laterLastLocations.isEmpty {
                    firstLastLocation = laterLastLocations.removeFirst()
                }
            }
        }
    }

    /// Whether the pan may begin now that its translation (window
    /// coordinates) passed the hysteresis; a `false` fails it. Subclasses
    /// (screen-edge pan) add conditions.
    internal func shouldBegin(withTranslation translation: Vector) -> Bool { true }

    /// Clears the per-gesture state for the next attempt (seed-003 `reset`).
    open override func reset() {
        super.reset()
        panTouches.removeAll(keepingCapacity: true)
        firstLastLocation = .zero
        laterLastLocations.removeAll(keepingCapacity: true)
        translationInWindow = .zero
        estimator.reset()
        wasInRange = false
    }
}

/// A pan's finger-count range and hysteresis, stored together behind its
/// public properties of the same names.
private struct PanLimits {
    var minimumNumberOfTouches = 1
    var maximumNumberOfTouches = Int.max
    var hysteresis: Double = 10
}
