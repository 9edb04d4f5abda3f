// Cited: seed-001 G8, G13, R20–R21.
/// The state of a hand — two or more fingers — at one moment, carried by every gesture
/// start, change and end call.
///
/// All values are cumulative since the gesture started (seed-001 R21, §7 note 4).
/// `scale` and `rotation` come from the gesture's `PinchGestureRecognizer`
/// and `RotationGestureRecognizer`, `translation` and the finger fields from
/// its `ChordGestureRecognizer`. Positions are in window coordinates.
public struct GestureEvent: Sendable, Equatable {
    /// Where the event is in the gesture's life.
    public enum Phase: Sendable, Equatable {
        /// The second finger came down: the gesture started (seed-001 R13).
        case began
        /// The hand moved, or a finger was added or lifted with two or more still down.
        case changed
        /// Fewer than two fingers remain (seed-001 R16).
        case ended
        /// The touches were cancelled (by the host, a repair, or a disabled recognizer).
        case cancelled
    }

    /// The phase of this event.
    public var phase: Phase
    /// The number of fingers down now (seed-001 "number of fingers currently down").
    public var fingersDown: Int
    /// The number of fingers down when the gesture started; it does not change
    /// when fingers are added or lifted (seed-001 R23).
    package var initialFingersDown: Int
    /// The scale of the hand relative to its span at the start:
    /// `|p2 − p1| / |p2⁰ − p1⁰|` for two fingers, the ratio of the mean
    /// distances from the centroid for more (seed-001 R21, §7 note 4's documented alternative).
    public var scale: Double
    /// The rotation of the hand in radians since the start, positive clockwise
    /// on a y-down screen; cumulative, so it may pass ±π (seed-001 R21).
    public var rotation: Double
    /// The translation of the hand's centroid since the start, in window
    /// coordinates; fingers added or lifted cause no jump (seed-001 R21).
    public var translation: Vector
    /// The centroid of the fingers now, in window coordinates.
    public var location: Point
    /// The position of the innermost finger: of the two fingers farthest apart
    /// at the start, the one that touched down first (seed-001 R20, §7 note 4).
    /// When either of the pair lifts, the farthest pair among the remaining fingers is used.
    package var innerFinger: Point
    /// The position of the outermost finger: the other finger of that pair.
    package var outerFinger: Point
    /// The pressure of the first finger (the earliest one still down; 1.0 is
    /// an average touch), or nil when the host does not report force (seed-001 R20).
    package var firstFingerPressure: Double?
    /// The time of the event, in seconds on the dispatcher's clock.
    public var timestamp: Seconds
    /// The per-finger payload (seed-001 G9, R20's per-finger variant): one
    /// entry per finger down, plus those that lifted or were cancelled in
    /// this event's frame (stage `.liftingOff` / `.cancelled`), in touch-down order.
    package var fingers: [FingerInfo]

    /// Creates an event.
    package init(phase: Phase, fingersDown: Int, initialFingersDown: Int, scale: Double, rotation: Double,
                translation: Vector, location: Point, innerFinger: Point, outerFinger: Point,
                firstFingerPressure: Double?, timestamp: Seconds, fingers: [FingerInfo] = []) {
        self.phase = phase; self.fingersDown = fingersDown; self.initialFingersDown = initialFingersDown
        self.scale = scale; self.rotation = rotation; self.translation = translation; self.location = location
        self.innerFinger = innerFinger; self.outerFinger = outerFinger
        self.firstFingerPressure = firstFingerPressure; self.timestamp = timestamp; self.fingers = fingers
    }
}
