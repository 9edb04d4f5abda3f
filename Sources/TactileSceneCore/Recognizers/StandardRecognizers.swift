import Tactile

/// Swipe direction names, in the order they are logged.
private let swipeDirections: [(name: String, value: SwipeDirection)] = [("left", .left), ("right", .right), ("up", .up), ("down", .down)]
/// Screen-edge names.
private let rectEdges: [(name: String, value: RectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]

/// Pan and screen-edge pan: translation and velocity (with `rates`) in window coordinates.
@Sendable private func panFields(_ g: GestureRecognizer, rates: Bool) -> LogFields {
    guard let pan = g as? PanGestureRecognizer else { return LogFields() }
    let t = pan.translation(in: nil), v = rates ? pan.velocity(in: nil) : .zero
    return LogFields(.vector("translation", t.dx, t.dy), .vector("velocity", v.dx, v.dy))
}

/// Pan and screen-edge pan definitions: exactly the definition's number of fingers.
@Sendable private func applyTouchRange(_ g: GestureRecognizer, _ d: GestureDefinition) {
    guard let pan = g as? PanGestureRecognizer else { return }
    pan.minimumNumberOfTouches = d.numberOfTouches
    pan.maximumNumberOfTouches = d.numberOfTouches
}

/// The fields of a `velocityEstimator` object (`VelocityEstimator`,
/// `ScalarVelocityEstimator` property names).
private let velocityEstimatorFields: ParameterSpec.Kind = .object([
    ParameterSpec("horizon", .number(minimum: 0)),
    ParameterSpec("stopThreshold", .number(minimum: 0)),
    ParameterSpec("oldestSampleWeight", .number(minimum: 0)),
])

/// `velocityEstimator` of a pan-like recognizer (points per second).
private func pointVelocityEstimator<R: GestureRecognizer>(_ estimator: @escaping @Sendable (R, ParameterValue) -> Void) -> ParameterSpec {
    ParameterSpec("velocityEstimator", velocityEstimatorFields) { g, v in
        if let g = g as? R { estimator(g, v) }
    }
}

/// `velocityEstimator` of a pinch or rotation (scale or radians per second).
private func scalarVelocityEstimator<R: GestureRecognizer>(_ estimator: @escaping @Sendable (R, ParameterValue) -> Void) -> ParameterSpec {
    ParameterSpec("velocityEstimator", velocityEstimatorFields) { g, v in
        if let g = g as? R { estimator(g, v) }
    }
}

/// Swipe directions from their names.
@Sendable private func swipeDirection(_ names: [String]) -> SwipeDirection {
    var d: SwipeDirection = []
    for (name, value) in swipeDirections where names.containsUTF8(name) { d.insert(value) }
    return d
}

/// Screen edges from their names (`all` for every edge).
@Sendable private func rectEdge(_ names: [String]) -> RectEdge {
    var e: RectEdge = names.containsUTF8("all") ? .all : []
    for (name, value) in rectEdges where names.containsUTF8(name) { e.insert(value) }
    return e
}

/// Applies a scene's `velocityEstimator` object to a point-velocity estimator.
private func configure(_ e: inout VelocityEstimator, _ value: ParameterValue?) {
    guard let value else { return }
    if let v = value.field("horizon")?.number { e.horizon = v }
    if let v = value.field("stopThreshold")?.number { e.stopThreshold = v }
    if let v = value.field("oldestSampleWeight")?.number { e.oldestSampleWeight = v }
}

/// Applies a scene's `velocityEstimator` object to a scalar-velocity estimator.
private func configure(_ e: inout ScalarVelocityEstimator, _ value: ParameterValue?) {
    guard let value else { return }
    if let v = value.field("horizon")?.number { e.horizon = v }
    if let v = value.field("stopThreshold")?.number { e.stopThreshold = v }
    if let v = value.field("oldestSampleWeight")?.number { e.oldestSampleWeight = v }
}

extension RecognizerRegistry {
    /// The standard recognizer types of a scene file (docs/formats.md,
    /// "Recognizer types"): each type's parameters are the Swift property
    /// names of its class; omitted ones keep the class's defaults.
    package static let standard = RecognizerRegistry([
        RecognizerKind(
            type: "tap",
            create: { TapGestureRecognizer() },
            parameters: [
                .integer("numberOfTapsRequired", minimum: 1) { (g: TapGestureRecognizer, v) in g.numberOfTapsRequired = v },
                .integer("numberOfTouchesRequired", minimum: 1) { (g: TapGestureRecognizer, v) in g.numberOfTouchesRequired = v },
                .number("allowableMovement", minimum: 0) { (g: TapGestureRecognizer, v) in g.allowableMovement = v },
                .number("maximumPressDuration", minimum: 0) { (g: TapGestureRecognizer, v) in g.maximumPressDuration = v },
                .number("maximumTapInterval", minimum: 0) { (g: TapGestureRecognizer, v) in g.maximumTapInterval = v },
                .number("maximumTapDistance", minimum: 0) { (g: TapGestureRecognizer, v) in g.maximumTapDistance = v },
            ],
            definitionKind: .tap,
            applyDefinition: { g, d in (g as? TapGestureRecognizer)?.numberOfTouchesRequired = d.numberOfTouches }),
        RecognizerKind(
            type: "longPress",
            create: { LongPressGestureRecognizer() },
            parameters: [
                .number("minimumPressDuration", minimum: 0) { (g: LongPressGestureRecognizer, v) in g.minimumPressDuration = v },
                .number("allowableMovement", minimum: 0) { (g: LongPressGestureRecognizer, v) in g.allowableMovement = v },
                .integer("numberOfTouchesRequired", minimum: 1) { (g: LongPressGestureRecognizer, v) in g.numberOfTouchesRequired = v },
                .integer("numberOfTapsRequired", minimum: 0) { (g: LongPressGestureRecognizer, v) in g.numberOfTapsRequired = v },
                .number("maximumTapInterval", minimum: 0) { (g: LongPressGestureRecognizer, v) in g.maximumTapInterval = v },
                .number("maximumTapDistance", minimum: 0) { (g: LongPressGestureRecognizer, v) in g.maximumTapDistance = v },
            ],
            definitionKind: .longPress,
            applyDefinition: { g, d in (g as? LongPressGestureRecognizer)?.numberOfTouchesRequired = d.numberOfTouches }),
        RecognizerKind(
            type: "pan", recordValues: .pan,
            create: { PanGestureRecognizer() },
            parameters: [
                .integer("minimumNumberOfTouches", minimum: 1) { (g: PanGestureRecognizer, v) in g.minimumNumberOfTouches = v },
                .integer("maximumNumberOfTouches", minimum: 1) { (g: PanGestureRecognizer, v) in g.maximumNumberOfTouches = v },
                .number("hysteresis", minimum: 0) { (g: PanGestureRecognizer, v) in g.hysteresis = v },
                pointVelocityEstimator { (g: PanGestureRecognizer, v) in configure(&g.velocityEstimator, v) },
            ],
            actionFields: panFields,
            definitionKind: .pan,
            applyDefinition: applyTouchRange),
        RecognizerKind(
            type: "swipe",
            create: { SwipeGestureRecognizer() },
            parameters: [
                .names("direction", allowed: swipeDirections.map { $0.name }) { (g: SwipeGestureRecognizer, v) in g.direction = swipeDirection(v) },
                .integer("numberOfTouchesRequired", minimum: 1) { (g: SwipeGestureRecognizer, v) in g.numberOfTouchesRequired = v },
                .number("minimumDistance", minimum: 0) { (g: SwipeGestureRecognizer, v) in g.minimumDistance = v },
                .number("maximumDuration", minimum: 0) { (g: SwipeGestureRecognizer, v) in g.maximumDuration = v },
                .number("maximumDeviationAngle", minimum: 0) { (g: SwipeGestureRecognizer, v) in g.maximumDeviationAngle = v },
                .number("minimumSpeed", minimum: 0) { (g: SwipeGestureRecognizer, v) in g.minimumSpeed = v },
                pointVelocityEstimator { (g: SwipeGestureRecognizer, v) in configure(&g.velocityEstimator, v) },
            ],
            actionFields: { g, _ in
                guard let swipe = g as? SwipeGestureRecognizer else { return LogFields() }
                let names = swipeDirections.filter { swipe.recognizedDirection.contains($0.value) }.map { $0.name }
                return LogFields([LogField("direction", .strings(names))])
            },
            definitionKind: .swipe,
            applyDefinition: { g, d in
                guard let swipe = g as? SwipeGestureRecognizer else { return }
                swipe.numberOfTouchesRequired = d.numberOfTouches
                switch d.direction {
                case .left?: swipe.direction = .left
                case .right?: swipe.direction = .right
                case .up?: swipe.direction = .up
                case .down?: swipe.direction = .down
                case nil: break
                }
            }),
        RecognizerKind(
            type: "pinch", recordValues: .pinch,
            create: { PinchGestureRecognizer() },
            parameters: [
                .number("minimumSpanChange", minimum: 0) { (g: PinchGestureRecognizer, v) in g.minimumSpanChange = v },
                .integer("minimumNumberOfTouches", minimum: 2) { (g: PinchGestureRecognizer, v) in g.minimumNumberOfTouches = v },
                .integer("maximumNumberOfTouches", minimum: 2) { (g: PinchGestureRecognizer, v) in g.maximumNumberOfTouches = v },
                scalarVelocityEstimator { (g: PinchGestureRecognizer, v) in configure(&g.velocityEstimator, v) },
            ],
            actionFields: { g, rates in
                guard let pinch = g as? PinchGestureRecognizer else { return LogFields() }
                return LogFields(.ratio("scale", pinch.scale), .ratio("velocity", rates ? pinch.velocity : 0))
            },
            definitionKind: .pinch,
            applyDefinition: { g, d in
                guard let pinch = g as? PinchGestureRecognizer else { return }
                pinch.minimumNumberOfTouches = max(2, d.numberOfTouches)
                pinch.maximumNumberOfTouches = max(2, d.numberOfTouches)
            }),
        RecognizerKind(
            type: "rotation", recordValues: .rotation,
            create: { RotationGestureRecognizer() },
            parameters: [
                .number("minimumRotation", minimum: 0) { (g: RotationGestureRecognizer, v) in g.minimumRotation = v },
                .integer("minimumNumberOfTouches", minimum: 2) { (g: RotationGestureRecognizer, v) in g.minimumNumberOfTouches = v },
                .integer("maximumNumberOfTouches", minimum: 2) { (g: RotationGestureRecognizer, v) in g.maximumNumberOfTouches = v },
                scalarVelocityEstimator { (g: RotationGestureRecognizer, v) in configure(&g.velocityEstimator, v) },
            ],
            actionFields: { g, rates in
                guard let rotation = g as? RotationGestureRecognizer else { return LogFields() }
                return LogFields(.ratio("rotation", rotation.rotation), .ratio("velocity", rates ? rotation.velocity : 0))
            }),
        RecognizerKind(
            type: "screenEdgePan", recordValues: .pan,
            create: { ScreenEdgePanGestureRecognizer() },
            parameters: [
                .names("edges", allowed: rectEdges.map { $0.name } + ["all"]) { (g: ScreenEdgePanGestureRecognizer, v) in g.edges = rectEdge(v) },
                .number("edgeRegionWidth", minimum: 0) { (g: ScreenEdgePanGestureRecognizer, v) in g.edgeRegionWidth = v },
                .number("maximumDeviationAngle", minimum: 0) { (g: ScreenEdgePanGestureRecognizer, v) in g.maximumDeviationAngle = v },
                .integer("minimumNumberOfTouches", minimum: 1) { (g: ScreenEdgePanGestureRecognizer, v) in g.minimumNumberOfTouches = v },
                .integer("maximumNumberOfTouches", minimum: 1) { (g: ScreenEdgePanGestureRecognizer, v) in g.maximumNumberOfTouches = v },
                .number("hysteresis", minimum: 0) { (g: ScreenEdgePanGestureRecognizer, v) in g.hysteresis = v },
                pointVelocityEstimator { (g: ScreenEdgePanGestureRecognizer, v) in configure(&g.velocityEstimator, v) },
            ],
            actionFields: panFields,
            definitionKind: .custom("screenEdgePan"),
            applyDefinition: applyTouchRange),
    ])
}
