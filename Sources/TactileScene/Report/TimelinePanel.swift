import Tactile

/// The timeline of one replay as inline SVG: a millisecond axis, then four
/// groups of rows in the same order in every report section — touches (a bar
/// from touch-down to lift), applications (when each application is
/// displayed, which one owns each touch sequence, system gestures, mode
/// switches), recognizers (states as bands, actions as ticks, action values
/// as small line charts) and views (responder callbacks as marks whose shape
/// says which callback and whose colour says which touch). A group with
/// nothing to show keeps its heading and says so in one line. Every mark has
/// a `<title>` tooltip with details.
///
/// The rows are drawn in `TimelinePanel+Touches.swift`,
/// `TimelinePanel+Applications.swift`, `TimelinePanel+Recognizers.swift` and
/// `TimelinePanel+Views.swift`.
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
        case note(String)
        case touch(TouchTrack)
        case application(String)
        case routes, systems, modes
        case recognizer(RecognizerTrack)
        case view(ViewTrack)
        case lane(any ReportLane)

        var height: Double {
            switch self {
            case .heading: return TimelinePanel.headingHeight
            case .lane(let lane): return lane.height
            default: return TimelinePanel.rowHeight
            }
        }
    }

    /// The rows, in drawing order: the same four groups in every section. A
    /// group with nothing to show is its heading alone, saying so; the views
    /// group lists the views that received callbacks, and names the others in
    /// one line.
    var rows: [Row] {
        let touchesNote = "each bar runs from touch-down (●) to lift (○) or cancel (✕)"
        var rows: [Row] = [.heading("Touches", digest.touches.isEmpty ? "none in this trace" : touchesNote)]
        rows += digest.touches.map(Row.touch)

        let scene = digest.section.scene, routing = digest.routing
        if scene.applications.isEmpty && routing.isEmpty {
            rows.append(.heading("Applications", "none in this scene, and no mode switches"))
        } else {
            rows.append(.heading("Applications", "when each is displayed, which one owns each touch sequence, system gestures, mode switches"))
            rows += scene.applications.map { Row.application($0.id) }
            if !routing.routes.isEmpty { rows.append(.routes) }
            if !routing.systems.isEmpty { rows.append(.systems) }
            if !routing.modes.isEmpty || !routing.definitions.isEmpty { rows.append(.modes) }
        }

        rows.append(.heading("Recognizers", digest.recognizers.isEmpty ? "none in this scene"
            : "state over time (✓ recognized or ended, ✗ failed, hatched); ▾ one firing of the actions, a bar ×N many; lines: action values"))
        for track in digest.recognizers {
            rows.append(.recognizer(track))
            if let chart = ActionValueChart(track) { rows.append(.lane(chart)) }
        }
        for producer in ReportLanes.producers { rows += producer(digest).map(Row.lane) }

        let reached = digest.views.filter { !$0.callbacks.isEmpty }
        let quiet = digest.views.count - reached.count
        if digest.views.isEmpty {
            rows.append(.heading("Views", "none in this scene"))
        } else if reached.isEmpty {
            rows.append(.heading("Views", "no view received a callback (\(quiet) \(quiet == 1 ? "view" : "views"))"))
        } else {
            rows.append(.heading("Views", "callbacks each view received as the touches' hit view"))
            rows += reached.map(Row.view)
            if quiet > 0 { rows.append(.note("and \(quiet) other \(quiet == 1 ? "view" : "views") with no callbacks")) }
        }
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
            case .note(let note): emptyNote(&m, note, y: y)
            case .touch(let track): touchRow(&m, track, scale, y: y)
            case .application(let id): applicationRow(&m, id, scale, y: y)
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

    // MARK: Axis, headings, notes

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

    func emptyNote(_ m: inout Markup, _ note: String, y: Double) {
        m.element("text", [("class", "note"), ("x", ReportNumber.px(Self.plotX0)), ("y", ReportNumber.px(y + 16))], content: note)
    }

    func stripe(_ m: inout Markup, index: Int, y: Double) {
        guard index % 2 == 1 else { return }
        m.element("rect", [("class", "stripe"), ("x", "0"), ("y", ReportNumber.px(y)),
                           ("width", ReportNumber.px(Self.width)), ("height", ReportNumber.px(Self.rowHeight))])
    }

    /// A row's label at the left: `title` in bold, then `sub` in grey, each
    /// shortened so the label ends before the plot; `tooltip` names it in full.
    func rowLabel(_ m: inout Markup, _ title: String, _ sub: String, x: Double = 8, y: Double, tooltip: String? = nil) {
        m.open("text", [("class", "label"), ("x", ReportNumber.px(x)), ("y", ReportNumber.px(y + 16))])
        if let tooltip { m.raw("<title>" + HTMLEscaping.text(tooltip) + "</title>") }
        let room = Self.plotX0 - 10 - x
        let shownTitle = HTMLEscaping.shortened(title, limit: max(4, LabelPlacer.characters(fitting: room, fontSize: 12, bold: true)))
        m.open("tspan", [("class", "id")])
        m.raw(HTMLEscaping.text(shownTitle) + "</tspan>")
        let left = room - LabelPlacer.width(of: shownTitle, fontSize: 12, bold: true) - 6
        let subLimit = LabelPlacer.characters(fitting: left, fontSize: 11)
        if !sub.isEmpty, subLimit >= 4 {
            m.open("tspan", [("class", "sub"), ("dx", "6")])
            m.raw(HTMLEscaping.label(sub, limit: subLimit) + "</tspan>")
        }
        m.close("text")
    }
}
