import Tactile

/// A normalized 2D point in a view's coordinate space (SwiftUI's `UnitPoint`):
/// (0, 0) is the top-left corner of its bounds, (1, 1) the bottom-right.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init() { x = 0; y = 0 }
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The unit point of `point` (in `bounds`' coordinate space); a degenerate
    /// side maps to 0.5.
    package init(_ point: Point, in bounds: Rect) {
        let w = bounds.size.width, h = bounds.size.height
        x = w != 0 ? (point.x - bounds.origin.x) / w : 0.5
        y = h != 0 ? (point.y - bounds.origin.y) / h : 0.5
    }
}
