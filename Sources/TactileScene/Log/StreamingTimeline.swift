/// The text timeline written as events happen (`tactile replay` and
/// `tactile live`): the columns of `TextTimeline`, sized from the scene
/// before the first event instead of from the whole log, so no event has to
/// be kept. The time column is 9 wide (up to 99999.9999 s), the event column
/// fits the scene's event kinds, the subject column the longest id in the
/// scene; a longer value pushes its row's later columns right.
package struct StreamingTimeline: Sendable {
    /// The subject column's width.
    package let subjectWidth: Int
    /// The event column's width.
    package let kindWidth: Int

    /// Sizes the columns for `scene` (wide enough for `finger 10` when the
    /// input lane is shown).
    package init(scene: Scene, showsInput: Bool = false) {
        subjectWidth = max(showsInput ? 9 : 7, scene.allIdentifiers.map(\.count).max() ?? 0)
        // `definition` events come only from scenes with applications.
        kindWidth = scene.hasApplications ? 10 : 7
    }

    /// The header: the units line and the column header.
    package var header: String { TextTimeline.unitsLine + "\n" + line("time", "event", "subject", "details") }

    /// The input lane's lines for one trace line (`InputLane`), printed before it is fed.
    package func inputLines(_ frame: TraceFrame) -> String {
        InputLane.rows(frame).map(line).joined()
    }

    /// The line of a row (a lane line or a note).
    package func line(_ row: TextTimeline.Row) -> String {
        line(row.time, row.kind, row.subject, row.details)
    }

    /// The line of one event.
    package func line(_ e: LogEvent) -> String {
        let c = TextTimeline.columns(e)
        return line(c.0, c.1, c.2, c.3)
    }

    private func line(_ t: String, _ kind: String, _ subject: String, _ details: String) -> String {
        var text = String(repeating: " ", count: max(0, 9 - t.count)) + t
        text += "  " + padded(kind, kindWidth) + "  " + padded(subject, subjectWidth) + "  " + details
        while text.hasSuffix(" ") { text.removeLast() }
        return text + "\n"
    }

    private func padded(_ s: String, _ width: Int) -> String { s + String(repeating: " ", count: max(0, width - s.count)) }
}
