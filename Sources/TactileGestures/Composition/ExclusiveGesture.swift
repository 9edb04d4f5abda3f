import Tactile

/// A gesture that consists of two gestures where only one of them can succeed
/// (SwiftUI's `ExclusiveGesture`): the first has precedence.
///
/// On the engine: every recognizer of `second` requires every recognizer of
/// `first` to fail, and the two never recognize simultaneously, so the
/// first's success prevents the second.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// An enumeration that represents either the first or the second gesture's value.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }
    public typealias Body = Never
    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second
    /// Creates a gesture from two gestures where only one of them succeeds.
    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
    public func _makeGesture(_ builder: inout _GestureBuilder) -> _GestureNode<Value> {
        builder.compilePair(first, second, .exclusive, state: ExclusiveState<First, Second>()) }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// Where each of an exclusive gesture's two gestures stands: a change or end
/// passes up as that gesture's value; a stop passes up once neither is in progress.
final class ExclusiveState<First: Gesture, Second: Gesture>: GesturePairState {
    typealias Value = ExclusiveGesture<First, Second>.Value
    var firstStatus = ChildStatus.idle, secondStatus = ChildStatus.idle

    func first(_ event: GestureUpdate<First.Value>, _ node: _GestureNode<Value>) {
        forward(event, isFirst: true, to: node, Value.first)
    }
    func second(_ event: GestureUpdate<Second.Value>, _ node: _GestureNode<Value>) {
        forward(event, isFirst: false, to: node, Value.second)
    }

    private func forward<V>(_ event: GestureUpdate<V>, isFirst: Bool, to node: _GestureNode<Value>, _ wrap: (V) -> Value) {
        let status = ChildStatus(after: event)
        if isFirst { firstStatus = status } else { secondStatus = status }
        switch event {
        case .changed(let v): node.send(.changed(wrap(v)))
        case .ended(let v):
            firstStatus = .idle; secondStatus = .idle
            node.send(.ended(wrap(v)))
        case .cancelled, .failed:
            guard firstStatus != .active && secondStatus != .active else { return }
            firstStatus = .idle; secondStatus = .idle
            node.send(.failed)
        }
    }
}
