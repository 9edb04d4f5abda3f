import Tactile

/// The timeline of one replay as inline SVG: a millisecond axis, then one row
/// per touch (a bar from touch-down to lift), with applications or mode
/// switches the routing, system-gesture and mode lanes, one row per recognizer
/// (its states as coloured bands, actions as ticks above them) and one per
/// view (its responder callbacks as marks whose shape says which callback and
/// whose colour says which touch); with applications, recognizers and views
/// are grouped by application under a heading naming it. Every mark has a
/// `<title>` tooltip with details.
package struct TimelinePanel {
    /// The replay.
    package var digest: ReplayDigest

    /// The SVG's width in pixels.
    package static let width = 1320.0
    /// Where the plot starts (the row labels are left of it).
    package static let plotX0 = 250.0
    /// Where the plot ends.
    package static let plotX1 = width - 30
    /// The height of one row.
    package static let rowHeight = 24.0
    /// The height of a group heading.
    package static let headingHeight = 26.0
    /// The height of an application's heading inside a group.
    package static let applicationHeadingHeight = 22.0
    /// The height of the axis strip at top and bottom.
    package static let axisHeight = 26.0

    /// Creates the panel.
    package init(_ digest: ReplayDigest) { self.digest = digest }

    /// The time scale of the plot (a little margin either side of the replay).
    package var scale: TimeScale {
        let pad = max(0.005, (digest.end - digest.start) * 0.01)
        return TimeScale(start: digest.start - pad, end: digest.end + pad, x0: Self.plotX0, x1: Self.plotX1)
    }

    /// One row of the panel, top to bottom.
    enum Row {
        case heading(String, String)
        case application(String)
        case note(String)
        case touch(TouchTrack)
        case routes, systems, modes
        case recognizer(RecognizerTrack)
        case view(ViewTrack)
        case lane(any ReportLane)

        var height: Double {
            switch self {
            case .heading: return TimelinePanel.headingHeight
            case .application: return TimelinePanel.applicationHeadingHeight
            case .lane(let lane): return lane.height
            default: return TimelinePanel.rowHeight
            }
        }
    }

    /// The rows, in drawing order.
    var rows: [Row] {
        var rows: [Row] = [.heading("Touches", "each bar runs from touch-down (●) to lift (○) or cancel (✕)")]
        rows += digest.touches.map(Row.touch)
        if digest.touches.isEmpty { rows.append(.note("no touches in this trace")) }
        let routing = digest.routing
        if !routing.isEmpty {
            let title = digest.section.scene.hasApplications ? "Applications" : "Device"
            rows.append(.heading(title, "which application owns each touch sequence, system gestures, mode switches"))
            if !routing.routes.isEmpty { rows.append(.routes) }
            if !routing.systems.isEmpty { rows.append(.systems) }
            if !routing.modes.isEmpty || !routing.definitions.isEmpty { rows.append(.modes) }
        }
        rows.append(.heading("Recognizers", "state over time (✓ recognized or ended, ✗ failed, hatched); ▾ one firing of the actions, a bar ×N many; lines: action values"))
        var application = ""
        for track in digest.recognizers {
            if track.application != application, !track.application.isEmpty { rows.append(.application(track.application)) }
            application = track.application
            rows.append(.recognizer(track))
            if let chart = ActionValueChart(track) { rows.append(.lane(chart)) }
        }
        if digest.recognizers.isEmpty { rows.append(.note("no recognizers in this scene")) }
        for producer in ReportLanes.producers { rows += producer(digest).map(Row.lane) }
        rows.append(.heading("Views", "callbacks each view received as the touches' hit view"))
        application = ""
        for track in digest.views {
            if track.application != application, !track.application.isEmpty { rows.append(.application(track.application)) }
            application = track.application
            rows.append(.view(track))
        }
        if digest.views.isEmpty { rows.append(.note("no views in this scene")) }
        return rows
    }

    /// The SVG element.
    package func render() -> String {
        let scale = self.scale
        let rows = self.rows
        let height = 2 * Self.axisHeight + rows.reduce(0) { $0 + $1.height } + 8
        var m = Markup()
        m.open("svg", [("class", "timeline"),
                       ("width", ReportNumber.px(Self.width)), ("height", ReportNumber.px(height)),
                       ("viewBox", "0 0 \(ReportNumber.px(Self.width)) \(ReportNumber.px(height))"),
                       ("role", "img"), ("aria-label", "Timeline of touches, recognizer states and view callbacks")])
        m.raw("\n")
        let plotTop = Self.axisHeight
        let plotBottom = height - Self.axisHeight - 8
        axis(&m, scale, plotTop: plotTop, plotBottom: plotBottom)
        modeLines(&m, scale, plotTop: plotTop, plotBottom: plotBottom)

        var y = plotTop
        for row in rows {
            switch row {
            case .heading(let title, let note): heading(&m, title, note, y: y)
            case .application(let id): applicationHeading(&m, id, y: y)
            case .note(let note): emptyNote(&m, note, y: y)
            case .touch(let track): touchRow(&m, track, scale, y: y)
            case .routes: routeRow(&m, scale, y: y)
            case .systems: systemRow(&m, scale, y: y)
            case .modes: modeRow(&m, scale, y: y)
            case .recognizer(let track): recognizerRow(&m, track, scale, y: y)
            case .view(let track): viewRow(&m, track, scale, y: y)
            case .lane(let lane): lane.render(&m, scale, y: y)
            }
            y += row.height
        }
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

    func heading(_ m: inout Markup, _ title: String, _ note: String, y: Double) {
        let base = ReportNumber.px(y + 18)
        m.open("text", [("class", "heading"), ("x", "8"), ("y", base)])
        m.escaped(title)
        m.open("tspan", [("class", "note"), ("dx", "10")])
        m.escaped(note)
        m.raw("</tspan>")
        m.close("text")
        m.element("line", [("class", "rule"), ("x1", "8"), ("y1", ReportNumber.px(y + Self.headingHeight - 2)),
                           ("x2", ReportNumber.px(Self.plotX1)), ("y2", ReportNumber.px(y + Self.headingHeight - 2))])
    }

    /// An application's heading: its id, role and whether it is displayed.
    func applicationHeading(_ m: inout Markup, _ id: String, y: Double) {
        m.open("text", [("class", "appheading"), ("x", "8"), ("y", ReportNumber.px(y + 16))])
        m.escaped(HTMLEscaping.shortened(id, limit: 40))
        m.open("tspan", [("class", "note"), ("dx", "8")])
        m.escaped(Self.applicationNote(id, digest))
        m.raw("</tspan>")
        m.close("text")
    }

    /// `launcher · hidden`, `displayed`, `hidden, displayed from 1433.3 ms`.
    static func applicationNote(_ id: String, _ digest: ReplayDigest) -> String {
        guard let app = digest.section.scene.applications.first(where: { $0.id == id }) else { return "application" }
        var parts: [String] = []
        if app.role != .ordinary { parts.append(app.role.sceneName) }
        var shown = app.displayed ? "displayed" : (app.open == nil ? "closed" : "hidden")
        var current = digest.section.scene.applications.first(where: \.displayed)?.id
        for s in digest.routing.systems where s.event.foreground != current {
            if s.event.foreground == id {
                shown += ", displayed from \(ReportNumber.ms(s.t)) ms"
            } else if current == id {
                shown += ", hidden from \(ReportNumber.ms(s.t)) ms"
            }
            current = s.event.foreground
        }
        parts.append(shown)
        if !app.applicationRecognizers.isEmpty { parts.append("\(app.applicationRecognizers.count) application-bound") }
        return parts.joined(separator: " · ")
    }

    func emptyNote(_ m: inout Markup, _ note: String, y: Double) {
        m.element("text", [("class", "note"), ("x", ReportNumber.px(Self.plotX0)), ("y", ReportNumber.px(y + 16))], content: note)
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

    // MARK: Application lanes

    /// A lane's label at the left.
    func laneLabel(_ m: inout Markup, _ title: String, _ sub: String, y: Double) {
        m.open("text", [("class", "label"), ("x", "8"), ("y", ReportNumber.px(y + 16))])
        m.open("tspan", [("class", "id")])
        m.raw(HTMLEscaping.text(title) + "</tspan>")
        m.open("tspan", [("class", "sub"), ("dx", "6")])
        m.raw(HTMLEscaping.text(sub) + "</tspan>")
        m.close("text")
    }

    /// Writes `text` beside a mark at `x`: right of it, else a little further
    /// right after the lane's previous label (`lastEnd`), else left of it; it
    /// is left out when none of these fits (its mark's tooltip says the same).
    func laneText(_ m: inout Markup, _ text: String, x: Double, y: Double, lastEnd: inout Double, cls: String, fill: String = "#333333") {
        let label = HTMLEscaping.shortened(text, limit: 40)
        let w = LabelPlacer.width(of: label, fontSize: 11)
        let right = Self.width - 4
        var x0 = max(x + 8, lastEnd + 6)
        if x0 - (x + 8) > 160 || x0 + w > right {
            x0 = x - 8 - w
            guard x0 >= lastEnd + 6, x0 >= Self.plotX0 else { return }
        }
        m.element("text", [("class", cls), ("x", ReportNumber.px(x0)), ("y", ReportNumber.px(y + 16)), ("fill", fill)], content: label)
        lastEnd = max(lastEnd, x0 + w)
    }

    /// The colour of application `id` (its index in the scene).
    func applicationColor(_ id: String) -> String {
        ReportPalette.applicationColor(digest.section.scene.applications.firstIndex { $0.id == id } ?? -1)
    }

    /// One pennant per routing decision, in the owner's colour, labelled
    /// `1 → launcher`.
    func routeRow(_ m: inout Markup, _ scale: TimeScale, y: Double) {
        m.open("g", [("class", "lane routes")])
        laneLabel(&m, "routing", "owner per sequence", y: y)
        var lastEnd = -Double.infinity
        for route in digest.routing.routes {
            let x = scale.x(route.t), px = ReportNumber.px(x)
            let color = applicationColor(route.event.owner)
            m.element("path", [("class", "route"), ("d", "M\(px) \(ReportNumber.px(y + 21))V\(ReportNumber.px(y + 3))l9 4l-9 4z"),
                               ("fill", color), ("stroke", color)],
                      tooltip: "\(ReportNumber.ms(route.t)) ms: " + RoutingTrack.describe(route.event))
            laneText(&m, "\(route.event.sequence) → \(route.event.owner)", x: x + 2, y: y, lastEnd: &lastEnd, cls: "lanetext", fill: color)
        }
        m.close("g")
    }

    /// One dot per run of a system-gesture handler; each run of one handler
    /// (a home-screen pinch runs it once per frame) gets one label after its
    /// last dot, `homeGesture ×41`, or before its first when there is no room.
    func systemRow(_ m: inout Markup, _ scale: TimeScale, y: Double) {
        m.open("g", [("class", "lane systems")])
        laneLabel(&m, "system", "handlers run", y: y)
        let systems = digest.routing.systems
        for system in systems {
            m.element("circle", [("class", "system"), ("cx", ReportNumber.px(scale.x(system.t))), ("cy", ReportNumber.px(y + 12)), ("r", "4")],
                      tooltip: "\(ReportNumber.ms(system.t)) ms: " + RoutingTrack.describe(system.event))
        }
        var runs: [(first: Int, last: Int)] = []
        for (i, system) in systems.enumerated() {
            if let run = runs.last, systems[run.last].event.handler == system.event.handler,
               systems[run.last].event.recognizer == system.event.recognizer {
                runs[runs.count - 1].last = i
            } else {
                runs.append((i, i))
            }
        }
        var lastEnd = -Double.infinity
        for (k, run) in runs.enumerated() {
            let count = run.last - run.first + 1
            let text = systems[run.first].event.handler + (count > 1 ? " ×\(count)" : "")
            let w = LabelPlacer.width(of: text, fontSize: 11)
            let after = scale.x(systems[run.last].t) + 8, before = scale.x(systems[run.first].t) - 8 - w
            let nextStart = k + 1 < runs.count ? scale.x(systems[runs[k + 1].first].t) - 6 : Self.width - 4
            let x0: Double
            if after + w <= nextStart {
                x0 = after
            } else if before >= max(lastEnd + 6, Self.plotX0) {
                x0 = before
            } else {
                continue
            }
            m.element("text", [("class", "lanetext"), ("x", ReportNumber.px(x0)), ("y", ReportNumber.px(y + 16)), ("fill", "#333333")],
                      content: text)
            lastEnd = x0 + w
        }
        m.close("g")
    }

    /// Mode switches (labelled; a dashed line crosses the whole timeline,
    /// `modeLines`) and selected gesture definitions (small squares).
    func modeRow(_ m: inout Markup, _ scale: TimeScale, y: Double) {
        m.open("g", [("class", "lane modes")])
        laneLabel(&m, "mode", "switches, definitions", y: y)
        var lastEnd = -Double.infinity
        var items: [(t: Double, isMode: Bool, text: String, tooltip: String)] = []
        for mode in digest.routing.modes {
            items.append((mode.t, true, "mode " + mode.event.mode, "\(ReportNumber.ms(mode.t)) ms: mode switches to \(mode.event.mode)"))
        }
        for d in digest.routing.definitions {
            let text = "\(d.event.recognizer): \(d.event.touches)-finger" + (d.event.direction.map { " " + $0 } ?? "")
            items.append((d.t, false, text, "\(ReportNumber.ms(d.t)) ms: definition " + RoutingTrack.describe(d.event)))
        }
        // Mode switches before the definitions they select.
        items.sort { $0.t < $1.t || ($0.t == $1.t && $0.isMode && !$1.isMode) }
        for item in items {
            let x = scale.x(item.t)
            if item.isMode {
                m.element("path", [("class", "mode"), ("d", "M\(ReportNumber.px(x)) \(ReportNumber.px(y + 6))l5 6l-5 6l-5 -6z")],
                          tooltip: item.tooltip)
            } else {
                m.element("rect", [("class", "definition"), ("x", ReportNumber.px(x - 3.5)), ("y", ReportNumber.px(y + 8.5)),
                                   ("width", "7"), ("height", "7")], tooltip: item.tooltip)
            }
            laneText(&m, item.text, x: x, y: y, lastEnd: &lastEnd, cls: item.isMode ? "lanetext modetext" : "lanetext",
                     fill: item.isMode ? "#8a4f00" : "#333333")
        }
        m.close("g")
    }

    /// A dashed line across the plot at every mode switch.
    func modeLines(_ m: inout Markup, _ scale: TimeScale, plotTop: Double, plotBottom: Double) {
        for mode in digest.routing.modes {
            let x = ReportNumber.px(scale.x(mode.t))
            m.element("line", [("class", "modeline"), ("x1", x), ("y1", ReportNumber.px(plotTop)), ("x2", x), ("y2", ReportNumber.px(plotBottom))],
                      tooltip: "mode \(mode.event.mode) from \(ReportNumber.ms(mode.t)) ms")
        }
    }

    // MARK: Recognizer rows

    func recognizerRow(_ m: inout Markup, _ track: RecognizerTrack, _ scale: TimeScale, y: Double) {
        let index = digest.recognizers.firstIndex { $0.id == track.id } ?? 0
        stripe(&m, index: index, y: y)
        m.open("g", [("class", "recognizer")])
        m.open("text", [("class", "label"), ("x", track.application.isEmpty ? "8" : "20"), ("y", ReportNumber.px(y + 16))])
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

    // MARK: View rows

    func viewRow(_ m: inout Markup, _ track: ViewTrack, _ scale: TimeScale, y: Double) {
        let index = digest.views.firstIndex { $0.id == track.id } ?? 0
        stripe(&m, index: index, y: y)
        let mid = y + Self.rowHeight / 2
        m.open("g", [("class", "view")])
        let indent = (track.application.isEmpty ? 8 : 20) + Double(min(track.depth, 8)) * 12
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
