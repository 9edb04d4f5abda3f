/// A gesture that updates the state provided by a gesture's updating callback
/// (SwiftUI's `GestureStateGesture`). The state goes back to its initial value
/// when the gesture ends or is cancelled.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state of the gesture, and a transaction.
    public var body: (Base.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    public init(base: Base, state: GestureState<State>, body: @escaping (Base.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    public func _makeGesture(_ builder: inout _GestureBuilder) -> _GestureNode<Value> {
        let inner = base._makeGesture(&builder)
        let node = _GestureNode<Value>()
        let state = self.state, body = self.body
        var changed = false
        inner.handler = { event in
            switch event {
            case .changed(let v):
                changed = true
                state.update { s, t in body(v, &s, &t) }
            case .ended, .cancelled, .failed:
                if changed { state.resetToInitialValue() }
                changed = false
            }
            node.send(event)
        }
        return node
    }
}

extension Gesture {
    /// Updates the provided gesture state property as the gesture's value changes.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
