// Cited: docs/accessibility.md, interpretation 27.
/// When a dragging finger's target may change: a finger resting on an edge trembles across it, and
/// without hysteresis every crossing would announce again, play a boundary
/// sound or flip the focus.
///
/// A change needs the finger `margin` points clear of the current target's
/// hit area (an item's enlarged area, a container's frame) — or, while it is
/// still inside that area (a new target lying on top of it: an item inside
/// the container whose empty area was being explored), `margin` points deep
/// into the new target's area, or a quarter of that area's smaller side when
/// it is smaller. Touch-downs are never held back (R-T8: a touch-down always
/// speaks its target).
package struct ExplorationHysteresis: Hashable, Sendable {
    /// The distance in points; 0 turns hysteresis off.
    package var margin: Double

    /// Creates a hysteresis of `margin` points.
    public init(margin: Double) { self.margin = margin }

    /// Whether a finger at `p` leaves the target whose area is `current` for
    /// the one whose area is `next` (nil: no area, such as nothing under the finger).
    package func allowsChange(at p: Point, from current: Rect?, to next: Rect?) -> Bool {
        guard margin > 0, margin.isFinite, let c = current else { return true }
        if !c.contains(p) { return Self.distance(from: p, to: c) >= margin }
        guard let n = next else { return true }
        return Self.depth(of: p, in: n) >= min(margin, min(n.width, n.height) / 4)
    }

    /// The distance from `p` to the nearest point of `r` (0 inside).
    static func distance(from p: Point, to r: Rect) -> Double {
        let dx = max(r.minX - p.x, 0, p.x - r.maxX)
        let dy = max(r.minY - p.y, 0, p.y - r.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// How far inside `r` the point is: the distance to its nearest edge (negative outside).
    static func depth(of p: Point, in r: Rect) -> Double {
        min(p.x - r.minX, r.maxX - p.x, p.y - r.minY, r.maxY - p.y)
    }
}
