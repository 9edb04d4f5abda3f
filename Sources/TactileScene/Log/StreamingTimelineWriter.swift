/// Writes a `StreamingTimeline` as a replay runs: the log events as they are
/// recorded, the input lane's lines (when shown) merged in by time exactly as
/// `TextTimeline` merges them, and the cancel note.
///
/// Call `willFeed` with each trace line before feeding it and `flush` after;
/// an event recorded at or after a pending input line's time prints after it,
/// an earlier one (a timer that fired on the way) before it.
package final class StreamingTimelineWriter {
    private let timeline: StreamingTimeline
    private let showsInput: Bool
    private let write: (String) -> Void
    private var pending: [TimelineEntry] = []
    private var note = CancelNote()

    /// A writer sending text to `write`.
    package init(timeline: StreamingTimeline, showsInput: Bool, write: @escaping (String) -> Void) {
        self.timeline = timeline
        self.showsInput = showsInput
        self.write = write
    }

    /// Writes the header.
    package func start() { write(timeline.header) }

    /// Holds the input lines of `frame` until an event at or after its time.
    package func willFeed(_ frame: TraceFrame) {
        guard showsInput else { return }
        pending += InputLane.rows(frame).map { TimelineEntry(t: frame.t, row: $0) }
    }

    /// Writes an event (after the pending input lines it does not precede).
    package func event(_ e: LogEvent) {
        var waiting: [TimelineEntry] = []
        for entry in pending {
            if entry.t <= e.t { write(timeline.line(entry.row)) } else { waiting.append(entry) }
        }
        pending = waiting
        write(timeline.line(e))
        if let n = note.note(after: e) { write(timeline.line(n)) }
    }

    /// Writes the pending input lines.
    package func flush() {
        for entry in pending { write(timeline.line(entry.row)) }
        pending.removeAll()
    }
}
