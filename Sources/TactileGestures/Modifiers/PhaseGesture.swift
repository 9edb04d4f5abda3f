/// A gesture that tells an observer each of its events — change, end, cancel
/// (and, for an attempt that never began, failure). Not SwiftUI API: the
/// scene runtime logs gestures with it, and `onLongPressGesture` derives its
/// pressing state from it.
public struct _PhaseGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let observer: (GestureUpdate<Value>) -> Void

    public func _makeGesture(_ builder: inout _GestureBuilder) -> _GestureNode<Value> {
        let inner = content._makeGesture(&builder)
        let node = _GestureNode<Value>()
        let observer = self.observer
        inner.handler = { event in
            observer(event)
            node.send(event)
        }
        return node
    }
}

extension Gesture {
    /// Calls `observer` with each event of the gesture.
    package func onEvent(_ observer: @escaping (GestureUpdate<Value>) -> Void) -> _PhaseGesture<Self> {
        _PhaseGesture(content: self, observer: observer)
    }
}
