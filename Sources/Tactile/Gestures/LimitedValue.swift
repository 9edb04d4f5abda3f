/// The arithmetic shared by the scaling and rotation limits: clamping, and
/// the resisted overshoot of the snapback flag (seed-001 R26–R28, R32–R33).
internal enum LimitedValue {
    /// The resisted overshoot `f(x) = L·x / (L + x)` for an excess `x ≥ 0`
    /// past a limit, bounded by `L` (seed-001 R28 [R]): monotonic, `f(0) = 0`,
    /// `f(x) < x` for `x > 0`, `f(x) < L`, and `f′(0) = 1` so the overshoot
    /// starts smoothly. An infinite `L` gives `x`; `L ≤ 0` gives 0.
    static func resisted(_ x: Double, limit: Double) -> Double {
        guard x > 0, limit > 0, !limit.isNaN else { return 0 }
        if limit.isInfinite { return x }
        return limit * x / (limit + x)
    }

    /// `raw` clamped to `[lo, hi]` (bounds taken in either order; a NaN bound is ignored).
    static func clamp(_ raw: Double, _ a: Double, _ b: Double) -> Double {
        let lo = a.isNaN ? -Double.infinity : (b.isNaN ? a : min(a, b))
        let hi = b.isNaN ? Double.infinity : (a.isNaN ? b : max(a, b))
        return min(max(raw, lo), hi)
    }

    /// The value shown during a gesture for an unclamped target `raw`: clamped
    /// to `[a, b]`, or with `overshoot` past the maximum resisted by `limit`
    /// (and past the minimum when `undershoot`, resisted by `lowerLimit`).
    static func applied(_ raw: Double, _ a: Double, _ b: Double, overshoot: Bool, undershoot: Bool,
                        limit: Double, lowerLimit: Double) -> Double {
        let lo = a.isNaN ? -Double.infinity : (b.isNaN ? a : min(a, b))
        let hi = b.isNaN ? Double.infinity : (a.isNaN ? b : max(a, b))
        if raw > hi { return overshoot ? hi + resisted(raw - hi, limit: limit) : hi }
        if raw < lo { return overshoot && undershoot ? lo - resisted(lo - raw, limit: lowerLimit) : lo }
        return raw
    }
}
