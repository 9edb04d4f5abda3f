import Tactile

/// Swipe direction names, in the order they are logged.
private let swipeDirections: [(name: String, value: SwipeDirection)] = [("left", .left), ("right", .right), ("up", .up), ("down", .down)]
/// Screen-edge names.
private let rectEdges: [(name: String, value: RectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]

/// Pan and screen-edge pan: translation and velocity in window coordinates.
@Sendable private func panFields(_ g: GestureRecognizer) -> [LogField] {
    guard let pan = g as? PanGestureRecognizer else { return [] }
    let t = pan.translation(in: nil), v = pan.velocity(in: nil)
    return [LogField("translation", .vector(t.dx, t.dy)), LogField("velocity", .vector(v.dx, v.dy))]
}

/// Pan and screen-edge pan definitions: exactly the definition's number of fingers.
@Sendable private func applyTouchRange(_ g: GestureRecognizer, _ d: GestureDefinition) {
    guard let pan = g as? PanGestureRecognizer else { return }
    pan.minimumNumberOfTouches = d.numberOfTouches
    pan.maximumNumberOfTouches = d.numberOfTouches
}

/// `velocityEstimator`: the velocity fit's configuration (`VelocityEstimator`,
/// `ScalarVelocityEstimator`), as an object of their property names.
private let velocityEstimatorSpec = ParameterSpec("velocityEstimator", .object([
    ParameterSpec("horizon", .number(minimum: 0)),
    ParameterSpec("stopThreshold", .number(minimum: 0)),
    ParameterSpec("oldestSampleWeight", .number(minimum: 0)),
]))

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
    public static let standard = RecognizerRegistry([
        RecognizerKind(
            type: "tap",
            parameters: [
                ParameterSpec("numberOfTapsRequired", .integer(minimum: 1)),
                ParameterSpec("numberOfTouchesRequired", .integer(minimum: 1)),
                ParameterSpec("allowableMovement", .number(minimum: 0)),
                ParameterSpec("maximumPressDuration", .number(minimum: 0)),
                ParameterSpec("maximumTapInterval", .number(minimum: 0)),
                ParameterSpec("maximumTapDistance", .number(minimum: 0)),
            ],
            make: { r in
                let g = TapGestureRecognizer()
                if let v = r.parameter("numberOfTapsRequired")?.integer { g.numberOfTapsRequired = v }
                if let v = r.parameter("numberOfTouchesRequired")?.integer { g.numberOfTouchesRequired = v }
                if let v = r.parameter("allowableMovement")?.number { g.allowableMovement = v }
                if let v = r.parameter("maximumPressDuration")?.number { g.maximumPressDuration = v }
                if let v = r.parameter("maximumTapInterval")?.number { g.maximumTapInterval = v }
                if let v = r.parameter("maximumTapDistance")?.number { g.maximumTapDistance = v }
                return g
            },
            definitionKind: .tap,
            applyDefinition: { g, d in (g as? TapGestureRecognizer)?.numberOfTouchesRequired = d.numberOfTouches }),
        RecognizerKind(
            type: "longPress",
            parameters: [
                ParameterSpec("minimumPressDuration", .number(minimum: 0)),
                ParameterSpec("allowableMovement", .number(minimum: 0)),
                ParameterSpec("numberOfTouchesRequired", .integer(minimum: 1)),
                ParameterSpec("numberOfTapsRequired", .integer(minimum: 0)),
                ParameterSpec("maximumTapInterval", .number(minimum: 0)),
                ParameterSpec("maximumTapDistance", .number(minimum: 0)),
            ],
            make: { r in
                let g = LongPressGestureRecognizer()
                if let v = r.parameter("minimumPressDuration")?.number { g.minimumPressDuration = v }
                if let v = r.parameter("allowableMovement")?.number { g.allowableMovement = v }
                if let v = r.parameter("numberOfTouchesRequired")?.integer { g.numberOfTouchesRequired = v }
                if let v = r.parameter("numberOfTapsRequired")?.integer { g.numberOfTapsRequired = v }
                if let v = r.parameter("maximumTapInterval")?.number { g.maximumTapInterval = v }
                if let v = r.parameter("maximumTapDistance")?.number { g.maximumTapDistance = v }
                return g
            },
            definitionKind: .longPress,
            applyDefinition: { g, d in (g as? LongPressGestureRecognizer)?.numberOfTouchesRequired = d.numberOfTouches }),
        RecognizerKind(
            type: "pan",
            parameters: [
                ParameterSpec("minimumNumberOfTouches", .integer(minimum: 1)),
                ParameterSpec("maximumNumberOfTouches", .integer(minimum: 1)),
                ParameterSpec("hysteresis", .number(minimum: 0)),
                velocityEstimatorSpec,
            ],
            make: { r in
                let g = PanGestureRecognizer()
                if let v = r.parameter("minimumNumberOfTouches")?.integer { g.minimumNumberOfTouches = v }
                if let v = r.parameter("maximumNumberOfTouches")?.integer { g.maximumNumberOfTouches = v }
                if let v = r.parameter("hysteresis")?.number { g.hysteresis = v }
                configure(&g.velocityEstimator, r.parameter("velocityEstimator"))
                return g
            },
            actionFields: panFields,
            definitionKind: .pan,
            applyDefinition: applyTouchRange),
        RecognizerKind(
            type: "swipe",
            parameters: [
                ParameterSpec("direction", .names(allowed: swipeDirections.map(\.name))),
                ParameterSpec("numberOfTouchesRequired", .integer(minimum: 1)),
                ParameterSpec("minimumDistance", .number(minimum: 0)),
                ParameterSpec("maximumDuration", .number(minimum: 0)),
                ParameterSpec("maximumDeviationAngle", .number(minimum: 0)),
                ParameterSpec("minimumSpeed", .number(minimum: 0)),
                velocityEstimatorSpec,
            ],
            make: { r in
                let g = SwipeGestureRecognizer()
                if let names = r.parameter("direction")?.names {
                    var d: SwipeDirection = []
                    for (name, value) in swipeDirections where names.contains(name) { d.insert(value) }
                    g.direction = d
                }
                if let v = r.parameter("numberOfTouchesRequired")?.integer { g.numberOfTouchesRequired = v }
                if let v = r.parameter("minimumDistance")?.number { g.minimumDistance = v }
                if let v = r.parameter("maximumDuration")?.number { g.maximumDuration = v }
                if let v = r.parameter("maximumDeviationAngle")?.number { g.maximumDeviationAngle = v }
                if let v = r.parameter("minimumSpeed")?.number { g.minimumSpeed = v }
                configure(&g.velocityEstimator, r.parameter("velocityEstimator"))
                return g
            },
            actionFields: { g in
                guard let swipe = g as? SwipeGestureRecognizer else { return [] }
                let names = swipeDirections.filter { swipe.recognizedDirection.contains($0.value) }.map(\.name)
                return [LogField("direction", .strings(names))]
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
            type: "pinch",
            parameters: [
                ParameterSpec("minimumSpanChange", .number(minimum: 0)),
                ParameterSpec("minimumNumberOfTouches", .integer(minimum: 2)),
                ParameterSpec("maximumNumberOfTouches", .integer(minimum: 2)),
                velocityEstimatorSpec,
            ],
            make: { r in
                let g = PinchGestureRecognizer()
                if let v = r.parameter("minimumSpanChange")?.number { g.minimumSpanChange = v }
                if let v = r.parameter("minimumNumberOfTouches")?.integer { g.minimumNumberOfTouches = v }
                if let v = r.parameter("maximumNumberOfTouches")?.integer { g.maximumNumberOfTouches = v }
                configure(&g.velocityEstimator, r.parameter("velocityEstimator"))
                return g
            },
            actionFields: { g in
                guard let pinch = g as? PinchGestureRecognizer else { return [] }
                return [LogField("scale", .ratio(pinch.scale)), LogField("velocity", .ratio(pinch.velocity))]
            },
            definitionKind: .pinch,
            applyDefinition: { g, d in
                guard let pinch = g as? PinchGestureRecognizer else { return }
                pinch.minimumNumberOfTouches = max(2, d.numberOfTouches)
                pinch.maximumNumberOfTouches = max(2, d.numberOfTouches)
            }),
        RecognizerKind(
            type: "rotation",
            parameters: [
                ParameterSpec("minimumRotation", .number(minimum: 0)),
                ParameterSpec("minimumNumberOfTouches", .integer(minimum: 2)),
                ParameterSpec("maximumNumberOfTouches", .integer(minimum: 2)),
                velocityEstimatorSpec,
            ],
            make: { r in
                let g = RotationGestureRecognizer()
                if let v = r.parameter("minimumRotation")?.number { g.minimumRotation = v }
                if let v = r.parameter("minimumNumberOfTouches")?.integer { g.minimumNumberOfTouches = v }
                if let v = r.parameter("maximumNumberOfTouches")?.integer { g.maximumNumberOfTouches = v }
                configure(&g.velocityEstimator, r.parameter("velocityEstimator"))
                return g
            },
            actionFields: { g in
                guard let rotation = g as? RotationGestureRecognizer else { return [] }
                return [LogField("rotation", .ratio(rotation.rotation)), LogField("velocity", .ratio(rotation.velocity))]
            }),
        RecognizerKind(
            type: "screenEdgePan",
            parameters: [
                ParameterSpec("edges", .names(allowed: rectEdges.map(\.name) + ["all"])),
                ParameterSpec("edgeRegionWidth", .number(minimum: 0)),
                ParameterSpec("maximumDeviationAngle", .number(minimum: 0)),
                ParameterSpec("minimumNumberOfTouches", .integer(minimum: 1)),
                ParameterSpec("maximumNumberOfTouches", .integer(minimum: 1)),
                ParameterSpec("hysteresis", .number(minimum: 0)),
                velocityEstimatorSpec,
            ],
            make: { r in
                let g = ScreenEdgePanGestureRecognizer()
                if let names = r.parameter("edges")?.names {
                    var e: RectEdge = names.contains("all") ? .all : []
                    for (name, value) in rectEdges where names.contains(name) { e.insert(value) }
                    g.edges = e
                }
                if let v = r.parameter("edgeRegionWidth")?.number { g.edgeRegionWidth = v }
                if let v = r.parameter("maximumDeviationAngle")?.number { g.maximumDeviationAngle = v }
                if let v = r.parameter("minimumNumberOfTouches")?.integer { g.minimumNumberOfTouches = v }
                if let v = r.parameter("maximumNumberOfTouches")?.integer { g.maximumNumberOfTouches = v }
                if let v = r.parameter("hysteresis")?.number { g.hysteresis = v }
                configure(&g.velocityEstimator, r.parameter("velocityEstimator"))
                return g
            },
            actionFields: panFields,
            definitionKind: .custom("screenEdgePan"),
            applyDefinition: applyTouchRange),
    ])
}
