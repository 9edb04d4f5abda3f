/// The natural logarithm and power the scroll physics need to turn UIKit's
/// per-millisecond deceleration rate into a per-tick factor. `TactileMath`
/// has `exp` but no `log`; these stay internal to scrolling.
internal enum ScrollMath {
    private static let ln2 = 0.6931471805599453
    private static let sqrt2 = 1.4142135623730951

    /// ln x for x > 0 (0 gives −∞; negative or NaN gives NaN; +∞ gives +∞).
    /// Reduces x to m·2^e with m in [√½, √2), then sums the series of
    /// 2·atanh((m − 1)/(m + 1)), whose ratio is below 0.03 there.
    static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x.isInfinite { return x }
        var m = x.significand
        var e = Double(x.exponent)
        if m > sqrt2 { m /= 2; e += 1 }
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        var term = s, sum = 0.0, k = 1.0
        for _ in 0..<24 {
            sum += term / k
            term *= s2
            k += 2
        }
        return 2 * sum + e * ln2
    }

    /// `base` raised to `exponent` for a positive base (0 or less gives 0).
    static func pow(_ base: Double, _ exponent: Double) -> Double {
        guard base > 0 else { return 0 }
        return TactileMath.exp(exponent * log(base))
    }
}
