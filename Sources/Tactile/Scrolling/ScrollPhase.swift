/// What a scroll motion is doing.
package enum ScrollPhase: Hashable, Sendable {
    /// Still (possibly held by a touch that has not scrolled yet).
    case resting
    /// Following a finger.
    case dragging
    /// Gliding after a lift, toward its resting offset (R40, R41).
    case decelerating
    /// Past an edge and returning to it: a momentum bounce (R46) or the
    /// slide back after a drag released in overscroll (R43).
    case bouncing
}
