// Cited: seed-000 §7.1 swipe and vertical swipe; docs/recognizers.md "Swipe".
/// Recognizes a quick, straight drag in one of the allowed directions (UIKit's
/// `UISwipeGestureRecognizer`). Discrete: it is recognized as soon as every one of the
/// `numberOfTouchesRequired` fingers has travelled `minimumDistance` from where it
/// touched down, within `maximumDuration` of the first touch-down, in the same allowed
/// direction (within `maximumDeviationAngle` of its axis), at an estimated speed along
/// it of at least `minimumSpeed`, like UIKit, which does not wait for the lift. The
/// lift's own movement counts.
///
/// It fails when a finger reaches `minimumDistance` off every allowed axis
/// or in a direction not allowed, when `maximumDuration` passes, when a
/// finger lifts first, or when more fingers than required land. The speed
/// comes from `VelocityEstimator`, so a sparse host (a 30 ms poll giving 3–5
/// samples per flick) is recognized too.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The allowed directions (seed-003). Default `.right` (UIKit).
    public var direction: SwipeDirection = .right
    /// The number of fingers that must swipe together. Default 1 (UIKit).
    public var numberOfTouchesRequired = 1
    /// How far, in window points, each finger must travel. Default 50 pt:
    /// UIKit documents no value; 50 pt is well past the pan's 10 pt
    /// hysteresis and short enough for a thumb flick on a phone.
    package var minimumDistance: Double = 50
    /// The longest time, in seconds, from the first touch-down to
    /// recognition. Default 0.5 s: UIKit documents no value; it matches the
    /// dispatcher's swipe classification (`DispatchPolicy.maxSwipeDuration`)
    /// and the long press's 0.5 s, beyond which a gesture is a hold or a drag.
    package var maximumDuration: Seconds = 0.5
    /// The largest angle, in radians, between a finger's displacement and the
    /// swipe's axis. Default π/6 (30°): UIKit documents no value; 30° keeps
    /// the four directions' sectors apart by 30° of dead zone, so a diagonal
    /// flick is nobody's swipe.
    package var maximumDeviationAngle: Double = TactileMath.pi / 6
    /// The smallest speed, in points per second along the swipe's direction,
    /// each finger must have when the distance is reached. Default 200 pt/s:
    /// UIKit documents no value; deliberate flicks run at 500–3000 pt/s,
    /// while a slow drag that happens to cover the distance in time does not
    /// count.
    package var minimumSpeed: Double = 200
    /// The velocity estimation settings used for every finger: `horizon`,
    /// `stopThreshold` and `oldestSampleWeight` are copied to each finger's
    /// estimator when it touches down (its own samples are never used).
    /// Defaults: `VelocityEstimator`'s (0.1 s, 0.05 s, 0.5), the same as the
    /// pan's, so a flick has one speed whichever recognizer measures it.
    package var velocityEstimator = VelocityEstimator()

    /// The direction of the last recognized swipe (empty until then); valid
    /// in the action.
    package private(set) var recognizedDirection: SwipeDirection = []

    private var swipeTouches: [Touch] = []
    private var estimators: [VelocityEstimator] = []
    private var fingersThisSwipe = 0
    private var startLocationInWindow: Point?

    /// Where the swipe began: the centroid of its fingers' touch-down
    /// locations, in `view`'s coordinates (`nil`: the window's) (seed-003).
    open override func location(in view: View?) -> Point {
        if let p = startLocationInWindow { return mapFromWindow(p, to: view) }
        return super.location(in: view)
    }

    /// Takes the new touches into the gesture (the class comment says when it begins or fails; seed-003 `touchesBegan`).
    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible else { return }
        if fingersThisSwipe == 0 {
            scheduleTimer(after: maximumDuration) { [self] in
                if state == .possible { state = .failed }
            }
        }
        for t in touches {
            let i = swipeTouches.count
            swipeTouches.append(t)
            if estimators.count <= i { estimators.append(VelocityEstimator()) } else { estimators[i].reset() }
            estimators[i].horizon = velocityEstimator.horizon
            estimators[i].stopThreshold = velocityEstimator.stopThreshold
            estimators[i].oldestSampleWeight = velocityEstimator.oldestSampleWeight
            estimators[i].add(t.locationInWindow, at: currentTime)
        }
        fingersThisSwipe += touches.count
        if fingersThisSwipe > numberOfTouchesRequired {
            state = .failed
            return
        }
        var x = 0.0, y = 0.0
        for t in swipeTouches { x += t.initialLocationInWindow.x; y += t.initialLocationInWindow.y }
        let n = Double(swipeTouches.count)
        startLocationInWindow = Point(x: x / n, y: y / n)
    }

    /// Follows the gesture's touches (the class comment says when it begins, changes or fails; seed-003 `touchesMoved`).
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible else { return }
        record(touches)
        evaluate()
    }

    /// Handles lifted touches (the class comment says when the gesture is recognized, ends or fails; seed-003 `touchesEnded`).
    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible else { return }
        record(touches)
        evaluate()
        if state == .possible { state = .failed }  // a finger lifted before the swipe completed
    }

    private func record(_ touches: TouchSet) {
        for t in touches {
            guard let i = swipeTouches.firstIndex(where: { $0 === t }) else { continue }
            // A lift at the last location carries no news (see ScalarVelocityEstimator).
            if let last = estimators[i].newestSample, last.point == t.locationInWindow { continue }
            estimators[i].add(t.locationInWindow, at: currentTime)
        }
    }

    /// Recognizes, fails, or waits, from every finger's displacement and speed.
    private func evaluate() {
        guard !isWaitingForFailureRequirements else { return }
        var common: SwipeDirection = []
        var allFarEnough = true
        var allFastEnough = true
        let cosLimit = TactileMath.cos(min(max(maximumDeviationAngle, 0), TactileMath.pi / 2))
        for (i, t) in swipeTouches.enumerated() {
            let d = t.locationInWindow - t.initialLocationInWindow
            let length = d.length
            guard length >= minimumDistance, length > 0 else { allFarEnough = false; continue }
            // The allowed direction closest to the displacement.
            var best: SwipeDirection = []
            var bestProjection = -Double.infinity
            for bit in 0..<4 {
                let candidate = SwipeDirection(rawValue: 1 << bit)
                guard direction.contains(candidate) else { continue }
                let p = d.dot(candidate.unitVector)
                if p > bestProjection { bestProjection = p; best = candidate }
            }
            guard !best.isEmpty, bestProjection >= length * cosLimit else { state = .failed; return }
            if common.isEmpty { common = best } else if common != best { state = .failed; return }
            if estimators[i].velocity(at: currentTime).dot(best.unitVector) < minimumSpeed { allFastEnough = false }
        }
        guard fingersThisSwipe == numberOfTouchesRequired, allFarEnough, allFastEnough, !common.isEmpty else { return }
        recognizedDirection = common
        state = .recognized
    }

    /// Clears the per-gesture state for the next attempt (seed-003 `reset`).
    open override func reset() {
        super.reset()
        swipeTouches.removeAll(keepingCapacity: true)
        fingersThisSwipe = 0
        startLocationInWindow = nil
        recognizedDirection = []
    }
}
