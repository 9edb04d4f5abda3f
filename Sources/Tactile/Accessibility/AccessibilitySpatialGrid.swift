/// A uniform grid over rectangles: a point or a rectangle query looks only at
/// the cells it covers, so its cost does not grow with rectangles far away.
internal struct AccessibilitySpatialGrid: Sendable {
    private var minX = 0.0, minY = 0.0
    private var cellWidth = 1.0, cellHeight = 1.0
    private var columns = 0, rows = 0
    private var cells: [[Int]] = []

    /// Indexes `rects[k]` under the value `keys[k]`; rectangles must be finite.
    internal init(keys: [Int], rects: [Rect]) {
        guard !keys.isEmpty, keys.count == rects.count else { return }
        var bounds = rects[0]
        for r in rects.dropFirst() { bounds = bounds.union(r) }
        let side = Self.cellsPerSide(count: keys.count)
        minX = bounds.minX
        minY = bounds.minY
        columns = side
        rows = side
        cellWidth = max(bounds.width / Double(side), 1e-9)
        cellHeight = max(bounds.height / Double(side), 1e-9)
        cells = Array(repeating: [], count: columns * rows)
        for (k, r) in rects.enumerated() {
            guard let (c0, c1, r0, r1) = cellRange(r) else { continue }
            for row in r0...r1 {
                for col in c0...c1 { cells[row * columns + col].append(keys[k]) }
            }
        }
    }

    /// About one rectangle per cell, at most 128 × 128 cells.
    private static func cellsPerSide(count: Int) -> Int {
        var side = 1
        while side * side < count && side < 128 { side += 1 }
        return side
    }

    private func column(_ x: Double) -> Int {
        let c = (x - minX) / cellWidth  // truncation is floor here: c > 0
        return !(c > 0) ? 0 : (c >= Double(columns - 1) ? columns - 1 : Int(c))
    }

    private func row(_ y: Double) -> Int {
        let r = (y - minY) / cellHeight
        return !(r > 0) ? 0 : (r >= Double(rows - 1) ? rows - 1 : Int(r))
    }

    private func cellRange(_ r: Rect) -> (Int, Int, Int, Int)? {
        guard columns > 0, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        return (column(r.minX), column(r.maxX), row(r.minY), row(r.maxY))
    }

    /// The keys whose rectangles may contain `p` (a superset; callers test containment).
    internal func candidates(at p: Point) -> [Int] {
        guard columns > 0, p.isFinite else { return [] }
        let maxX = minX + cellWidth * Double(columns), maxY = minY + cellHeight * Double(rows)
        guard p.x >= minX, p.y >= minY, p.x <= maxX, p.y <= maxY else { return [] }
        return cells[row(p.y) * columns + column(p.x)]
    }

    /// The keys whose rectangles may meet `r`, each once, ascending.
    internal func candidates(in r: Rect) -> [Int] {
        guard let (c0, c1, r0, r1) = cellRange(r) else { return [] }
        var out: [Int] = []
        for row in r0...r1 {
            for col in c0...c1 { out.append(contentsOf: cells[row * columns + col]) }
        }
        out.sort()
        var unique: [Int] = []
        unique.reserveCapacity(out.count)
        for k in out where unique.last != k { unique.append(k) }
        return unique
    }
}
