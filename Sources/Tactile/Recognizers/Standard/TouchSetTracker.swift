/// Follows the changing set of touches of a multi-touch recognizer and
/// measures, between two updates, how the touches present in both moved
/// together: the translation of their centroid, the ratio of their spread and
/// their common rotation about the centroid.
///
/// Measuring each step over the touches common to both updates is what lets
/// fingers be added and lifted mid-gesture without a jump in translation,
/// scale or rotation (the pan's rule, applied to pinch and rotation too; docs/recognizers.md).
/// Per step, with centroids P̄ (before) and C̄ (after) of the common touches:
/// - translation = C̄ − P̄;
/// - scale = mean |Cᵢ − C̄| / mean |Pᵢ − P̄| (for two touches: the ratio of
///   their distances; seed-001 R21);
/// - rotation = the mean, weighted by distance from the centroid, of each
///   touch's change of angle about the centroid, wrapped into (−π, π]. For two
///   touches this is exactly the change of `atan2(p2 − p1)` (seed-001 R21);
///   summing wrapped steps handles the ±π wrap, so cumulative rotations may
///   exceed a half turn.
///
/// Buffers are reused: updating allocates nothing once warm.
internal struct TouchSetTracker {
    /// The change between two updates.
    struct Step {
        /// Centroid displacement of the common touches, window coordinates.
        var translation: Vector = .zero
        /// Ratio of their spread (1 when fewer than two are common or the spread is degenerate).
        var scale: Double = 1
        /// Rotation about the centroid in radians, positive clockwise on a y-down screen.
        var rotation: Double = 0
        /// The span of the common touches before and after the step (their distance; for more than two touches, twice their mean distance from the centroid).
        var spanBefore = 0.0, spanAfter = 0.0
        /// The number of touches common to both updates.
        var commonCount = 0
        /// Whether the set of touches changed.
        var setChanged = false
    }

    /// Spreads below this (points) are too small to measure a scale or an angle.
    static let minimumRadius = 1e-6

    private var touches: [Touch] = []
    private var positions: [Point] = []
    private var commonBefore: [Point] = []
    private var commonAfter: [Point] = []

    /// The number of touches in `touches` that are still down.
    static func liveCount(_ touches: [Touch]) -> Int {
        var n = 0
        for t in touches where !t.phase.isTerminal { n += 1 }
        return n
    }

    /// Forgets the snapshot.
    mutating func reset() {
        touches.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
    }

    /// Measures the step from the previous update to the touches' current
    /// window locations, then remembers `current` as the new snapshot.
    mutating func update(_ current: [Touch]) -> Step {
        var step = Step()
        commonBefore.removeAll(keepingCapacity: true)
        commonAfter.removeAll(keepingCapacity: true)
        for (i, t) in touches.enumerated() where current.contains(where: { $0 === t }) {
            commonBefore.append(positions[i])
            commonAfter.append(t.locationInWindow)
        }
        step.commonCount = commonBefore.count
        step.setChanged = step.commonCount != touches.count || step.commonCount != current.count
        let n = commonBefore.count
        if n >= 1 {
            let p = Self.centroid(commonBefore), c = Self.centroid(commonAfter)
            step.translation = c - p
            if n >= 2 {
                var rp = 0.0, rc = 0.0, weighted = 0.0, weights = 0.0
                for k in 0..<n {
                    let a = commonBefore[k] - p, b = commonAfter[k] - c
                    let la = a.length, lb = b.length
                    rp += la
                    rc += lb
                    if la > Self.minimumRadius && lb > Self.minimumRadius {
                        let w = la
                        weighted += w * TactileMath.normalizedAngle(b.angle - a.angle)
                        weights += w
                    }
                }
                step.spanBefore = 2 * rp / Double(n)
                step.spanAfter = 2 * rc / Double(n)
                if rp > Self.minimumRadius && rc > Self.minimumRadius {
                    let ratio = rc / rp
                    if ratio.isFinite { step.scale = ratio }
                }
                if weights > 0 {
                    let r = weighted / weights
                    if r.isFinite { step.rotation = r }
                }
            }
        }
        touches.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        for t in current {
            touches.append(t)
            positions.append(t.locationInWindow)
        }
        return step
    }

    private static func centroid(_ points: [Point]) -> Point {
        var x = 0.0, y = 0.0
        for p in points { x += p.x; y += p.y }
        let n = Double(max(points.count, 1))
        return Point(x: x / n, y: y / n)
    }
}
