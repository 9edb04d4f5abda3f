import Tactile

/// The timeline's touch rows: one bar per touch from touch-down to lift or cancel.
extension TimelinePanel {
    func touchRow(_ m: inout Markup, _ track: TouchTrack, _ scale: TimeScale, y: Double) {
        stripe(&m, index: track.index, y: y)
        let color = ReportPalette.touchColor(track.index)
        let mid = y + Self.rowHeight / 2
        m.open("g", [("class", "touch")])
        m.element("circle", [("cx", "20"), ("cy", ReportNumber.px(mid)), ("r", "5"), ("fill", color)])
        m.element("text", [("class", "label"), ("x", "32"), ("y", ReportNumber.px(mid + 4))], content: "touch \(track.id)")
        let x0 = scale.x(track.downTime), x1 = max(scale.x(track.upTime), x0 + 2)
        m.element("rect", [("class", "track"), ("x", ReportNumber.px(x0)), ("y", ReportNumber.px(mid - 4)),
                           ("width", ReportNumber.px(x1 - x0)), ("height", "8"), ("fill", color)],
                  tooltip: Self.touchTooltip(track))
        TouchMarks.start(&m, x: x0, y: mid, color: color)
        TouchMarks.end(&m, track.endPhase, x: x1, y: mid, color: color)
        m.close("g")
    }

    static func touchTooltip(_ track: TouchTrack) -> String {
        let first = track.samples.first?.location ?? .zero, last = track.samples.last?.location ?? .zero
        var s = "touch \(track.id): down at \(ReportNumber.ms(track.downTime)) ms \(ReportNumber.point(first.x, first.y))"
        switch track.endPhase {
        case .ended?: s += ", lifted at \(ReportNumber.ms(track.upTime)) ms \(ReportNumber.point(last.x, last.y))"
        case .cancelled?: s += ", cancelled at \(ReportNumber.ms(track.upTime)) ms \(ReportNumber.point(last.x, last.y))"
        default: s += ", still down when the trace ends"
        }
        return s + ", \(track.samples.count) samples"
    }
}
