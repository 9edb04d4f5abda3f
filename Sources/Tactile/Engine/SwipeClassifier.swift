/// Computes `Touch.info` (seed-002 R12): whether the touch is a quick,
/// straight drag, and in which UI-relative direction(s).
internal enum SwipeClassifier {
    /// cos 67.5°: a direction bit is set when its axis holds at least this share of the displacement.
    static let axisShare = 0.38268343236508984

    static func classify(_ touch: Touch, policy: DispatchPolicy) -> TouchInfo {
        classify(touch, distance: (touch.locationInWindow - touch.initialLocationInWindow).length, policy: policy)
    }

    /// `classify(_:policy:)` with the touch's distance from where it went down already measured.
    static func classify(_ touch: Touch, distance: Double, policy: DispatchPolicy) -> TouchInfo {
        let raw = touch.locationInWindow - touch.initialLocationInWindow
        guard distance >= policy.minSwipeDistance,
              touch.timestamp - touch.beganTimestamp <= policy.maxSwipeDuration,
              touch.pathLength > 0, distance / touch.pathLength >= policy.minSwipeStraightness
        else { return [] }
        // Map panel (portrait window) axes into the UI's axes. Convention:
        // landscapeRight = UI rotated 90° clockwise relative to the panel.
        let d: Vector
        switch policy.interfaceOrientation {
        case .portrait: d = raw
        case .portraitUpsideDown: d = Vector(dx: -raw.dx, dy: -raw.dy)
        case .landscapeRight: d = Vector(dx: raw.dy, dy: -raw.dx)
        case .landscapeLeft: d = Vector(dx: -raw.dy, dy: raw.dx)
        }
        var info: TouchInfo = []
        let threshold = distance * axisShare
        if abs(d.dx) >= threshold { info.insert(d.dx > 0 ? .swipedRight : .swipedLeft) }
        if abs(d.dy) >= threshold { info.insert(d.dy > 0 ? .swipedDown : .swipedUp) }
        return info
    }
}
