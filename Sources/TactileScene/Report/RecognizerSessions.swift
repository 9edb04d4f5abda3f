/// When each recognizer started looking at touches and when it was reset,
/// estimated from a replay's trace and log by following the engine's rule
/// (docs/engine.md §7).
///
/// The log records neither a recognizer's `possible` state nor its automatic
/// reset. The engine resets a *group* — the recognizers that took a common
/// touch — once none of its touches is down and none of its recognizers is
/// still possible or in progress; a recognizer waiting with a timer (a tap
/// waiting for a second tap) or for another's failure keeps its whole group
/// alive, so the group's decided recognizers stay in their final states and
/// receive no new touches until it ends (seed-000 S4, seed-003 `reset`).
///
/// The estimate replays that rule over the trace's touch-downs and lifts and
/// the log's state changes: a touch-down joins the recognizers it reaches
/// (`reaches`) that are not in a final state into one group; a state change
/// moves its recognizer to in-progress or final; after every instant, a group
/// with no touch down and every recognizer final resets. (A recognizer
/// thought possible that logs no later change is not waiting: the estimate
/// was wrong about the touch reaching it.)
struct RecognizerSessions {
    /// For a logged state change from `possible` (by index in the log): when
    /// its recognizer started looking at touches, if a touch reached it first.
    private(set) var possibleSince: [Int: Double] = [:]
    /// For a logged change to a final state (by index in the log): when its
    /// recognizer's group reset, if it did before the replay ended.
    private(set) var resetTime: [Int: Double] = [:]

    private enum Status { case idle, possible, inProgress, final }

    private struct Group {
        var members: [Int]
        var touchesDown: [Int]
    }

    private enum Step {
        case down(touch: Int)
        case state(event: Int, recognizer: Int, to: LoggedState)
        case up(touch: Int)

        var order: Int {
            switch self {
            case .down: return 0
            case .state: return 1
            case .up: return 2
            }
        }
    }

    /// Runs the estimate. `recognizers` are the ids the log may name;
    /// `reaches(r, k)` says whether touch `touches[k]` reaches recognizer
    /// `recognizers[r]` when it touches down.
    init(recognizers: [String], touches: [TouchTrack], events: [LogEvent], reaches: (Int, Int) -> Bool) {
        var steps: [(t: Double, seq: Int, step: Step)] = []
        for (k, track) in touches.enumerated() {
            steps.append((track.downTime, steps.count, .down(touch: k)))
            if track.endPhase != nil { steps.append((track.upTime, steps.count, .up(touch: k))) }
        }
        for (i, e) in events.enumerated() {
            guard case .state(let s) = e.kind, let r = recognizers.firstIndex(of: s.recognizer) else { continue }
            steps.append((e.t, steps.count, .state(event: i, recognizer: r, to: s.to)))
        }
        // By time; at one instant touch-downs, then state changes (in log
        // order), then lifts, as a dispatcher step delivers them.
        steps.sort { a, b in
            if a.t != b.t { return a.t < b.t }
            if a.step.order != b.step.order { return a.step.order < b.step.order }
            return a.seq < b.seq
        }

        // A recognizer the report wrongly thinks a touch reached never leaves
        // `possible` in the log; it must not keep its group alive forever.
        var lastChange = [Double](repeating: -Double.infinity, count: recognizers.count)
        for step in steps {
            if case .state(_, let r, _) = step.step { lastChange[r] = max(lastChange[r], step.t) }
        }
        var status = [Status](repeating: .idle, count: recognizers.count)
        var since = [Double](repeating: 0, count: recognizers.count)
        var groupOf = [Int?](repeating: nil, count: recognizers.count)
        var lastFinalEvent = [Int?](repeating: nil, count: recognizers.count)
        var groups: [Group?] = []
        var touchGroup = [Int?](repeating: nil, count: touches.count)

        func merge(_ members: [Int], touch: Int?) -> Int {
            let existing = members.compactMap { groupOf[$0] }
            var target: Int
            if let first = existing.min() {
                target = first
            } else {
                groups.append(Group(members: [], touchesDown: []))
                target = groups.count - 1
            }
            for g in existing where g != target {
                guard let other = groups[g] else { continue }
                for m in other.members { groupOf[m] = target }
                for k in other.touchesDown { touchGroup[k] = target }
                groups[target]?.members += other.members
                groups[target]?.touchesDown += other.touchesDown
                groups[g] = nil
            }
            for m in members where groupOf[m] == nil {
                groupOf[m] = target
                groups[target]?.members.append(m)
            }
            if let touch {
                touchGroup[touch] = target
                groups[target]?.touchesDown.append(touch)
            }
            return target
        }

        var i = 0
        while i < steps.count {
            let t = steps[i].t
            while i < steps.count, steps[i].t == t {
                switch steps[i].step {
                case .down(let k):
                    let receivers = recognizers.indices.filter { reaches($0, k) && status[$0] != .final }
                    guard !receivers.isEmpty else { break }
                    for r in receivers where status[r] == .idle {
                        status[r] = .possible
                        since[r] = t
                    }
                    _ = merge(receivers, touch: k)
                case .state(let event, let r, let to):
                    if status[r] == .possible { possibleSince[event] = since[r] }
                    if groupOf[r] == nil { _ = merge([r], touch: nil) }
                    if RecognizerTrack.isFinal(to) {
                        status[r] = .final
                        lastFinalEvent[r] = event
                    } else if to != .possible {
                        status[r] = .inProgress
                    }
                case .up(let k):
                    if let g = touchGroup[k] { groups[g]?.touchesDown.removeAll { $0 == k } }
                    touchGroup[k] = nil
                }
                i += 1
            }
            // The instant is over: reset every group that has ended.
            for g in groups.indices {
                guard let group = groups[g], group.touchesDown.isEmpty,
                      group.members.allSatisfy({ status[$0] == .final || status[$0] == .idle
                          || (status[$0] == .possible && lastChange[$0] < since[$0]) }) else { continue }
                for m in group.members {
                    if let e = lastFinalEvent[m] { resetTime[e] = t }
                    status[m] = .idle
                    groupOf[m] = nil
                    lastFinalEvent[m] = nil
                }
                groups[g] = nil
            }
        }
    }
}
