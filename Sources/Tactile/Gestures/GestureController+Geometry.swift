/// Transform helpers of the controller: the linear part of a hand's scale
/// and rotation, and points mapped into a target's superview.

extension GestureController {
    /// A scale-then-rotation transform with no translation.
    static func linear(scale s: Double, angle a: Double) -> AffineTransform {
        let c = TactileMath.cos(a), n = TactileMath.sin(a)
        return AffineTransform(a: s * c, b: s * n, c: -s * n, d: s * c, tx: 0, ty: 0)
    }

    /// The uniform scale of a transform's linear part (√|det|).
    static func scale(of t: AffineTransform) -> Double { abs(t.determinant).squareRoot() }

    /// The rotation of a transform's linear part, in radians.
    static func angle(of t: AffineTransform) -> Double { TactileMath.atan2(t.b, t.a) }

    static func handTransform(_ e: GestureEvent) -> AffineTransform {
        linear(scale: e.scale, angle: e.rotation)
    }

    static func superviewPoint(of target: View, forRoot p: Point, fallback: Point) -> Point {
        let q = target.convertToSuperview(target.convertFromRoot(p))
        return q.isFinite ? q : fallback
    }
}
