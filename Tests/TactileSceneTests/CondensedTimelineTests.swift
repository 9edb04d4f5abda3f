import Testing
import Tactile
@testable import TactileScene

// The condensed text timeline of `tactile demo` (docs/formats.md, "The demo").

private func touches(_ t: Double, _ view: String, _ phase: TouchPhase, _ ids: [Int]) -> LogEvent {
    LogEvent(t: t, kind: .touches(.init(view: view, phase: phase, touches: ids)))
}

private func state(_ t: Double, _ r: String, _ from: LoggedState, _ to: LoggedState) -> LogEvent {
    LogEvent(t: t, kind: .state(.init(recognizer: r, from: from, to: to)))
}

private func action(_ t: Double, _ r: String, _ s: LoggedState, scale: Double) -> LogEvent {
    LogEvent(t: t, kind: .action(.init(recognizer: r, state: s, location: Point(x: 1, y: 2), touches: 2,
                                       fields: [LogField("scale", .ratio(scale)), LogField("velocity", .ratio(scale * 10))])))
}

/// Two fingers on `v`: moves interleaved with a pinch that begins, changes four times and ends.
private let pinchLog: [LogEvent] = [
    touches(0.1, "v", .began, [1]),
    touches(0.11, "v", .moved, [1]),
    touches(0.12, "v", .began, [2]),
    touches(0.13, "v", .moved, [1, 2]),
    touches(0.14, "v", .moved, [2]),
    state(0.15, "pinch", .possible, .began),
    action(0.15, "pinch", .began, scale: 1.1),
    touches(0.15, "v", .cancelled, [1, 2]),
    state(0.16, "pinch", .began, .changed),
    action(0.16, "pinch", .changed, scale: 1.2),
    state(0.17, "pinch", .changed, .changed),
    action(0.17, "pinch", .changed, scale: 1.3),
    state(0.18, "pinch", .changed, .changed),
    action(0.18, "pinch", .changed, scale: 1.4),
    state(0.19, "pinch", .changed, .changed),
    action(0.19, "pinch", .changed, scale: 1.5),
    state(0.2, "pinch", .changed, .ended),
    action(0.2, "pinch", .ended, scale: 1.5),
]

@Test func condensedTimelineFoldsMovesAndChangesIntoOneLineEach() {
    #expect(CondensedTimeline(pinchLog).render() == TextTimeline.unitsLine + "\n" + """
          time         event    subject  details
        0.1000         touches  v        began [1]
        0.1100         touches  v        moved [1]
        0.1200         touches  v        began [2]
        0.1300–0.1400  touches  v        moved ×2 [1, 2]
        0.1500         state    pinch    possible → began
        0.1500         action   pinch    began at (1, 2) touches 2 scale 1.1 velocity 11
        0.1500         touches  v        cancelled [1, 2]
                       note     v        cancelled, not ended: pinch began; a recognizer that begins or recognizes a gesture cancels the touches of its view (cancelsTouchesInView), even after a normal lift
        0.1600–0.1900  action   pinch    changed ×4 (scale 1.2 → 1.5)
        0.2000         state    pinch    changed → ended
        0.2000         action   pinch    ended at (1, 2) touches 2 scale 1.5 velocity 15

        """)
}

@Test func condensedTimelineKeepsLoneRepeatsAndEndsRunsAtTheSubjectsNextStep() {
    let log = [
        touches(0, "a", .began, [1]),
        touches(0.1, "a", .moved, [1]),
        touches(0.2, "a", .ended, [1]),
        touches(0.3, "a", .began, [2]),
        touches(0.4, "a", .moved, [2]),
        touches(0.5, "b", .moved, [3]),
        touches(0.6, "a", .moved, [2]),
        touches(0.7, "a", .ended, [2]),
    ]
    let rows = CondensedTimeline(log).rows
    // A single move stays as it is; the moves of `a` and `b` fold separately; the lift ends a run.
    #expect(rows.map(\.details) == ["began [1]", "moved [1]", "ended [1]", "began [2]", "moved ×2 [2]", "moved [3]", "ended [2]"])
    #expect(rows[4].time == "0.4000" && rows[4].endTime == "0.6000")
}

@Test func condensedTimelineWithoutRepetitionIsTheTextTimeline() {
    let log = [touches(0, "a", .began, [1]), state(0.1, "tap", .possible, .recognized), touches(0.1, "a", .ended, [1])]
    #expect(CondensedTimeline(log).render() == TextTimeline(log).render())
    #expect(CondensedTimeline(pinchLog).render() == CondensedTimeline(pinchLog).render())
}
