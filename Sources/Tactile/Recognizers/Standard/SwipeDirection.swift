/// The directions a `SwipeGestureRecognizer` accepts (UIKit's
/// `UISwipeGestureRecognizer.Direction`, same raw values). Directions are in
/// window coordinates: `.down` is increasing y.
public struct SwipeDirection: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Towards increasing x.
    public static let right = SwipeDirection(rawValue: 1 << 0)
    /// Towards decreasing x.
    public static let left = SwipeDirection(rawValue: 1 << 1)
    /// Towards decreasing y.
    public static let up = SwipeDirection(rawValue: 1 << 2)
    /// Towards increasing y.
    public static let down = SwipeDirection(rawValue: 1 << 3)

    /// The unit vector of a single direction (zero for an empty or mixed set).
    package var unitVector: Vector {
        switch self {
        case .right: return Vector(1, 0)
        case .left: return Vector(-1, 0)
        case .up: return Vector(0, -1)
        case .down: return Vector(0, 1)
        default: return .zero
        }
    }
}
