// Cited: seed-001 A8, R7, §2.
/// The argument of the mouse-style calls (`mouseDown`, `mouseDragged`, `mouseUp`),
/// which a `GestureController` with `deliversMouseCalls` sends to the control that
/// holds the hand ("mouse" = the finger input primitives).
public struct PointerEvent: Sendable, Equatable {
    /// Which mouse call carries the event.
    public enum Phase: Sendable, Equatable {
        /// The hand's first finger touched down (`mouseDown`).
        case down
        /// The mouse finger moved while no gesture is active (`mouseDragged`).
        case dragged
        /// The hand lifted: its last finger went up (`mouseUp`).
        case up
        /// The hand's touches were cancelled (`mouseCancelled`; UIKit's
        /// `touchesCancelled`, which seed-001 does not name).
        case cancelled
    }

    /// Which mouse-style call this is: down, dragged, up or cancelled.
    public var phase: Phase
    /// The host's contact id of the mouse finger: the hand's first finger, or
    /// once it lifted, the earliest finger still down.
    package var fingerID: Int
    /// The mouse finger's location, in window coordinates.
    public var location: Point
    /// The number of the hand's fingers still down after this event.
    public var fingersDown: Int
    /// The first finger's tap count (a double tap's second touch-down is 2).
    package var clickCount: Int
    /// The time, in seconds on the dispatcher's clock.
    public var timestamp: Seconds

    /// Creates an event.
    package init(phase: Phase, fingerID: Int, location: Point, fingersDown: Int, clickCount: Int, timestamp: Seconds) {
        self.phase = phase; self.fingerID = fingerID; self.location = location
        self.fingersDown = fingersDown; self.clickCount = clickCount; self.timestamp = timestamp
    }
}
