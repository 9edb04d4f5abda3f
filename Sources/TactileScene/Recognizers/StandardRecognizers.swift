import Tactile

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
            }),
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
            }),
        RecognizerKind(
            type: "pan",
            parameters: [
                ParameterSpec("minimumNumberOfTouches", .integer(minimum: 1)),
                ParameterSpec("maximumNumberOfTouches", .integer(minimum: 1)),
                ParameterSpec("hysteresis", .number(minimum: 0)),
            ],
            make: { r in
                let g = PanGestureRecognizer()
                if let v = r.parameter("minimumNumberOfTouches")?.integer { g.minimumNumberOfTouches = v }
                if let v = r.parameter("maximumNumberOfTouches")?.integer { g.maximumNumberOfTouches = v }
                if let v = r.parameter("hysteresis")?.number { g.hysteresis = v }
                return g
            },
            actionFields: { g in
                guard let pan = g as? PanGestureRecognizer else { return [] }
                let t = pan.translation(in: nil), v = pan.velocity(in: nil)
                return [LogField("translation", .vector(t.dx, t.dy)), LogField("velocity", .vector(v.dx, v.dy))]
            }),
        RecognizerKind(
            type: "pinch",
            parameters: [ParameterSpec("minimumSpanChange", .number(minimum: 0))],
            make: { r in
                let g = PinchGestureRecognizer()
                if let v = r.parameter("minimumSpanChange")?.number { g.minimumSpanChange = v }
                return g
            },
            actionFields: { g in
                guard let pinch = g as? PinchGestureRecognizer else { return [] }
                return [LogField("scale", .ratio(pinch.scale)), LogField("velocity", .ratio(pinch.velocity))]
            }),
        RecognizerKind(
            type: "rotation",
            parameters: [ParameterSpec("minimumRotation", .number(minimum: 0))],
            make: { r in
                let g = RotationGestureRecognizer()
                if let v = r.parameter("minimumRotation")?.number { g.minimumRotation = v }
                return g
            },
            actionFields: { g in
                guard let rotation = g as? RotationGestureRecognizer else { return [] }
                return [LogField("rotation", .ratio(rotation.rotation)), LogField("velocity", .ratio(rotation.velocity))]
            }),
    ])
}
