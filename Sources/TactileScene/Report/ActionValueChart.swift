/// Small line charts of a recognizer's action values over time, drawn in a
/// row under its state bands: one line per numeric value (`translation` as
/// its length, `scale`, `rotation`, `velocity` as its magnitude), each scaled
/// to the row's height on its own range and told apart by its dash pattern
/// (not only its colour); the label names each value with its range.
struct ActionValueChart: ReportLane {
    /// One value's samples.
    struct Series {
        var name: String
        var unit: String
        var points: [(t: Double, v: Double)]
        var range: (Double, Double) {
            let vs = points.map(\.v)
            return (vs.min() ?? 0, vs.max() ?? 0)
        }
    }

    /// The plotted values (at least two samples each).
    let series: [Series]
    /// The recognizer.
    let recognizer: String
    let height = 32.0

    /// The chart of `track`'s actions, or nil when fewer than three firings carry numbers.
    init?(_ track: RecognizerTrack) {
        var byName: [String: Series] = [:]
        var order: [String] = []
        for a in track.actions {
            for f in a.event.fields {
                let value: Double, unit: String
                switch f.value {
                case .vector(let x, let y):
                    value = (x * x + y * y).squareRoot()
                    unit = f.name == "velocity" ? "pt/s" : "pt"
                case .points(let v): value = v; unit = "pt"
                case .ratio(let v): value = v; unit = f.name == "rotation" ? "rad" : (f.name == "velocity" ? "/s" : "×")
                default: continue
                }
                guard value.isFinite, abs(value) < 1e15 else { continue }
                if byName[f.name] == nil { order.append(f.name); byName[f.name] = Series(name: f.name, unit: unit, points: []) }
                byName[f.name]?.points.append((a.t, value))
            }
        }
        let series = order.compactMap { byName[$0] }.filter { $0.points.count >= 3 }
        guard !series.isEmpty else { return nil }
        self.series = series
        recognizer = track.id
    }

    static let dashes = ["", "4 3", "1.5 2.5", "7 3 1.5 3"]

    func render(_ m: inout Markup, _ scale: TimeScale, y: Double) {
        m.open("g", [("class", "values")])
        let top = y + 3, bottom = y + height - 3
        var labelY = y + 12
        for (i, s) in series.prefix(2).enumerated() {
            let (lo, hi) = s.range
            let text = "\(s.name) \(LogNumber.format2(lo))–\(LogNumber.format2(hi)) \(s.unit)"
            m.element("text", [("class", "valuelabel"), ("x", "20"), ("y", ReportNumber.px(labelY))],
                      content: HTMLEscaping.shortened((i > 0 ? "┄ " : "— ") + text, limit: 38))
            labelY += 13
        }
        for (i, s) in series.enumerated() {
            let (lo, hi) = s.range
            let span = hi - lo
            var d = ""
            for (k, p) in s.points.enumerated() {
                let f = span > 0 ? (p.v - lo) / span : 0.5
                let py = bottom - f * (bottom - top)
                d += (k == 0 ? "M" : "L") + ReportNumber.px(scale.x(p.t)) + " " + ReportNumber.px(py)
            }
            var attributes = [("class", "series series-\(i % 4)"), ("d", d)]
            let dash = Self.dashes[i % Self.dashes.count]
            if !dash.isEmpty { attributes.append(("stroke-dasharray", dash)) }
            m.element("path", attributes, tooltip: "\(recognizer) \(s.name): \(LogNumber.format2(s.points.first?.v ?? 0)) → \(LogNumber.format2(s.points.last?.v ?? 0)) \(s.unit) (\(s.points.count) firings)")
        }
        m.close("g")
    }
}

extension LogNumber {
    /// `v` with at most two decimals (chart labels).
    static func format2(_ v: Double) -> String { format(v, fractionDigits: 2) }
}
