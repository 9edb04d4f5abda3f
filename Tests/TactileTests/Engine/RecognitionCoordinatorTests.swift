import Testing
@testable import Tactile

/// The recognition coordinator on its own, without a dispatcher: requests go
/// in, commits, effects and actions come out through a fake
/// `CoordinationEffects` that records them (as Flutter's `arena_test.dart`
/// drives its arena with test members and no binding).
@Suite struct RecognitionCoordinatorTests {
    /// Records what the coordinator asks of the rest of the engine.
    final class RecordingEffects: CoordinationEffects {
        var log: [String] = []
        var nextOrder: UInt64 = 100

        func report(_ diagnostic: DispatchDiagnostic) { log.append("report") }
        func ensureGroup(_ r: GestureRecognizer) -> RecognizerGroup {
            if let g = r.group?.root { return g }
            nextOrder += 1
            let g = RecognizerGroup(order: nextOrder)
            r.group = g
            g.recognizers.append(r)
            log.append("group \(r.debugName)")
            return g
        }
        func recognizerDidTransition(_ r: GestureRecognizer, from: GestureRecognizerState, to: GestureRecognizerState) {
            log.append("\(r.debugName) \(from)→\(to)")
        }
        func recognizerDidRecognize(_ r: GestureRecognizer) { log.append("\(r.debugName) recognized") }
        func reportHandlerLifecycle(_ r: GestureRecognizer, _ e: HandlerLifecycleEvent) {}
        func recognizerWillPerformActions(_ r: GestureRecognizer, for state: GestureRecognizerState) {}
    }

    /// A coordinator with its effects, and recognizers in one group with a touch down.
    final class Arena {
        let effects = RecordingEffects()
        let coordinator = RecognitionCoordinator()
        let group = RecognizerGroup(order: 1)

        init(observes: Bool = true) {
            coordinator.effects = effects
            coordinator.observesTransitions = observes
            group.liveTouchCount = 1
        }

        /// A member of the group whose actions log `"<name> acts <state>"`.
        func member<R: GestureRecognizer>(_ r: R, _ name: String) -> R {
            r.name = name
            r.group = group
            group.recognizers.append(r)
            let log = effects
            r.addAction { g in log.log.append("\(name) acts \(g.state)") }
            return r
        }

        /// A moved touch linked to `recognizers`, in that order, for a quiet batch.
        func touch(linkedTo recognizers: [GestureRecognizer]) -> Touch {
            let t = Touch(id: 1, serial: 1, timestamp: 0, location: .zero, window: nil, view: nil, type: .direct, tapCount: 1)
            for r in recognizers { t.record.links.append(RecognizerLink(recognizer: r, isIgnored: false)) }
            return t
        }

        /// Has `r`, link `index` of the batch's touch, request a change at its turn.
        func changeAtItsTurn(_ r: GestureRecognizer, link index: Int) {
            coordinator.startQuietTurn(of: r, at: index)
            coordinator.request(r, to: .changed)
            coordinator.endQuietTurn()
        }

        /// Resolves and fires, as a processing step does.
        func settle() {
            coordinator.resolve()
            coordinator.fireActions()
        }
    }

    @Test func aRecognitionFailsTheRecognizerWaitingForItsFailure() throws {
        let arena = Arena()
        let doubleTap = arena.member(TapGestureRecognizer(), "double")
        let singleTap = arena.member(TapGestureRecognizer(), "single")
        try singleTap.require(toFail: doubleTap)
        arena.coordinator.request(singleTap, to: .ended)
        #expect(singleTap.isWaitingForFailureRequirements)
        arena.coordinator.request(doubleTap, to: .ended)
        arena.settle()
        #expect(singleTap.state == .failed)
        #expect(arena.effects.log == [
            "double possible→ended", "single possible→failed", "double recognized", "double acts ended",
        ])
    }

    @Test func aFailureLetsTheWaitingRecognizerRecognize() throws {
        let arena = Arena()
        let doubleTap = arena.member(TapGestureRecognizer(), "double")
        let singleTap = arena.member(TapGestureRecognizer(), "single")
        try singleTap.require(toFail: doubleTap)
        arena.coordinator.request(singleTap, to: .ended)
        arena.coordinator.request(doubleTap, to: .failed)
        arena.settle()
        #expect(singleTap.state == .ended)
        #expect(arena.effects.log == [
            "double possible→failed", "single possible→ended", "single recognized", "single acts ended",
        ])
    }

    /// Exclusive recognizers (the default): the first to recognize fails the other.
    @Test func theFirstExclusiveRecognitionFailsTheOtherMembers() {
        let arena = Arena()
        let pan = arena.member(PanGestureRecognizer(), "pan")
        let tap = arena.member(TapGestureRecognizer(), "tap")
        arena.coordinator.request(pan, to: .began)
        arena.settle()
        #expect(tap.state == .failed)
        arena.coordinator.request(tap, to: .ended)
        #expect(tap.state == .failed)
        #expect(arena.effects.log.prefix(3) == ["pan possible→began", "tap possible→failed", "pan recognized"])
    }

    @Test func anIllegalTransitionIsReportedAndNotApplied() {
        let arena = Arena()
        let tap = arena.member(TapGestureRecognizer(), "tap")
        arena.coordinator.request(tap, to: .changed)
        #expect(tap.state == .possible)
        #expect(arena.effects.log == ["report"])
        #expect(!arena.coordinator.hasWork)
    }

    /// A change of a recognizer in progress is committed once, affects nobody
    /// else, and the observer is told of it.
    @Test func aChangeInProgressIsOneQuietCommit() {
        let arena = Arena()
        let pan = arena.member(PanGestureRecognizer(), "pan")
        arena.coordinator.request(pan, to: .began)
        arena.settle()
        arena.effects.log.removeAll()
        arena.coordinator.request(pan, to: .changed)
        #expect(arena.coordinator.commits.count == 1)
        #expect(arena.coordinator.hasOnlyQuietCommits())
        arena.settle()
        #expect(arena.effects.log == ["pan began→changed", "pan acts changed"])
        #expect(!arena.coordinator.hasWork)
    }

    /// Without an observer the change takes the same commit; only the report is missing.
    @Test func anObserverDoesNotChangeTheCommit() {
        func run(observes: Bool) -> ([String], Int) {
            let arena = Arena(observes: observes)
            let pan = arena.member(PanGestureRecognizer(), "pan")
            arena.coordinator.request(pan, to: .began)
            arena.settle()
            arena.coordinator.request(pan, to: .changed)
            let listed = arena.coordinator.commits.count
            arena.settle()
            return (arena.effects.log.filter { $0.contains("acts") }, listed)
        }
        let plain = run(observes: false), observed = run(observes: true)
        #expect(plain.0 == observed.0)
        #expect(plain.1 == observed.1)
    }

    // MARK: The quiet batch

    /// Two non-exclusive pans in progress, linked in this order to a moved
    /// touch whose batch is open.
    static func batchArena(observes: Bool = true) -> (Arena, PanGestureRecognizer, PanGestureRecognizer, Touch) {
        let arena = Arena(observes: observes)
        let first = arena.member(PanGestureRecognizer(), "first")
        let second = arena.member(PanGestureRecognizer(), "second")
        first.isExclusive = false
        second.isExclusive = false
        arena.coordinator.request(first, to: .began)
        arena.coordinator.request(second, to: .began)
        arena.settle()
        arena.effects.log.removeAll()
        let touch = arena.touch(linkedTo: [first, second])
        arena.coordinator.openQuietBatch(for: touch)
        return (arena, first, second, touch)
    }

    /// A change at the recognizer's turn is applied and counted, not listed;
    /// firing the batch runs its actions in link order and closes it.
    @Test func aChangeAtItsTurnIsCountedAndFiredInLinkOrder() {
        let (arena, first, second, touch) = Self.batchArena()
        arena.changeAtItsTurn(first, link: 0)
        arena.changeAtItsTurn(second, link: 1)
        #expect(first.state == .changed && second.state == .changed)
        #expect(arena.coordinator.commits.isEmpty)
        #expect(arena.coordinator.quietBatch.isOpen)
        arena.coordinator.fireQuietBatch()
        #expect(!arena.coordinator.quietBatch.isOpen)
        #expect(arena.effects.log == [
            "first began→changed", "second began→changed", "first acts changed", "second acts changed",
        ])
        #expect(first.record.quietChanges == 0 && second.record.quietChanges == 0)
        _ = touch
    }

    /// Any other commit made while the batch is open lists the counted
    /// changes first, in link order, then itself; the batch takes no more.
    @Test func anotherCommitListsTheBatchFirst() {
        let (arena, first, second, touch) = Self.batchArena()
        arena.changeAtItsTurn(second, link: 1)
        arena.changeAtItsTurn(first, link: 0)
        arena.coordinator.request(first, to: .ended)
        #expect(!arena.coordinator.quietBatch.isOpen)
        #expect(arena.coordinator.commits.map { "\($0.recognizer.debugName) \($0.state)" } == [
            "first changed", "second changed", "first ended",
        ])
        arena.changeAtItsTurn(second, link: 1)
        #expect(arena.coordinator.commits.count == 4)
        _ = touch
    }

    /// A change by a recognizer that is not at its turn is listed, after the batch.
    @Test func aChangeOutsideItsTurnClosesTheBatch() {
        let (arena, first, second, touch) = Self.batchArena()
        arena.changeAtItsTurn(first, link: 0)
        arena.coordinator.startQuietTurn(of: first, at: 0)
        arena.coordinator.request(second, to: .changed)
        arena.coordinator.endQuietTurn()
        #expect(!arena.coordinator.quietBatch.isOpen)
        #expect(arena.coordinator.commits.map(\.recognizer.debugName) == ["first", "second"])
        #expect(arena.coordinator.hasOnlyQuietCommits())
        _ = touch
    }

    /// A change whose group has no touch down may make the group resettable:
    /// it is listed (after the batch) and is not quiet.
    @Test func aChangeWithNoTouchDownIsListedAndLoud() {
        let (arena, first, _, touch) = Self.batchArena()
        arena.group.liveTouchCount = 0
        arena.changeAtItsTurn(first, link: 0)
        #expect(!arena.coordinator.quietBatch.isOpen)
        #expect(arena.coordinator.commits.count == 1)
        #expect(!arena.coordinator.hasOnlyQuietCommits())
        _ = touch
    }

    /// The engine's steady-state move commits through the same function:
    /// with or without an observer the change is counted in the batch, and
    /// the observer is only told.
    @Test func anObserverIsToldOfABatchedChangeAndChangesNothing() {
        func run(observes: Bool) -> [String] {
            let (arena, first, _, touch) = Self.batchArena(observes: observes)
            arena.coordinator.commitChange(first, quietLink: 0)
            #expect(arena.coordinator.commits.isEmpty)
            arena.coordinator.fireQuietBatch()
            _ = touch
            return arena.effects.log
        }
        #expect(run(observes: true) == ["first began→changed", "first acts changed"])
        #expect(run(observes: false) == ["first acts changed"])
    }

    /// A batch is not opened while commits wait for their effects or
    /// actions: the batched changes would have to follow them.
    @Test func noBatchOpensWhileCommitsWait() {
        let arena = Arena()
        let pan = arena.member(PanGestureRecognizer(), "pan")
        arena.coordinator.request(pan, to: .began)
        let touch = arena.touch(linkedTo: [pan])
        arena.coordinator.openQuietBatch(for: touch)
        #expect(!arena.coordinator.quietBatch.isOpen)
        arena.settle()
        arena.coordinator.openQuietBatch(for: touch)
        #expect(arena.coordinator.quietBatch.isOpen)
    }
}
