import Tactile

/// A gesture containing two gestures that can happen at the same time with
/// neither of them preceding the other (SwiftUI's `SimultaneousGesture`).
///
/// On the engine: every recognizer of `first` may recognize simultaneously
/// with every recognizer of `second` (the recognizers' delegates say so). The
/// value changes whenever either gesture's does; the gesture ends when
/// neither is still in progress — with success if either succeeded.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a simultaneous gesture that indicates which of its two gestures receives events.
    public struct Value {
        /// The value of the first gesture (nil until it has one).
        public var first: First.Value?
        /// The value of the second gesture (nil until it has one).
        public var second: Second.Value?
        public init(first: First.Value?, second: Second.Value?) {
            self.first = first
            self.second = second
        }
    }
    public typealias Body = Never
    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second
    /// Creates a gesture with two gestures that can receive updates or succeed independently of each other.
    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
    public func _makeGesture(_ builder: inout _GestureBuilder) -> _GestureNode<Value> {
        builder.compilePair(first, second, .simultaneous, state: SimultaneousState<First, Second>()) }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// The two gestures' latest values and where each stands.
final class SimultaneousState<First: Gesture, Second: Gesture>: GesturePairState {
    typealias Value = SimultaneousGesture<First, Second>.Value
    var firstValue: First.Value?, secondValue: Second.Value?
    var firstStatus = ChildStatus.idle, secondStatus = ChildStatus.idle

    func first(_ event: GestureUpdate<First.Value>, _ node: _GestureNode<Value>) {
        if case .changed(let v) = event { firstValue = v } else if case .ended(let v) = event { firstValue = v }
        firstStatus = ChildStatus(after: event)
        report(to: node)
    }
    func second(_ event: GestureUpdate<Second.Value>, _ node: _GestureNode<Value>) {
        if case .changed(let v) = event { secondValue = v } else if case .ended(let v) = event { secondValue = v }
        secondStatus = ChildStatus(after: event)
        report(to: node)
    }

    /// Reports a change while either gesture is in progress, else the end of the attempt.
    private func report(to node: _GestureNode<Value>) {
        let value = Value(first: firstValue, second: secondValue)
        if firstStatus == .active || secondStatus == .active {
            node.send(.changed(value))
            return
        }
        let succeeded = firstStatus == .succeeded || secondStatus == .succeeded
        firstValue = nil; secondValue = nil
        firstStatus = .idle; secondStatus = .idle
        node.send(succeeded ? .ended(value) : .failed)
    }
}
