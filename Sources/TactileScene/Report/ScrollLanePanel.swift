import Tactile

/// The report's scroll lanes: for each scroll view in the log, its content
/// offset against time as a line chart on the timeline's time scale, with
/// axes of its own (offset ticks in points, time ticks in seconds), its own
/// phase legend (dragging, decelerating, bouncing, resting — colours the
/// recognizer legend does not use), the content's edges as solid lines, and
/// the stretch past an edge (a rubber-band pull or a bounce's overshoot) on an
/// enlarged scale in a shaded band, so a 40 pt pull on a 1,600 pt list is
/// still a visible bump; and — when it zoomed — a second lane for the zoom
/// scale. Empty when the log has no scroll events.
struct ScrollLanePanel {
    let digest: ReplayDigest

    /// One scroll view's events, in log order.
    struct Series {
        var view: String
        var scrolls: [(t: Double, event: LogEvent.ScrollEvent)] = []
        var zooms: [(t: Double, event: LogEvent.ZoomEvent)] = []
    }

    static let laneHeight = 210.0
    static let zoomLaneHeight = 70.0
    /// The phases in legend order, with their shades (resting is unshaded).
    static let phases: [(name: String, color: String?)] = [
        ("dragging", "#e4d4f7"), ("decelerating", "#c9eef5"), ("bouncing", "#fad1e3"), ("resting", nil),
    ]

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
        phases.first { $0.name == phase }?.color
    }

    /// The offsets where the content meets the scroll view's edges along one
    /// axis at zoom scale `zoom`: 0 and content size × `zoom` − view size (the
    /// scene's values; nil for a view the scene does not have). Zooming scales
    /// the content (UIKit `zoomScale`: "the current scale factor applied to the
    /// scroll view's content"; the engine's `contentSize` follows it), so at ×2
    /// a 390 pt wide page scrolls to 390, not 0.
    func edges(_ view: String, vertical: Bool, zoom: Double = 1) -> (Double, Double)? {
        func find(_ views: [SceneView]) -> SceneView? {
            for v in views {
                if v.id == view { return v }
                if let c = find(v.children) { return c }
            }
            return nil
        }
        let roots = digest.section.scene.views + digest.section.scene.applications.flatMap { $0.windows }
        guard let v = find(roots), let scroll = v.scroll else { return nil }
        let content = (vertical ? scroll.contentSize.height : scroll.contentSize.width) * zoom
        let size = vertical ? v.frame.height : v.frame.width
        return (0, max(0, content - size))
    }

    /// Round offset ticks between `lo` and `hi`: 1, 2 or 5 × 10ⁿ points apart, at most `count`.
    static func ticks(_ lo: Double, _ hi: Double, count: Int) -> [Double] {
        guard hi > lo, (hi - lo).isFinite else { return [] }
        var step = 1.0
        while (hi - lo) / step > Double(count) * 10 { step *= 10 }
        var chosen = step
        for k in [1.0, 2.0, 5.0, 10.0] where (hi - lo) / (step * k) <= Double(count) { chosen = step * k; break }
        if (hi - lo) / chosen > Double(count) { chosen *= 10 }
        var out: [Double] = []
        var v = (lo / chosen).rounded(.up) * chosen
        while v <= hi + 1e-9 && out.count <= count + 1 { out.append(v == 0 ? 0 : v); v += chosen }
        return out
    }

    /// The offset lane: legend, axes, shaded phases, edge lines, the enlarged
    /// bands past the edges and the offset polyline (y, and x dashed when it moved).
    func offsetLane(_ m: inout Markup, _ s: Series, _ scale: TimeScale, y: Double) {
        let top = y + 34, bottom = y + Self.laneHeight - 30
        let ys = s.scrolls.map(\.event.offset.y), xs = s.scrolls.map(\.event.offset.x)
        let movesX = (xs.max() ?? 0) != (xs.min() ?? 0)
        let movesY = (ys.max() ?? 0) != (ys.min() ?? 0) || !movesX
        let values = (movesY ? ys : []) + (movesX ? xs : [])
        var lo = values.min() ?? 0, hi = values.max() ?? 0
        if hi - lo < 1 { lo -= 0.5; hi += 0.5 }
        // The content's edges along the chart's axis (y, else x), when inside the range shown;
        // when it zoomed, at the largest zoom scale it reached (the widest scroll range).
        let zoom = s.zooms.map(\.event.scale).max() ?? 1
        let edge = edges(s.view, vertical: movesY, zoom: zoom) ?? (lo, hi)
        let inner0 = max(lo, min(hi, edge.0)), inner1 = max(inner0, min(hi, edge.1))
        let below = inner0 - lo > 0.5, above = hi - inner1 > 0.5
        // Offsets grow downward, as content moves up: the chart reads like the list.
        // Past an edge the scale is enlarged: each stretch gets a fifth of the height.
        let band = (bottom - top) * 0.2
        let innerTop = top + (below ? band : 0), innerBottom = bottom - (above ? band : 0)
        func py(_ v: Double) -> Double {
            if v < inner0 { return below ? top + (v - lo) / (inner0 - lo) * band : innerTop }
            if v > inner1 { return above ? innerBottom + (v - inner1) / (hi - inner1) * band : innerBottom }
            return inner1 > inner0 ? innerTop + (v - inner0) / (inner1 - inner0) * (innerBottom - innerTop) : innerTop
        }
        let axis = movesY ? "y" : "x"
        m.element("text", [("class", "lane-label"), ("x", "10"), ("y", ReportNumber.px(top + 12))], content: s.view)
        m.element("text", [("class", "lane-sub"), ("x", "10"), ("y", ReportNumber.px(top + 28))],
                  content: movesX && movesY ? "content offset y (x dashed)" : "content offset \(axis)")
        m.element("text", [("class", "lane-sub"), ("x", "10"), ("y", ReportNumber.px(top + 44))], content: "grows downward")
        // The legend: the phases' own colours.
        var lx = TimelinePanel.plotX0
        m.element("text", [("class", "lane-sub"), ("x", ReportNumber.px(lx)), ("y", ReportNumber.px(y + 16))], content: "phase:")
        lx += 44
        for phase in Self.phases {
            m.element("rect", [("class", "legend-swatch"), ("x", ReportNumber.px(lx)), ("y", ReportNumber.px(y + 6)), ("width", "14"), ("height", "12"),
                               ("fill", phase.color ?? "#ffffff"), ("stroke", "#999999")])
            m.element("text", [("class", "lane-sub"), ("x", ReportNumber.px(lx + 18)), ("y", ReportNumber.px(y + 16))], content: phase.name)
            lx += 26 + Double(phase.name.count) * 7
        }
        if below || above {
            m.element("rect", [("class", "legend-swatch"), ("x", ReportNumber.px(lx + 8)), ("y", ReportNumber.px(y + 6)), ("width", "14"), ("height", "12"),
                               ("fill", "url(#past-edge)"), ("stroke", "#999999")])
            m.element("text", [("class", "lane-sub"), ("x", ReportNumber.px(lx + 26)), ("y", ReportNumber.px(y + 16))],
                      content: "past the edge (rubber band), scale enlarged")
        }
        m.raw("<defs><pattern id=\"past-edge\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#fff7e0\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#e8c98a\" stroke-width=\"2\"/></pattern></defs>")
        // Phase bands: each event's phase runs until the next event.
        for (i, e) in s.scrolls.enumerated() {
            guard let color = Self.phaseColor(e.event.phase) else { continue }
            let end = i + 1 < s.scrolls.count ? s.scrolls[i + 1].t : e.t
            let x0 = scale.x(e.t), x1 = max(scale.x(end), x0 + 1)
            m.element("rect", [("class", "scroll-phase"), ("x", ReportNumber.px(x0)), ("y", ReportNumber.px(top)),
                               ("width", ReportNumber.px(x1 - x0)), ("height", ReportNumber.px(bottom - top)), ("fill", color)],
                      tooltip: "\(ReportNumber.ms(e.t))–\(ReportNumber.ms(end)) ms: \(e.event.phase)")
        }
        // The stretches past the edges, hatched over the phases.
        for (present, y0, y1, what) in [(below, top, innerTop, "before the first edge"), (above, innerBottom, bottom, "past the last edge")] where present {
            m.element("rect", [("class", "past-edge"), ("x", ReportNumber.px(TimelinePanel.plotX0)), ("y", ReportNumber.px(y0)),
                               ("width", ReportNumber.px(TimelinePanel.plotX1 - TimelinePanel.plotX0)), ("height", ReportNumber.px(y1 - y0)),
                               ("fill", "url(#past-edge)"), ("opacity", "0.6")],
                      tooltip: "content pulled \(what) (rubber band); this band's scale is enlarged")
        }
        // The offset axis: round ticks inside the edges, the extremes past them, the edges solid.
        let axisX = TimelinePanel.plotX0 - 6
        m.element("line", [("class", "axis"), ("x1", ReportNumber.px(axisX + 6)), ("y1", ReportNumber.px(top)), ("x2", ReportNumber.px(axisX + 6)),
                           ("y2", ReportNumber.px(bottom)), ("stroke", "#555555")])
        var labelled: [Double] = []
        func tick(_ v: Double, _ text: String, strong: Bool) {
            let ty = py(v)
            guard !labelled.contains(where: { abs($0 - ty) < 12 }) else { return }
            labelled.append(ty)
            m.element("line", [("class", strong ? "scroll-edge" : "grid"), ("x1", ReportNumber.px(axisX + 6)), ("y1", ReportNumber.px(ty)),
                               ("x2", ReportNumber.px(TimelinePanel.plotX1)), ("y2", ReportNumber.px(ty)),
                               ("stroke", strong ? "#555555" : "#dddddd")])
            m.element("text", [("class", "tick-label"), ("x", ReportNumber.px(axisX)), ("y", ReportNumber.px(ty + 4)), ("text-anchor", "end")], content: text)
        }
        if below { tick(lo, "\(ReportNumber.points(lo)) pt", strong: false) }
        if above { tick(hi, "\(ReportNumber.points(hi)) pt", strong: false) }
        if inner1 > inner0 || below || above {
            tick(inner0, "\(ReportNumber.points(inner0)) pt", strong: true)
            tick(inner1, "\(ReportNumber.points(inner1)) pt", strong: true)
        }
        for v in Self.ticks(inner0, inner1, count: 4) { tick(v, "\(ReportNumber.points(v)) pt", strong: false) }
        // The time axis, in seconds.
        for tMs in scale.ticks(maxTicks: 10) {
            let tx = scale.x(tMs / 1000)
            m.element("line", [("class", "grid"), ("x1", ReportNumber.px(tx)), ("y1", ReportNumber.px(bottom)), ("x2", ReportNumber.px(tx)),
                               ("y2", ReportNumber.px(bottom + 4)), ("stroke", "#555555")])
            m.element("text", [("class", "tick-label"), ("x", ReportNumber.px(tx)), ("y", ReportNumber.px(bottom + 16)), ("text-anchor", "middle")],
                      content: "\(LogNumber.format(tMs / 1000, fractionDigits: 3)) s")
        }
        m.element("line", [("class", "axis"), ("x1", ReportNumber.px(TimelinePanel.plotX0)), ("y1", ReportNumber.px(bottom)),
                           ("x2", ReportNumber.px(TimelinePanel.plotX1)), ("y2", ReportNumber.px(bottom)), ("stroke", "#555555")])
        func polyline(_ pick: (LogEvent.ScrollEvent) -> Double, dashed: Bool) {
            let pts = s.scrolls.map { ReportNumber.px(scale.x($0.t)) + "," + ReportNumber.px(py(pick($0.event))) }
            var attrs = [("class", "scroll-offset"), ("points", pts.joined(separator: " ")), ("fill", "none"),
                         ("stroke", "#1f5fbf"), ("stroke-width", "1.75")]
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
