import Testing
import PropertyBased
@testable import Tactile
import TactileTestSupport

/// Registers another client from inside its tick.
private final class SpawningClient: FrameClient {
    let child: RecordingFrameClient
    init(child: RecordingFrameClient) { self.child = child }
    func frameClock(_ clock: FrameClock, tickAt now: Seconds) -> Bool {
        clock.register(child, priority: 100)
        return false
    }
}

/// A scroll motion driven by the clock: the integration's adapter in miniature.
private final class MotionClient: FrameClient {
    var motion: ScrollMotion
    init(_ motion: ScrollMotion) { self.motion = motion }
    func frameClock(_ clock: FrameClock, tickAt now: Seconds) -> Bool { motion.tick() }
}

/// seed-001 R52.
@Test func everyClientAdvancesWithTheSameNowInPriorityOrder() {
    let clock = FrameClock()
    let log = EventLog()
    clock.register(RecordingFrameClient("a", ticks: 2, log: log))
    clock.register(RecordingFrameClient("b", ticks: 1, log: log), priority: 5)
    clock.register(RecordingFrameClient("c", ticks: 3, log: log))
    clock.tick(at: 1)
    clock.tick(at: 2)
    clock.tick(at: 3)
    #expect(log.lines == ["b@1.0", "a@1.0", "c@1.0", "a@2.0", "c@2.0", "c@3.0"])
    #expect(!clock.isRunning)
    #expect(clock.tickCount == 3)
}

/// seed-001 R52.
@Test func clockIsMonotonicAndIgnoresBadTimes() {
    let clock = FrameClock()
    let log = EventLog()
    clock.register(RecordingFrameClient("a", ticks: 10, log: log))
    #expect(clock.tick(at: 1))
    #expect(!clock.tick(at: 1))
    #expect(!clock.tick(at: 0.5))
    #expect(!clock.tick(at: .nan))
    #expect(!clock.tick(at: .infinity))
    #expect(clock.tick(at: 2))
    #expect(log.lines == ["a@1.0", "a@2.0"])
}

@Test func frameClock_ClientRegisteredDuringATickRunsFromTheNextTick() {
    let clock = FrameClock()
    let log = EventLog()
    let child = RecordingFrameClient("child", ticks: 1, log: log)
    clock.register(SpawningClient(child: child))
    clock.register(RecordingFrameClient("late", ticks: 2, log: log))
    clock.tick(at: 1)
    #expect(log.lines == ["late@1.0"])
    clock.tick(at: 2)
    // The child has priority 100: it now runs first.
    #expect(log.lines == ["late@1.0", "child@2.0", "late@2.0"])
    #expect(!clock.isRunning)
}

@Test func frameClock_UnregisterStopsTicksAndReRegisterUpdatesPriority() {
    let clock = FrameClock()
    let log = EventLog()
    let a = RecordingFrameClient("a", ticks: 10, log: log), b = RecordingFrameClient("b", ticks: 10, log: log)
    clock.register(a)
    clock.register(b)
    clock.register(b, priority: 1)
    #expect(clock.clientCount == 2)
    clock.tick(at: 1)
    #expect(log.lines == ["b@1.0", "a@1.0"])
    clock.unregister(b)
    #expect(!clock.isRegistered(b))
    clock.tick(at: 2)
    #expect(log.lines == ["b@1.0", "a@1.0", "a@2.0"])
}

/// seed-001 R53.
@Test func ticksLieOnAnAbsoluteGrid() async {
    let clock = FrameClock(frameInterval: 1.0 / 60)
    #expect(clock.nextTickTime(after: 0) == 1.0 / 60)
    #expect(FrameClock(frameInterval: -1).frameInterval == FrameClock.defaultFrameInterval)
    await propertyCheck(count: 200, input: Gen.double(in: -1e6...1e6)) { t in
        let next = clock.nextTickTime(after: t)
        #expect(next > t)
        #expect(next - clock.frameInterval <= t)
        // Two clocks with the same interval agree (the grid is absolute, decision D4).
        #expect(FrameClock(frameInterval: 1.0 / 60).nextTickTime(after: t) == next)
    }
}

@Test func frameClock_DrivesAScrollMotionToRest() {
    var motion = ScrollMotion(physics: e15Physics(), range: unboundedRange)
    fling(&motion, fingerVelocity: Vector(0, -100))
    let client = MotionClient(motion)
    let clock = FrameClock(frameInterval: 1)
    clock.register(client)
    var t = 0.0
    while clock.isRunning, t < 1000 { t += 1; clock.tick(at: t) }
    #expect(client.motion.offset.y == 98.4375)
    #expect(client.motion.phase == .resting)
}

// MARK: The dispatcher's drivers

@Test func frameClock_timerQueueDrivesTicksOnTheGridUntilIdle() {
    let d = TouchDispatcher()
    d.advance(to: 0.005)
    let r = RecordingFrameClient(ticks: 5)
    d.frameClock.register(r)
    #expect(d.timerQueue.pendingCount == 1)          // exactly one pending tick timer
    d.drainTimers()
    #expect(r.times.count == 5)
    for (k, t) in r.times.enumerated() { #expect(abs(t - Double(k + 1) / 60) < 1e-12) }
    #expect(d.isIdle && !d.frameClock.isRunning)
    // Registering again from idle resumes on the next grid time after now.
    let r2 = RecordingFrameClient(ticks: 1)
    d.frameClock.register(r2)
    d.drainTimers()
    #expect(r2.times.count == 1 && abs(r2.times[0] - 6.0 / 60) < 1e-12)
}

@Test func frameClock_hostDrivenTicksScheduleNoTimers() {
    let d = TouchDispatcher()
    let r = RecordingFrameClient(ticks: 3)
    d.frameClock.register(r)
    d.tick(now: 0.010)                                // the host takes over
    #expect(d.frameClock.isHostDriven && r.times == [0.010])
    d.drainTimers()                                   // the pending grid timer fires as a no-op
    #expect(r.times == [0.010] && d.timerQueue.isEmpty)
    d.tick(now: 0.010)                                // not after the last tick: ignored
    d.tick(now: 0.027)
    d.tick(now: 0.043)
    #expect(r.times == [0.010, 0.027, 0.043] && !d.frameClock.isRunning)
    // Handing back to the timer queue resumes grid ticks.
    let r2 = RecordingFrameClient(ticks: 2)
    d.frameClock.register(r2)
    d.frameClock.isHostDriven = false
    d.drainTimers()
    #expect(r2.times.count == 2 && abs(r2.times[0] - 3.0 / 60) < 1e-12)
}

/// Seed-001 R52: a gesture settle and a scroll-style client advance on the
/// same ticks of the one clock (regression for the `SettleAnimation` move, D4).
/// seed-001 R52.
@Test func settleAndScrollShareTicks() {
    let d = TouchDispatcher()
    d.advance(to: 0.1)
    var settleTimes: [Seconds] = []
    let settle = SettleAnimation(dispatcher: d, duration: 0.1, step: { _ in settleTimes.append(d.now) }, completion: {})
    settle.begin()
    let scroll = RecordingFrameClient(ticks: 100)
    d.frameClock.register(scroll)
    d.drainTimers()
    #expect(settle.isFinished && settleTimes.count >= 6)
    #expect(Array(scroll.times.prefix(settleTimes.count)) == settleTimes)
    #expect(d.timerQueue.isEmpty)
}
