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
        func closeQuietBatch() { log.append("close batch") }
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
}
