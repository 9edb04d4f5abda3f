// Cited: seed-004 R-T2.
/// What a point selects in the accessibility tree.
package struct AccessibilityHit: Hashable, Sendable {
    /// The item under the point, by its original or its enlarged frame.
    package var item: AccessibilityID?
    /// The item's parent container, or the deepest container under the point when no item is hit.
    package var container: AccessibilityID?
    /// True when the item was found through its enlarged frame only.
    package var isInEnlargedArea: Bool

    /// Creates a hit.
    package init(item: AccessibilityID? = nil, container: AccessibilityID? = nil, isInEnlargedArea: Bool = false) {
        self.item = item
        self.container = container
        self.isInEnlargedArea = isInEnlargedArea
    }
}

extension AccessibilityTree {
    /// Resolves a point (R-T2): (a) an item's original frame (highest `zIndex`,
    /// then later in order); (b) an enlarged frame, the nearest original winning
    /// (R-E10); (c) the item's parent, or else the deepest container.
    package func hit(at p: Point, enlarged map: EnlargedHitMap? = nil) -> AccessibilityHit {
        let h = hitIndices(at: p, map: map)
        return AccessibilityHit(item: h.item.map { nodes[$0].id }, container: h.container.map { nodes[$0].id },
                                isInEnlargedArea: h.enlarged)
    }

    internal func hitIndices(at p: Point, map: EnlargedHitMap?) -> (item: Int?, container: Int?, enlarged: Bool) {
        guard p.isFinite else { return (nil, nil, false) }
        var item: Int?
        for i in itemGrid.candidates(at: p) where nodes[i].frame.contains(p) {
            guard let b = item else { item = i; continue }
            let zi = nodes[i].item?.zIndex ?? 0, zb = nodes[b].item?.zIndex ?? 0
            if zi != zb ? zi > zb : nodes[i].preorder > nodes[b].preorder { item = i }
        }
        var viaEnlarged = false
        if item == nil, let map, map.frames.count == nodes.count {
            var bestDistance = Double.infinity
            for i in map.grid.candidates(at: p) where map.frames[i].contains(p) {
                let d = Self.squaredDistance(from: p, to: nodes[i].frame)
                if d < bestDistance || (d == bestDistance && nodes[i].preorder < (item.map { nodes[$0].preorder } ?? Int.max)) {
                    item = i
                    bestDistance = d
                }
            }
            viaEnlarged = item != nil
        }
        let container: Int?
        if let item { container = nodes[item].parent } else { container = deepestContainerIndex(at: p) }
        return (item, container, viaEnlarged)
    }

    /// Squared Euclidean distance from a point to a rectangle (0 inside).
    internal static func squaredDistance(from p: Point, to r: Rect) -> Double {
        let dx = max(r.minX - p.x, 0, p.x - r.maxX), dy = max(r.minY - p.y, 0, p.y - r.maxY)
        return dx * dx + dy * dy
    }
}
