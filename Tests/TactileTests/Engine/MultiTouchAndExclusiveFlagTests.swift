import Testing
@testable import Tactile
import TactileTestSupport

// seed-002 §5 examples about the multi-touch and exclusive-touch flags
// (X4–X12, X19–X21), on the Fig. 3 fixture.

private typealias S = Fig3

/// seed-002 X4.
@Test func multiTouchFlagSet() {
    let f = Fig3()
    f.row304a.isMultipleTouchEnabled = true
    f.down(1, 280, 86, at: 0)
    f.down(2, 40, 86, at: 0.1)
    #expect(f.log.lines == ["304a began [1]", "304a began [2]"])
    #expect(f.row304a.eventTouchesForSelf.last == ["1:stationary", "2:began"])
    f.move(1, 270, 86, at: 0.2)
    #expect(f.log.lines.last == "304a moved [1]")
    #expect(f.row304a.eventTouchesForSelf.last == ["1:moved", "2:stationary"])
    #expect(f.row304a.snapshots.last?.locationInView == Point(270, 22))
    #expect(f.ignored.isEmpty)
}

/// seed-002 X5.
@Test func secondTouchIgnoredWithoutMultiTouch() {
    let f = Fig3()
    f.down(1, 280, 86, at: 0)
    f.down(2, 40, 86, at: 0.1)
    f.move(2, 50, 86, at: 0.2)
    f.move(1, 270, 86, at: 0.3)
    f.up(2, 50, 86, at: 0.4)
    f.up(1, 270, 86, at: 0.5)
    #expect(f.log.lines == ["304a began [1]", "304a moved [1]", "304a ended [1]"])
    #expect(f.row304a.eventTouchesForSelf.allSatisfy { $0.count == 1 && $0[0].hasPrefix("1:") })
    #expect(f.ignored.count == 1)
    #expect(f.ignored.first?.0 == 2 && f.ignored.first?.1 == .multipleTouchDisabled)
    #expect(f.diagnostics == [.ignored(id: 2, reason: .multipleTouchDisabled)])
}

/// seed-002 X6.
@Test func firstViewExclusive() {
    let f = Fig3()
    f.button306.isExclusiveTouch = true
    f.down(1, 40, 450, at: 0)
    f.down(2, 280, 450, at: 0.1)
    f.move(2, 285, 450, at: 0.2)
    f.up(1, 40, 450, at: 0.3)
    f.move(2, 290, 450, at: 0.4)    // not resurrected (R26)
    f.up(2, 290, 450, at: 0.5)
    #expect(f.log.lines == ["306 began [1]", "306 ended [1]"])
    #expect(f.ignored.count == 1)
    #expect(f.ignored.first?.1 == .blockedByExclusiveView(f.button306))
    #expect(f.repairs.isEmpty)
}

/// seed-002 X7.
@Test func secondViewExclusive() {
    let f = Fig3()
    f.button309.isExclusiveTouch = true
    f.down(1, 40, 450, at: 0)
    f.down(2, 280, 450, at: 0.1)
    f.move(1, 45, 450, at: 0.2)
    f.up(2, 280, 450, at: 0.3)
    f.up(1, 45, 450, at: 0.4)
    #expect(f.log.lines == ["306 began [1]", "306 moved [1]", "306 ended [1]"])
    #expect(f.ignored.map(\.1) == [.exclusiveViewBusy])
}

/// seed-002 X8.
@Test func neitherExclusive() {
    let f = Fig3()
    f.down(1, 40, 450, at: 0)
    f.down(2, 120, 450, at: 0.1)
    f.down(3, 200, 450, at: 0.2)
    #expect(f.log.lines == ["306 began [1]", "307 began [2]", "308 began [3]"])
    #expect(f.button308.allTouchesCounts == [3])
    #expect(f.dispatcher.event.allTouches.count == 3)
}

/// seed-002 X9.
@Test func deleteAndPlayCannotBothFire() {
    for deleteFirst in [true, false] {
        let f = Fig3()
        let delete = f.button306, play = f.button307
        delete.isExclusiveTouch = true; play.isExclusiveTouch = true
        let first = deleteFirst ? (40.0, "306") : (120.0, "307")
        let second = deleteFirst ? 120.0 : 40.0
        f.down(1, first.0, 450, at: 0)
        f.down(2, second, 450, at: 0.1)
        f.up(2, second, 450, at: 0.2)
        f.up(1, first.0, 450, at: 0.3)
        #expect(f.log.lines == ["\(first.1) began [1]", "\(first.1) ended [1]"])
    }
}

/// The four (multi-touch, exclusive) settings of view X in seed-002 X10.
struct FlagCombination: CustomTestStringConvertible, Sendable {
    var multi: Bool, exclusive: Bool
    /// Expected t2 delivery for scenarios (a), (b), (c).
    var expected: [Bool]
    var testDescription: String { "multi \(multi ? "on" : "off") / exclusive \(exclusive ? "on" : "off")" }
}

@Test(arguments: [
    FlagCombination(multi: false, exclusive: false, expected: [false, true, true]),
    FlagCombination(multi: true, exclusive: false, expected: [true, true, true]),
    FlagCombination(multi: false, exclusive: true, expected: [false, false, false]),
    FlagCombination(multi: true, exclusive: true, expected: [true, false, false]),
])
func seed002_X10_combinationMatrix(_ c: FlagCombination) {
    // X = 306, Y = 308 (both flags off).
    let xPoint = (20.0, 450.0), xPoint2 = (60.0, 450.0), yPoint = (200.0, 450.0)
    let scenarios = [(xPoint, xPoint2), (yPoint, xPoint), (xPoint, yPoint)]
    for (i, (p1, p2)) in scenarios.enumerated() {
        let f = Fig3()
        f.button306.isMultipleTouchEnabled = c.multi
        f.button306.isExclusiveTouch = c.exclusive
        f.down(1, p1.0, p1.1, at: 0)
        f.down(2, p2.0, p2.1, at: 0.1)
        f.up(2, p2.0, p2.1, at: 0.2)
        let delivered = f.log.calls.contains { $0.touchIDs.contains(2) }
        #expect(delivered == c.expected[i], "scenario \(["a", "b", "c"][i])")
        #expect(f.ignored.count == (c.expected[i] ? 0 : 1))
    }
}

/// seed-002 X11.
@Test func windowScopedExclusivity() {
    for scope in [ExclusivityScope.display, .window] {
        var policy = DispatchPolicy()
        policy.exclusivityScope = scope
        let log = EventLog()
        let d = TouchDispatcher(policy: policy)
        // Two side-by-side windows; with several windows, samples are in screen coordinates.
        let w1 = Window(frame: Rect(0, 0, 320, 480)), w2 = Window(frame: Rect(320, 0, 320, 480))
        let e1 = RecordingView("E1", frame: Rect(0, 0, 100, 100), log: log)
        let n1 = RecordingView("N1", frame: Rect(0, 200, 100, 100), log: log)
        let n2 = RecordingView("N2", frame: Rect(0, 0, 100, 100), log: log)
        e1.isExclusiveTouch = true
        w1.addSubview(e1); w1.addSubview(n1); w2.addSubview(n2)
        d.addWindow(w1); d.addWindow(w2)
        var ignored: [Int] = []
        d.ignoredTouchObserver = { t, _ in ignored.append(t.id) }
        d.handle(InputFrame(timestamp: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(50, 50))]))
        d.handle(InputFrame(timestamp: 0.1, samples: [TouchSample(id: 2, phase: .began, location: Point(370, 50))]))
        d.handle(InputFrame(timestamp: 0.2, samples: [TouchSample(id: 3, phase: .began, location: Point(50, 250))]))
        if scope == .display {
            #expect(log.lines == ["E1 began [1]"])
            #expect(ignored == [2, 3])
        } else {
            #expect(log.lines == ["E1 began [1]", "N2 began [2]"])
            #expect(ignored == [3])
            #expect(n2.snapshots(of: 2).first?.locationInView == Point(50, 50))
        }
    }
}

/// seed-002 R23.
@Test func applicationScopedExclusivity() {
    var policy = DispatchPolicy()
    policy.exclusivityScope = .application
    let log = EventLog()
    let d = TouchDispatcher(policy: policy)
    let w1 = Window(frame: Rect(0, 0, 100, 100)), w2 = Window(frame: Rect(100, 0, 100, 100)), w3 = Window(frame: Rect(200, 0, 100, 100))
    w1.applicationTag = 1; w2.applicationTag = 1; w3.applicationTag = 2
    let e = RecordingView("E", frame: Rect(0, 0, 100, 100), log: log)
    e.isExclusiveTouch = true
    w1.addSubview(e)
    w2.addSubview(RecordingView("A", frame: Rect(0, 0, 100, 100), log: log))
    w3.addSubview(RecordingView("B", frame: Rect(0, 0, 100, 100), log: log))
    for w in [w1, w2, w3] { d.addWindow(w) }
    d.handle(InputFrame(timestamp: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(50, 50))]))
    d.handle(InputFrame(timestamp: 0.1, samples: [TouchSample(id: 2, phase: .began, location: Point(150, 50)),
                                                  TouchSample(id: 3, phase: .began, location: Point(250, 50))]))
    #expect(log.lines == ["E began [1]", "B began [3]"])
}

/// seed-002 X12.
@Test func exclusivityReleasedAfterLift() {
    let f = Fig3()
    f.button306.isExclusiveTouch = true
    f.down(1, 40, 450, at: 0)
    f.down(2, 100, 450, at: 0.1)     // ignored
    f.up(1, 40, 450, at: 0.2)
    f.down(3, 110, 450, at: 0.3)     // t2 still held, but ignored touches don't count (R27)
    #expect(f.log.lines == ["306 began [1]", "306 ended [1]", "307 began [3]"])
}

/// seed-002 X19.
@Test func combinedFlagsOnOneView() {
    let f = Fig3()
    f.button306.isExclusiveTouch = true
    f.down(1, 20, 450, at: 0)
    f.down(2, 60, 450, at: 0.1)
    f.down(3, 100, 450, at: 0.2)
    f.frame(0.3, S.s(1, .ended, 20, 450), S.s(2, .ended, 60, 450), S.s(3, .ended, 100, 450))
    #expect(f.log.lines == ["306 began [1]", "306 ended [1]"])
    #expect(f.ignored.map(\.0) == [2, 3])
    #expect(f.ignored.map(\.1) == [.multipleTouchDisabled, .blockedByExclusiveView(f.button306)])
}

/// seed-002 X20.
@Test func sameFrameArrivalsOrderedByTimestamp() {
    do {
        let f = Fig3()
        f.button306.isExclusiveTouch = true
        f.dispatcher.handle(InputFrame(timestamp: 1, samples: [
            TouchSample(id: 2, phase: .began, location: Point(40, 450), timestamp: 0.99),
            TouchSample(id: 1, phase: .began, location: Point(120, 450), timestamp: 0.98),
        ]))
        #expect(f.log.lines == ["307 began [1]"])
        #expect(f.ignored.map(\.1) == [.exclusiveViewBusy])
    }
    do {
        let f = Fig3()
        f.button306.isExclusiveTouch = true
        f.dispatcher.handle(InputFrame(timestamp: 1, samples: [
            TouchSample(id: 1, phase: .began, location: Point(120, 450), timestamp: 0.99),
            TouchSample(id: 2, phase: .began, location: Point(40, 450), timestamp: 0.98),
        ]))
        #expect(f.log.lines == ["306 began [2]"])
        #expect(f.ignored.map(\.1) == [.blockedByExclusiveView(f.button306)])
        // The snapshot's timestamp is the frame's (R8); the sample time only orders.
        #expect(f.button306.snapshots.first?.timestamp == 1)
    }
    do {
        // Without sample timestamps: ascending id (R29).
        let f = Fig3()
        f.button306.isExclusiveTouch = true
        f.frame(1, S.s(2, .began, 40, 450), S.s(1, .began, 120, 450))
        #expect(f.log.lines == ["307 began [1]"])
    }
}

/// seed-002 X21.
@Test func policyWithOnlyTheMultiTouchFlag() {
    var policy = DispatchPolicy()
    policy.exclusiveFlagEnabled = false
    let f = Fig3(policy: policy)
    f.button306.isExclusiveTouch = true
    f.down(1, 40, 450, at: 0)
    f.down(2, 280, 450, at: 0.1)
    #expect(f.log.lines == ["306 began [1]", "309 began [2]"])
    // The multi-touch rule still applies.
    f.down(3, 50, 450, at: 0.2)
    #expect(f.ignored.map(\.1) == [.multipleTouchDisabled])
}

/// seed-002 R30.
@Test func policyWithOnlyTheExclusiveFlag() {
    var policy = DispatchPolicy()
    policy.multiTouchFlagEnabled = false
    let f = Fig3(policy: policy)
    f.down(1, 280, 86, at: 0)
    f.down(2, 40, 86, at: 0.1)
    #expect(f.log.lines == ["304a began [1]", "304a began [2]"])
    f.button306.isExclusiveTouch = true
    f.down(3, 40, 450, at: 0.2)
    #expect(f.ignored.map(\.1) == [.exclusiveViewBusy])
}

/// seed-002 R28.
@Test func observerFiresOnceAtBeganOnly() {
    let f = Fig3()
    f.down(1, 280, 86, at: 0)
    f.down(2, 40, 86, at: 0.1)
    f.move(2, 45, 86, at: 0.2)
    f.up(2, 45, 86, at: 0.3)
    #expect(f.ignored.count == 1)
}

/// seed-002 R15.
@Test func touchOutsideSubviewsGoesToWindowOutsideEveryWindowIsIgnored() {
    let log = EventLog()
    let d = TouchDispatcher()
    let w = RecordingWindow(log: log, frame: Rect(0, 0, 100, 100))
    d.addWindow(w)
    var reasons: [IgnoreReason] = []
    d.ignoredTouchObserver = { _, r in reasons.append(r) }
    d.handle(InputFrame(timestamp: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(50, 50))]))
    d.handle(InputFrame(timestamp: 0, samples: [TouchSample(id: 2, phase: .began, location: Point(150, 50))]))
    #expect(log.lines == ["W began [1]"])
    #expect(reasons == [.outsideWindows])
}
