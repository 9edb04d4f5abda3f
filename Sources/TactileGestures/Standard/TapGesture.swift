import Tactile

/// A gesture that recognizes one or more taps (SwiftUI's `TapGesture`).
/// Compiles to one `TapGestureRecognizer`; it ends when the last tap lifts.
public struct TapGesture: Gesture {
    public typealias Value = ()
    public typealias Body = Never
    /// The required number of tap events.
    public var count: Int
    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) { self.count = count }

    public func _makeGesture(_ builder: inout _GestureBuilder) -> _GestureNode<()> {
        let node = _GestureNode<()>()
        let r = TapLeafRecognizer(relations: builder.relations(), count: count)
        r.report = { _, phase in node.send(phase) { () } }
        builder.add(r)
        return node
    }
}

/// A gesture that recognizes one or more taps and reports their location
/// (SwiftUI's `SpatialTapGesture`).
public struct SpatialTapGesture: Gesture {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, Sendable {
        /// The location of the tap gesture's current event.
        public var location: Point
        public init(location: Point) { self.location = location }
    }
    public typealias Body = Never
    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace
    /// Creates a tap gesture with the number of required taps and the coordinate space of its location.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public func _makeGesture(_ builder: inout _GestureBuilder) -> _GestureNode<Value> {
        let node = _GestureNode<Value>()
        let space = coordinateSpace
        let r = TapLeafRecognizer(relations: builder.relations(), count: count)
        r.report = { r, phase in
            node.send(phase) { Value(location: space.point(r.location(in: nil), for: r.view)) }
        }
        builder.add(r)
        return node
    }
}
