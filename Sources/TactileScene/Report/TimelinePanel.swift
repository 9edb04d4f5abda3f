import Tactile

/// The timeline of one replay as inline SVG: a millisecond axis, then one row
/// per touch (a bar from touch-down to lift), one per recognizer (its states
/// as coloured bands, actions as ticks above them) and one per view (its
/// responder callbacks as marks whose shape says which callback and whose
/// colour says which touch). Every mark has a `<title>` tooltip with details.
public struct TimelinePanel {
    /// The replay.
    public var digest: ReplayDigest

    /// The SVG's width in pixels.
    public static let width = 1320.0
    /// Where the plot starts (the row labels are left of it).
    public static let plotX0 = 250.0
    /// Where the plot ends.
    public static let plotX1 = width - 30
    /// The height of one row.
    public static let rowHeight = 24.0
    /// The height of a group heading.
    public static let headingHeight = 26.0
    /// The height of the axis strip at top and bottom.
    public static let axisHeight = 26.0

    /// Creates the panel.
    public init(_ digest: ReplayDigest) { self.digest = digest }

    /// The time scale of the plot (a little margin either side of the replay).
    public var scale: TimeScale {
        let pad = max(0.005, (digest.end - digest.start) * 0.01)
        return TimeScale(start: digest.start - pad, end: digest.end + pad, x0: Self.plotX0, x1: Self.plotX1)
    }

    /// The SVG element.
    public func render() -> String {
        let scale = self.scale
        let rowCount = digest.touches.count + digest.recognizers.count + digest.views.count
        let height = 2 * Self.axisHeight + 3 * Self.headingHeight + Double(rowCount) * Self.rowHeight + 8
        var m = Markup()
        m.open("svg", [("class", "timeline"),
                       ("width", ReportNumber.px(Self.width)), ("height", ReportNumber.px(height)),
                       ("viewBox", "0 0 \(ReportNumber.px(Self.width)) \(ReportNumber.px(height))"),
                       ("role", "img"), ("aria-label", "Timeline of touches, recognizer states and view callbacks")])
        m.raw("\n")
        let plotTop = Self.axisHeight
        let plotBottom = height - Self.axisHeight - 8
        axis(&m, scale, plotTop: plotTop, plotBottom: plotBottom)

        var y = plotTop
        heading(&m, "Touches", "each bar runs from touch-down (●) to lift (○) or cancel (✕)", y: &y)
        for track in digest.touches { touchRow(&m, track, scale, y: y); y += Self.rowHeight }
        if digest.touches.isEmpty { y = emptyNote(&m, "no touches in this trace", y: y) }
        heading(&m, "Recognizers", "state over time; each ▾ tick above a band is one firing of the actions", y: &y)
        for track in digest.recognizers { recognizerRow(&m, track, scale, y: y); y += Self.rowHeight }
        if digest.recognizers.isEmpty { y = emptyNote(&m, "no recognizers in this scene", y: y) }
        heading(&m, "Views", "callbacks each view received as the touches' hit view", y: &y)
        for track in digest.views { viewRow(&m, track, scale, y: y); y += Self.rowHeight }
        if digest.views.isEmpty { _ = emptyNote(&m, "no views in this scene", y: y) }
        m.close("svg")
        return m.text
    }

    // MARK: Axis and headings

    func axis(_ m: inout Markup, _ scale: TimeScale, plotTop: Double, plotBottom: Double) {
        // No negative times on the axis of a trace that starts at or after 0.
        let ticks = scale.ticks().filter { $0 >= 0 || digest.start < 0 }
        m.open("g", [("class", "axis")])
        m.raw("\n")
        for ms in ticks {
            let x = ReportNumber.px(scale.x(ms / 1000))
            m.element("line", [("class", "grid"), ("x1", x), ("y1", ReportNumber.px(plotTop)), ("x2", x), ("y2", ReportNumber.px(plotBottom))])
            let label = LogNumber.format(ms, fractionDigits: 3) + " ms"
            m.element("text", [("x", x), ("y", ReportNumber.px(plotTop - 8)), ("text-anchor", "middle")], content: label)
            m.element("text", [("x", x), ("y", ReportNumber.px(plotBottom + 16)), ("text-anchor", "middle")], content: label)
        }
        m.element("text", [("x", ReportNumber.px(Self.plotX0 - 12)), ("y", ReportNumber.px(plotTop - 8)), ("text-anchor", "end")],
                  content: "time")
        m.close("g")
    }

    func heading(_ m: inout Markup, _ title: String, _ note: String, y: inout Double) {
        let base = ReportNumber.px(y + 18)
        m.open("text", [("class", "heading"), ("x", "8"), ("y", base)])
        m.escaped(title)
        m.open("tspan", [("class", "note"), ("dx", "10")])
        m.escaped(note)
        m.raw("</tspan>")
        m.close("text")
        m.element("line", [("class", "rule"), ("x1", "8"), ("y1", ReportNumber.px(y + Self.headingHeight - 2)),
                           ("x2", ReportNumber.px(Self.plotX1)), ("y2", ReportNumber.px(y + Self.headingHeight - 2))])
        y += Self.headingHeight
    }

    func emptyNote(_ m: inout Markup, _ note: String, y: Double) -> Double {
        m.element("text", [("class", "note"), ("x", ReportNumber.px(Self.plotX0)), ("y", ReportNumber.px(y + 16))], content: note)
        return y + Self.rowHeight
    }

    func stripe(_ m: inout Markup, index: Int, y: Double) {
        guard index % 2 == 1 else { return }
        m.element("rect", [("class", "stripe"), ("x", "0"), ("y", ReportNumber.px(y)),
                           ("width", ReportNumber.px(Self.width)), ("height", ReportNumber.px(Self.rowHeight))])
    }

    // MARK: Touch rows

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

    // MARK: Recognizer rows

    func recognizerRow(_ m: inout Markup, _ track: RecognizerTrack, _ scale: TimeScale, y: Double) {
        let index = digest.recognizers.firstIndex { $0.id == track.id } ?? 0
        stripe(&m, index: index, y: y)
        m.open("g", [("class", "recognizer")])
        m.open("text", [("class", "label"), ("x", "8"), ("y", ReportNumber.px(y + 16))])
        m.raw("<title>" + HTMLEscaping.text(Self.recognizerTitle(track)) + "</title>")
        m.open("tspan", [("class", "id")])
        m.raw(HTMLEscaping.label(track.id, limit: 20) + "</tspan>")
        if !track.type.isEmpty {
            m.open("tspan", [("class", "sub"), ("dx", "6")])
            m.raw(HTMLEscaping.label(track.type, limit: 14) + "</tspan>")
        }
        m.close("text")
        let top = y + 8, h = 14.0
        for band in track.bands {
            let x0 = scale.x(band.start)
            let w = max(scale.x(band.end) - x0, band.isLoggedChange ? 5 : 1)
            var cls = "band st-\(band.state.rawValue)"
            if !band.isLoggedChange { cls += " inferred" }
            m.element("rect", [("class", cls), ("x", ReportNumber.px(x0)), ("y", ReportNumber.px(top)),
                               ("width", ReportNumber.px(w)), ("height", ReportNumber.px(h))],
                      tooltip: Self.bandTooltip(track, band))
            let name = band.state.rawValue
            if w >= Double(name.count) * 6.2 + 8 {
                m.element("text", [("class", "bandtext st-text-\(name)"), ("x", ReportNumber.px(x0 + 4)), ("y", ReportNumber.px(top + 11))],
                          content: name)
            }
        }
        for action in track.actions {
            let x = ReportNumber.px(scale.x(action.t))
            m.element("path", [("class", "tick"), ("d", "M\(x) \(ReportNumber.px(y + 9))l-3 -6h6z")],
                      tooltip: Self.actionTooltip(track.id, action))
        }
        m.close("g")
    }

    static func recognizerTitle(_ track: RecognizerTrack) -> String {
        var s = track.id
        if !track.type.isEmpty { s += " (\(track.type))" }
        if !track.view.isEmpty { s += " on view \(track.view)" }
        return s
    }

    static func bandTooltip(_ track: RecognizerTrack, _ band: RecognizerTrack.StateBand) -> String {
        if !band.isLoggedChange {
            return "\(track.id): possible (looking at touches) from \(ReportNumber.ms(band.start)) ms"
        }
        if RecognizerTrack.isFinal(band.state) {
            return "\(track.id): \(band.state.rawValue) at \(ReportNumber.ms(band.start)) ms"
        }
        return "\(track.id): \(band.state.rawValue) from \(ReportNumber.ms(band.start)) ms to \(ReportNumber.ms(band.end)) ms"
    }

    static func actionTooltip(_ id: String, _ action: RecognizerTrack.TimedAction) -> String {
        let a = action.event
        var s = "\(id) actions (\(a.state.rawValue)) at \(ReportNumber.ms(action.t)) ms: location \(ReportNumber.point(a.location.x, a.location.y)), touches \(a.touches)"
        for f in a.fields { s += ", \(f.name) \(f.value.text)" }
        return s
    }

    // MARK: View rows

    func viewRow(_ m: inout Markup, _ track: ViewTrack, _ scale: TimeScale, y: Double) {
        let index = digest.views.firstIndex { $0.id == track.id } ?? 0
        stripe(&m, index: index, y: y)
        let mid = y + Self.rowHeight / 2
        m.open("g", [("class", "view")])
        let indent = 8 + Double(min(track.depth, 8)) * 12
        m.open("text", [("class", "label"), ("x", ReportNumber.px(indent)), ("y", ReportNumber.px(mid + 4))])
        m.raw("<title>view " + HTMLEscaping.text(track.id) + "</title>")
        if track.depth > 0 { m.raw("<tspan class=\"sub\">└ </tspan>") }
        m.raw(HTMLEscaping.label(track.id, limit: max(8, 28 - 2 * track.depth)))
        m.close("text")
        if track.callbacks.isEmpty {
            m.element("text", [("class", "note"), ("x", ReportNumber.px(Self.plotX0)), ("y", ReportNumber.px(mid + 4))],
                      content: "no callbacks")
        }
        // Moves first, so the rarer marks are drawn on top of them.
        for pass in 0..<2 {
            for c in track.callbacks where (c.phase == .moved) == (pass == 0) {
                let touchIndex = c.touches.first.flatMap { digest.touch(id: $0, at: c.t)?.index } ?? 0
                let tooltip = "\(track.id): touches\(Self.callbackName(c.phase)) [\(c.touches.map(String.init).joined(separator: ", "))] at \(ReportNumber.ms(c.t)) ms"
                TouchMarks.callback(&m, c.phase, x: scale.x(c.t), y: mid, color: ReportPalette.touchColor(touchIndex), tooltip: tooltip)
            }
        }
        m.close("g")
    }

    static func callbackName(_ phase: TouchPhase) -> String {
        switch phase {
        case .began: return "Began"
        case .moved, .stationary: return "Moved"
        case .ended: return "Ended"
        case .cancelled: return "Cancelled"
        }
    }
}
