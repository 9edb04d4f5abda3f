/// A type-erased gesture (SwiftUI's `AnyGesture`).
public struct AnyGesture<Value>: Gesture {
    public typealias Body = Never
    private let make: (inout _GestureBuilder) -> _GestureNode<Value>

    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        make = { gesture._makeGesture(&$0) }
    }

    public func _makeGesture(_ builder: inout _GestureBuilder) -> _GestureNode<Value> { make(&builder) }
}
