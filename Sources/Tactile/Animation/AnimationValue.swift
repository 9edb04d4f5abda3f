/// The value of an animatable property. Each case belongs to one
/// `AnimatableProperty` (see `property(matches:)`).
public enum AnimationValue: Hashable, Sendable {
    /// A `.transform` value.
    case transform(AffineTransform)
    /// A `.frame` value.
    case frame(Rect)
    /// An `.alpha` value in 0…1.
    case alpha(Double)
    /// A `.rotation` value, in degrees.
    case rotation(degrees: Double)
    /// A `.scalar` channel value.
    case scalar(Double)
    /// A `.point` channel value.
    case point(Point)

    /// Whether this value can be a value of `property`.
    package func matches(_ property: AnimatableProperty) -> Bool {
        switch (self, property) {
        case (.transform, .transform), (.frame, .frame), (.alpha, .alpha), (.rotation, .rotation),
             (.scalar, .scalar), (.point, .point): return true
        default: return false
        }
    }

    /// Whether every component is finite.
    package var isFinite: Bool {
        switch self {
        case .transform(let t):
            return t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
        case .frame(let r):
            return r.origin.isFinite && r.size.width.isFinite && r.size.height.isFinite
        case .alpha(let v), .rotation(let v), .scalar(let v): return v.isFinite
        case .point(let p): return p.isFinite
        }
    }

    /// The value at `progress` between `start` (0) and `end` (1), component by
    /// component (R55). Progress 0 gives `start` and 1 gives `end` exactly; in
    /// between every component stays inside its start–end segment; outside
    /// 0…1 (a spring's overshoot) components extrapolate. Mismatched kinds give `end`.
    package static func interpolate(from start: AnimationValue, to end: AnimationValue,
                                   progress p: Double) -> AnimationValue {
        if p == 1 { return end }
        if p == 0 { return start }
        switch (start, end) {
        case (.transform(let s), .transform(let e)):
            return .transform(AffineTransform(a: lerp(s.a, e.a, p), b: lerp(s.b, e.b, p), c: lerp(s.c, e.c, p),
                                              d: lerp(s.d, e.d, p), tx: lerp(s.tx, e.tx, p), ty: lerp(s.ty, e.ty, p)))
        case (.frame(let s), .frame(let e)):
            return .frame(Rect(x: lerp(s.origin.x, e.origin.x, p), y: lerp(s.origin.y, e.origin.y, p),
                               width: lerp(s.size.width, e.size.width, p), height: lerp(s.size.height, e.size.height, p)))
        case (.alpha(let s), .alpha(let e)): return .alpha(lerp(s, e, p))
        case (.rotation(let s), .rotation(let e)): return .rotation(degrees: lerp(s, e, p))
        case (.scalar(let s), .scalar(let e)): return .scalar(lerp(s, e, p))
        case (.point(let s), .point(let e)): return .point(Point(x: lerp(s.x, e.x, p), y: lerp(s.y, e.y, p)))
        default: return end
        }
    }

    /// Linear interpolation; inside 0…1 the result is clamped to the segment
    /// so rounding never leaves it.
    @inline(__always)
    static func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double {
        if p == 1 { return b }
        let v = a + (b - a) * p
        guard p > 0 && p < 1 else { return p == 0 ? a : v }
        return min(max(v, min(a, b)), max(a, b))
    }
}
