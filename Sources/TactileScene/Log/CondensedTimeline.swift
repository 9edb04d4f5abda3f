/// The text timeline with per-frame repetition folded (docs/formats.md, "The
/// demo"): what `tactile demo` prints by default.
///
/// Two kinds of events repeat once per input frame and are folded, each run
/// into one summary line placed where the run starts, with the run's time
/// span in the time column:
///
/// - a view's `touches moved` callbacks: `2.6250–2.8250  touches  photo  moved ×14 [4, 5]`
///   (the touches it carried, in order of first appearance). The run ends at
///   the view's next `ended` or `cancelled` callback.
/// - a recognizer's `changed → changed` state changes and the `changed`
///   actions that go with them: `2.8417–3.4167  action  zoom  changed ×57 (scale 1.105 → 2.0649)`,
///   counting the action firings (state changes when it has none) and giving
///   each action value but velocities from the first to the last firing. The
///   run ends at the recognizer's next other event (its `ended`, say).
///
/// - an animation's per-frame `fraction` events:
///   `0.5000–0.7833  animation  #1  fraction ×18 (value 1.0423 → 2)`; the run
///   ends at the animation's `stop`.
/// - a scroll view's `scroll` events up to rest, and its `zoom` events up to
///   the zoom's end: `0.4500–1.9167  scroll  inbox  dragging ×20 → decelerating ×64 → bouncing ×18 → resting (offset (0, 0) → (0, 1644))`.
///
/// A run of one event is printed as it is. Every other event is kept, in
/// order, exactly as `TextTimeline` prints it. Pure: the same events always
/// give the same text.
package struct CondensedTimeline {
    /// The events.
    package var events: [LogEvent]

    /// Creates a condensed timeline.
    package init(_ events: [LogEvent]) { self.events = events }

    /// What a foldable event belongs to.
    private enum RunKey: Equatable {
        case moves(view: String)
        case changes(recognizer: String)
        case frames(animation: Int)
        case scrolls(view: String)
        case zooms(view: String)
    }

    private struct Run {
        var key: RunKey
        var first: Int
        var start: Double
        var end: Double
        var indices: [Int] = []
    }

    /// The run an event can be folded into, or nil when it is always kept.
    private static func key(_ e: LogEvent) -> RunKey? {
        switch e.kind {
        case .touches(let ev) where ev.phase == .moved || ev.phase == .stationary: return .moves(view: ev.view)
        case .state(let ev) where ev.from == .changed && ev.to == .changed: return .changes(recognizer: ev.recognizer)
        case .action(let ev) where ev.state == .changed: return .changes(recognizer: ev.recognizer)
        case .animation(let ev) where ev.event == "fraction": return .frames(animation: ev.animation)
        case .scroll(let ev): return .scrolls(view: ev.view)
        case .zoom(let ev): return .zooms(view: ev.view)
        default: return nil
        }
    }

    /// Whether a kept event ends the open run `key` (the same subject's next
    /// step: a view's lift or cancel, any other event of the recognizer).
    private static func ends(_ e: LogEvent, _ key: RunKey) -> Bool {
        switch (e.kind, key) {
        case (.touches(let ev), .moves(let view)): return ev.view == view && (ev.phase == .ended || ev.phase == .cancelled)
        case (.state(let ev), .changes(let r)): return ev.recognizer == r
        case (.action(let ev), .changes(let r)): return ev.recognizer == r
        case (.animation(let ev), .frames(let n)): return ev.animation == n
        default: return false
        }
    }

    /// The rows: one per kept event, one per folded run.
    package var rows: [TextTimeline.Row] {
        // Group the foldable events into runs.
        var runs: [Run] = []
        var open: [Int] = []  // indices into `runs`
        var runOf = [Int?](repeating: nil, count: events.count)
        for (i, e) in events.enumerated() {
            if let key = Self.key(e) {
                if let r = open.first(where: { runs[$0].key == key }) {
                    runs[r].indices.append(i)
                    runs[r].end = e.t
                    runOf[i] = r
                } else {
                    runs.append(Run(key: key, first: i, start: e.t, end: e.t, indices: [i]))
                    open.append(runs.count - 1)
                    runOf[i] = runs.count - 1
                }
                // A scroll run ends at rest, a zoom run at its end (ScrollLogEvents.swift).
                if ScrollLogFormat.closesRun(e) { open.removeAll { runs[$0].key == key } }
            } else {
                open.removeAll { Self.ends(e, runs[$0].key) }
            }
        }
        var rows: [TextTimeline.Row] = []
        for (i, e) in events.enumerated() {
            guard let r = runOf[i] else {
                rows.append(TextTimeline.row(e))
                continue
            }
            let run = runs[r]
            if run.indices.count == 1 {
                rows.append(TextTimeline.row(e))
            } else if run.first == i {
                rows.append(summary(run))
            }
        }
        return rows
    }

    /// The summary line of a run.
    private func summary(_ run: Run) -> TextTimeline.Row {
        let start = TextTimeline.fixed(run.start), end = TextTimeline.fixed(run.end)
        switch run.key {
        case .moves(let view):
            var ids: [Int] = []
            for i in run.indices {
                guard case .touches(let ev) = events[i].kind else { continue }
                for id in ev.touches where !ids.contains(id) { ids.append(id) }
            }
            let details = "moved ×\(run.indices.count) [" + ids.map(String.init).joined(separator: ", ") + "]"
            return TextTimeline.Row(time: start, endTime: end, kind: "touches", subject: view, details: details)
        case .changes(let recognizer):
            let actions = run.indices.compactMap { i -> LogEvent.ActionEvent? in
                if case .action(let a) = events[i].kind { return a } else { return nil }
            }
            let count = actions.isEmpty ? run.indices.count : actions.count
            var details = "changed ×\(count)"
            if let first = actions.first, let last = actions.last {
                var values: [String] = []
                for f in first.fields where !f.name.lowercased().contains("velocity") {
                    guard let l = last.fields.first(where: { $0.name == f.name }) else { continue }
                    values.append("\(f.name) \(f.value.text) → \(l.value.text)")
                }
                if !values.isEmpty { details += " (" + values.joined(separator: ", ") + ")" }
            }
            return TextTimeline.Row(time: start, endTime: end, kind: actions.isEmpty ? "state" : "action",
                                    subject: recognizer, details: details)
        case .frames(let n):
            let frames = run.indices.compactMap { i -> LogEvent.AnimationEvent? in
                if case .animation(let a) = events[i].kind { return a } else { return nil }
            }
            var details = "fraction ×\(frames.count)"
            if let first = frames.first, let last = frames.last {
                details += " (value \(LogValue.ratio(first.value).text) → \(LogValue.ratio(last.value).text))"
            }
            return TextTimeline.Row(time: start, endTime: end, kind: "animation", subject: "#\(n)", details: details)
        case .scrolls(let view), .zooms(let view):
            let folded = run.indices.map { events[$0].kind }
            return TextTimeline.Row(time: start, endTime: end, kind: ScrollLogFormat.runKind(folded),
                                    subject: view, details: ScrollLogFormat.runDetails(folded))
        }
    }

    /// The rendered timeline, every line ending in a newline.
    package func render() -> String { TextTimeline.render(rows) }
}
