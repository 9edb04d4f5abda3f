import Tactile

/// The screen reader's rows of the report's timeline, on its time scale: what
/// it said (▶ speech, ♪ earcons, ◆ selects, ⤢ zooms), the commands it ran (→,
/// with the gesture that ran them) and where its focus was (a band per
/// focused item, named). Labels alternate between two lines of a row and are
/// shortened to end before the next label on their line, so none overlaps.
/// Empty (no lane) for a replay in which the screen reader did nothing.
struct ScreenReaderLane: ReportLane {
    /// One mark: its time, symbol, text and colour.
    struct Mark { var t: Double; var symbol: String; var text: String; var color: String }

    var said: [Mark] = []
    var commands: [Mark] = []
    /// Focus bands: start, end (the next focus move or the replay's end) and item.
    var focus: [(start: Double, end: Double, item: String)] = []

    static let subRow = 15.0
    var height: Double { 3 * (2 * Self.subRow + 6) }

    /// The lane of `digest`, or nil when the screen reader logged nothing.
    init?(_ digest: ReplayDigest) {
        var focusStarts: [(Double, String)] = []
        for e in digest.section.events {
            guard case .accessibility(let a) = e.kind else { continue }
            switch a {
            case .speech(let text): said.append(Mark(t: e.t, symbol: "▶", text: "\u{201C}\(text)\u{201D}", color: "#1b5e20"))
            case .earcon(let sound): said.append(Mark(t: e.t, symbol: "♪", text: sound, color: "#6a3d9a"))
            case .select(let item, let p): said.append(Mark(t: e.t, symbol: "◆", text: "select \(item) at \(LogValue.vector(p.x, p.y).text)", color: "#0d47a1"))
            case .zoom(let c): said.append(Mark(t: e.t, symbol: "⤢", text: "zoom to \(c ?? "none")", color: "#0d47a1"))
            case .command(let c, let g): commands.append(Mark(t: e.t, symbol: "→", text: (c ?? "ignored") + (g.map { " (\($0))" } ?? " (trace)"), color: "#444444"))
            case .focus(let c, let n): focusStarts.append((e.t, n ?? (c.map { "\($0) (container)" } ?? "none")))
            }
        }
        for (i, f) in focusStarts.enumerated() {
            focus.append((f.0, i + 1 < focusStarts.count ? focusStarts[i + 1].0 : digest.end, f.1))
        }
        if said.isEmpty && commands.isEmpty && focus.isEmpty { return nil }
    }

    func render(_ m: inout Markup, _ scale: TimeScale, y: Double) {
        let rowH = 2 * Self.subRow + 6
        m.open("g", [("class", "screen-reader-lane")])
        label(&m, "reader said", "▶ speech ♪ earcon ◆ select", y: y)
        marks(&m, said, scale, y: y)
        label(&m, "reader ran", "→ command (gesture)", y: y + rowH)
        marks(&m, commands, scale, y: y + rowH)
        label(&m, "reader focus", "the focused item", y: y + 2 * rowH)
        for (i, f) in focus.enumerated() {
            let x0 = scale.x(f.start), x1 = max(scale.x(f.end), x0 + 2)
            let top = y + 2 * rowH + 4
            m.element("rect", [("class", "focus-band"), ("x", ReportNumber.px(x0)), ("y", ReportNumber.px(top)),
                               ("width", ReportNumber.px(x1 - x0)), ("height", ReportNumber.px(rowH - 8)),
                               ("fill", i % 2 == 0 ? "#fff3c4" : "#ffe08a"), ("stroke", "#b38600"), ("stroke-width", "0.75")],
                      tooltip: "\(ReportNumber.ms(f.start))–\(ReportNumber.ms(f.end)) ms: focus on \(f.item)")
            let room = x1 - x0 - 6
            let limit = LabelPlacer.characters(fitting: room, fontSize: 11)
            if limit >= 3 {
                m.element("text", [("class", "lanetext"), ("x", ReportNumber.px(x0 + 3)), ("y", ReportNumber.px(top + rowH / 2))],
                          content: HTMLEscaping.shortened(f.item, limit: limit))
            }
        }
        m.close("g")
    }

    private func label(_ m: inout Markup, _ title: String, _ sub: String, y: Double) {
        m.open("text", [("class", "label"), ("x", "8"), ("y", ReportNumber.px(y + 16))])
        m.element("tspan", [("class", "id")], content: title)
        m.close("text")
        m.element("text", [("class", "sub"), ("x", "8"), ("y", ReportNumber.px(y + 30))], content: sub)
    }

    /// Marks on alternating lines, each label shortened to end before the next one on its line.
    private func marks(_ m: inout Markup, _ marks: [Mark], _ scale: TimeScale, y: Double) {
        for (i, mark) in marks.enumerated() {
            let x = scale.x(mark.t), line = Double(i % 2)
            let baseline = y + 12 + line * Self.subRow
            let next = marks.dropFirst(i + 1).dropFirst(1).first.map { scale.x($0.t) } ?? TimelinePanel.width
            let room = next - x - 16
            let limit = LabelPlacer.characters(fitting: room, fontSize: 11)
            m.open("g")
            m.raw("<title>" + HTMLEscaping.text("\(ReportNumber.ms(mark.t)) ms: \(mark.symbol) \(mark.text)") + "</title>")
            m.element("line", [("x1", ReportNumber.px(x)), ("y1", ReportNumber.px(baseline - 11)), ("x2", ReportNumber.px(x)),
                               ("y2", ReportNumber.px(baseline + 3)), ("stroke", mark.color), ("stroke-width", "1")])
            let text = limit >= 3 ? mark.symbol + " " + HTMLEscaping.shortened(mark.text, limit: limit) : mark.symbol
            m.element("text", [("class", "lanetext"), ("x", ReportNumber.px(x + 3)), ("y", ReportNumber.px(baseline)), ("fill", mark.color)],
                      content: text)
            m.close("g")
        }
    }
}
