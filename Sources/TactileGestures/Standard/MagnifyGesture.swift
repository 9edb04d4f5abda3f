import Tactile

/// A gesture that recognizes a magnification motion and tracks the amount of
/// magnification (SwiftUI's `MagnifyGesture`). Compiles to one
/// `PinchGestureRecognizer`.
public struct MagnifyGesture: Gesture {
    /// The attributes of a magnify gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event (the engine's clock, in seconds).
        public var time: Double
        /// The relative amount that the gesture has magnified by.
        public var magnification: Double
        /// How fast the magnification is changing, in magnification per second.
        public var velocity: Double
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: Point
        public init(time: Double, magnification: Double, velocity: Double, startAnchor: UnitPoint, startLocation: Point) {
            self.time = time
            self.magnification = magnification
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }
    public typealias Body = Never
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: Double
    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: Double = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public func _makeGesture(_ builder: inout _GestureBuilder) -> _GestureNode<Value> {
        let node = _GestureNode<Value>()
        let r = MagnifyLeafRecognizer(relations: builder.relations(), minimumScaleDelta: minimumScaleDelta)
        r.report = { r, phase in
            node.send(phase) {
                let start = CoordinateSpace.local.point(r.leaf.startInWindow ?? r.centroidInWindow(), for: r.view)
                return Value(time: r.currentTime, magnification: r.scale, velocity: r.velocity,
                             startAnchor: UnitPoint(start, in: r.view?.bounds ?? .zero), startLocation: start)
            }
        }
        builder.add(r)
        return node
    }
}
