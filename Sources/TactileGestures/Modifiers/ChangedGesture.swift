/// A gesture that performs an action whenever its value changes (returned by
/// `onChanged(_:)`; SwiftUI's `_ChangedGesture`).
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Value) -> Void

    public func _makeGesture(_ builder: inout _GestureBuilder) -> _GestureNode<Value> {
        let inner = content._makeGesture(&builder)
        let node = _GestureNode<Value>()
        let action = self.action
        var last: Value?
        inner.handler = { event in
            switch event {
            case .changed(let v):
                if last != v { last = v; action(v) }
            case .ended, .cancelled, .failed:
                last = nil
            }
            node.send(event)
        }
        return node
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}
