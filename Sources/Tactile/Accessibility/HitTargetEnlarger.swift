// Cited: seed-004 R-E4…R-E9.
/// Computes virtually enlarged hit areas; a pure function of the tree and the policy.
///
/// Per item and direction (left, up, right, down):
/// 1. the gap: the distance to the nearest facing item (entirely on that side,
///    overlapping in the perpendicular extent) or to the bounds (the innermost
///    container's frame, else the screen); items whose originals already
///    intersect are ignored (R-E5);
/// 2. the gate decides whether the item grows at all (R-E4);
/// 3. the candidate amount, at most the gap (R-E6), uniform if asked;
/// 4. the facing split `min(a, max(g/2, g − b))` (R-E8);
/// 5. clip to the bounds and the screen, never below the original (R-E7);
/// 6. the corner clip against any other original still covered (R-E9).
package enum HitTargetEnlarger {
    /// The enlarged map; `containers` limits enlargement to their items (nil: all items).
    /// `windows` are the displayed windows for `.windowFraction` (empty: the screen).
    public static func enlarge(_ tree: AccessibilityTree, policy: EnlargementPolicy, windows: [Rect] = [],
                               within containers: [AccessibilityID]? = nil) -> EnlargedHitMap {
        let nodes = tree.nodes
        var scoped = Array(repeating: false, count: nodes.count)
        for i in tree.itemIndices {
            guard nodes[i].item?.enlargement != .never else { continue }
            if let containers {
                scoped[i] = containers.contains { id in tree.indexByID[id].map { tree.isAncestor($0, of: i) } ?? false }
            } else {
                scoped[i] = true
            }
        }
        let threshold = policy.gate.threshold(windows: windows.isEmpty ? [tree.screen] : windows)

        // 1–3: gaps, facing neighbours, gate and candidate amounts.
        var gaps = Array(repeating: [0.0, 0, 0, 0], count: nodes.count)
        var facing = Array(repeating: [[Int]](repeating: [], count: 4), count: nodes.count)
        var eligible = Array(repeating: false, count: nodes.count)
        var amounts = Array(repeating: [0.0, 0, 0, 0], count: nodes.count)
        for i in tree.itemIndices where scoped[i] {
            (gaps[i], facing[i]) = emptySpace(around: i, in: tree)
            let forced = nodes[i].item?.enlargement == .always
            if !forced, let t = threshold, !((gaps[i].max() ?? 0) >= t) { continue }
            eligible[i] = true
            amounts[i] = candidateAmounts(i, tree: tree, gaps: gaps[i], facing: facing[i], policy: policy)
        }

        // 4–6.
        var frames = nodes.map { $0.frame }
        for i in tree.itemIndices where eligible[i] {
            let f = nodes[i].frame
            var a = amounts[i]
            for d in 0..<4 where !facing[i][d].isEmpty {
                let g = gaps[i][d]
                var b = 0.0
                for n in facing[i][d] where eligible[n] { b = max(b, amounts[n][(d + 2) % 4]) }
                a[d] = min(a[d], max(g / 2, g - b))
            }
            let grown = Rect(x: f.minX - a[0], y: f.minY - a[1],
                             width: f.width + a[0] + a[2], height: f.height + a[1] + a[3])
            var e = grown.intersection(tree.bounds(of: i)).map { $0.union(f) } ?? f
            e = e.intersection(tree.screen).map { $0.union(f) } ?? f
            frames[i] = cornerClipped(e, item: i, tree: tree)
        }
        return EnlargedHitMap(tree: tree, frames: frames)
    }

    /// Gaps (left, up, right, down) and the nearest facing items per direction (R-E5).
    ///
    /// Each direction searches a band as wide as the item, doubling its reach
    /// until it passes the nearest edge found, so the cost follows the items near
    /// the item rather than all the items of its container.
    private static func emptySpace(around i: Int, in tree: AccessibilityTree) -> ([Double], [[Int]]) {
        let f = tree.nodes[i].frame
        let bounds = tree.bounds(of: i)
        var gap = [max(0, f.minX - bounds.minX), max(0, f.minY - bounds.minY),
                   max(0, bounds.maxX - f.maxX), max(0, bounds.maxY - f.maxY)]
        var near: [[Int]] = [[], [], [], []]
        for d in 0..<4 {
            var reach = max(f.width, f.height, 8)
            while true {
                let l = min(reach, gap[d])
                let band: Rect
                switch d {
                case 0: band = Rect(x: f.minX - l, y: f.minY, width: l, height: f.height)
                case 1: band = Rect(x: f.minX, y: f.minY - l, width: f.width, height: l)
                case 2: band = Rect(x: f.maxX, y: f.minY, width: l, height: f.height)
                default: band = Rect(x: f.minX, y: f.maxY, width: f.width, height: l)
                }
                for j in tree.itemGrid.candidates(in: band) where j != i && !near[d].contains(j) {
                    let g = tree.nodes[j].frame
                    guard !overlaps(f, g), let distance = facingDistance(from: f, to: g, direction: d) else { continue }
                    if distance < gap[d] {
                        gap[d] = distance
                        near[d] = [j]
                    } else if distance == gap[d] {
                        near[d].append(j)
                    }
                }
                if gap[d] <= reach { break }
                reach *= 2
            }
        }
        return (gap, near)
    }

    /// The distance from `f` to `g` when `g` lies entirely on side `d` of `f`
    /// and overlaps it in the perpendicular extent; nil otherwise.
    private static func facingDistance(from f: Rect, to g: Rect, direction d: Int) -> Double? {
        let vertical = min(f.maxY, g.maxY) > max(f.minY, g.minY)
        let horizontal = min(f.maxX, g.maxX) > max(f.minX, g.minX)
        switch d {
        case 0: return vertical && g.maxX <= f.minX ? f.minX - g.maxX : nil
        case 1: return horizontal && g.maxY <= f.minY ? f.minY - g.maxY : nil
        case 2: return vertical && g.minX >= f.maxX ? g.minX - f.maxX : nil
        default: return horizontal && g.minY >= f.maxY ? g.minY - f.maxY : nil
        }
    }

    /// The candidate amount per direction, each at most the gap (R-E6).
    private static func candidateAmounts(_ i: Int, tree: AccessibilityTree, gaps: [Double], facing: [[Int]],
                                         policy: EnlargementPolicy) -> [Double] {
        var a = [0.0, 0, 0, 0]
        switch policy.amount {
        case .proportionalToEmptySpace(let factor):
            let k = factor.isNaN ? 0 : min(max(factor, 0), 1)
            for d in 0..<4 { a[d] = k * gaps[d] }
        case .emptySpaceMinus(let constant):
            guard constant.isFinite else { break }
            for d in 0..<4 { a[d] = max(0, gaps[d] - constant) }
        case .predefined(let byCategory, let fallback):
            let raw = tree.nodes[i].item.flatMap { byCategory[$0.resolvedCategory] } ?? fallback
            let amount = raw.isFinite ? max(0, raw) : 0
            for d in 0..<4 { a[d] = amount }
        case .fillEnclosingComponent(let horizontal, let vertical):
            guard let c = tree.nodes[i].item?.enclosingComponentFrame else { break }
            let f = tree.nodes[i].frame
            if horizontal { a[0] = max(0, f.minX - c.minX); a[2] = max(0, c.maxX - f.maxX) }
            if vertical { a[1] = max(0, f.minY - c.minY); a[3] = max(0, c.maxY - f.maxY) }
        }
        for d in 0..<4 { a[d] = min(a[d], gaps[d]) }
        if policy.uniform {
            var directions = Array(0..<4)
            if policy.ignoresEdgeBoundedDirections {
                let neighboured = directions.filter { !facing[$0].isEmpty }
                if !neighboured.isEmpty { directions = neighboured }
            }
            let m = directions.map { a[$0] }.min() ?? 0
            for d in 0..<4 { a[d] = min(m, gaps[d]) }
        }
        return a
    }

    /// Moves back one side of `e` wherever it still covers another item's original frame (R-E9).
    private static func cornerClipped(_ e0: Rect, item i: Int, tree: AccessibilityTree) -> Rect {
        let f = tree.nodes[i].frame
        var e = e0
        for j in tree.itemGrid.candidates(in: e) where j != i {
            let g = tree.nodes[j].frame
            guard !overlaps(f, g), overlaps(e, g) else { continue }
            var x: (reduction: Double, rect: Rect)?
            var y: (reduction: Double, rect: Rect)?
            if g.minX >= f.maxX {
                x = (e.maxX - g.minX, Rect(x: e.minX, y: e.minY, width: g.minX - e.minX, height: e.height))
            } else if g.maxX <= f.minX {
                x = (g.maxX - e.minX, Rect(x: g.maxX, y: e.minY, width: e.maxX - g.maxX, height: e.height))
            }
            if g.minY >= f.maxY {
                y = (e.maxY - g.minY, Rect(x: e.minX, y: e.minY, width: e.width, height: g.minY - e.minY))
            } else if g.maxY <= f.minY {
                y = (g.maxY - e.minY, Rect(x: e.minX, y: g.maxY, width: e.width, height: e.maxY - g.maxY))
            }
            switch (x, y) {
            case let (x?, y?): e = y.reduction < x.reduction ? y.rect : x.rect
            case let (x?, nil): e = x.rect
            case let (nil, y?): e = y.rect
            case (nil, nil): break
            }
        }
        return e
    }

    /// Whether two rectangles share a region of positive area.
    internal static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxX, b.maxX) > max(a.minX, b.minX) && min(a.maxY, b.maxY) > max(a.minY, b.minY)
    }
}
