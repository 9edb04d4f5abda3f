/// A point in window points (or pixels), for drawing.
public struct Point2: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// A view's four corners (top left, top right, bottom right, bottom left): a
/// parallelogram, since views are affine images of rectangles.
public struct Quad: Equatable, Sendable {
    public var corners: [Point2]

    public init(_ corners: [Point2]) {
        self.corners = corners.count == 4 ? corners : Array(repeating: Point2(x: 0, y: 0), count: 4)
    }

    /// The point at fractions (u, v) of the way across and down the view.
    public func point(u: Double, v: Double) -> Point2 {
        let o = corners[0], a = corners[1], b = corners[3]
        return Point2(x: o.x + (a.x - o.x) * u + (b.x - o.x) * v, y: o.y + (a.y - o.y) * u + (b.y - o.y) * v)
    }

    public var minX: Double { corners.map(\.x).min()! }
    public var maxX: Double { corners.map(\.x).max()! }
    public var minY: Double { corners.map(\.y).min()! }
    public var maxY: Double { corners.map(\.y).max()! }
    public var center: Point2 { Point2(x: (minX + maxX) / 2, y: (minY + maxY) / 2) }

    /// Whether `p` lies inside (edges included).
    public func contains(_ p: Point2) -> Bool {
        var inside = false
        var j = 3
        for i in 0..<4 {
            let a = corners[i], b = corners[j]
            if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
            j = i
        }
        return inside || corners.contains(p)
    }

    /// Every corner moved by `map`.
    public func mapped(_ map: Affine2) -> Quad { Quad(corners.map(map.apply)) }

    /// Every corner moved by `transform`.
    public func mapped(_ transform: (Point2) -> Point2) -> Quad { Quad(corners.map(transform)) }
}

/// An affine map of the plane: `x' = a x + c y + tx`, `y' = b x + d y + ty`.
public struct Affine2: Equatable, Sendable {
    public var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    public static let identity = Affine2()

    public init() {}

    /// The map taking `from`'s corners onto `to`'s (from three of them; identity if `from` is degenerate).
    public init(from: Quad, to: Quad) {
        let p0 = from.corners[0], p1 = from.corners[1], p3 = from.corners[3]
        let q0 = to.corners[0], q1 = to.corners[1], q3 = to.corners[3]
        let ux = p1.x - p0.x, uy = p1.y - p0.y, vx = p3.x - p0.x, vy = p3.y - p0.y
        let det = ux * vy - vx * uy
        guard abs(det) > 1e-12 else { return }
        // Solve M [u v] = [u' v'] for the linear part.
        let ux2 = q1.x - q0.x, uy2 = q1.y - q0.y, vx2 = q3.x - q0.x, vy2 = q3.y - q0.y
        a = (ux2 * vy - vx2 * uy) / det
        c = (vx2 * ux - ux2 * vx) / det
        b = (uy2 * vy - vy2 * uy) / det
        d = (vy2 * ux - uy2 * vx) / det
        tx = q0.x - (a * p0.x + c * p0.y)
        ty = q0.y - (b * p0.x + d * p0.y)
    }

    public func apply(_ p: Point2) -> Point2 {
        Point2(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    public var isIdentity: Bool { self == .identity }
}
