/// The seed's minimum and maximum bounce values for one edge (Sc2, R47): the
/// bounds of the peak overshoot of a momentum scroll that hits that edge.
package struct BounceLimits: Hashable, Sendable {
    /// The least peak overshoot, in points.
    package var minimum: Double
    /// The greatest peak overshoot, in points.
    package var maximum: Double

    /// Creates limits (negative or NaN values count as 0; the bounds may come in either order).
    package init(minimum: Double = 0, maximum: Double = 60) {
        let a = minimum.isNaN ? 0 : max(minimum, 0), b = maximum.isNaN ? 0 : max(maximum, 0)
        self.minimum = min(a, b)
        self.maximum = max(a, b)
    }

    /// The peak overshoot for a speed `speed` at the edge: `clamp(k·speed, minimum, maximum)`.
    package func peak(speed: Double, k: Double) -> Double {
        let raw = abs(speed) * (k.isFinite && k > 0 ? k : 0)
        guard raw.isFinite else { return maximum }
        return min(max(raw, minimum), maximum)
    }
}
