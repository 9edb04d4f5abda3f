import Tactile

/// The timeline's applications group: one row per application (a band while
/// it is displayed), then the routing, system-gesture and mode lanes.
extension TimelinePanel {
    /// The colour of application `id` (its index in the scene).
    func applicationColor(_ id: String) -> String {
        ReportPalette.applicationColor(digest.section.scene.applications.firstIndex { $0.id == id } ?? -1)
    }

    /// An application's row: its id and role, and a band in its colour for
    /// each stretch of the replay during which it is displayed.
    func applicationRow(_ m: inout Markup, _ id: String, _ scale: TimeScale, y: Double) {
        let apps = digest.section.scene.applications
        guard let app = apps.first(where: { $0.id == id }) else { return }
        m.open("g", [("class", "lane application")])
        var sub = app.role == .ordinary ? "application" : app.role.sceneName
        if !app.applicationRecognizers.isEmpty { sub += " · \(app.applicationRecognizers.count) bound" }
        rowLabel(&m, id, sub, y: y, tooltip: "application \(id): " + Self.applicationNote(id, digest))
        let spans = Self.displayedSpans(id, digest)
        if spans.isEmpty {
            m.element("text", [("class", "note"), ("x", ReportNumber.px(Self.plotX0)), ("y", ReportNumber.px(y + 16))],
                      content: app.open == nil ? "closed" : "not displayed")
        }
        let color = applicationColor(id)
        for span in spans {
            let x0 = scale.x(span.start), x1 = max(scale.x(span.end), x0 + 2)
            m.element("rect", [("class", "shown"), ("x", ReportNumber.px(x0)), ("y", ReportNumber.px(y + 7)),
                               ("width", ReportNumber.px(x1 - x0)), ("height", "10"), ("fill", color)],
                      tooltip: "\(id) displayed from \(ReportNumber.ms(span.start)) ms to \(ReportNumber.ms(span.end)) ms")
            if x1 - x0 >= 70 {
                m.element("text", [("class", "lanetext"), ("x", ReportNumber.px(x0 + 4)), ("y", ReportNumber.px(y + 16))], content: "displayed")
            }
        }
        m.close("g")
    }

    /// When application `id` is displayed: from the start when the scene
    /// displays it, and between the system events that bring it to the front
    /// and those that bring another.
    static func displayedSpans(_ id: String, _ digest: ReplayDigest) -> [(start: Double, end: Double)] {
        var current = digest.section.scene.applications.first(where: \.displayed)?.id
        var spans: [(start: Double, end: Double)] = []
        var from: Double? = current == id ? digest.start : nil
        for s in digest.routing.systems where s.event.foreground != current {
            if s.event.foreground == id { from = s.t }
            if current == id, let f = from { spans.append((f, s.t)); from = nil }
            current = s.event.foreground
        }
        if let from { spans.append((from, digest.end)) }
        return spans
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

    /// Writes `text` beside a mark at `x`: right of it, else a little further
    /// right after the lane's previous label (`lastEnd`), else left of it; it
    /// is left out when none of these fits (its mark's tooltip says the same).
    func laneText(_ m: inout Markup, _ text: String, x: Double, y: Double, lastEnd: inout Double, cls: String, fill: String = "#333333") {
        let label = HTMLEscaping.shortened(text, limit: 40)
        let w = LabelPlacer.width(of: label, fontSize: 11, bold: cls.contains("modetext"))
        let right = Self.width - 4
        var x0 = max(x + 8, lastEnd + 6)
        if x0 - (x + 8) > 160 || x0 + w > right {
            x0 = x - 8 - w
            guard x0 >= lastEnd + 6, x0 >= Self.plotX0 else { return }
        }
        m.element("text", [("class", cls), ("x", ReportNumber.px(x0)), ("y", ReportNumber.px(y + 16)), ("fill", fill)], content: label)
        lastEnd = max(lastEnd, x0 + w)
    }

    /// One pennant per routing decision, in the owner's colour, labelled
    /// `1 → launcher`.
    func routeRow(_ m: inout Markup, _ scale: TimeScale, y: Double) {
        m.open("g", [("class", "lane routes")])
        rowLabel(&m, "routing", "owner per sequence", y: y)
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
        rowLabel(&m, "system", "handlers run", y: y)
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
        rowLabel(&m, "mode", "switches, definitions", y: y)
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
}
