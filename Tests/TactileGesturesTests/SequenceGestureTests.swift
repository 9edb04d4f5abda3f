import Testing
import Tactile
import TactileGestures
import TactileTestSupport

/// SequenceGesture across attempts: each touch sequence is an attempt of its own.
@Suite struct SequenceGestureTests {
    /// sequenced(before:): "Sequences a gesture with another one to create a new gesture, which results in the
    /// second gesture only receiving events after the first gesture succeeds." — so whatever the second gesture
    /// did in an attempt whose first gesture failed cannot decide the next attempt. Attempt 1: the long press
    /// fails (the finger moves too far), and its drag fails after it (when the finger lifts). Attempt 2: the
    /// press succeeds, then the drag follows the finger, and the sequence ends with `.second(true, drag)`.
    @Test func aFailedAttemptDoesNotFailTheNextOne() {
        let f = GestureFixture()
        var values: [SequenceGesture<LongPressGesture, DragGesture>.Value] = []
        var ended: [SequenceGesture<LongPressGesture, DragGesture>.Value] = []
        f.card.gesture(LongPressGesture().sequenced(before: DragGesture())
            .onChanged { values.append($0) }
            .onEnded { ended.append($0) })
        f.drag(1, from: f.inCard(100, 100), to: f.inCard(200, 100), steps: 5)
        #expect(values == [.first(true)])
        #expect(ended.isEmpty)

        values = []
        f.down(2, at: f.inCard(100, 100))
        f.wait(0.6)
        #expect(values == [.first(true), .second(true, nil)])
        f.move(2, to: f.inCard(140, 100))
        guard case .second(true, let drag?)? = values.last else {
            Issue.record("expected .second(true, drag), got \(String(describing: values.last))")
            return
        }
        #expect(drag.translation == Size(40, 0))
        f.up(2)
        guard ended.count == 1, case .second(true, let last?) = ended[0] else {
            Issue.record("expected the sequence to end once with .second(true, drag), got \(ended)")
            return
        }
        #expect(last.translation == Size(40, 0))
    }
}

/// A sequence whose first gesture succeeded ends once no recognizer of it holds a touch, even when its second
/// gesture's recognizer never took one (found by `GesturePropertyTests`, shrunk).
@Suite struct SequenceGestureEndTests {
    /// How often a gesture attached high-priority on the window began and ended (or was cancelled);
    /// its `updating` counts into `state`.
    final class Life {
        var began = 0, finished = 0
        init<G: Gesture>(_ gesture: G, on f: GestureFixture, state: GestureState<Int>) {
            f.window.highPriorityGesture(gesture.updating(state) { _, s, _ in s += 1 }.onEvent { e in
                switch e {
                case .changed: if self.began == self.finished { self.began += 1 }
                case .ended, .cancelled: if self.began > self.finished { self.finished += 1 }
                case .failed: break
                }
            }, including: .all)
        }

        /// Feeds `frames`; the sequence is in progress then (its first gesture succeeded). Cancels every
        /// touch and runs the timers: it has ended, and `state` is back to 0.
        func feedThenCancel(_ frames: [(Double, [TouchSample])], _ f: GestureFixture, _ state: GestureState<Int>,
                            sourceLocation: SourceLocation = #_sourceLocation) {
            for (t, samples) in frames { f.frame(t, samples) }
            #expect(began == finished + 1, "the sequence is in progress", sourceLocation: sourceLocation)
            f.dispatcher.cancelAllTouches()
            f.dispatcher.drainTimers()
            #expect(began == finished, "began \(began), finished \(finished)", sourceLocation: sourceLocation)
            #expect(state.wrappedValue == 0, sourceLocation: sourceLocation)
        }
    }

    /// The window's long press sequenced before a tap, fed repeated touch-downs (each repaired by the engine:
    /// the old contact ends) and time that goes back. The tap fails and resets while the press's second
    /// attempt runs, so it never takes that attempt's touch; when the press succeeds the sequence begins
    /// its second stage, and when the touches are cancelled it must end (cancelled) and its
    /// `GestureState` go back to 0 — `GestureState`: "resets the property back to its initial state when the
    /// gesture ends".
    @Test func aSequenceWhoseSecondGestureNeverTookATouchEndsWhenTheTouchesGo() {
        let f = GestureFixture()
        let state = GestureState(wrappedValue: 0)
        let life = Life(LongPressGesture(minimumDuration: 0.3).sequenced(before: TapGesture()), on: f, state: state)
        life.feedThenCancel([
            (-0.01, [TouchSample(id: 0, phase: .began, location: Point(0, 80))]),
            (0.014, [TouchSample(id: 1, phase: .began, location: Point(-20, 80))]),
            (0.3, [TouchSample(id: 1, phase: .began, location: Point(-20, 80)), TouchSample(id: 0, phase: .began, location: Point(0, 80))]),
            (0.29, [TouchSample(id: 1, phase: .began, location: Point(0, 80))]),
            (0.317, [TouchSample(id: 0, phase: .began, location: Point(-20, 80))]),
            (0.6, [TouchSample(id: 0, phase: .began, location: Point(-20, 80))])
        ], f, state)
    }

    /// The window's long press sequenced before a drag: the drag is cancelled (a repeated touch-down) and the
    /// sequence with it; the press's next attempt succeeds while the cancelled drag still holds its old touch,
    /// so the drag cannot begin again. When that touch goes the sequence must end (cancelled) and its
    /// `GestureState` go back to 0.
    @Test func aSequenceWhoseSecondGestureWasCancelledEndsWhenItsLastTouchGoes() {
        let f = GestureFixture()
        let state = GestureState(wrappedValue: 0)
        let life = Life(LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture(minimumDistance: 0)), on: f, state: state)
        life.feedThenCancel([
            (-0.01, [TouchSample(id: 0, phase: .began, location: Point(0, 80))]),
            (0.007, [TouchSample(id: 1, phase: .began, location: Point(-20, 80))]),
            (0.3, [TouchSample(id: 1, phase: .began, location: Point(0, 80))]),
            (0.29, [TouchSample(id: 0, phase: .moved, location: Point(-20, 80))]),
            (0.28, [TouchSample(id: 0, phase: .began, location: Point(-20, 80)), TouchSample(id: 0, phase: .began, location: Point(0, 80))]),
            (0.558, [TouchSample(id: 1, phase: .moved, location: Point(-20, 80))]),
            (0.6, [TouchSample(id: 0, phase: .began, location: Point(-20, 80))])
        ], f, state)
    }
}
