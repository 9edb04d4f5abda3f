/// Maps replay times (seconds) to horizontal pixels and chooses round
/// millisecond ticks for the time axis.
package struct TimeScale: Equatable, Sendable {
    /// The first time shown (seconds).
    package var start: Double
    /// The last time shown (seconds); greater than `start`.
    package var end: Double
    /// The pixel of `start`.
    package var x0: Double
    /// The pixel of `end`.
    package var x1: Double

    /// A scale for `[start, end]` over `[x0, x1]`. A span shorter than 10 ms
    /// is widened to 10 ms so a single frame still gets a readable axis.
    package init(start: Double, end: Double, x0: Double, x1: Double) {
        self.start = start
        self.end = max(end, start + 0.01)
        self.x0 = x0
        self.x1 = x1
    }

    /// The pixel of time `t`.
    package func x(_ t: Double) -> Double {
        let span = end - start
        // At huge times `start + 0.01` rounds back to `start`: no span to divide by.
        guard span > 0, span.isFinite else { return x0 }
        return x0 + (t - start) / span * (x1 - x0)
    }

    /// The tick spacing in milliseconds: the smallest 1, 2 or 5 × 10ⁿ giving at
    /// most `maxTicks` intervals over the span; infinity when the span is not
    /// finite (no step fits, and `ticks` is then empty).
    package func tickStep(maxTicks: Int = 12) -> Double {
        let spanMs = (end - start) * 1000
        var unit = 0.001
        // `unit` grows tenfold per round, so this ends after at most ~310 rounds.
        while unit.isFinite {
            for m in [1.0, 2.0, 5.0] where spanMs / (m * unit) <= Double(max(1, maxTicks)) {
                return m * unit
            }
            unit *= 10
        }
        return .infinity
    }

    /// The tick times in milliseconds: whole multiples of the step inside the span.
    package func ticks(maxTicks: Int = 12) -> [Double] {
        let step = tickStep(maxTicks: maxTicks)
        guard step.isFinite else { return [] }
        let first = (start * 1000 / step).rounded(.up)
        let last = (end * 1000 / step).rounded(.down)
        // Far from 0 the spacing of doubles exceeds 1 and `first + 1 == first`:
        // count the ticks instead of stepping through the values.
        guard first <= last, last - first <= Double(max(1, maxTicks) + 1) else { return [] }
        let count = Int(last - first)
        return (0...count).map { (first + Double($0)) * step }
    }
}
