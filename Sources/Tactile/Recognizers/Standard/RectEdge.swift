/// Edges of a rectangle (UIKit's `UIRectEdge`, same raw values), used by
/// `ScreenEdgePanGestureRecognizer.edges`. In window coordinates `.top` is
/// the edge at the smallest y.
public struct RectEdge: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The edge at minimum y.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The edge at minimum x.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The edge at maximum y.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The edge at maximum x.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: RectEdge = [.top, .left, .bottom, .right]

    /// The unit vector pointing from a single edge into the rectangle (zero for an empty or mixed set).
    package var inwardNormal: Vector {
        switch self {
        case .top: return Vector(0, 1)
        case .left: return Vector(1, 0)
        case .bottom: return Vector(0, -1)
        case .right: return Vector(-1, 0)
        default: return .zero
        }
    }
}
