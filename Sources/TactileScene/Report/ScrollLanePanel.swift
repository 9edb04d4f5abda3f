import Tactile

/// The report's scroll lanes (issue 12): for each scroll view in the log, its
/// content offset against time as a line chart on the timeline's time scale,
/// with the dragging, decelerating and bouncing phases shaded, dashed lines at
/// the offsets the content started and ended at, and — when it zoomed — a
/// second lane for the zoom scale. Empty when the log has no scroll events.
struct ScrollLanePanel {
    let digest: ReplayDigest

    /// One scroll view's events, in log order.
    struct Series {
        var view: String
        var scrolls: [(t: Double, event: LogEvent.ScrollEvent)] = []
        var zooms: [(t: Double, event: LogEvent.ZoomEvent)] = []
    }

    static let laneHeight = 120.0
    static let zoomLaneHeight = 70.0

    /// The series, in order of each view's first event.
    var series: [Series] {
        var out: [Series] = []
        func index(_ view: String) -> Int {
            if let i = out.firstIndex(where: { $0.view == view }) { return i }
            out.append(Series(view: view))
            return out.count - 1
        }
        for e in digest.section.events {
            switch e.kind {
            case .scroll(let s): out[index(s.view)].scrolls.append((e.t, s))
            case .zoom(let z): out[index(z.view)].zooms.append((e.t, z))
            default: break
            }
        }
        return out
    }

    /// The panel's title and SVG, or "" without scroll events.
    func render() -> String {
        let all = series
        guard !all.isEmpty else { return "" }
        let scale = TimelinePanel(digest).scale
        var height = 8.0
        for s in all { height += Self.laneHeight + (s.zooms.isEmpty ? 0 : Self.zoomLaneHeight) }
        var m = Markup()
        m.element("div", [("class", "panel-title")], content: "Scrolling (content offset against time)")
        m.open("svg", [("class", "timeline scroll-lanes"), ("width", ReportNumber.px(TimelinePanel.width)),
                       ("height", ReportNumber.px(height)),
                       ("viewBox", "0 0 \(ReportNumber.px(TimelinePanel.width)) \(ReportNumber.px(height))"),
                       ("role", "img"), ("aria-label", "Content offset of each scroll view against time")])
        m.raw("\n")
        var y = 4.0
        for s in all {
            offsetLane(&m, s, scale, y: y)
            y += Self.laneHeight
            if !s.zooms.isEmpty {
                zoomLane(&m, s, scale, y: y)
                y += Self.zoomLaneHeight
            }
        }
        m.close("svg")
        return m.text
    }

    static func phaseColor(_ phase: String) -> String? {
        switch phase {
        case "dragging": return "#cfe2ff"
        case "decelerating": return "#d4f0d4"
        case "bouncing": return "#ffe0b8"
        default: return nil
        }
    }

    /// The offset lane: shaded phases, the offset polyline (y, and x when it moved), edge lines.
    func offsetLane(_ m: inout Markup, _ s: Series, _ scale: TimeScale, y: Double) {
        let top = y + 18, bottom = y + Self.laneHeight - 12
        let ys = s.scrolls.map(\.event.offset.y), xs = s.scrolls.map(\.event.offset.x)
        let movesX = (xs.max() ?? 0) != (xs.min() ?? 0)
        let movesY = (ys.max() ?? 0) != (ys.min() ?? 0) || !movesX
        let values = (movesY ? ys : []) + (movesX ? xs : [])
        var lo = values.min() ?? 0, hi = values.max() ?? 0
        if hi - lo < 1 { lo -= 0.5; hi += 0.5 }
        // Offsets grow downward, as content moves up: the chart reads like the list.
        func py(_ v: Double) -> Double { top + (v - lo) / (hi - lo) * (bottom - top) }
        m.element("text", [("class", "lane-label"), ("x", "10"), ("y", ReportNumber.px(y + 30))], content: s.view)
        m.element("text", [("class", "lane-sub"), ("x", "10"), ("y", ReportNumber.px(y + 46))],
                  content: movesX && movesY ? "content offset y (x dashed)" : (movesX ? "content offset x" : "content offset y"))
        m.element("text", [("class", "lane-sub"), ("x", "10"), ("y", ReportNumber.px(y + 62))],
                  content: "\(ReportNumber.points(lo))…\(ReportNumber.points(hi)) pt")
        // Phase bands: each event's phase runs until the next event.
        for (i, e) in s.scrolls.enumerated() {
            guard let color = Self.phaseColor(e.event.phase) else { continue }
            let end = i + 1 < s.scrolls.count ? s.scrolls[i + 1].t : e.t
            let x0 = scale.x(e.t), x1 = max(scale.x(end), x0 + 1)
            m.element("rect", [("class", "scroll-phase"), ("x", ReportNumber.px(x0)), ("y", ReportNumber.px(top)),
                               ("width", ReportNumber.px(x1 - x0)), ("height", ReportNumber.px(bottom - top)), ("fill", color)],
                      tooltip: "\(ReportNumber.ms(e.t))–\(ReportNumber.ms(end)) ms: \(e.event.phase)")
        }
        for v in [ys.first, ys.last].compactMap({ $0 }) where movesY {
            m.element("line", [("class", "scroll-edge"), ("x1", ReportNumber.px(TimelinePanel.plotX0)), ("y1", ReportNumber.px(py(v))),
                               ("x2", ReportNumber.px(TimelinePanel.plotX1)), ("y2", ReportNumber.px(py(v))),
                               ("stroke", "#888888"), ("stroke-dasharray", "4 3")],
                      tooltip: "offset \(ReportNumber.points(v)) pt")
        }
        func polyline(_ pick: (LogEvent.ScrollEvent) -> Double, dashed: Bool) {
            let pts = s.scrolls.map { ReportNumber.px(scale.x($0.t)) + "," + ReportNumber.px(py(pick($0.event))) }
            var attrs = [("class", "scroll-offset"), ("points", pts.joined(separator: " ")), ("fill", "none"),
                         ("stroke", "#1f5fbf"), ("stroke-width", "1.5")]
            if dashed { attrs.append(("stroke-dasharray", "5 3")) }
            let first = s.scrolls.first.map { pick($0.event) } ?? 0, last = s.scrolls.last.map { pick($0.event) } ?? 0
            m.element("polyline", attrs, tooltip: "\(s.view): offset \(ReportNumber.points(first)) → \(ReportNumber.points(last)) pt, \(s.scrolls.count) events")
        }
        if movesY { polyline({ $0.offset.y }, dashed: false) }
        if movesX { polyline({ $0.offset.x }, dashed: movesY) }
    }

    /// The zoom lane: the zoom scale against time.
    func zoomLane(_ m: inout Markup, _ s: Series, _ scale: TimeScale, y: Double) {
        let top = y + 10, bottom = y + Self.zoomLaneHeight - 10
        let values = s.zooms.map(\.event.scale)
        var lo = min(values.min() ?? 1, 1), hi = max(values.max() ?? 1, 1)
        if hi - lo < 0.01 { hi = lo + 0.01 }
        func py(_ v: Double) -> Double { bottom - (v - lo) / (hi - lo) * (bottom - top) }
        m.element("text", [("class", "lane-label"), ("x", "10"), ("y", ReportNumber.px(y + 26))], content: s.view)
        m.element("text", [("class", "lane-sub"), ("x", "10"), ("y", ReportNumber.px(y + 42))],
                  content: "zoom scale \(LogNumber.format(lo, fractionDigits: 2))…\(LogNumber.format(hi, fractionDigits: 2))")
        let pts = s.zooms.map { ReportNumber.px(scale.x($0.t)) + "," + ReportNumber.px(py($0.event.scale)) }
        m.element("polyline", [("class", "zoom-scale"), ("points", pts.joined(separator: " ")), ("fill", "none"),
                               ("stroke", "#8a2be2"), ("stroke-width", "1.5")],
                  tooltip: "\(s.view): zoom scale, \(s.zooms.count) events")
    }
}

/// The spatial panel's scroll marks: each scroll view's content rectangle at
/// its last logged offset (and zoom), dashed, over the viewport the view outline shows.
enum ScrollSpatialMarks {
    static func render(_ m: inout Markup, _ digest: ReplayDigest, outlines: [ViewOutline], _ px: (Point) -> (Double, Double)) {
        let lanes = ScrollLanePanel(digest: digest).series
        for o in outlines {
            guard let scroll = o.view.scroll, let origin = o.corners.first else { continue }
            let lane = lanes.first { $0.view == o.id }
            let offset = lane?.scrolls.last?.event.offset ?? scroll.contentOffset ?? Point(x: 0, y: 0)
            let zoom = lane?.zooms.last?.event.scale ?? 1
            let w = scroll.contentSize.width * zoom, h = scroll.contentSize.height * zoom
            let (x0, y0) = px(Point(x: origin.x - offset.x, y: origin.y - offset.y))
            let (x1, y1) = px(Point(x: origin.x - offset.x + w, y: origin.y - offset.y + h))
            m.element("rect", [("class", "scroll-content"), ("x", ReportNumber.px(x0)), ("y", ReportNumber.px(y0)),
                               ("width", ReportNumber.px(max(0, x1 - x0))), ("height", ReportNumber.px(max(0, y1 - y0))),
                               ("fill", "none"), ("stroke", "#1f5fbf"), ("stroke-dasharray", "6 4")],
                      tooltip: "\(o.id): content \(ReportNumber.points(w)) × \(ReportNumber.points(h)) pt at offset \(ReportNumber.point(offset.x, offset.y)) (end of the replay); the viewport is the view's outline")
        }
    }
}
