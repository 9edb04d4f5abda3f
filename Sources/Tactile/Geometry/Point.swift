/// A location in a two-dimensional coordinate space (origin top-left, y down).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The x coordinate.
    public var x: Double
    /// The y coordinate.
    public var y: Double

    /// Creates a point.
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// Creates a point from positional coordinates.
    @inlinable public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite (neither NaN nor infinite).
    @inlinable package var isFinite: Bool { x.isFinite && y.isFinite }

    /// Distance to another point.
    @inlinable public func distance(to other: Point) -> Double { (other - self).length }

    /// The midpoint between this point and another.
    @inlinable package func midpoint(_ other: Point) -> Point { Point(x: (x + other.x) / 2, y: (y + other.y) / 2) }

    /// Displacement from `a` to `b`.
    @inlinable public static func - (b: Point, a: Point) -> Vector { Vector(dx: b.x - a.x, dy: b.y - a.y) }
    /// The point moved by a vector.
    @inlinable public static func + (p: Point, v: Vector) -> Point { Point(x: p.x + v.dx, y: p.y + v.dy) }
    /// The point moved back by a vector.
    @inlinable public static func - (p: Point, v: Vector) -> Point { Point(x: p.x - v.dx, y: p.y - v.dy) }
    /// Moves a point by a vector.
    @inlinable public static func += (p: inout Point, v: Vector) { p = p + v }

    /// The point as `(x, y)`, for logs.
    public var description: String { "(\(x), \(y))" }
}

/// A displacement in a two-dimensional coordinate space.
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal component.
    public var dx: Double
    /// Vertical component (positive is down).
    public var dy: Double

    /// Creates a vector.
    @inlinable public init(dx: Double, dy: Double) { self.dx = dx; self.dy = dy }
    /// Creates a vector from positional components.
    @inlinable public init(_ dx: Double, _ dy: Double) { self.dx = dx; self.dy = dy }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// Euclidean length.
    @inlinable public var length: Double { TactileMath.hypot(dx, dy) }
    /// Squared length (no square root).
    @inlinable package var lengthSquared: Double { dx * dx + dy * dy }
    /// Angle from the positive x axis, in radians in [-π, π] (y down, so positive is clockwise on screen).
    @inlinable package var angle: Double { TactileMath.atan2(dy, dx) }
    /// Dot product.
    @inlinable package func dot(_ o: Vector) -> Double { dx * o.dx + dy * o.dy }
    /// Two-dimensional cross product (z component).
    @inlinable package func cross(_ o: Vector) -> Double { dx * o.dy - dy * o.dx }

    /// Component-wise sum.
    @inlinable public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    /// Component-wise difference.
    @inlinable public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
    /// The opposite vector.
    @inlinable public static prefix func - (a: Vector) -> Vector { Vector(dx: -a.dx, dy: -a.dy) }
    /// The vector scaled by `s`.
    @inlinable public static func * (a: Vector, s: Double) -> Vector { Vector(dx: a.dx * s, dy: a.dy * s) }
    /// The vector scaled by `s`.
    @inlinable public static func * (s: Double, a: Vector) -> Vector { Vector(dx: a.dx * s, dy: a.dy * s) }
    /// The vector divided by `s`.
    @inlinable public static func / (a: Vector, s: Double) -> Vector { Vector(dx: a.dx / s, dy: a.dy / s) }
    /// Adds `b` to `a`.
    @inlinable public static func += (a: inout Vector, b: Vector) { a = a + b }
    /// Subtracts `b` from `a`.
    @inlinable public static func -= (a: inout Vector, b: Vector) { a = a - b }

    /// The vector as `(dx, dy)`, for logs.
    public var description: String { "(\(dx), \(dy))" }
}

/// A width and a height.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double
    /// Creates a size.
    @inlinable public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// Creates a size from positional values.
    @inlinable public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    /// The empty size.
    public static let zero = Size(width: 0, height: 0)
    /// The size as `(width, height)`, for logs.
    public var description: String { "(\(width), \(height))" }
}
