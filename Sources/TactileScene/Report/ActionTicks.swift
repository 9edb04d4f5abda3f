/// The marks of a recognizer's action firings above its state bands: a ▾
/// tick per firing where they stand apart, and where they crowd (less than
/// `minimumGap` pixels apart, as a continuous gesture's per-frame `changed`
/// actions do) one bar over the run with its count (`×57`), so dense firings
/// read as a band instead of a comb. Every mark has a tooltip.
struct ActionTicks {
    let track: RecognizerTrack
    let scale: TimeScale
    /// Firings closer than this (pixels) join one bar.
    static let minimumGap = 24.0
    /// A run needs this many firings to become a bar.
    static let minimumRun = 3

    /// The runs of firings: index ranges into `track.actions`.
    var runs: [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        let actions = track.actions
        for i in actions.indices where i > 0 {
            if scale.x(actions[i].t) - scale.x(actions[i - 1].t) >= Self.minimumGap {
                runs.append(start..<i)
                start = i
            }
        }
        if !actions.isEmpty { runs.append(start..<actions.count) }
        return runs
    }

    func render(_ m: inout Markup, y: Double) {
        let actions = track.actions
        let runs = self.runs
        for (k, run) in runs.enumerated() {
            guard run.count >= Self.minimumRun else {
                for i in run {
                    let x = ReportNumber.px(scale.x(actions[i].t))
                    m.element("path", [("class", "tick"), ("d", "M\(x) \(ReportNumber.px(y + 9))l-3 -6h6z")],
                              tooltip: TimelinePanel.actionTooltip(track.id, actions[i]))
                }
                continue
            }
            let first = actions[run.lowerBound], last = actions[run.upperBound - 1]
            let x0 = scale.x(first.t), x1 = scale.x(last.t)
            let tooltip = "\(track.id): actions fired \(run.count) times, \(ReportNumber.ms(first.t)) ms–\(ReportNumber.ms(last.t)) ms"
            m.element("rect", [("class", "tickband"), ("x", ReportNumber.px(x0 - 1)), ("y", ReportNumber.px(y + 3)),
                               ("width", ReportNumber.px(max(2, x1 - x0 + 2))), ("height", "4")], tooltip: tooltip)
            // The count goes after the bar when there is room before the next mark.
            let label = "×\(run.count)"
            let room = (k + 1 < runs.count ? scale.x(actions[runs[k + 1].lowerBound].t) : TimelinePanel.width) - x1
            if room >= LabelPlacer.width(of: label, fontSize: 9) + 6 {
                m.element("text", [("class", "tickcount"), ("x", ReportNumber.px(x1 + 3)), ("y", ReportNumber.px(y + 8))], content: label)
            }
        }
    }
}
