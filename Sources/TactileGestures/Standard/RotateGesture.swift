import Tactile

/// A gesture that recognizes a rotation motion and tracks the angle of the
/// rotation (SwiftUI's `RotateGesture`). Compiles to one `RotationGestureRecognizer`.
public struct RotateGesture: Gesture {
    /// The attributes of a rotation gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event (the engine's clock, in seconds).
        public var time: Double
        /// The amount of rotation of the gesture.
        public var rotation: Angle
        /// How fast the rotation is changing, per second.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: Point
        public init(time: Double, rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: Point) {
            self.time = time
            self.rotation = rotation
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }
    public typealias Body = Never
    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle
    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public func _makeGesture(_ builder: inout _GestureBuilder) -> _GestureNode<Value> {
        let node = _GestureNode<Value>()
        let r = RotateLeafRecognizer(relations: builder.relations(), minimumAngleDelta: minimumAngleDelta.radians)
        r.report = { r, phase in
            node.send(phase) {
                let start = CoordinateSpace.local.point(r.leaf.startInWindow ?? r.centroidInWindow(), for: r.view)
                return Value(time: r.currentTime, rotation: .radians(r.rotation), velocity: .radians(r.velocity),
                             startAnchor: UnitPoint(start, in: r.view?.bounds ?? .zero), startLocation: start)
            }
        }
        builder.add(r)
        return node
    }
}
