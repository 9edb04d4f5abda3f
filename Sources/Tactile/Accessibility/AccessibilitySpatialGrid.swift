/// A uniform grid over rectangles: a point or a rectangle query looks only at
/// the cells it covers, so its cost does not grow with rectangles far away.
///
/// Cells are about the size of the median rectangle (so a cell meets a
/// handful of rectangles however many there are, even when they cluster in
/// containers with empty space between them), with at most 16 cells per
/// rectangle and 2²⁰ cells in all. A rectangle that would cover more than
/// `largeCells` cells (a background, a whole-screen item) is kept in one
/// list that every query returns, instead of in each cell it covers.
internal struct AccessibilitySpatialGrid: Sendable {
    private var minX = 0.0, minY = 0.0
    private var cellWidth = 1.0, cellHeight = 1.0
    private var columns = 0, rows = 0
    private var cells: [[Int]] = []
    private var large: [Int] = []
    private static let largeCells = 64

    /// Indexes `rects[k]` under the value `keys[k]`; rectangles must be finite.
    internal init(keys: [Int], rects: [Rect]) {
        guard !keys.isEmpty, keys.count == rects.count else { return }
        var bounds = rects[0]
        for r in rects.dropFirst() { bounds = bounds.union(r) }
        let width = bounds.width, height = bounds.height
        minX = bounds.minX
        minY = bounds.minY
        if width.isFinite && height.isFinite {
            let limit = min(1 << 20, max(1024, 16 * keys.count))
            var w = max(Self.median(rects.map { $0.width }), width / 1024, 1e-9)
            var h = max(Self.median(rects.map { $0.height }), height / 1024, 1e-9)
            while Self.count(width, w) * Self.count(height, h) > limit {
                w *= 1.25
                h *= 1.25
            }
            columns = Self.count(width, w)
            rows = Self.count(height, h)
            cellWidth = max(width / Double(columns), 1e-9)
            cellHeight = max(height / Double(rows), 1e-9)
        } else {   // rectangles spread farther apart than a Double spans: one cell
            columns = 1
            rows = 1
            cellWidth = .infinity
            cellHeight = .infinity
        }
        cells = Array(repeating: [], count: columns * rows)
        for (k, r) in rects.enumerated() {
            guard let (c0, c1, r0, r1) = cellRange(r) else { continue }
            if (c1 - c0 + 1) * (r1 - r0 + 1) > Self.largeCells {
                large.append(keys[k])
                continue
            }
            for row in r0...r1 {
                for col in c0...c1 { cells[row * columns + col].append(keys[k]) }
            }
        }
    }

    /// Cells of size `cell` needed to cover `length` (at least 1, at most 1024).
    private static func count(_ length: Double, _ cell: Double) -> Int {
        let n = (length / cell).rounded(.up)
        return n >= 1024 ? 1024 : (n >= 1 ? Int(n) : 1)
    }

    private static func median(_ values: [Double]) -> Double {
        // Sorted as indices (stable, so the same element): a build then holds one sort, for Int.
        let finite = values.filter { $0.isFinite }
        var order = Array(finite.indices)
        order.stableSort { finite[$0] < finite[$1] }
        return order.isEmpty ? 0 : finite[order[order.count / 2]]
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
        let cell = cells[row(p.y) * columns + column(p.x)]
        return large.isEmpty ? cell : cell + large
    }

    /// The keys whose rectangles may meet `r`, each once, ascending.
    internal func candidates(in r: Rect) -> [Int] {
        guard let (c0, c1, r0, r1) = cellRange(r) else { return [] }
        var out = large
        for row in r0...r1 {
            for col in c0...c1 { out.append(contentsOf: cells[row * columns + col]) }
        }
        out.stableSort()
        var unique: [Int] = []
        unique.reserveCapacity(out.count)
        for k in out where unique.last != k { unique.append(k) }
        return unique
    }
}
