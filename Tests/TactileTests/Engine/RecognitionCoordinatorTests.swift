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
        func recognizerWillPerformActions(_ r: GestureRecognizer) {}
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

        /// The touches of the batches opened (the batch holds its touch unretained).
        var touches: [Touch] = []

        /// Opens a quiet batch for a touch whose links hold `links`, then has
        /// `r` request `.changed` `times` times in its turn.
        func changeInTurn(_ r: GestureRecognizer, links: [GestureRecognizer], times: Int = 1) {
            let touch = Touch(id: 1, serial: 1, timestamp: 0, location: .zero, window: nil, view: nil, type: .direct, tapCount: 1)
            touch.record.links = links.map { RecognizerLink(recognizer: $0, isIgnored: false) }
            touches.append(touch)
            coordinator.openQuietBatch(for: touch)
            coordinator.startQuietTurn(of: r, at: links.firstIndex { $0 === r } ?? 0)
            for _ in 0..<times { coordinator.request(r, to: .changed) }
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

    /// A quiet change counted in the batch precedes a commit made after it:
    /// that commit first lists the batch.
    @Test func aLaterCommitListsTheQuietBatchFirst() {
        let arena = Arena()
        let pan = arena.member(PanGestureRecognizer(), "pan")
        let tap = arena.member(TapGestureRecognizer(), "tap")
        tap.isExclusive = false
        pan.isExclusive = false
        arena.coordinator.request(pan, to: .began)
        arena.settle()
        arena.changeInTurn(pan, links: [pan, tap])
        #expect(arena.coordinator.commits.isEmpty)  // counted, not listed
        arena.coordinator.request(tap, to: .ended)
        #expect(arena.coordinator.commits.map { $0.state } == [.changed, .ended])
        #expect(arena.coordinator.commits.first?.recognizer === pan)
    }

    /// A change out of turn (another recognizer's, while the batch is open)
    /// is listed after the batch, which it lists first.
    @Test func aChangeOutOfTurnListsTheBatchBeforeItself() {
        let arena = Arena()
        let pan = arena.member(PanGestureRecognizer(), "pan")
        let other = arena.member(PanGestureRecognizer(), "other")
        pan.isExclusive = false
        other.isExclusive = false
        arena.coordinator.request(pan, to: .began)
        arena.coordinator.request(other, to: .began)
        arena.settle()
        arena.effects.log.removeAll()
        arena.changeInTurn(pan, links: [pan])
        arena.coordinator.request(other, to: .changed)
        #expect(arena.coordinator.commits.map { $0.recognizer.debugName } == ["pan", "other"])
        arena.coordinator.resolve()
        arena.coordinator.fireQuietBatch()  // already listed: nothing to fire
        arena.coordinator.fireActions()
        #expect(arena.effects.log == [
            "pan began→changed", "other began→changed", "pan acts changed", "other acts changed",
        ])
    }

    /// A quiet step fires the counted changes' actions without listing them.
    @Test func aQuietBatchFiresItsActionsWithoutListingThem() {
        let arena = Arena()
        let pan = arena.member(PanGestureRecognizer(), "pan")
        arena.coordinator.request(pan, to: .began)
        arena.settle()
        arena.effects.log.removeAll()
        arena.changeInTurn(pan, links: [pan], times: 2)
        #expect(arena.coordinator.commits.isEmpty)
        #expect(arena.coordinator.hasOnlyQuietCommits())
        arena.coordinator.resolve()
        arena.coordinator.fireQuietBatch()
        #expect(arena.effects.log == [
            "pan began→changed", "pan changed→changed", "pan acts changed", "pan acts changed",
        ])
        #expect(!arena.coordinator.hasWork)
    }
}
