import Tactile

/// The timeline's recognizer rows: state bands (with glyphs and hatching so
/// they read without colour) and action ticks.
extension TimelinePanel {
    func recognizerRow(_ m: inout Markup, _ track: RecognizerTrack, _ scale: TimeScale, y: Double) {
        let index = digest.recognizers.firstIndex { $0.id == track.id } ?? 0
        stripe(&m, index: index, y: y)
        m.open("g", [("class", "recognizer")])
        let sub = [track.type, track.application].filter { !$0.isEmpty }.joined(separator: " · ")
        rowLabel(&m, track.id, sub, y: y, tooltip: Self.recognizerTitle(track))
        let top = y + 8, h = 14.0
        for band in track.bands {
            let x0 = scale.x(band.start)
            let w = max(scale.x(band.end) - x0, band.isLoggedChange ? 5 : 1)
            var cls = "band st-\(band.state.rawValue)"
            if !band.isLoggedChange { cls += " inferred" }
            m.element("rect", [("class", cls), ("x", ReportNumber.px(x0)), ("y", ReportNumber.px(top)),
                               ("width", ReportNumber.px(w)), ("height", ReportNumber.px(h))],
                      tooltip: Self.bandTooltip(track, band))
            if band.state == .failed, let d = Self.hatch(x: x0, y: top, width: w, height: h) {
                // Failed bands are hatched as well as red, so they read without colour.
                m.element("path", [("class", "hatch"), ("d", d)])
            }
            let name = Self.glyph(band.state) + band.state.rawValue
            if w >= Double(name.count) * 6.2 + 8 {
                m.element("text", [("class", "bandtext st-text-\(band.state.rawValue)"), ("x", ReportNumber.px(x0 + 4)), ("y", ReportNumber.px(top + 11))],
                          content: name)
            } else if w >= 12, let g = Self.glyph(band.state).first {
                m.element("text", [("class", "bandtext st-text-\(band.state.rawValue)"), ("x", ReportNumber.px(x0 + 2)), ("y", ReportNumber.px(top + 11))],
                          content: String(g))
            }
        }
        ActionTicks(track: track, scale: scale).render(&m, y: y)
        m.close("g")
    }

    static func recognizerTitle(_ track: RecognizerTrack) -> String {
        var s = track.id
        if !track.type.isEmpty { s += " (\(track.type))" }
        if track.isApplicationBound {
            s += " bound to application \(track.application)"
        } else {
            if !track.view.isEmpty { s += " on view \(track.view)" }
            if !track.application.isEmpty { s += " of application \(track.application)" }
        }
        if !track.handler.isEmpty { s += "; runs \(track.handler)" }
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
}
