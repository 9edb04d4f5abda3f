import Testing
import Tactile
@testable import TactileScene
import TactileTestSupport

// Reliability study (issue 10): what the formats accept, and that the log and
// the report never trap on what a program hands them directly (bypassing the parsers).

private let oneView = #"{"window": {"width": 390, "height": 844}, "views": [{"id": "v", "frame": [0, 0, 390, 844]}]}"#

private func scene(_ text: String = oneView) throws -> Scene { try SceneParser().parse(text, file: "s.json") }

@Test func bug01_logNumbersNeverUseAnExponent() {
    #expect(LogNumber.format(1.5e16, fractionDigits: 4) == "15000000000000000")
    #expect(LogNumber.format(-1.5e16, fractionDigits: 4) == "-15000000000000000")
    #expect(LogNumber.format(1e300, fractionDigits: 2) == "1" + String(repeating: "0", count: 300))
    #expect(LogNumber.format(1e15 + 0.5, fractionDigits: 4) == "1000000000000000.5")
    #expect(LogNumber.format(9e14, fractionDigits: 4) == "900000000000000")  // plain digits with ".0"
    #expect(LogNumber.format(-2.5e14, fractionDigits: 5) == "-250000000000000")
    #expect(TextTimeline.fixed(1.5e16) == "15000000000000000.0000")
    #expect(TextTimeline.fixed(1e15 + 0.125) == "1000000000000000.1000")  // the shortest digits that round-trip
    #expect(TextTimeline.fixed(.infinity) == "null")
}

@Test func logNumbersRoundHalfAwayAndDropTrailingZeros() {
    let cases: [(Double, Int, String)] = [
        (0.5, 2, "0.5"), (12.3456, 2, "12.35"), (-3, 4, "-3"), (100, 2, "100"), (0.001, 2, "0"),
        (-0.001, 2, "0"), (-0.005, 2, "-0.01"), (1.05, 1, "1.1"), (7, 0, "7"), (10.5, 0, "11"),
        (0.0625, 4, "0.0625"), (-120.1, 2, "-120.1"), (3.14159, 4, "3.1416"), (0.00005, 4, "0.0001"),
    ]
    for (value, digits, text) in cases {
        #expect(LogNumber.format(value, fractionDigits: digits) == text, "\(value) to \(digits) digits")
    }
}

@Test func bug01_textTimelineOfHugeTimesFromTheAPI() throws {
    // A scene built in code may hold any duration; the timeline still renders.
    var s = try scene(#"{"window": {"width": 390, "height": 844}, "views": [{"id": "v", "frame": [0, 0, 390, 844]}], "recognizers": [{"id": "lp", "type": "longPress", "view": "v"}]}"#)
    s.recognizers[0].parameters = [RecognizerParameter(name: "minimumPressDuration", value: .number(1.5e16))]
    // The time-only line lets the timer fire: a replay stops 60 s after its last line (ReplayEnd).
    let frames = [TraceFrame(t: 0, touches: [TraceTouch(id: 1, phase: .began, x: 10, y: 10)]), TraceFrame(t: 1.5e16, touches: nil)]
    let events = try Replay.run(scene: s, frames: frames)
    let text = LogFormatter.render(events, format: .text)
    #expect(text.contains("15000000000000000.0000"))
    #expect(!text.contains("e+"))
}

@Test func bugs02_03_reportOfHugeAndNonFiniteGeometryFromTheAPI() throws {
    var s = try scene()
    s.views[0].frame = Rect(x: 0, y: 0, width: 1e308, height: 100)
    let frames = [
        TraceFrame(t: 0, touches: [TraceTouch(id: 1, phase: .began, x: 10, y: 10)]),
        TraceFrame(t: 0.1, touches: [TraceTouch(id: 1, phase: .moved, x: 10, y: 1e308)]),
        TraceFrame(t: 0.2, touches: [TraceTouch(id: 1, phase: .moved, x: 10, y: -1e308)]),
        TraceFrame(t: 0.3, touches: [TraceTouch(id: 1, phase: .moved, x: .nan, y: .infinity)]),
        TraceFrame(t: 0.4, touches: [TraceTouch(id: 1, phase: .ended, x: 10, y: 10)]),
    ]
    let events = try Replay.run(scene: s, frames: frames)
    let html = HTMLReport.render([ReportSection(title: "huge", scene: s, frames: frames, events: events)])
    #expect(html.contains("<svg"))
    #expect(!html.contains("NaN"))
}

@Test func bug04_timeScaleTicksEndForAnySpan() {
    #expect(TimeScale(start: 0, end: 1e306, x0: 0, x1: 100).ticks().count <= 13)
    #expect(TimeScale(start: 0, end: .greatestFiniteMagnitude, x0: 0, x1: 100).ticks().count <= 13)
    #expect(TimeScale(start: 0, end: .infinity, x0: 0, x1: 100).ticks().isEmpty)
    #expect(TimeScale(start: 0, end: .infinity, x0: 0, x1: 100).tickStep() == .infinity)
    // Far from 0, `start + 0.01 == start`: no division by a zero span.
    let far = TimeScale(start: 1e300, end: 1e300, x0: 5, x1: 100)
    #expect(far.x(1e300) == 5)
    #expect(far.ticks().count <= 13)
    #expect(TimeScale(start: 0, end: 1, x0: 0, x1: 100).ticks() == stride(from: 0.0, through: 1000, by: 100).map { $0 })
}

@Test func bug04_reportOfATraceSpanningAHugeTimeFromTheAPI() throws {
    let s = try scene()
    let frames = [
        TraceFrame(t: 0, touches: [TraceTouch(id: 1, phase: .began, x: 10, y: 10)]),
        TraceFrame(t: 1e306, touches: [TraceTouch(id: 1, phase: .ended, x: 10, y: 10)]),
    ]
    let events = try Replay.run(scene: s, frames: frames)
    #expect(HTMLReport.render([ReportSection(title: "far", scene: s, frames: frames, events: events)]).contains("<svg"))
}

@Test func validRange_traceTimesCoordinatesAndIds() {
    #expect(traceError(#"{"t": 1000000000}"#) == nil)
    #expect(traceError(#"{"t": 1000000000.5}"#) == "t.jsonl:1:7: t: time 1000000000.5 is outside the valid range 0…1000000000 s")
    #expect(traceError(#"{"t": -1}"#) == "t.jsonl:1:7: t: time must not be negative")
    #expect(traceError(#"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 1000000000, "y": -1000000000}]}"#) == nil)
    #expect(traceError(#"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 1e10, "y": 0}]}"#)
            == "t.jsonl:1:55: touches[0].x: 10000000000 is outside the valid range -1000000000…1000000000")
    #expect(traceError(#"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 0, "y": 0, "force": 1e300}]}"#)
            == "t.jsonl:1:75: touches[0].force: 1e300 is outside the valid range -1000000000…1000000000")
    #expect(traceError(#"{"t": 0, "touches": [{"id": 2147483647, "phase": "began", "x": 0, "y": 0}]}"#) == nil)
    #expect(traceError(#"{"t": 0, "touches": [{"id": 2147483648, "phase": "began", "x": 0, "y": 0}]}"#)
            == "t.jsonl:1:29: touches[0].id: 2147483648 is outside the valid range -2147483648…2147483647")
    #expect(traceError(#"{"t": 0, "touches": [{"id": 1e300, "phase": "began", "x": 0, "y": 0}]}"#)
            == "t.jsonl:1:29: touches[0].id: 1e300 is outside the valid range -2147483648…2147483647")
}

@Test func validRange_sceneSizesFramesAndParameters() {
    #expect(sceneError(#"{"window": {"width": 1e9, "height": 1e9}, "views": []}"#) == nil)
    #expect(sceneError(#"{"window": {"width": 2e9, "height": 100}, "views": []}"#)
            == "s.json:1:22: window.width: 2000000000 is outside the valid range -1000000000…1000000000")
    #expect(sceneError(#"{"window": {"width": 100, "height": 100}, "views": [{"id": "v", "frame": [0, -1e12, 10, 10]}]}"#)
            == "s.json:1:78: views[0].frame[1]: -1000000000000 is outside the valid range -1000000000…1000000000")
    #expect(sceneError(#"{"window": {"width": 100, "height": 100}, "views": [{"id": "v", "frame": [0, 0, 10, 10], "transform": [1e10, 0, 0, 1, 0, 0]}]}"#)
            == "s.json:1:104: views[0].transform[0]: 10000000000 is outside the valid range -1000000000…1000000000")
    #expect(sceneError(#"{"window": {"width": 100, "height": 100}, "views": [{"id": "v", "frame": [0, 0, 10, 10]}], "recognizers": [{"id": "t", "type": "tap", "view": "v", "numberOfTapsRequired": 1e12}]}"#)
            == "s.json:1:172: recognizers[0].numberOfTapsRequired: 1000000000000 is outside the valid range -2147483648…2147483647")
}

@Test func validRange_decodedFramesAreCheckedBeforeTheyBecomeTraceLines() {
    #expect(TraceFrame(t: 1, touches: [TraceTouch(id: 1, phase: .began, x: 1, y: 2)]).rangeViolation == nil)
    #expect(TraceFrame(t: -3, touches: nil).rangeViolation == "time -3 s is outside the valid range 0…1000000000 s")
    #expect(TraceFrame(t: 1, touches: [TraceTouch(id: 1, phase: .began, x: .infinity, y: 2)]).rangeViolation
            == "touch 1 x infinity is outside the valid range -1000000000…1000000000")
    #expect(TraceFrame(t: 1, touches: [TraceTouch(id: 1, phase: .began, x: 1, y: .nan)]).rangeViolation
            == "touch 1 y NaN is outside the valid range -1000000000…1000000000")
}

/// Found by the trace fuzz target (LeakSanitizer): releasing a replayed
/// scene frees its dispatcher, views, recognizers and touches.
@Test func fuzzRegression_releasingAReplayedSceneFreesEverything() throws {
    let text = #"""
        {"window": {"width": 390, "height": 844},
         "views": [{"id": "v", "frame": [0, 0, 390, 844], "multipleTouchEnabled": true,
                    "children": [{"id": "b", "frame": [20, 20, 100, 60]}]}],
         "recognizers": [{"id": "tap", "type": "tap", "view": "b"},
                         {"id": "pan", "type": "pan", "view": "v"},
                         {"id": "pinch", "type": "pinch", "view": "v", "simultaneousWith": ["pan"]},
                         {"id": "lp", "type": "longPress", "view": "v", "requireToFail": ["pan"]}]}
        """#
    let s = try scene(text)
    var refs: [WeakBox] = []
    do {
        let runtime = try SceneRuntime(scene: s)
        runtime.feed(TraceFrame(t: 0, touches: [TraceTouch(id: 1, phase: .began, x: 10, y: 10)]))
        refs = [WeakBox(runtime), WeakBox(runtime.dispatcher), WeakBox(runtime.window), WeakBox(runtime.log)]
            + runtime.views.map(WeakBox.init) + runtime.recognizers.map(WeakBox.init) + runtime.dispatcher.activeTouches.map(WeakBox.init)
        runtime.finish()
    }
    let alive = refs.alive
    #expect(alive.isEmpty, "still alive: \(alive)")
}
