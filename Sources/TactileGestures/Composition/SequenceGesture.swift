import Tactile

/// A gesture that's a sequence of two gestures (SwiftUI's `SequenceGesture`):
/// the second starts only after the first succeeds.
///
/// On the engine: the two gestures' recognizers may recognize simultaneously
/// (the first's recognizer usually still holds the touch when the second
/// begins), and every recognizer of `second` may begin only once `first` has
/// succeeded (its delegate's `gestureRecognizerShouldBegin`; a drag also does
/// not follow the fingers before then). The value is `.first(v)` while the
/// first gesture changes, `.second(v, nil)` when it succeeds, then
/// `.second(v, w)`; the sequence ends when the second gesture ends.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a sequence gesture that helps to detect whether the first gesture succeeded, so the second gesture can start.
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended.
        case second(First.Value, Second.Value?)
    }
    public typealias Body = Never
    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second
    /// Creates a sequence gesture with two gestures.
    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
    public func _makeGesture(_ builder: inout _GestureBuilder) -> _GestureNode<Value> {
        let state = SequenceState<First, Second>()
        let node = builder.compilePair(first, second, .sequence, gate: state, state: state)
        state.node = node
        return node
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// The sequence's gate, the first gesture's value once it has one, and whether
/// the second gesture stopped in the current attempt.
///
/// An attempt ends when the sequence ends or fails — also when, after the
/// first succeeded, no recognizer of either gesture holds a touch any more and
/// the second has not begun (`secondCannotBegin()`). What its gestures report
/// after that (the second's recognizers fail at their reset, after the first
/// failed) belongs to the finished attempt. The next attempt begins with the
/// first gesture's next report or the second's next change (a long press
/// reports its press at touch-down).
final class SequenceState<First: Gesture, Second: Gesture>: SequenceGate, GesturePairState {
    typealias Value = SequenceGesture<First, Second>.Value
    /// The sequence's node (it does not refer back to this state).
    var node: _GestureNode<Value>?
    var firstValue: First.Value?
    /// The second gesture stopped before the first succeeded, in this attempt (it cannot begin).
    var secondStopped = false
    /// The attempt has ended and the next has not begun: the second's stops are the ended attempt's.
    var attemptIsOver = false

    override init() {}

    /// No recognizer of either gesture holds a touch any more, the first has
    /// succeeded and the second has not begun: the sequence fails.
    override func secondCannotBegin() {
        guard isOpen, let node else { return }
        finish(node, .failed)
    }

    func first(_ event: GestureUpdate<First.Value>, _ node: _GestureNode<Value>) {
        guard !isOpen else { return }
        attemptIsOver = false
        switch event {
        case .changed(let v):
            firstValue = v
            node.send(.changed(.first(v)))
        case .ended(let v):
            firstValue = v
            isOpen = true
            node.send(.changed(.second(v, nil)))
            if secondStopped { finish(node, .failed) }
        case .cancelled, .failed:
            finish(node, .failed)
        }
    }

    func second(_ event: GestureUpdate<Second.Value>, _ node: _GestureNode<Value>) {
        guard isOpen, let v1 = firstValue else {
            switch event {
            case .changed: attemptIsOver = false
            case .ended: break
            case .cancelled, .failed: if !attemptIsOver { secondStopped = true }
            }
            return
        }
        switch event {
        case .changed(let v2): node.send(.changed(.second(v1, v2)))
        case .ended(let v2): finish(node, .ended(.second(v1, v2)))
        case .cancelled, .failed: finish(node, .failed)
        }
    }

    private func finish(_ node: _GestureNode<Value>, _ event: GestureUpdate<Value>) {
        isOpen = false
        firstValue = nil
        secondStopped = false
        attemptIsOver = true
        node.send(event)
    }
}
