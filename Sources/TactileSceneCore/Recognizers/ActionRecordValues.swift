import Tactile

/// How an action record's values are read from a recognizer (`RecognizerLogger`
/// writing `LogRecord`s): a standard pan's, pinch's or rotation's straight
/// from its properties — what its kind's `actionFields` log, in the same
/// order, without building `LogFields` — or, for any other kind, through
/// `actionFields`.
package enum ActionRecordValues: Sendable {
    /// Through the kind's `actionFields`.
    case fields
    /// `PanGestureRecognizer`: translation x, y, velocity x, y (window coordinates).
    case pan
    /// `PinchGestureRecognizer`: scale, velocity.
    case pinch
    /// `RotationGestureRecognizer`: rotation, velocity.
    case rotation

    /// These values when `recognizer` is exactly of a class they read (a
    /// subclass may override what they read), else `.fields`.
    package func checked(for recognizer: GestureRecognizer) -> ActionRecordValues {
        let type = ObjectIdentifier(Swift.type(of: recognizer))
        switch self {
        case .fields:
            return .fields
        case .pan:
            return type == ObjectIdentifier(PanGestureRecognizer.self)
                || type == ObjectIdentifier(ScreenEdgePanGestureRecognizer.self) ? .pan : .fields
        case .pinch: return type == ObjectIdentifier(PinchGestureRecognizer.self) ? .pinch : .fields
        case .rotation: return type == ObjectIdentifier(RotationGestureRecognizer.self) ? .rotation : .fields
        }
    }

    /// The action's location in the window and its touches: read in one pass
    /// for the classes these values read (which override neither).
    @inline(__always)
    package func locationAndTouches(of r: GestureRecognizer) -> (location: Point, touches: Int) {
        if case .fields = self { return (r.location(in: nil), r.numberOfTouches) }
        return r.baseWindowLocationAndTouchCount()
    }

    /// The values of `r` (whose class `checked(for:)` confirmed), a rate as 0
    /// unless `rates`, as `(count, values)`; nil for `.fields`.
    @inline(__always)
    package func read(_ r: GestureRecognizer, rates: Bool) -> (Int, (Double, Double, Double, Double))? {
        switch self {
        case .fields:
            return nil
        case .pan:
            let pan = unsafeDowncast(r, to: PanGestureRecognizer.self)
            let t = pan.translation(in: nil), v = rates ? pan.velocity(in: nil) : Vector(dx: 0, dy: 0)
            return (4, (t.dx, t.dy, v.dx, v.dy))
        case .pinch:
            let pinch = unsafeDowncast(r, to: PinchGestureRecognizer.self)
            return (2, (pinch.scale, rates ? pinch.velocity : 0, 0, 0))
        case .rotation:
            let rotation = unsafeDowncast(r, to: RotationGestureRecognizer.self)
            return (2, (rotation.rotation, rates ? rotation.velocity : 0, 0, 0))
        }
    }
}
