import Testing
import PropertyBased
@testable import Tactile

// ManualClock, TimerQueue (deterministic ties) and the dispatcher's timer pumping.

@Test func time_manualClockIsMonotonic() {
    let c = ManualClock(start: 5)
    c.advance(to: 7)
    c.advance(to: 6)                // earlier: ignored
    c.advance(by: -1)               // negative: ignored
    c.advance(by: 0.5)
    #expect(c.now == 7.5)
}

@Test func time_timerQueueFiresInTimeOrderWithTiesInScheduleOrder() {
    let q = TimerQueue()
    var fired: [String] = []
    q.schedule(at: 2) { fired.append("b") }
    q.schedule(at: 1) { fired.append("a") }
    q.schedule(at: 2) { fired.append("c") }
    q.schedule(at: 2) { fired.append("d") }
    q.schedule(at: 3) { fired.append("e") }
    #expect(q.pendingCount == 5 && q.nextDueTime == 1)
    while let (_, action) = q.popDue(upTo: 2.5) { action() }
    #expect(fired == ["a", "b", "c", "d"])
    #expect(q.pendingCount == 1 && q.nextDueTime == 3)
}

@Test func time_timerQueueCancel() {
    let q = TimerQueue()
    var fired: [Int] = []
    let a = q.schedule(at: 1) { fired.append(1) }
    let b = q.schedule(at: 2) { fired.append(2) }
    q.cancel(a)
    #expect(!q.isPending(a) && q.isPending(b) && q.nextDueTime == 2)
    q.cancel(a)                      // twice: harmless
    while let (due, action) = q.popDue(upTo: 10) { #expect(due == 2); action() }
    #expect(fired == [2] && q.isEmpty)
    q.cancel(b)                      // after firing: harmless
    q.schedule(at: 1) {}; q.removeAll()
    #expect(q.isEmpty && q.nextDueTime == nil)
}

@Test func time_timerQueueNonFiniteDueTimes() {
    let q = TimerQueue()
    var fired: [String] = []
    q.schedule(at: .infinity) { fired.append("never") }
    q.schedule(at: 5) { fired.append("five") }
    q.schedule(at: .nan) { fired.append("nan") }       // treated as −∞: due at once
    while let (_, action) = q.popDue(upTo: 100) { action() }
    #expect(fired == ["nan", "five"])
    #expect(q.pendingCount == 1 && q.nextDueTime == .infinity)
}

@Test func time_propertyTimerQueueOrder() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...20).array(of: 0...60), Gen.int(in: 0...60).array(of: 0...10)) { dues, cancels in
        let q = TimerQueue()
        var fired: [(Int, Int)] = []
        var ids: [TimerID] = []
        for (i, d) in dues.enumerated() { ids.append(q.schedule(at: Double(d)) { fired.append((d, i)) }) }
        var cancelled = Set<Int>()
        for c in cancels where c < ids.count { q.cancel(ids[c]); cancelled.insert(c) }
        while let (_, action) = q.popDue(upTo: 100) { action() }
        let expected = dues.enumerated().filter { !cancelled.contains($0.offset) }
            .sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }.map { $0.offset }
        #expect(fired.map(\.1) == expected)
    }
}

/// A recognizer that only schedules timers (to drive the dispatcher's timer pumping).
final class TimerProbe: GestureRecognizer {
    var log: [String] = []
    var delays: [Double] = []
    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        for d in delays {
            scheduleTimer(after: d) { [unowned self] in self.log.append("fired \(d) at \(self.currentTime)") }
        }
    }
}

@Test func time_dispatcherFiresTimersBeforeTheFrameAndDrains() {
    let d = TouchDispatcher()
    let w = Window(frame: Rect(0, 0, 100, 100))
    let probe = TimerProbe()
    probe.delays = [0.5, 0.2, 0.2]
    w.addGestureRecognizer(probe)
    d.addWindow(w)
    d.handle(InputFrame(timestamp: 1, samples: [TouchSample(id: 1, phase: .began, location: Point(5, 5))]))
    #expect(!d.isIdle)
    d.handle(InputFrame(timestamp: 1.3, samples: [TouchSample(id: 1, phase: .moved, location: Point(6, 5))]))
    #expect(probe.log == ["fired 0.2 at 1.2", "fired 0.2 at 1.2"])
    d.advance(to: 1.4)
    #expect(probe.log.count == 2)
    d.drainTimers()
    #expect(probe.log.last == "fired 0.5 at 1.5")
    #expect(d.now == 1.5)
}

@Test func time_pumpTimersReadsTheClock() {
    let clock = ManualClock(start: 0)
    let d = TouchDispatcher(clock: clock)
    var fired = 0
    d.timerQueue.schedule(at: 2) { fired += 1 }
    clock.advance(to: 1); d.pumpTimers()
    #expect(fired == 0 && d.now == 1)
    clock.advance(to: 3); d.pumpTimers()
    #expect(fired == 1 && d.now == 3)
}

@Test func time_drainTimersStopsAtAnInfiniteDueTime() {
    let d = TouchDispatcher()
    var fired: [Double] = []
    d.timerQueue.schedule(at: 4) { fired.append(4) }
    d.timerQueue.schedule(at: .infinity) { fired.append(.infinity) }
    d.drainTimers()
    #expect(fired == [4] && d.now == 4)
    #expect(!d.isIdle)
}
