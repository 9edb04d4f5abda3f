// Cited: seed-001 G9; R20 "in the per-finger variant"; [00101] "other embodiments".
/// One finger of a hand at one moment: the per-finger gesture payload.
/// `GestureEvent.fingers` lists one per finger of the hand, in touch-down order.
///
/// Fields the host does not report are nil: the contact shape comes from the
/// touch's `majorRadius`, `minorRadius` and `orientation`, the proximity from its `force`.
package struct FingerInfo: Sendable, Equatable {
    // Cited: seed-001 G9: "just touch down, fully pressed, lifting off, etc".
    /// The stage of a finger.
    package enum Stage: Sendable, Equatable {
        /// The finger touched down in this event's frame (touch phase `.began`).
        case touchingDown
        /// The finger is down, moving or resting (`.moved`, `.stationary`).
        case fullyPressed
        /// The finger lifts in this event's frame (`.ended`).
        case liftingOff
        /// The system stopped tracking the finger in this event's frame (`.cancelled`);
        /// the "etc" of seed-001 G9, so that a cancelled hand is told apart from a lift.
        case cancelled
    }

    /// The host's contact id of the finger (`Touch.id`).
    public var id: Int
    /// The finger's stage, from its touch phase.
    package var stage: Stage
    /// The finger's position, in window coordinates.
    public var position: Point
    /// How hard the finger touches (seed-001 "proximity ... how hard you're
    /// touching"): the touch's `force`, 1.0 being an average touch; nil when not reported.
    package var proximity: Double?
    /// The angle of the contact ellipse's major axis, in radians from the
    /// window's x axis (seed-001 "what angle the ovoid is at"); nil when not reported.
    package var orientation: Double?
    /// The length of the contact ellipse's major axis, in points (twice `Touch.majorRadius`); nil when not reported.
    package var majorAxis: Double?
    /// The length of the minor axis, in points (twice `Touch.minorRadius`); nil when not reported.
    package var minorAxis: Double?
    /// The finger's velocity in window points per second, estimated from its
    /// recent movement like a pan's (`VelocityEstimator`); zero before it moved.
    public var velocity: Vector
    /// The eccentricity of the contact ellipse, `√(1 − (minor/major)²)`: 0 for
    /// a circle, towards 1 for a flat ovoid. Nil unless both axes are reported
    /// and the major axis is positive.
    package var eccentricity: Double? {
        guard let a = majorAxis, let b = minorAxis, a > 0, a.isFinite, b.isFinite else { return nil }
        let r = min(abs(b), a) / a
        return (1 - r * r).squareRoot()
    }

    /// Creates a finger's payload.
    package init(id: Int, stage: Stage, position: Point, proximity: Double? = nil, orientation: Double? = nil,
                majorAxis: Double? = nil, minorAxis: Double? = nil, velocity: Vector = .zero) {
        self.id = id; self.stage = stage; self.position = position; self.proximity = proximity
        self.orientation = orientation; self.majorAxis = majorAxis; self.minorAxis = minorAxis; self.velocity = velocity
    }

    /// The payload of `touch`, with `velocity` (seed-001 G9). A touch is
    /// `.touchingDown` only in the frame it touched down; a finger resting
    /// since (its phase still `.began` because the host sent nothing new) is `.fullyPressed`.
    package init(_ touch: Touch, velocity: Vector) {
        let stage: Stage
        switch touch.phase {
        case .began:
            let inThisFrame = touch.window?.dispatcher.map { touch.record.frameEpoch == $0.epoch } ?? true
            stage = inThisFrame ? .touchingDown : .fullyPressed
        case .moved, .stationary: stage = .fullyPressed
        case .ended: stage = .liftingOff
        case .cancelled: stage = .cancelled
        }
        self.init(id: touch.id, stage: stage, position: touch.locationInWindow, proximity: touch.force,
                  orientation: touch.orientation, majorAxis: touch.majorRadius.map { $0 * 2 },
                  minorAxis: touch.minorRadius.map { $0 * 2 }, velocity: velocity)
    }
}
