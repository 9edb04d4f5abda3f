// Cited: seed-004 R-E4.
/// Whether an `.automatic` item is enlarged at all: only if the empty space in at least
/// one direction reaches the threshold.
package enum EnlargementGate: Sendable {
    /// Every item may be enlarged.
    case always
    /// A fixed threshold in points.
    case fixedThreshold(Double)
    /// A fraction of the size (`min(width, height)`) of the largest, smallest or average displayed window.
    case windowFraction(Double, reference: WindowReference)

    /// Which displayed window the fraction refers to.
    public enum WindowReference: Sendable {
        /// The largest window.
        case largest
        /// The smallest window.
        case smallest
        /// The average over the windows.
        case average
    }

    /// The threshold in points, or nil when every item passes.
    internal func threshold(windows: [Rect]) -> Double? {
        switch self {
        case .always:
            return nil
        case .fixedThreshold(let t):
            return t.isNaN ? nil : t
        case .windowFraction(let p, let reference):
            guard !windows.isEmpty, !p.isNaN else { return nil }
            let sizes = windows.map { min($0.width, $0.height) }
            let size: Double
            switch reference {
            case .largest: size = sizes.max() ?? 0
            case .smallest: size = sizes.min() ?? 0
            case .average: size = sizes.reduce(0, +) / Double(sizes.count)
            }
            return p * size
        }
    }
}
