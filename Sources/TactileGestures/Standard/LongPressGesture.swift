import Tactile

/// A gesture that succeeds when the user performs a long press (SwiftUI's
/// `LongPressGesture`). Its value is `true` while the press is detected:
/// `updating(_:body:)` sees it from touch-down, and the gesture ends (with
/// `true`) once the press has lasted `minimumDuration`. Compiles to one
/// `LongPressGestureRecognizer`.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: Double
    /// Creates a long-press gesture with a minimum duration and a maximum distance that the interaction can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public func _makeGesture(_ builder: inout _GestureBuilder) -> _GestureNode<Bool> {
        let node = _GestureNode<Bool>()
        let r = LongPressLeafRecognizer(relations: builder.relations(), minimumDuration: minimumDuration,
                                        maximumDistance: maximumDistance)
        r.report = { _, phase in node.send(phase) { true } }
        builder.add(r)
        return node
    }
}
