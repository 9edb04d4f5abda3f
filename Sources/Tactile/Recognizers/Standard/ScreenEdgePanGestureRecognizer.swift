// Cited: docs/recognizers.md "Screen-edge pan".
/// A pan that starts at an edge of the window (UIKit's
/// `UIScreenEdgePanGestureRecognizer`). Every finger must touch down within
/// `edgeRegionWidth` of one of `edges` (the window's bounds stand for the screen), and,
/// once past the pan's hysteresis, the movement must point away from such an edge:
/// within `maximumDeviationAngle` (45°) of the edge's inward normal. Otherwise it
/// fails. Everything else (translation, velocity) is the pan's.
///
/// Only the first touch counts: UIKit, "This gesture recognizer ignores any
/// touches beyond the first touch." Later fingers are ignored (`ignore(_:for:)`):
/// they change neither its location, its translation nor its `numberOfTouches`.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges the gesture may start from. Default none (UIKit): set it, or
    /// the recognizer fails every touch.
    public var edges: RectEdge = []
    /// How far, in window points, from an edge a finger may touch down.
    /// Default 20 pt: UIKit documents no value; it is about a fingertip's
    /// contact radius plus margin, narrow enough to leave touches on content
    /// near the edge to the content.
    package var edgeRegionWidth: Double = 20
    /// The largest angle, in radians, between the movement (once past the
    /// hysteresis) and the inward normal of an edge the fingers started near.
    /// Default π/4 (45°): UIKit documents no value; 45° splits "away from
    /// the edge" and "along the edge" evenly, so a diagonal pull out of the
    /// edge counts while a drag along it is left to the content. Values above
    /// π/2 act as π/2: the movement must always point away from the edge.
    package var maximumDeviationAngle: Double = TactileMath.pi / 4

    /// The edges every finger of the current gesture started near.
    package private(set) var startingEdges: RectEdge = []

    /// Takes the new touches into the gesture (the class comment says when it begins or fails; seed-003 `touchesBegan`).
    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        guard let first = takeFirstTouch(of: touches, with: event) else { return }
        if state == .possible && !isWaitingForFailureRequirements {
            startingEdges = edges.intersection(edgesNear(first))
            if startingEdges.isEmpty {
                state = .failed
                return
            }
        }
        super.touchesBegan(TouchSet([first]), with: event)
    }

    /// The gesture's first touch among `touches`, if it has none yet; every
    /// other touch is ignored (UIKit: "ignores any touches beyond the first touch").
    private func takeFirstTouch(of touches: TouchSet, with event: TouchEvent) -> Touch? {
        var first: Touch?
        for t in touches {
            if first == nil && panningTouches.isEmpty { first = t } else { ignore(t, for: event) }
        }
        return first
    }

    /// The window edges within `edgeRegionWidth` of the touch's touch-down location.
    private func edgesNear(_ touch: Touch) -> RectEdge {
        guard let window = touch.window else { return [] }
        let b = window.bounds
        let p = touch.initialLocationInWindow
        var near: RectEdge = []
        if p.x - b.minX <= edgeRegionWidth { near.insert(.left) }
        if b.maxX - p.x <= edgeRegionWidth { near.insert(.right) }
        if p.y - b.minY <= edgeRegionWidth { near.insert(.top) }
        if b.maxY - p.y <= edgeRegionWidth { near.insert(.bottom) }
        return near
    }

    override func shouldBegin(withTranslation translation: Vector) -> Bool {
        let length = translation.length
        guard length > 0 else { return false }
        let cosLimit = TactileMath.cos(min(max(maximumDeviationAngle.isFinite ? maximumDeviationAngle : 0, 0), TactileMath.pi / 2))
        for bit in 0..<4 {
            let edge = RectEdge(rawValue: 1 << bit)
            guard startingEdges.contains(edge) else { continue }
            // Within `maximumDeviationAngle` of the inward normal.
            if translation.dot(edge.inwardNormal) >= length * cosLimit { return true }
        }
        return false
    }

    /// Clears the per-gesture state for the next attempt (seed-003 `reset`).
    open override func reset() {
        super.reset()
        startingEdges = []
    }
}
