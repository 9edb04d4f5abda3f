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
