import Tactile

/// Renders log events as JSON Lines or as an aligned text timeline
/// (docs/formats.md, "Log"). Pure functions of the events: the same events
/// always give the same bytes.
public enum LogFormatter {
    /// The output formats.
    public enum Format: String, CaseIterable, Sendable {
        /// One JSON object per line.
        case jsonl
        /// An aligned, readable timeline.
        case text
    }

    /// The whole log in `format`, every line ending in a newline.
    public static func render(_ events: [LogEvent], format: Format) -> String {
        switch format {
        case .jsonl:
            let text = TextBuffer(capacity: 128 * events.count)
            for e in events {
                writeJSONLine(e, to: text)
                text.append(UInt8(ascii: "\n"))
            }
            return text.string
        case .text:
            return TextTimeline(events).render()
        }
    }

    /// One event as a JSON object (no newline). Keys appear in a fixed order.
    public static func jsonLine(_ e: LogEvent) -> String {
        let text = TextBuffer(capacity: 128)
        writeJSONLine(e, to: text)
        return text.string
    }

    /// Appends `jsonLine(e)` to `text` (no newline), without an intermediate string.
    package static func writeJSONLine(_ e: LogEvent, to text: TextBuffer) {
        let w = JSONLineWriter(into: text, t: e.t)
        switch e.kind {
        case .touches(let ev):
            w.text.append(", \"kind\": \"touches\", \"view\": "); w.text.appendQuoted(ev.view)
            w.text.append(", \"phase\": "); w.text.append(ev.phase.quotedName)
            w.text.append(", \"touches\": [")
            for (i, id) in ev.touches.enumerated() {
                if i > 0 { w.text.append(", ") }
                w.text.append(id)
            }
            w.text.append(UInt8(ascii: "]"))
        case .state(let ev):
            w.text.append(", \"kind\": \"state\", \"recognizer\": "); w.text.appendQuoted(ev.recognizer)
            w.text.append(", \"from\": "); w.text.append(ev.from.quotedName); w.text.append(", \"to\": "); w.text.append(ev.to.quotedName)
        case .action(let ev):
            w.text.append(", \"kind\": \"action\", \"recognizer\": "); w.text.appendQuoted(ev.recognizer)
            w.text.append(", \"state\": "); w.text.append(ev.state.quotedName)
            w.text.append(", \"location\": "); LogValue.writeVector(ev.location.x, ev.location.y, to: w.text)
            w.text.append(", \"touches\": "); w.text.append(ev.touches)
            ev.fields.writeMembers(to: w.text)
        case .route(let ev):
            w.string("kind", "route"); w.int("sequence", ev.sequence); w.string("owner", ev.owner); w.string("reason", ev.reason)
            if let r = ev.recognizer { w.string("recognizer", r) }
            w.value("losers", .strings(ev.losers))
        case .system(let ev):
            w.string("kind", "system"); w.string("recognizer", ev.recognizer); w.string("handler", ev.handler)
            if let f = ev.foreground { w.string("foreground", f) } else { w.raw("foreground", "null") }
            w.value("icons", .strings(ev.icons))
            w.value("scale", .ratio(ev.scale))
        case .mode(let ev):
            w.string("kind", "mode"); w.string("mode", ev.mode)
        case .definition(let ev):
            w.string("kind", "definition"); w.string("recognizer", ev.recognizer); w.string("gesture", ev.gesture)
            w.int("touches", ev.touches)
            if let d = ev.direction { w.string("direction", d) }
            w.string("mode", ev.mode)
        case .animation(let ev):
            w.string("kind", "animation"); w.text.append(ev.json)
        case .scroll(let ev): w.text.append(ScrollLogFormat.json(ev))
        case .zoom(let ev): w.text.append(ScrollLogFormat.json(ev))
        case .accessibility(let ev):
            w.string("kind", ev.kindName); w.text.append(ev.jsonMembers)
        }
        if let s = e.sampleTime { w.key("sampleTime"); w.text.append(s, fractionDigits: LogNumber.timeDigits) }
        w.close()
    }
}

/// The text timeline: a units line and a column header, then one line per
/// event with aligned columns `time  event  subject  details`, the lanes'
/// lines (the input lane, …) merged in by time, and the cancel note under
/// the first cancel a recognition caused. Times are printed with four decimals.
package struct TextTimeline {
    /// The events.
    package var events: [LogEvent]
    /// The lane lines (the input lane, …), merged in by time (lane lines first at equal times).
    package var laneEntries: [TimelineEntry]

    /// Creates a timeline.
    package init(_ events: [LogEvent], laneEntries: [TimelineEntry] = []) {
        self.events = events
        self.laneEntries = laneEntries
    }

    /// The first line of every text timeline: the units of its numbers.
    package static let unitsLine =
        "units: time s; positions and translations pt; velocities pt/s (pan), 1/s (pinch scale), rad/s (rotation); rotation rad; scale ×"

    /// The columns of one event: time, kind, subject, details (ending in
    /// `(sampled at T)` for an event with a `sampleTime`).
    package static func columns(_ e: LogEvent) -> (String, String, String, String) {
        let c = kindColumns(e)
        guard let s = e.sampleTime else { return c }
        return (c.0, c.1, c.2, c.3 + (c.3.isEmpty ? "" : " ") + "(sampled at \(fixed(s)))")
    }

    private static func kindColumns(_ e: LogEvent) -> (String, String, String, String) {
        let t = fixed(e.t)
        switch e.kind {
        case .touches(let ev):
            return (t, "touches", ev.view, "\(ev.phase) [" + ev.touches.map(String.init).joined(separator: ", ") + "]")
        case .state(let ev):
            return (t, "state", ev.recognizer, "\(ev.from.rawValue) → \(ev.to.rawValue)")
        case .action(let ev):
            var d = "\(ev.state.rawValue) at \(LogValue.vector(ev.location.x, ev.location.y).text) touches \(ev.touches)"
            for f in ev.fields { d += " \(f.name) \(f.value.text)" }
            return (t, "action", ev.recognizer, d)
        case .route(let ev):
            var d = "sequence \(ev.sequence): \(ev.reason)"
            if let r = ev.recognizer { d += " by \(r)" }
            if !ev.losers.isEmpty { d += ", cancels " + ev.losers.joined(separator: ", ") }
            return (t, "route", ev.owner, d)
        case .system(let ev):
            var d = "\(ev.handler): foreground \(ev.foreground ?? "none")"
            if !ev.icons.isEmpty { d += ", icons " + ev.icons.joined(separator: ",") }
            d += ", scale \(LogValue.ratio(ev.scale).text)"
            return (t, "system", ev.recognizer, d)
        case .mode(let ev):
            return (t, "mode", ev.mode, "")
        case .definition(let ev):
            var d = "\(ev.touches)-finger \(ev.gesture)"
            if let dir = ev.direction { d += " \(dir)" }
            d += " [\(ev.mode)]"
            return (t, "definition", ev.recognizer, d)
        case .animation(let ev):
            return (t, "animation", "#\(ev.animation)", ev.text)
        case .scroll(let ev): return (t, "scroll", ev.view, ScrollLogFormat.details(ev))
        case .zoom(let ev): return (t, "zoom", ev.view, ScrollLogFormat.details(ev))
        case .accessibility(let ev):
            let c = ev.textColumns
            return (t, ev.kindName, c.subject, c.details)
        }
    }

    /// One line of a timeline: a time (or, for a folded run, a time span),
    /// the event kind, its subject and the details.
    package struct Row: Equatable, Sendable {
        /// The time, four decimals.
        package var time: String
        /// The end of the span for a line that sums up several events, else nil.
        package var endTime: String?
        /// The event kind (`touches`, `state`, …).
        package var kind: String
        /// The view, recognizer, application or mode the event is about.
        package var subject: String
        /// The rest of the line.
        package var details: String

        /// Creates a row.
        package init(time: String, endTime: String? = nil, kind: String, subject: String, details: String) {
            self.time = time
            self.endTime = endTime
            self.kind = kind
            self.subject = subject
            self.details = details
        }
    }

    /// The row of one event.
    package static func row(_ e: LogEvent) -> Row {
        let c = columns(e)
        return Row(time: c.0, kind: c.1, subject: c.2, details: c.3)
    }

    /// The rows: one per event and lane line, and the cancel note.
    package var rows: [TextTimeline.Row] {
        var rows: [Row] = []
        var note = CancelNote()
        for item in TimelineItem.merge(events, laneEntries) {
            switch item {
            case .lane(let entry): rows.append(entry.row)
            case .event(let i):
                rows.append(Self.row(events[i]))
                if let n = note.note(after: events[i]) { rows.append(n) }
            }
        }
        return rows
    }

    /// The rendered timeline, every line ending in a newline.
    package func render() -> String { Self.render(rows) }

    /// `rows` after a header, in aligned columns, every line ending in a
    /// newline. Times are right-aligned; when some row has a span, the end
    /// follows its start after an en dash (`2.6250–2.8250`) and the other
    /// rows are padded to the same width.
    public static func render(_ rows: [Row]) -> String {
        let tw = max(4, rows.map { $0.time.count }.max() ?? 0)
        let ew = rows.compactMap { $0.endTime?.count }.max().map { $0 + 1 } ?? 0
        let kw = max(7, rows.map { $0.kind.count }.max() ?? 0)
        let sw = max(7, rows.map { $0.subject.count }.max() ?? 0)
        func line(_ a: String, _ end: String?, _ b: String, _ c: String, _ d: String) -> String {
            let time = pad(a, tw, left: true) + pad(end.map { "–" + $0 } ?? "", ew)
            let text = time + "  " + pad(b, kw) + "  " + pad(c, sw) + "  " + d
            return trimTrailingSpaces(text) + "\n"
        }
        var s = unitsLine + "\n" + line("time", nil, "event", "subject", "details")
        for r in rows { s += line(r.time, r.endTime, r.kind, r.subject, r.details) }
        return s
    }

    /// `value` with exactly four decimals (for aligned time columns).
    package static func fixed(_ value: Double) -> String {
        let s = LogNumber.format(value, fractionDigits: LogNumber.timeDigits)
        guard value.isFinite else { return s }
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        let frac = parts.count > 1 ? String(parts[1]) : ""
        return String(parts[0]) + "." + frac + String(repeating: "0", count: max(0, LogNumber.timeDigits - frac.count))
    }

    private static func pad(_ s: String, _ width: Int, left: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - s.count))
        return left ? fill + s : s + fill
    }

    private static func trimTrailingSpaces(_ s: String) -> String {
        var s = s
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }
}
