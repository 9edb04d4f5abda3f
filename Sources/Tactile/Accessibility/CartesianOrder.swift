/// The Cartesian order of seed-004 R-O3: top-left before bottom-right, row by row.
///
/// 1. Sort by `minY`, then `minX`, then the tie-break key.
/// 2. Sweep: the first element opens a row anchored at its `midY`; a later
///    element joins the row when its `minY` is above the anchor, else opens a new row.
/// 3. Within a row sort by `minX`, then `minY`, then the tie-break key.
/// Remaining ties keep the input order, so the result is deterministic.
internal enum CartesianOrder {
    internal static func sorted(_ values: [Int], frames: [Rect], tieBreaks: [Int]) -> [Int] {
        guard values.count > 1, frames.count == values.count, tieBreaks.count == values.count else { return values }
        let positions = Array(values.indices)
        let byTop = positions.stableSorted { a, b in
            let fa = frames[a], fb = frames[b]
            if fa.minY != fb.minY { return fa.minY < fb.minY }
            if fa.minX != fb.minX { return fa.minX < fb.minX }
            if tieBreaks[a] != tieBreaks[b] { return tieBreaks[a] < tieBreaks[b] }
            return a < b
        }
        var rows: [[Int]] = []
        var anchor = 0.0
        for p in byTop {
            if rows.isEmpty || !(frames[p].minY < anchor) {
                rows.append([p])
                anchor = frames[p].midY
            } else {
                rows[rows.count - 1].append(p)
            }
        }
        var out: [Int] = []
        out.reserveCapacity(values.count)
        for row in rows {
            let sortedRow = row.stableSorted { a, b in
                let fa = frames[a], fb = frames[b]
                if fa.minX != fb.minX { return fa.minX < fb.minX }
                if fa.minY != fb.minY { return fa.minY < fb.minY }
                if tieBreaks[a] != tieBreaks[b] { return tieBreaks[a] < tieBreaks[b] }
                return a < b
            }
            out.append(contentsOf: sortedRow.map { values[$0] })
        }
        return out
    }
}
