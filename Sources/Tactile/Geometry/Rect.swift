/// An axis-aligned rectangle: an origin and a size.
///
/// A rectangle with a negative width or height is treated through its
/// `standardized` form by `contains`, `union` and `intersection`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner with the smallest coordinates (for a standardized rect).
    public var origin: Point
    /// The width and height (negative in a rect that is not standardized).
    public var size: Size

    /// Creates a rectangle.
    @inlinable public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// Creates a rectangle from its components.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y); size = Size(width: width, height: height)
    }
    /// Creates a rectangle from positional components.
    @inlinable public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest x of the rectangle (a negative width is allowed, as in Core Graphics).
    @inlinable public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The smallest y of the rectangle.
    @inlinable public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The largest x of the rectangle.
    @inlinable public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The largest y of the rectangle.
    @inlinable public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The x of the centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The y of the centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The width, never negative.
    @inlinable public var width: Double { abs(size.width) }
    /// The height, never negative.
    @inlinable public var height: Double { abs(size.height) }
    /// The centre point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }
    /// True when the rect has zero area.
    @inlinable public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// The same rectangle with a non-negative width and height.
    @inlinable public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }

    /// Whether the point lies inside: minX ≤ x < maxX and minY ≤ y < maxY (UIKit's half-open rule).
    @inlinable public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The smallest rectangle containing both.
    public func union(_ o: Rect) -> Rect {
        let x0 = min(minX, o.minX), y0 = min(minY, o.minY)
        return Rect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    /// The overlap of two rectangles, or nil when they do not overlap.
    public func intersection(_ o: Rect) -> Rect? {
        let x0 = max(minX, o.minX), y0 = max(minY, o.minY)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        guard x1 >= x0, y1 >= y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle moved by a vector.
    public func offsetBy(_ v: Vector) -> Rect { Rect(origin: origin + v, size: size) }

    /// The rectangle as `(x, y, width, height)`, for logs.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
