import Tactile

/// The tables beside the spatial panel: what each recognizer did and where
/// each touch went, plus the full event log (collapsed) of one replay.
struct SectionSummary {
    /// The replay.
    var digest: ReplayDigest

    /// The HTML of the tables and the log.
    func render() -> String {
        var m = Markup()
        m.open("div", [("class", "summary")])
        m.raw("\n")
        routes(&m)
        recognizers(&m)
        touches(&m)
        log(&m)
        m.close("div")
        return m.text
    }

    func recognizers(_ m: inout Markup) {
        m.element("h3", [], content: "Recognizers")
        guard !digest.recognizers.isEmpty else {
            m.element("p", [("class", "note")], content: "This scene has no recognizers.")
            return
        }
        let applications = digest.section.scene.hasApplications
        m.raw("<table>\n<tr><th>id</th><th>type</th>" + (applications ? "<th>application</th>" : "")
              + "<th>view</th><th>states</th><th>actions</th></tr>\n")
        for r in digest.recognizers {
            m.open("tr")
            m.element("td", [("class", "id")], content: r.id)
            m.element("td", [("class", "ident")], content: r.type)
            if applications { m.element("td", [("class", "ident")], content: r.application) }
            if r.isApplicationBound {
                m.element("td", [("class", "note ident")], content: "(application-bound)")
            } else {
                m.element("td", [("class", "ident")], content: r.view)
            }
            m.open("td")
            let runs = Self.runs(r.bands.filter(\.isLoggedChange))
            if runs.isEmpty { m.raw("<span class=\"note\">stayed possible</span>") }
            for (i, run) in runs.enumerated() {
                if i > 0 { m.raw(" ") }
                let at = run.count == 1 ? "at \(ReportNumber.ms(run.start)) ms" : "\(run.count) times from \(ReportNumber.ms(run.start)) ms"
                m.element("span", [("class", "chip st-\(run.state.rawValue)"), ("title", at)],
                          content: run.state.rawValue + (run.count > 1 ? " ×\(run.count)" : ""))
            }
            m.raw("</td>")
            m.element("td", [("class", "num")], content: "\(r.actions.count)")
            m.raw("</tr>\n")
        }
        m.raw("</table>\n")
    }

    /// The routing decisions, one row per touch sequence (scenes with applications only).
    func routes(_ m: inout Markup) {
        let routes = digest.routing.routes
        // Without applications there is nothing to route: the section's "Not in this replay" line says so.
        guard digest.section.scene.hasApplications else { return }
        m.element("h3", [], content: "Routing")
        guard !routes.isEmpty else {
            m.element("p", [("class", "note")], content: "No touch sequence was routed.")
            return
        }
        m.raw("<table>\n<tr><th>sequence</th><th>at</th><th>owner</th><th>why</th><th>cancelled</th></tr>\n")
        for route in routes {
            let r = route.event
            m.open("tr")
            m.element("td", [("class", "num")], content: "\(r.sequence)")
            m.element("td", [("class", "num")], content: "\(ReportNumber.ms(route.t)) ms")
            m.open("td", [("class", "id")])
            m.element("span", [("class", "dot"), ("style", "background:" + ReportPalette.applicationColor(
                digest.section.scene.applications.firstIndex { $0.id == r.owner } ?? -1))])
            m.escaped(" " + r.owner)
            m.raw("</td>")
            m.element("td", [], content: r.recognizer.map { "\(r.reason) (\($0))" } ?? r.reason)
            m.element("td", [], content: r.losers.isEmpty ? "—" : r.losers.joined(separator: ", "))
            m.raw("</tr>\n")
        }
        m.raw("</table>\n")
    }

    /// Consecutive bands of the same state, as (state, first start, count).
    static func runs(_ bands: [RecognizerTrack.StateBand]) -> [(state: LoggedState, start: Double, count: Int)] {
        var out: [(state: LoggedState, start: Double, count: Int)] = []
        for b in bands {
            if let last = out.last, last.state == b.state { out[out.count - 1].count += 1 } else { out.append((b.state, b.start, 1)) }
        }
        return out
    }

    func touches(_ m: inout Markup) {
        m.element("h3", [], content: "Touches")
        guard !digest.touches.isEmpty else {
            m.element("p", [("class", "note")], content: "This trace has no touches.")
            return
        }
        m.raw("<table>\n<tr><th>touch</th><th>hit view</th><th>down</th><th>up</th><th>end</th></tr>\n")
        for t in digest.touches {
            m.open("tr")
            m.open("td")
            m.element("span", [("class", "dot"), ("style", "background:\(ReportPalette.touchColor(t.index))")])
            m.escaped(" \(t.id)")
            m.raw("</td>")
            m.element("td", [("class", "ident")], content: hitView(t) ?? notDelivered(t))
            m.element("td", [("class", "num")], content: "\(ReportNumber.ms(t.downTime)) ms")
            m.element("td", [("class", "num")], content: t.endPhase == nil ? "—" : "\(ReportNumber.ms(t.upTime)) ms")
            let end: String
            switch t.endPhase {
            case .ended?: end = "lifted"
            case .cancelled?: end = "cancelled"
            default: end = "still down"
            }
            m.element("td", [], content: end)
            m.raw("</tr>\n")
        }
        m.raw("</table>\n")
    }

    /// Why no view received a touch: the screen reader read it (a scene with a
    /// screen reader in accessibility mode), else a recognizer held it back.
    func notDelivered(_ t: TouchTrack) -> String {
        if digest.section.scene.screenReader != nil, readerWasOn(at: t.downTime) { return "read by the screen reader (no view gets it)" }
        return t.hitPath.first.map { "\($0) (touchesBegan not delivered)" } ?? "—"
    }

    /// Whether the screen reader was reading touches at `t`: the device was in
    /// accessibility mode (the last mode event before `t`, else the scene's mode).
    func readerWasOn(at t: Double) -> Bool {
        var mode = digest.section.scene.mode
        for e in digest.section.events where e.t <= t {
            if case .mode(let m) = e.kind { mode = m.mode }
        }
        return mode == "accessibility"
    }

    /// The view whose `touchesBegan` first carried the touch, if any did.
    func hitView(_ t: TouchTrack) -> String? {
        for e in digest.section.events where e.t >= t.downTime && e.t <= t.upTime {
            if case .touches(let ev) = e.kind, ev.phase == .began, ev.touches.contains(t.id) { return ev.view }
        }
        return nil
    }

    func log(_ m: inout Markup) {
        m.open("details")
        m.element("summary", [], content: "Event log (\(digest.section.events.count) events)")
        m.open("pre")
        m.escaped(ReaderTouchName.log(LogFormatter.render(digest.section.events, format: .text)))
        m.raw("</pre>")
        m.close("details")
    }
}
