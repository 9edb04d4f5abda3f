/// The text timeline with per-frame repetition folded (docs/formats.md, "The
/// demo"): what `tactile demo` prints by default.
///
/// Two kinds of events repeat once per input frame and are folded, each run
/// into one summary line with the run's time span in the time column:
///
/// - a view's `touches moved` callbacks: `2.6417–2.8250  touches  photo  moved ×12 [4, 5]`
///   (the touches it carried, in increasing order).
/// - a recognizer's state changes to `changed` (from `began` or `changed`)
///   and the `changed` actions that go with them: `2.9000–3.0000  action  zoom  changed ×13 (scale 1.105 → 1.31)`,
///   counting the action firings (state changes when it has none) and giving
///   each action value but velocities from the first to the last firing.
///
/// - an animation's per-frame `fraction` events:
///   `0.5000–0.7833  animation  #1  fraction ×18 (value 1.0423 → 2)`; the run
///   ends at the animation's `stop`.
/// - a scroll view's `scroll` events up to rest, and its `zoom` events up to
///   the zoom's end: `0.4500–1.9167  scroll  inbox  dragging ×20 → decelerating ×64 → bouncing ×18 → resting (offset (0, 0) → (0, 1644))`.
///
/// A run ends at the next time step with a line that is not folded (any
/// other event, or a lane's line); the run, with that step's own foldable
/// events, is printed before it (a run that starts at that step stays open).
/// A scroll run instead lasts, across other lines, up to the step where its
/// view comes to rest, a zoom run up to the zoom's end, an animation's run up
/// to its `stop`; each is printed where it ends. So lines are in the order of
/// the times they end. Runs that
/// end at the same step are printed in the order they started; a run whose
/// events all share one time is printed event by event (its actions alone
/// when it has some: they imply the state change). Every other event is kept,
/// in order, exactly as `TextTimeline` prints it, with the lanes' lines merged
/// in by time. Pure: the same events and lanes always give the same text.
package struct CondensedTimeline {
    /// The events.
    package var events: [LogEvent]
    /// The extra lanes (the input lane, …), merged in by time.
    package var lanes: [any TimelineLane]

    /// Creates a condensed timeline.
    package init(_ events: [LogEvent], lanes: [any TimelineLane] = []) {
        self.events = events
        self.lanes = lanes
    }

    /// What a foldable event belongs to.
    private enum RunKey: Equatable {
        case moves(view: String)
        case changes(recognizer: String)
        case frames(animation: Int)
        case scrolls(view: String)
        case zooms(view: String)

        /// Whether the run ends only at its own end: a scroll at rest, a zoom at
        /// its end, an animation at its `stop`.
        var lastsToRest: Bool {
            switch self {
            case .scrolls, .zooms, .frames: return true
            default: return false
            }
        }
    }

    private struct Run {
        var key: RunKey
        var start: Double
        var end: Double
        var indices: [Int] = []
    }

    /// The run an event can be folded into, or nil when it is always kept.
    private static func key(_ e: LogEvent) -> RunKey? {
        switch e.kind {
        case .touches(let ev) where ev.phase == .moved || ev.phase == .stationary: return .moves(view: ev.view)
        case .state(let ev) where ev.to == .changed: return .changes(recognizer: ev.recognizer)
        case .action(let ev) where ev.state == .changed: return .changes(recognizer: ev.recognizer)
        case .animation(let ev) where ev.event == "fraction": return .frames(animation: ev.animation)
        case .scroll(let ev): return .scrolls(view: ev.view)
        case .zoom(let ev): return .zooms(view: ev.view)
        default: return nil
        }
    }

    /// The rows: one per kept event or lane line, one per folded run, and the
    /// cancel note after the first cancel a recognition caused.
    ///
    /// Items are taken a time step at a time: a step with a kept event or a
    /// lane line first closes every open run (with the step's own foldable
    /// events, which happened at the same time), then prints its kept lines.
    package var rows: [TextTimeline.Row] {
        var rows: [TextTimeline.Row] = []
        var open: [Run] = []
        var note = CancelNote()
        func emit(_ run: Run) {
            if run.start == run.end {
                // Nothing to fold across time: the events as they are
                // (the actions alone when there are some: they imply the state change).
                let actions = run.indices.filter { if case .action = events[$0].kind { return true } else { return false } }
                for i in actions.isEmpty ? run.indices : actions { rows.append(TextTimeline.row(events[i])) }
            } else {
                rows.append(summary(run))
            }
        }
        // Closes the open runs that `ends` picks, in the order they started.
        func close(_ ends: (Run) -> Bool) {
            for run in open where ends(run) { emit(run) }
            open.removeAll(where: ends)
        }
        let items = TimelineItem.merge(events, lanes.flatMap { $0.entries })
        var k = 0
        while k < items.count {
            let t = time(items[k])
            var kept: [TimelineItem] = []
            var closing: [RunKey] = []
            while k < items.count, time(items[k]) == t {
                let item = items[k]
                k += 1
                guard case .event(let i) = item, let key = Self.key(events[i]) else {
                    kept.append(item)
                    if case .event(let i) = item, case .animation(let a) = events[i].kind, a.event == "stop" { closing.append(.frames(animation: a.animation)) }
                    continue
                }
                if let r = open.firstIndex(where: { $0.key == key }) {
                    open[r].indices.append(i)
                    open[r].end = t
                } else {
                    open.append(Run(key: key, start: t, end: t, indices: [i]))
                }
                // A scroll run ends at rest, a zoom run at its end (ScrollLogEvents.swift).
                if ScrollLogFormat.closesRun(events[i]) { closing.append(key) }
            }
            // A kept line closes every run that started before it, but scroll,
            // zoom and animation runs, which last to their own end across other lines.
            close { closing.contains($0.key) || (!kept.isEmpty && !$0.key.lastsToRest && $0.start < t) }
            guard !kept.isEmpty else { continue }
            for item in kept {
                switch item {
                case .lane(let entry): rows.append(entry.row)
                case .event(let i):
                    rows.append(TextTimeline.row(events[i]))
                    if let n = note.note(after: events[i]) { rows.append(n) }
                }
            }
        }
        close { _ in true }
        return rows
    }

    private func time(_ item: TimelineItem) -> Double {
        switch item {
        case .lane(let entry): return entry.t
        case .event(let i): return events[i].t
        }
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
            let details = "moved ×\(run.indices.count) [" + ids.sorted().map(String.init).joined(separator: ", ") + "]"
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
