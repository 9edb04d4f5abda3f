// Cited: seed-001 Sc8 calls it the deceleration factor.
/// How fast a released scroll slows down: the factor its velocity keeps per millisecond
/// (UIKit's `UIScrollView.DecelerationRate`).
public struct DecelerationRate: Hashable, Sendable {
    /// The velocity kept per millisecond, in (0, 1).
    public var rawValue: Double

    /// Creates a rate from its per-millisecond factor.
    public init(rawValue: Double) { self.rawValue = rawValue }

    /// UIKit's default, `.normal`: 0.998 per millisecond.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's `.fast`: 0.99 per millisecond.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// The factor kept per tick of `interval` seconds: `rawValue^(1000·interval)`
    /// (0.9672 per 1/60 s tick for `.normal`). A raw value at or above 1 is
    /// treated as 0.99999 (a glide must stop); at or below 0, or NaN, as 0.
    package func factor(perTick interval: Seconds) -> Double {
        let raw = rawValue.isNaN ? 0 : min(rawValue, 0.99999)
        guard raw > 0, interval.isFinite, interval > 0 else { return 0 }
        return ScrollMath.pow(raw, 1000 * interval)
    }
}
