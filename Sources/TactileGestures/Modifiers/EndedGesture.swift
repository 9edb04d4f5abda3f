/// A gesture that performs an action when it ends (returned by `onEnded(_:)`;
/// SwiftUI's `_EndedGesture`).
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Value) -> Void

    public func _makeGesture(_ builder: inout _GestureBuilder) -> _GestureNode<Value> {
        let inner = content._makeGesture(&builder)
        let node = _GestureNode<Value>()
        let action = self.action
        inner.handler = { event in
            if case .ended(let v) = event { action(v) }
            node.send(event)
        }
        return node
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends (succeeds; not when it is cancelled).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}
