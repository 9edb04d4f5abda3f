import Tactile

/// A dragging motion that invokes an action as the drag-event sequence
/// changes (SwiftUI's `DragGesture`). Compiles to one `PanGestureRecognizer`
/// whose hysteresis is `minimumDistance`; with several fingers it follows
/// their centroid (the pan's rule).
public struct DragGesture: Gesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event (the engine's clock, in seconds).
        public var time: Double
        /// The location of the drag gesture's current event.
        public var location: Point
        /// The location of the drag gesture's first event.
        public var startLocation: Point
        /// The total translation from the start of the drag gesture to the current event of the drag gesture.
        public var translation: Size
        /// The current drag velocity, in points per second.
        public var velocity: Size
        /// A prediction, based on the current drag velocity, of where the final location will be if dragging stopped now.
        public var predictedEndLocation: Point
        /// A prediction, based on the current drag velocity, of what the final translation will be if dragging stopped now.
        public var predictedEndTranslation: Size

        public init(time: Double, location: Point, startLocation: Point, velocity: Size, predictedEndLocation: Point) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.translation = Size(location.x - startLocation.x, location.y - startLocation.y)
            self.velocity = velocity
            self.predictedEndLocation = predictedEndLocation
            self.predictedEndTranslation = Size(predictedEndLocation.x - startLocation.x,
                                                predictedEndLocation.y - startLocation.y)
        }
    }
    public typealias Body = Never

    /// How far ahead the prediction looks: the distance a scroll view glides
    /// at its normal deceleration rate (0.998 per millisecond) is the velocity
    /// times 0.998 / (1000 × 0.002) = 0.499 s. SwiftUI does not document its formula.
    public static let predictionInterval: Double = 0.998 / (1000 * (1 - 0.998))

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: Double
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace
    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds and the coordinate space of the gesture's location.
    public init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public func _makeGesture(_ builder: inout _GestureBuilder) -> _GestureNode<Value> {
        let node = _GestureNode<Value>()
        let space = coordinateSpace
        let r = DragLeafRecognizer(relations: builder.relations(), minimumDistance: minimumDistance)
        r.report = { r, phase in node.send(phase) { DragGesture.value(of: r, in: space) } }
        builder.add(r)
        return node
    }

    /// The value of the drag `r` follows, in `space`.
    static func value(of r: DragLeafRecognizer, in space: CoordinateSpace) -> Value {
        let start = r.startInWindow ?? r.centroidInWindow()
        let location = start + r.translation(in: nil)
        let velocity = r.velocity(in: nil)
        let predicted = location + velocity * predictionInterval
        let view = r.view
        let s = space.point(start, for: view), l = space.point(location, for: view)
        let v = space.point(location + velocity, for: view) - l
        return Value(time: r.currentTime, location: l, startLocation: s, velocity: Size(v.dx, v.dy),
                     predictedEndLocation: space.point(predicted, for: view))
    }
}
