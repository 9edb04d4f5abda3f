import Tactile

/// An instance that matches a sequence of events to a gesture, and returns a
/// stream of values for each of its states (SwiftUI's `Gesture`).
///
/// The standard gestures (`TapGesture`, `DragGesture`, …) and the compositions
/// (`SimultaneousGesture`, `SequenceGesture`, `ExclusiveGesture`) are
/// primitives: their `Body` is `Never`. A gesture of your own declares a
/// `body` made of other gestures, as in SwiftUI:
///
/// ```swift
/// struct PinchAndTurn: Gesture {
///     var body: some Gesture { MagnifyGesture().simultaneously(with: RotateGesture()) }
/// }
/// ```
///
/// Attaching a gesture to a `View` (`View.gesture(_:including:)`) compiles it
/// into Tactile recognizers and their relations (docs/swiftui-gestures.md).
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture
    /// The content and behavior of the gesture.
    var body: Body { get }
    /// Compiles the gesture into recognizers and the node that reports its
    /// values. An implementation detail, as SwiftUI's `_makeGesture`: a gesture
    /// of your own gets it from its `body`.
    func _makeGesture(_ builder: inout _GestureBuilder) -> _GestureNode<Value>
}

extension Gesture where Body.Value == Value {
    /// A composed gesture compiles its body.
    public func _makeGesture(_ builder: inout _GestureBuilder) -> _GestureNode<Value> {
        body._makeGesture(&builder)
    }
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body; SwiftUI's primitives trap here too, and
    /// this library never asks for it.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

extension Never: Gesture {
    /// `Never` is the body of the primitive gestures.
    public typealias Value = Never
    /// `Never` has no body either.
    public typealias Body = Never
    /// Never compiled: no value of `Never` exists.
    public func _makeGesture(_ builder: inout _GestureBuilder) -> _GestureNode<Never> { switch self {} }
}
