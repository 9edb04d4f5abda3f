import Testing
@testable import Tactile
import TactileTestSupport

// Seed-001 rules R52–R62 and R67 (design note §5.2) as far as they hold
// without views.

/// seed-001 R52.
@Test func oneAdvanceUpdatesEveryAnimationWithTheSameNow() {
    let animator = Animator()
    let keys = (0..<5).map { AnimationTargetID(UInt64($0)) }
    for (i, target) in keys.enumerated() {
        animator.advance(to: Double(i) * 0.1)
        animator.animate(AnimationParameters(duration: 1, curve: .linear)) { $0.setScalar(0, of: target, to: 100, from: 0) }
    }
    animator.advance(to: 0.9)
    // Each value is the R54 fraction at the one shared now, 0.9.
    for (i, target) in keys.enumerated() {
        #expect(nearly(scalarValue(animator, target), 100 * (0.9 - Double(i) * 0.1), within: 1e-9))
    }
    // Going back in time is ignored; the same time again fires nothing twice.
    let recorder = AnimationRecorder()
    animator.animate(AnimationParameters(duration: 0.05, curve: .linear, delegate: recorder)) { $0.setAlpha(of: targetA, to: 0, from: 1) }
    animator.advance(to: 1)
    animator.advance(to: 1)
    animator.advance(to: 0.5)
    #expect(animator.now == 1)
    #expect(recorder.calls.count == 2)
}

/// seed-001 R54.
@Test func fractionIsClampedElapsedOverDuration() {
    let timing = AnimationTiming(startTime: 10, delay: 2, duration: 4)
    #expect(timing.phase(at: 11).cycleFraction == 0 && !timing.phase(at: 11).hasBegun)
    #expect(timing.phase(at: 12).cycleFraction == 0 && timing.phase(at: 12).hasBegun)
    #expect(timing.phase(at: 13).cycleFraction == 0.25)
    #expect(timing.phase(at: 16).cycleFraction == 1 && timing.phase(at: 16).hasEnded)
    #expect(timing.phase(at: 99).cycleFraction == 1)
    // Bad input is repaired, never trapped on.
    let bad = AnimationTiming(startTime: .nan, delay: -1, duration: .infinity, repeatCount: .nan)
    #expect(bad.isImmediate && bad.delay == 0 && bad.startTime == 0 && bad.repeatCount == 0)
    let never = AnimationTiming(startTime: 1, duration: 0, repeatCount: .infinity, autoreverses: true)
    #expect(never.endTime == 1 && never.phase(at: 0).hasEnded)
}

/// seed-001 R54.
@Test func durationZeroAppliesAtOnce() {
    let animator = Animator()
    let recorder = AnimationRecorder()
    animator.animate(AnimationParameters(duration: 0, delay: 3, name: "now", delegate: recorder)) {
        $0.setAlpha(of: targetA, to: 0.25, from: 1)
    }
    // Applied before `animate` returns: no ticks, start and stop already reported.
    #expect(alphaValue(animator, targetA) == 0.25)
    #expect(animator.model.value(for: AnimationKey(targetA, .alpha)) == .alpha(0.25))
    #expect(recorder.calls == [.start("now"), .stop("now", finished: true)])
    #expect(animator.runningCount == 0)
}

/// seed-001 R55.
@Test func frameAnimationChangesOnlySignificantFields() {
    let animator = Animator()
    let start = Rect(10, 20, 30, 40)
    animator.animate(AnimationParameters(duration: 1, curve: .linear)) {
        $0.setFrame(of: targetA, to: Rect(110, 220, 130, 140), from: start, fields: [.width, .y])
    }
    #expect(frameValue(animator, targetA) == start)  // fraction 0: the start value
    animator.advance(to: 0.5)
    #expect(frameValue(animator, targetA) == Rect(10, 120, 80, 40))
    animator.advance(to: 1)
    #expect(frameValue(animator, targetA) == Rect(10, 220, 130, 40))  // fraction 1: the end value
    #expect(animator.model.value(for: AnimationKey(targetA, .frame)) == .frame(Rect(10, 220, 130, 40)))
}

/// seed-001 R55.
@Test func interpolationIsExactAtZeroAndOne() {
    let s = AnimationValue.transform(AffineTransform(a: 0.1, b: 0.7, c: -0.3, d: 0.3, tx: 1e-7, ty: 3.3))
    let e = AnimationValue.transform(AffineTransform(a: 0.3, b: -0.2, c: 0.9, d: 1.7, tx: 0.1, ty: -4.4))
    #expect(AnimationValue.interpolate(from: s, to: e, progress: 0) == s)
    #expect(AnimationValue.interpolate(from: s, to: e, progress: 1) == e)
    #expect(AnimationValue.interpolate(from: .alpha(0.1), to: .alpha(0.3), progress: 1) == .alpha(0.3))
    // Mismatched kinds: the end value.
    #expect(AnimationValue.interpolate(from: .alpha(0.1), to: .scalar(3), progress: 0.5) == .scalar(3))
}

/// seed-001 R56.
@Test func cancelReportsFractionOnce() {
    let animator = Animator()
    let recorder = AnimationRecorder()
    let h = animator.animate(AnimationParameters(duration: 2, curve: .linear, name: "c", delegate: recorder)) {
        $0.setScalar(0, of: targetA, to: 100, from: 0)
    }
    animator.advance(to: 0.5)
    #expect(animator.cancel(h))
    #expect(recorder.calls == [.start("c"), .stopAt("c", fraction: 0.25)])
    // Left where it was: the model takes the value shown.
    #expect(scalarValue(animator, targetA) == 25)
    #expect(!animator.cancel(h))
    animator.advance(to: 5)
    #expect(recorder.calls.count == 2)

    // Cancelled during its delay: one stop, no start.
    let waiting = animator.animate(AnimationParameters(duration: 1, delay: 1, curve: .linear, name: "w", delegate: recorder)) {
        $0.setScalar(0, of: targetA, to: 0)
    }
    animator.advance(to: 5.5)
    animator.cancel(waiting, leaving: .start)
    #expect(recorder.calls.suffix(1) == [.stop("w", finished: false)])
    #expect(scalarValue(animator, targetA) == 25)
}

/// seed-001 R57.
@Test func groupParametersAndContext() {
    final class Context {}
    let context = Context()
    let animator = Animator()
    let recorder = AnimationRecorder()
    let parameters = AnimationParameters(duration: 2, delay: 1, curve: .linear, name: nil, context: context,
                                         delegate: recorder, startTime: 10)
    let h = animator.animate(parameters) { tx in
        tx.setFrame(of: targetA, to: Rect(100, 0, 10, 10), from: Rect(0, 0, 10, 10))
        tx.setAlpha(of: targetB, to: 0, from: 1)
        tx.setAlpha(of: targetB, to: 0.5, from: 1)  // the last change to a property wins
    }
    animator.advance(to: 12)
    // One timing for the whole group: start 10, delay 1, duration 2 → fraction 0.5 at 12.
    #expect(frameValue(animator, targetA) == Rect(50, 0, 10, 10))
    #expect(alphaValue(animator, targetB) == 0.75)
    animator.advance(to: 13)
    // One start and one stop for the group, with its (nil) id and its context.
    #expect(recorder.calls == [.start(nil), .stop(nil, finished: true)])
    #expect(recorder.contexts == [ObjectIdentifier(context), ObjectIdentifier(context)])
    #expect(recorder.handles == [h, h])
}

/// seed-001 R58.
@Test func priorityThenLaterStartWins() {
    let animator = Animator()
    let high = AnimationParameters(duration: 10, curve: .linear, priority: 1)
    let low = AnimationParameters(duration: 10, curve: .linear, priority: 0)
    animator.animate(high) { $0.setScalar(0, of: targetA, to: 100, from: 0) }
    animator.advance(to: 1)
    animator.animate(low) { $0.setScalar(0, of: targetA, to: -100, from: 0) }
    animator.advance(to: 2)
    #expect(scalarValue(animator, targetA) == 20)  // the higher priority, although started earlier

    let equal = Animator()
    equal.animate(low) { $0.setScalar(0, of: targetA, to: 100, from: 0) }
    equal.advance(to: 1)
    equal.animate(low) { $0.setScalar(0, of: targetA, to: -100, from: 0) }
    equal.advance(to: 2)
    #expect(scalarValue(equal, targetA) == -10)  // equal priority: the later start

    // An animation still in its delay does not take over from one that has begun.
    let delayed = Animator()
    delayed.animate(low) { $0.setScalar(0, of: targetA, to: 100, from: 0) }
    delayed.animate(AnimationParameters(duration: 10, delay: 5, curve: .linear)) { $0.setScalar(0, of: targetA, to: -100, from: 0) }
    delayed.advance(to: 2)
    #expect(scalarValue(delayed, targetA) == 20)
    delayed.advance(to: 6)
    #expect(scalarValue(delayed, targetA) == -10)
}

/// seed-001 R60.
@Test func confirmationOnlyWhenAllJoined() {
    let server = AnimationSynchronizer()
    let p = (1...3).map { TestProcess(UInt64($0)) }
    let outsider = TestProcess(9)
    let sync = SyncID(3)
    let list = SyncExpectation.participants(p.map { $0.syncParticipantID })
    #expect(server.requestSynchronization(sync, from: p[0], expecting: list) == .accepted)
    #expect(server.requestSynchronization(sync, from: outsider, expecting: list) == .notExpected)
    #expect(server.requestSynchronization(sync, from: p[2], expecting: nil) == .accepted)
    #expect(server.requestSynchronization(sync, from: p[2], expecting: list) == .duplicate)
    #expect(server.phase(of: sync) == .gathering(joined: 2, expected: 3))
    #expect(p.allSatisfy { $0.log.isEmpty })
    #expect(server.requestSynchronization(sync, from: p[1], expecting: .count(3)) == .invalidExpectation)
    #expect(server.requestSynchronization(sync, from: p[1], expecting: list) == .accepted)
    #expect(p.allSatisfy { $0.log == ["confirmed 3"] })
    #expect(outsider.log.isEmpty)
    #expect(server.phase(of: sync) == .confirmed(committed: 0, expected: 3))
    // Count form; bad expectations are refused.
    #expect(server.requestSynchronization(SyncID(4), from: p[0], expecting: .count(0)) == .invalidExpectation)
    #expect(server.requestSynchronization(SyncID(4), from: p[0], expecting: .participants([p[0].syncParticipantID, p[0].syncParticipantID])) == .invalidExpectation)
    #expect(server.commit(SyncID(4), from: p[0], at: 0) == .notJoined)
    #expect(server.requestSynchronization(SyncID(4), from: p[0], expecting: .count(2)) == .accepted)
    #expect(server.requestSynchronization(SyncID(4), from: outsider, expecting: .count(2)) == .accepted)
    #expect(server.requestSynchronization(SyncID(4), from: p[1], expecting: .count(2)) == .notExpected)
    #expect(outsider.log == ["confirmed 4"])
}

/// seed-001 R62.
@Test func renderTreeFrozenUntilAllCommit() {
    let server = AnimationSynchronizer()
    let p1 = TestProcess(1), p2 = TestProcess(2)
    let sync = SyncID(1)
    let nodes = [RenderNode(id: targetA, frame: Rect(0, 0, 100, 100), alpha: 1)]
    server.requestSynchronization(sync, from: p1, expecting: .count(2))
    server.requestSynchronization(sync, from: p2, expecting: .count(2))
    p1.animator.model.setValue(.alpha(1), for: AnimationKey(targetA, .alpha))
    p1.animator.animate(AnimationParameters(duration: 1, curve: .linear, synchronization: sync)) { $0.setAlpha(of: targetA, to: 0) }
    server.commit(sync, from: p1, at: 0)
    for t in [0.5, 1.0, 5.0] {
        p1.animator.advance(to: t)
        #expect(RenderSnapshot(nodes: nodes, animator: p1.animator).entries[0].alpha == 1, "old state at \(t)")
    }
    #expect(!p1.animator.needsFrames && p1.animator.runningCount == 1)
    #expect(server.commit(sync, from: p1, at: 5) == .duplicate)
    #expect(server.commit(sync, from: p2, at: 6) == .accepted)
    #expect(p1.log.last == "start 1 at 6.0")
    p1.animator.advance(to: 6.5)
    #expect(RenderSnapshot(nodes: nodes, animator: p1.animator).entries[0].alpha == 0.5)
}

/// seed-001 R67.
@Test func willRemoveBeforeTheSnapshotChanges() {
    final class Observer: RenderRemovalObserver {
        var log: [String] = []
        func willRemove(_ id: AnimationTargetID, from current: RenderSnapshot) {
            log.append("willRemove \(id.rawValue) shown=\(current.entry(id) != nil)")
        }
        func didPublish(_ snapshot: RenderSnapshot) { log.append("published \(snapshot.entries.count)") }
    }
    let full = RenderSnapshot(nodes: [
        RenderNode(id: AnimationTargetID(1), frame: Rect(0, 0, 100, 100)),
        RenderNode(id: AnimationTargetID(2), parent: 0, frame: Rect(0, 0, 50, 50)),
        RenderNode(id: AnimationTargetID(3), parent: 1, frame: Rect(0, 0, 10, 10)),
        RenderNode(id: AnimationTargetID(4), parent: 0, frame: Rect(50, 0, 50, 50)),
    ])
    let pruned = RenderSnapshot(nodes: [
        RenderNode(id: AnimationTargetID(1), frame: Rect(0, 0, 100, 100)),
        RenderNode(id: AnimationTargetID(4), parent: 0, frame: Rect(50, 0, 50, 50)),
    ])
    let publisher = RenderSnapshotPublisher(initial: full)
    let observer = Observer()
    publisher.observer = observer
    publisher.publish(pruned)
    #expect(observer.log == ["willRemove 2 shown=true", "willRemove 3 shown=true", "published 2"])
    #expect(publisher.current == pruned)
}

@Test func renderSnapshot_clipAlphaHiddenAndRepairedParents() {
    let nodes = [
        RenderNode(id: AnimationTargetID(1), frame: Rect(10, 10, 100, 100), alpha: 0.5, clipsToBounds: true),
        RenderNode(id: AnimationTargetID(2), parent: 0, frame: Rect(80, 80, 50, 50), alpha: 0.5),
        RenderNode(id: AnimationTargetID(3), parent: 1, frame: Rect(0, 0, 5, 5), isHidden: true),
        RenderNode(id: AnimationTargetID(4), parent: 2, frame: Rect(0, 0, 5, 5)),  // under a hidden node
        RenderNode(id: AnimationTargetID(5), parent: 7, frame: Rect(1, 2, 3, 4), alpha: .nan),  // bad parent
    ]
    let s = RenderSnapshot(nodes: nodes)
    #expect(s.entries.map { $0.id.rawValue } == [1, 2, 5])
    #expect(s.entries[1].screenFrame == Rect(90, 90, 50, 50))
    #expect(s.entries[1].clip == Rect(10, 10, 100, 100))
    #expect(s.entries[1].effectiveAlpha == 0.25)
    #expect(s.entries[0].clip == nil)
    #expect(s.repairedParents == 1 && s.entries[2].parent == nil && s.entries[2].alpha == 1)
}

/// seed-001 R56.
@Test func cancelAnimationsOfATargetStopsOnlyThose() {
    let animator = Animator()
    let recorder = AnimationRecorder()
    animator.animate(AnimationParameters(duration: 1, curve: .linear, name: "a", delegate: recorder)) {
        $0.setScalar(0, of: targetA, to: 10, from: 0)
    }
    animator.animate(AnimationParameters(duration: 1, curve: .linear, name: "b", delegate: recorder)) {
        $0.setScalar(0, of: targetB, to: 10, from: 0)
    }
    #expect(animator.needsFrames && animator.isAnimating(AnimationKey(targetA, .scalar(channel: 0))))
    animator.advance(to: 0.5)
    animator.cancelAnimations(of: targetA, leaving: .end)
    #expect(scalarValue(animator, targetA) == 10 && !animator.isAnimating(AnimationKey(targetA, .scalar(channel: 0))))
    #expect(scalarValue(animator, targetB) == 5 && animator.runningCount == 1)
    animator.advance(to: 1)
    #expect(recorder.calls == [.start("a"), .start("b"), .stop("a", finished: false), .stop("b", finished: true)])
    #expect(!animator.needsFrames)
}
