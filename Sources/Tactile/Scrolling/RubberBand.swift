// Cited: seed-001 Sc4–Sc6, R42–R44.
/// Dragging past a content edge: the region beyond the edge shows, resisted and bounded
/// by that edge's displacement D.
///
/// The shown overscroll for a raw (finger) overscroll `x` is
/// `D·(1 − 1/(1 + k·x/D))`: 0 at 0, increasing, below `k·x` and always below
/// D; or `min(x, D)` with `hardClamp`. D = 0 on an edge means the content
/// cannot be dragged past it (R44).
package struct RubberBand: Hashable, Sendable {
    /// The seed's `RUBBER_BAND_HEIGHT`: the displacement the Boolean switches set. 100 points.
    package static let defaultHeight: Double = 100

    /// The displacement D per edge.
    package var limits: EdgeValues<Double>
    /// The resistance k of the curve (the seed's suggested 0.55).
    package var stiffness: Double
    /// Whether the overscroll follows the finger 1:1 up to D instead of the curve.
    package var hardClamp: Bool

    /// Creates a rubber band; the default has D = `defaultHeight` on all four
    /// edges (UIKit bounces at every edge of an axis that scrolls).
    package init(limits: EdgeValues<Double> = EdgeValues(all: RubberBand.defaultHeight),
                stiffness: Double = 0.55, hardClamp: Bool = false) {
        self.limits = limits
        self.stiffness = stiffness
        self.hardClamp = hardClamp
    }

    /// The seed's default: D = `defaultHeight` on the top and bottom edges, 0 on the sides (A:98–99).
    package static let topAndBottom = RubberBand(
        limits: EdgeValues(top: defaultHeight, left: 0, bottom: defaultHeight, right: 0))

    /// Sets D on the given edges (the seed's `setRubberBand:forEdges:`).
    package mutating func setRubberBand(_ value: Double, for edges: [ScrollEdge]) {
        limits.set(value, for: edges)
    }

    /// Whether the top and bottom edges rubber-band. Setting it puts
    /// `defaultHeight` (true) or 0 (false) on them (the seed's `setAllowsRubberBanding:`).
    package var allowsRubberBanding: Bool {
        get { limits.top > 0 && limits.bottom > 0 }
        set { limits.set(newValue ? RubberBand.defaultHeight : 0, for: [.top, .bottom]) }
    }

    /// Whether all four edges rubber-band. Setting it puts `defaultHeight`
    /// (true) or 0 (false) on every edge (`setAllowsFourWayRubberBanding:`).
    package var allowsFourWayRubberBanding: Bool {
        get { limits.top > 0 && limits.bottom > 0 && limits.left > 0 && limits.right > 0 }
        set { limits.set(newValue ? RubberBand.defaultHeight : 0, for: ScrollEdge.allCases) }
    }

    /// The overscroll shown past `edge` for a raw overscroll `raw` (≥ 0; less gives 0).
    package func displayed(_ raw: Double, past edge: ScrollEdge) -> Double {
        let d = RubberBand.limit(limits[edge])
        guard raw > 0, d > 0 else { return 0 }
        if hardClamp { return min(raw, d) }
        if d.isInfinite { return raw }
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 0.55
        return d * (1 - 1 / (1 + k * raw / d))
    }

    /// The raw overscroll that shows `shown` past `edge` (the inverse of
    /// `displayed`), used when a touch catches the content mid-overscroll.
    package func raw(showing shown: Double, past edge: ScrollEdge) -> Double {
        let d = RubberBand.limit(limits[edge])
        guard shown > 0, d > 0 else { return 0 }
        if hardClamp || d.isInfinite { return min(shown, d) }
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 0.55
        let y = min(shown, d * (1 - 1e-9))
        return (d / k) * y / (d - y)
    }

    private static func limit(_ d: Double) -> Double { d.isNaN ? 0 : max(d, 0) }
}
