import Tactile

/// What makes a recognizer's bands read without colour: a glyph before the
/// state's name and diagonal hatching over failed bands.
extension TimelinePanel {
    /// Diagonal strokes 6 px apart filling a rectangle (nil when too narrow):
    /// each rises 45° from (s, y + height) to (s + height, y), clipped to [x, x + width].
    static func hatch(x: Double, y: Double, width: Double, height: Double) -> String? {
        guard width >= 3, height > 0, width.isFinite, height.isFinite, width < 1_000_000 else { return nil }
        var d = ""
        var k = 0.0
        while k < width + height {
            let s = x + k - height
            let a = max(s, x), b = min(s + height, x + width)
            if b > a {
                d += "M" + ReportNumber.px(a) + " " + ReportNumber.px(y + height - (a - s))
                d += "L" + ReportNumber.px(b) + " " + ReportNumber.px(y + height - (b - s))
            }
            k += 6
        }
        return d.isEmpty ? nil : d
    }

    /// The glyph a band's label starts with: ✓ success, ✗ failure, ⊘ cancelled.
    static func glyph(_ state: LoggedState) -> String {
        switch state {
        case .recognized, .ended: return "✓ "
        case .failed: return "✗ "
        case .cancelled: return "⊘ "
        default: return ""
        }
    }
}
