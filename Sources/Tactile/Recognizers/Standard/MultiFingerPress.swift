/// The bookkeeping of one press of a multi-finger tap, shared by the tap and
/// the tap-then-hold of a long press: which fingers took part, whether one has
/// lifted (a finger landing after that does not belong to the press), when the
/// press is over, and where the previous tap of the sequence was.
internal struct MultiFingerPress {
    /// A press is in progress: its first finger landed and not all have lifted.
    private(set) var isActive = false
    /// Fingers of the press still down.
    private(set) var fingersDown = 0
    /// Fingers that took part in the press.
    private(set) var fingerCount = 0
    /// A finger of the press has lifted.
    private(set) var hasLifted = false
    /// The press's touches, in touch-down order (where they lifted, once lifted).
    private(set) var touches: [Touch] = []
    /// The centroid of the previous completed tap of the sequence, in window coordinates.
    var previousTapLocation: Point?

    /// Starts a new press.
    mutating func begin() {
        isActive = true
        fingerCount = 0
        hasLifted = false
        touches.removeAll(keepingCapacity: true)
    }

    /// Adds fingers that landed during the press.
    mutating func add(_ landed: TouchSet) {
        for t in landed { touches.append(t) }
        fingersDown += landed.count
        fingerCount += landed.count
    }

    /// Records lifted fingers; returns true when the last one lifted (the press is over).
    mutating func lift(_ lifted: TouchSet) -> Bool {
        fingersDown -= lifted.count
        hasLifted = true
        guard fingersDown <= 0 else { return false }
        isActive = false
        return true
    }

    /// The centroid of the press's touches, in window coordinates; nil before any.
    var centroid: Point? { touches.isEmpty ? nil : Self.centroid(of: touches) }

    /// The centroid of some touches, in window coordinates.
    static func centroid<C: Collection>(of touches: C) -> Point where C.Element == Touch {
        var x = 0.0, y = 0.0
        for t in touches { x += t.locationInWindow.x; y += t.locationInWindow.y }
        let n = Double(max(touches.count, 1))
        return Point(x: x / n, y: y / n)
    }

    /// Whether any of the touches is farther than `distance` from where it went down.
    static func anyMoved(_ touches: TouchSet, beyond distance: Double) -> Bool {
        for t in touches where t.locationInWindow.distance(to: t.initialLocationInWindow) > distance { return true }
        return false
    }

    /// Forgets everything (the recognizer's reset), keeping the buffer's capacity.
    mutating func reset() {
        isActive = false
        fingersDown = 0
        fingerCount = 0
        hasLifted = false
        touches.removeAll(keepingCapacity: true)
        previousTapLocation = nil
    }
}
