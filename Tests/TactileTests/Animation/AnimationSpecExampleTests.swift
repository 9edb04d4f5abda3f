import Testing
@testable import Tactile
import TactileTestSupport

// Seed-001 worked examples E23–E30 (spec §5) that need no views.
// E26 (retain counts through the view tree) waits for the integration.

/// seed-001 E23.
@Test func singleTimerAdvancesEveryAnimationInOneTick() {
    let animator = Animator()
    animator.model.setValue(.frame(Rect(0, 0, 40, 30)), for: AnimationKey(targetA, .frame))
    animator.model.setValue(.alpha(1), for: AnimationKey(targetB, .alpha))
    let f = AnimationRecorder(), a = AnimationRecorder()
    let frameAnimation = animator.animate(AnimationParameters(duration: 1, curve: .linear, name: "F", delegate: f)) {
        $0.setFrame(of: targetA, to: Rect(100, 0, 999, 999), fields: [.x])
    }
    let alphaAnimation = animator.animate(AnimationParameters(duration: 1, curve: .linear, name: "A", delegate: a)) {
        $0.setAlpha(of: targetB, to: 0)
    }
    animator.advance(to: 0.25)
    #expect(frameValue(animator, targetA) == Rect(25, 0, 40, 30))
    #expect(alphaValue(animator, targetB) == 0.75)
    animator.advance(to: 0.5)
    // Same tick: F.x = 50 and A.alpha = 0.5, width unchanged.
    #expect(frameValue(animator, targetA) == Rect(50, 0, 40, 30))
    #expect(alphaValue(animator, targetB) == 0.5)
    animator.advance(to: 1.0)
    #expect(frameValue(animator, targetA) == Rect(100, 0, 40, 30))
    #expect(alphaValue(animator, targetB) == 0)
    #expect(f.calls(for: frameAnimation) == [.start("F"), .stop("F", finished: true)])
    #expect(a.calls(for: alphaAnimation) == [.start("A"), .stop("A", finished: true)])
    #expect(animator.runningCount == 0)
    animator.advance(to: 2)
    #expect(f.calls.count == 2 && a.calls.count == 2)
}

/// seed-001 E23.
@Test func transformAndRotationAtHalfway() {
    let animator = Animator()
    animator.animate(AnimationParameters(duration: 1, curve: .linear)) {
        $0.setTransform(of: targetA, to: AffineTransform(scaleX: 2, y: 2), from: .identity)
        $0.setRotation(of: targetB, toDegrees: 90, fromDegrees: 0)
    }
    animator.advance(to: 0.5)
    #expect(animator.presentationValue(of: targetA, .transform) == .transform(AffineTransform(scaleX: 1.5, y: 1.5)))
    #expect(animator.presentationValue(of: targetB, .rotation) == .rotation(degrees: 45))
}

/// seed-001 E24.
@Test func delayAndStartTime() {
    let animator = Animator()
    let recorder = AnimationRecorder()
    let h = animator.animate(AnimationParameters(duration: 1, delay: 0.5, curve: .linear, name: "d", delegate: recorder)) {
        $0.setScalar(0, of: targetA, to: 100, from: 0)
    }
    animator.advance(to: 0.4)
    #expect(animator.fractionComplete(of: h) == 0)
    #expect(scalarValue(animator, targetA) == 0)
    #expect(recorder.calls.isEmpty)
    animator.advance(to: 1.0)
    #expect(animator.fractionComplete(of: h) == 0.5)
    #expect(scalarValue(animator, targetA) == 50)
    #expect(recorder.calls == [.start("d")])
    animator.advance(to: 1.5)
    #expect(scalarValue(animator, targetA) == 100)
    #expect(recorder.calls == [.start("d"), .stop("d", finished: true)])

    // An explicit start time (setAnimationStartTime) replaces the commit time.
    let later = Animator()
    let g = later.animate(AnimationParameters(duration: 1, delay: 0.5, curve: .linear, startTime: 2)) {
        $0.setScalar(0, of: targetA, to: 100, from: 0)
    }
    later.advance(to: 2.4)
    #expect(later.fractionComplete(of: g) == 0)
    later.advance(to: 3.0)
    #expect(later.fractionComplete(of: g) == 0.5)
}

/// seed-001 E25.
@Test func crossProcessSynchronization() {
    let server = AnimationSynchronizer()
    let p1 = TestProcess(1), p2 = TestProcess(2)
    let w2210 = AnimationTargetID(2210), w2220 = AnimationTargetID(2220)
    p1.animator.model.setValue(.frame(Rect(0, 0, 320, 200)), for: AnimationKey(w2210, .frame))
    p2.animator.model.setValue(.frame(Rect(0, 200, 320, 300)), for: AnimationKey(w2220, .frame))
    let n1 = [RenderNode(id: w2210, frame: Rect(0, 0, 320, 200))]
    let n2 = [RenderNode(id: w2220, frame: Rect(0, 200, 320, 300))]
    let sync = SyncID(7)
    let r1 = AnimationRecorder(), r2 = AnimationRecorder()

    #expect(server.requestSynchronization(sync, from: p1, expecting: .count(2)) == .accepted)
    #expect(p1.log.isEmpty && p2.log.isEmpty)
    #expect(server.requestSynchronization(sync, from: p2, expecting: .count(2)) == .accepted)
    #expect(p1.log == ["confirmed 7"] && p2.log == ["confirmed 7"])

    // P1 commits its second state: nothing starts, the picture keeps 200 / 300.
    p1.animator.advance(to: 0.1)
    p1.animator.animate(AnimationParameters(duration: 1, curve: .linear, delegate: r1, synchronization: sync)) {
        $0.setFrame(of: w2210, to: Rect(0, 0, 320, 300), fields: [.height])
    }
    #expect(server.commit(sync, from: p1, at: 0.1) == .accepted)
    p1.animator.advance(to: 0.15)
    #expect(RenderSnapshot(nodes: n1, animator: p1.animator).entries[0].frame.height == 200)
    #expect(RenderSnapshot(nodes: n2, animator: p2.animator).entries[0].frame.height == 300)
    #expect(p1.log == ["confirmed 7"] && r1.calls.isEmpty)

    // P2 commits: the start call goes to both, at the last commit's time.
    p2.animator.advance(to: 0.2)
    p2.animator.animate(AnimationParameters(duration: 1, curve: .linear, delegate: r2, synchronization: sync)) {
        $0.setFrame(of: w2220, to: Rect(0, 300, 320, 200), fields: [.y, .height])
    }
    #expect(server.commit(sync, from: p2, at: 0.2) == .accepted)
    #expect(p1.log == ["confirmed 7", "start 7 at 0.2"] && p2.log == ["confirmed 7", "start 7 at 0.2"])
    #expect(server.phase(of: sync) == nil)

    // One frame grid for both processes: they begin together and end together.
    var startTick: [Double] = [], stopTick: [Double] = []
    for k in 13...80 {
        let t = Double(k) / 60
        p1.animator.advance(to: t)
        p2.animator.advance(to: t)
        let h1 = RenderSnapshot(nodes: n1, animator: p1.animator).entries[0].frame.height
        let h2 = RenderSnapshot(nodes: n2, animator: p2.animator).entries[0].frame.height
        #expect(abs((h1 - 200) - (300 - h2)) < 1e-9, "P1 grows exactly as P2 shrinks at t=\(t)")
        if r1.calls.count == 1 && startTick.isEmpty { startTick = [t]; #expect(r2.calls.count == 1) }
        if r1.calls.count == 2 && stopTick.isEmpty { stopTick = [t]; #expect(r2.calls.count == 2) }
    }
    #expect(startTick == [13.0 / 60])
    #expect(stopTick == [72.0 / 60])
    #expect(frameValue(p1.animator, w2210)?.height == 300)
    #expect(frameValue(p2.animator, w2220)?.height == 200)
}

/// seed-001 E27.
@Test func mediaLayersPartitioned() {
    let nodes = [
        RenderNode(id: AnimationTargetID(2704), frame: Rect(0, 0, 320, 180), contentKind: .media(preferredFramesPerSecond: 30)),
        RenderNode(id: AnimationTargetID(2710), frame: Rect(0, 180, 320, 300)),
        RenderNode(id: AnimationTargetID(2720), parent: 1, frame: Rect(10, 10, 60, 44)),
        RenderNode(id: AnimationTargetID(2730), parent: 1, frame: Rect(80, 10, 60, 44)),
        RenderNode(id: AnimationTargetID(2740), parent: 1, frame: Rect(150, 10, 60, 44)),
    ]
    let snapshot = RenderSnapshot(nodes: nodes)
    let parts = snapshot.partition()
    #expect(parts.media.map { $0.id.rawValue } == [2704])
    #expect(parts.media[0].parent == nil)
    #expect(parts.nonMedia.entries.map { $0.id.rawValue } == [2710, 2720, 2730, 2740])
    #expect(parts.nonMedia.entries.map { $0.parent } == [nil, 0, 0, 0])
    #expect(parts.nonMedia.entries[1].screenFrame == Rect(10, 190, 60, 44))
    // Every entry is classified: nothing lost, nothing doubled.
    #expect(parts.media.count + parts.nonMedia.entries.count == snapshot.entries.count)
}

/// seed-001 E27.
@Test func nonMediaChildOfMediaMovesUpToItsNonMediaAncestor() {
    let nodes = [
        RenderNode(id: AnimationTargetID(1), frame: Rect(0, 0, 320, 480)),
        RenderNode(id: AnimationTargetID(2), parent: 0, frame: Rect(0, 0, 320, 180), contentKind: .media(preferredFramesPerSecond: nil)),
        RenderNode(id: AnimationTargetID(3), parent: 1, frame: Rect(10, 140, 300, 30)),
    ]
    let parts = RenderSnapshot(nodes: nodes).partition()
    #expect(parts.media.map { $0.id.rawValue } == [2] && parts.media[0].parent == 0)
    #expect(parts.nonMedia.entries.map { $0.id.rawValue } == [1, 3])
    #expect(parts.nonMedia.entries[1].parent == 0 && parts.nonMedia.entries[1].depth == 1)
}

/// seed-001 E28.
@Test func snapshotIsAValueLaterChangesDoNotTouch() {
    let animator = Animator()
    let nodes = [RenderNode(id: targetA, frame: Rect(0, 0, 100, 100))]
    animator.model.setValue(.frame(Rect(0, 0, 100, 100)), for: AnimationKey(targetA, .frame))
    animator.animate(AnimationParameters(duration: 1, curve: .linear)) { $0.setFrame(of: targetA, to: Rect(100, 0, 100, 100)) }
    animator.advance(to: 0.5)
    let taken = RenderSnapshot(nodes: nodes, animator: animator)
    let copy = taken
    animator.advance(to: 1)
    #expect(taken == copy)
    #expect(taken.entries[0].frame == Rect(50, 0, 100, 100))
    #expect(RenderSnapshot(nodes: nodes, animator: animator).entries[0].frame == Rect(100, 0, 100, 100))
}

/// seed-001 E29.
@Test func statusBarImmediateAndSynchronized() {
    let server = AnimationSynchronizer()
    let app = TestProcess(1)
    let layout: (StatusBarMode, StatusBarOrientation) -> Rect = { mode, _ in
        Rect(0, 0, 320, mode == .default ? 20 : 40)
    }
    let bar = StatusBar(participant: SyncParticipantID(99), target: AnimationTargetID(500), animator: app.animator,
                        synchronizer: server, layout: layout)
    #expect(bar.frame.height == 20)

    // Duration 0: applied at once, no animation ticks.
    bar.setMode(StatusBarMode(1), orientation: .portrait, duration: 0)
    #expect(bar.frame.height == 40 && bar.mode == StatusBarMode(1))
    #expect(app.animator.runningCount == 0 && !app.animator.needsFrames)

    // Duration 0.3 and sync id 5: waits for session 5's start call.
    let sync = SyncID(processSynchID: 5)
    #expect(sync != nil && SyncID(processSynchID: 0) == nil)
    server.requestSynchronization(SyncID(5), from: app, expecting: .participants([SyncParticipantID(1), SyncParticipantID(99)]))
    app.animator.advance(to: 1)
    bar.setMode(.default, orientation: .portrait, duration: 0.3, syncID: sync)
    #expect(app.log == ["confirmed 5"])
    app.animator.advance(to: 2)
    #expect(bar.frame.height == 40)
    server.commit(SyncID(5), from: app, at: 2)
    #expect(app.log == ["confirmed 5", "start 5 at 2.0"])
    app.animator.advance(to: 2.15)
    #expect(nearly(bar.frame.height, 30, within: 1e-9))  // ease-in-out is symmetric: half the distance at half the time
    app.animator.advance(to: 2.3)
    #expect(bar.frame.height == 20)

    // A session that refuses the bar does not freeze it.
    server.requestSynchronization(SyncID(6), from: app, expecting: .count(1))
    bar.setMode(StatusBarMode(1), orientation: .portrait, duration: 0, syncID: SyncID(6))
    #expect(bar.frame.height == 40)
}

/// seed-001 E30.
@Test func suspensionAnimationHandshake() {
    var animating = SuspensionHandshake()
    animating.ask(startTime: 4)
    animating.applicationAnswered(willAnimate: true)
    #expect(animating.state == .awaitingApplication(startTime: 4))
    #expect(!animating.isSuspended)
    animating.suspend(withAnimation: false)
    #expect(animating.state == .suspended(systemAnimates: false))

    var immediate = SuspensionHandshake()
    immediate.ask(startTime: 4)
    immediate.applicationAnswered(willAnimate: false)
    #expect(immediate.isSuspended)

    // Calls out of turn change nothing.
    var idle = SuspensionHandshake()
    idle.suspend(withAnimation: false)
    idle.applicationAnswered(willAnimate: false)
    #expect(idle.state == .running)
}
