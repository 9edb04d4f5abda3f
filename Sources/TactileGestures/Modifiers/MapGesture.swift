/// A gesture whose values are another gesture's, transformed (returned by
/// `map(_:)`; SwiftUI's `_MapGesture`).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    public typealias Body = Never
    let content: Content
    let transform: (Content.Value) -> Value

    public func _makeGesture(_ builder: inout _GestureBuilder) -> _GestureNode<Value> {
        let inner = content._makeGesture(&builder)
        let node = _GestureNode<Value>()
        let transform = self.transform
        inner.handler = { event in
            switch event {
            case .changed(let v): node.send(.changed(transform(v)))
            case .ended(let v): node.send(.ended(transform(v)))
            case .cancelled: node.send(.cancelled)
            case .failed: node.send(.failed)
            }
        }
        return node
    }
}

extension Gesture {
    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}
