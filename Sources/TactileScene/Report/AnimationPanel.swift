/// The report's animations lane (docs/animation.md): one row per view animation —
/// a band from its start to its stop labelled with its views, properties,
/// curve, duration and synchronisation session, and over it a line chart of
/// its drawn value (one point per frame-clock tick). A cancelled animation
/// ends in ✕. Times share the timeline's axis.
struct AnimationPanel {
    /// One animation as the log tells it.
    struct Track {
        var number: Int
        var start: (t: Double, event: LogEvent.AnimationEvent)?
        var frames: [(t: Double, fraction: Double, value: Double)] = []
        var stop: (t: Double, event: LogEvent.AnimationEvent)?
    }

    static let rowHeight = 46.0
    let digest: ReplayDigest
    let tracks: [Track]

    init(_ digest: ReplayDigest) {
        self.digest = digest
        var tracks: [Track] = []
        for e in digest.section.events {
            guard case .animation(let a) = e.kind else { continue }
            var i = tracks.firstIndex { $0.number == a.animation }
            if i == nil { tracks.append(Track(number: a.animation)); i = tracks.count - 1 }
            guard let i else { continue }
            switch a.event {
            case "start": tracks[i].start = (e.t, a)
            case "fraction": tracks[i].frames.append((e.t, a.fraction, a.value))
            default: tracks[i].stop = (e.t, a)
            }
        }
        self.tracks = tracks.sorted { $0.number < $1.number }
    }

    /// The lane's markup, or "" when the replay has no animations.
    func render() -> String {
        guard !tracks.isEmpty else { return "" }
        let width = TimelinePanel.width
        let height = Double(tracks.count) * Self.rowHeight + 30
        let scale = TimelinePanel(digest).scale  // the timeline's axis, so marks line up
        var m = Markup()
        m.element("div", [("class", "panel-title")], content: "Animations (one frame clock; value drawn per tick)")
        m.open("svg", [("class", "timeline animations"), ("width", ReportNumber.px(width)), ("height", ReportNumber.px(height)),
                       ("viewBox", "0 0 \(ReportNumber.px(width)) \(ReportNumber.px(height))"),
                       ("role", "img"), ("aria-label", "View animations: bands from start to stop and their drawn values")])
        m.raw("\n")
        for ms in scale.ticks() {
            let x = ReportNumber.px(scale.x(ms / 1000))
            m.raw("<line x1=\"\(x)\" y1=\"0\" x2=\"\(x)\" y2=\"\(ReportNumber.px(height - 16))\" stroke=\"#eeeeee\"/>\n")
            m.element("text", [("x", x), ("y", ReportNumber.px(height - 4)), ("font-size", "10"), ("text-anchor", "middle"),
                               ("fill", "#666666")], content: LogNumber.format(ms, fractionDigits: 1) + " ms")
        }
        for (row, track) in tracks.enumerated() {
            render(track, y: Double(row) * Self.rowHeight + 4, scale, &m)
        }
        m.close("svg")
        return m.text
    }

    private func render(_ track: Track, y: Double, _ scale: TimeScale, _ m: inout Markup) {
        let start = track.start?.event
        let views = start?.views.joined(separator: ", ") ?? "?"
        let what = start.map { $0.properties.joined(separator: ", ") + " · " + $0.curve + " · "
            + LogNumber.format($0.duration * 1000, fractionDigits: 1) + " ms" + ($0.sync != 0 ? " · sync \($0.sync)" : "") } ?? ""
        m.element("text", [("x", "8"), ("y", ReportNumber.px(y + 16)), ("font-size", "12"), ("font-weight", "bold")],
                  content: "#\(track.number) \(views)")
        m.element("text", [("x", "8"), ("y", ReportNumber.px(y + 31)), ("font-size", "10"), ("fill", "#555555")], content: what)
        let t0 = track.start?.t ?? track.frames.first?.t ?? track.stop?.t ?? digest.start
        let t1 = track.stop?.t ?? track.frames.last?.t ?? digest.end
        let bx0 = scale.x(t0), bx1 = max(scale.x(t1), bx0 + 2)
        let finished = track.stop?.event.finished ?? false
        let tooltip = "#\(track.number) \(views): \(what); \(ReportNumber.ms(t0))–\(ReportNumber.ms(t1)) ms"
            + (track.stop.map { $0.event.finished ? ", finished" : ", cancelled at fraction " + LogValue.ratio($0.event.fraction).text } ?? "")
        m.element("rect", [("x", ReportNumber.px(bx0)), ("y", ReportNumber.px(y + 2)), ("width", ReportNumber.px(bx1 - bx0)),
                           ("height", ReportNumber.px(Self.rowHeight - 10)), ("rx", "3"),
                           ("fill", start?.sync != 0 && start != nil ? "#e3ecfb" : "#eef6e8"),
                           ("stroke", finished ? "#7fa86a" : "#c0504d")], tooltip: tooltip)
        // The drawn value against time, scaled to the row.
        var points = track.frames.map { (t: $0.t, v: $0.value) }
        if let s = track.start, let first = points.first, s.t < first.t { points.insert((s.t, first.v), at: 0) }
        if points.count >= 2 {
            let lo = points.map(\.v).min() ?? 0, hi = points.map(\.v).max() ?? 1
            let span = hi - lo
            func py(_ v: Double) -> Double { y + Self.rowHeight - 12 - (span > 0 ? (v - lo) / span : 0.5) * (Self.rowHeight - 18) }
            let path = points.map { ReportNumber.px(scale.x($0.t)) + "," + ReportNumber.px(py($0.v)) }.joined(separator: " ")
            m.element("polyline", [("points", path), ("fill", "none"), ("stroke", "#2f6fd0"), ("stroke-width", "1.5")],
                      tooltip: "value \(LogValue.ratio(points.first?.v ?? 0).text) → \(LogValue.ratio(points.last?.v ?? 0).text)")
            // The last value beside the band's end, inside it when the end is near the edge.
            let inside = bx1 + 70 > TimelinePanel.width
            m.element("text", [("x", ReportNumber.px(inside ? bx1 - 4 : bx1 + 4)), ("y", ReportNumber.px(max(py(points.last?.v ?? 0) - 3, y + 12))),
                               ("font-size", "10"), ("fill", "#2f6fd0"), ("text-anchor", inside ? "end" : "start")],
                      content: LogValue.ratio(points.last?.v ?? 0).text)
        }
        if let stop = track.stop, !stop.event.finished {
            m.element("text", [("x", ReportNumber.px(scale.x(stop.t))), ("y", ReportNumber.px(y + 24)), ("font-size", "14"),
                               ("text-anchor", "middle"), ("fill", "#c0504d")], content: "✕")
        }
    }
}
