// Cited: seed-001 G6: the `gesture` argument of `willStartGesture`, `gestureDidChange`, `didFinishGesture`.
/// The component gestures of a hand, as the gesture delegate names them.
public enum GestureKind: Sendable, Equatable, CustomStringConvertible {
    /// Scaling: starts when the controller's `PinchGestureRecognizer` begins.
    case scale
    /// Rotation: starts when the controller's `RotationGestureRecognizer` begins.
    case rotation
    /// Translation: starts when the hand's centroid has moved
    /// `GestureController.minimumTranslation` points.
    case translation

    /// The component's name: `"scale"`, `"rotation"` or `"translation"`.
    public var description: String {
        switch self {
        case .scale: return "scale"
        case .rotation: return "rotation"
        case .translation: return "translation"
        }
    }
}
