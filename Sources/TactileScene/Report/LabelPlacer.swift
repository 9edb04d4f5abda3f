/// Places text labels so they do not overlap each other or reserved marks:
/// each label has candidate positions in order of preference and takes the
/// first that is free, or, when none is, the one that overlaps least.
/// Deterministic: the result depends only on the order labels are placed in.
struct LabelPlacer {
    /// A box on the drawing.
    struct Box {
        var x: Double, y: Double, width: Double, height: Double

        /// The area shared with `o`.
        func overlap(_ o: Box) -> Double {
            let w = min(x + width, o.x + o.width) - max(x, o.x)
            let h = min(y + height, o.y + o.height) - max(y, o.y)
            return w > 0 && h > 0 ? w * h : 0
        }
    }

    /// A label position: where the text starts and its baseline.
    struct Position: Equatable {
        var x: Double, baseline: Double
    }

    /// The boxes taken so far.
    private(set) var boxes: [Box] = []

    /// A generous estimate of a text's width in pixels (sans-serif: 0.66 em a
    /// glyph, bold 0.76 em; measured in Chromium, labels average 0.58 and
    /// 0.66 em and reach 0.74 em), so a label placed by it is not clipped.
    static func width(of text: String, fontSize: Double, bold: Bool = false) -> Double {
        Double(text.count) * em(bold) * fontSize + 2
    }

    /// How many characters fit in `room` pixels by `width(of:)`'s estimate.
    static func characters(fitting room: Double, fontSize: Double, bold: Bool = false) -> Int {
        ReportNumber.whole((room - 2) / (em(bold) * fontSize), clampedTo: 0...10_000)
    }

    private static func em(_ bold: Bool) -> Double { bold ? 0.76 : 0.66 }

    /// Candidates around a point mark at (x, y): right of it, then left of it,
    /// each on the mark's line, then one line below, one above, two below, ….
    static func around(x: Double, y: Double, gap: Double, width: Double, fontSize: Double, lines: Int = 6) -> [Position] {
        let line = fontSize + 3
        var out: [Position] = []
        for step in 0...(2 * lines) {
            let k = Double((step + 1) / 2) * (step % 2 == 1 ? 1 : -1)
            let baseline = y + fontSize * 0.35 + k * line
            out.append(Position(x: x + gap, baseline: baseline))
            out.append(Position(x: x - gap - width, baseline: baseline))
        }
        return out
    }

    /// Candidates for a label at (x, baseline) that may only move down or up
    /// by whole lines.
    static func vertical(x: Double, baseline: Double, fontSize: Double, lines: Int = 6) -> [Position] {
        let line = fontSize + 3
        return (0...(2 * lines)).map { step in
            let k = Double((step + 1) / 2) * (step % 2 == 1 ? 1 : -1)
            return Position(x: x, baseline: baseline + k * line)
        }
    }

    /// Reserves a box (for marks that labels should avoid).
    mutating func reserve(x: Double, y: Double, width: Double, height: Double) {
        boxes.append(Box(x: x, y: y, width: width, height: height))
    }

    /// Places a label of `width` at the first free candidate and reserves its
    /// box; nil (nothing reserved) when every candidate overlaps a placed label.
    mutating func placeIfFree(_ candidates: [Position], width: Double, fontSize: Double) -> Position? {
        for c in candidates {
            let b = Box(x: c.x - 1, y: c.baseline - fontSize, width: width + 2, height: fontSize + 3)
            if boxes.allSatisfy({ $0.overlap(b) == 0 }) {
                boxes.append(b)
                return c
            }
        }
        return nil
    }

    /// Places a label of `width` at the first free candidate (or the least
    /// overlapping one) and reserves its box.
    mutating func place(_ candidates: [Position], width: Double, fontSize: Double) -> Position {
        func box(_ p: Position) -> Box { Box(x: p.x - 1, y: p.baseline - fontSize, width: width + 2, height: fontSize + 3) }
        var best: (Position, Double)?
        for c in candidates {
            let b = box(c)
            let overlap = boxes.reduce(0) { $0 + $1.overlap(b) }
            if overlap == 0 { best = (c, 0); break }
            if best == nil || overlap < best!.1 { best = (c, overlap) }
        }
        let chosen = best?.0 ?? candidates.first ?? Position(x: 0, baseline: 0)
        boxes.append(box(chosen))
        return chosen
    }
}
