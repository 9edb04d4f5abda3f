import Tactile

/// How a scene's recognizer `"type"` becomes a `GestureRecognizer`: its
/// parameters, how to build and configure one, and what its actions log.
///
/// The standard kinds are in `RecognizerRegistry.standard`; a host can replay
/// scenes with its own recognizer classes by adding kinds to a registry.
package struct RecognizerKind: Sendable {
    /// The scene's `"type"` value.
    package var type: String
    /// The type-specific properties a scene may set (Swift property names).
    package var parameters: [ParameterSpec]
    /// Creates a recognizer and applies the scene's type-specific parameters
    /// (common properties such as `cancelsTouchesInView` are applied by the replay).
    package var make: @Sendable (SceneRecognizer) -> GestureRecognizer
    /// The type's values logged with each action (`translation`, `scale`, …),
    /// read when the actions fire; with `rates` false a rate (a velocity) is
    /// given as 0, not estimated (`ReplayLog.ratesAtEndOnly`).
    package var actionFields: @Sendable (GestureRecognizer, _ rates: Bool) -> LogFields
    /// How an action record reads the same values without `actionFields`
    /// (a standard pan's, pinch's or rotation's; `.fields`: through it).
    package var recordValues: ActionRecordValues
    /// The kind of gesture the type's definitions describe (seed-000 §7.2); nil
    /// when the type cannot have `"definitions"`.
    package var definitionKind: GestureDefinitionKind?
    /// Configures a recognizer of this type for a selected gesture definition
    /// (finger count, direction); nil when the type cannot have definitions.
    package var applyDefinition: (@Sendable (GestureRecognizer, GestureDefinition) -> Void)?

    /// Creates a kind.
    package init(type: String, recordValues: ActionRecordValues = .fields, parameters: [ParameterSpec],
                make: @escaping @Sendable (SceneRecognizer) -> GestureRecognizer,
                actionFields: @escaping @Sendable (GestureRecognizer, _ rates: Bool) -> LogFields = { _, _ in LogFields() },
                definitionKind: GestureDefinitionKind? = nil,
                applyDefinition: (@Sendable (GestureRecognizer, GestureDefinition) -> Void)? = nil) {
        self.type = type
        self.recordValues = recordValues
        self.parameters = parameters
        self.make = make
        self.actionFields = actionFields
        self.definitionKind = definitionKind
        self.applyDefinition = applyDefinition
    }

    /// Creates a kind whose recognizers are made by `create` and then given
    /// each parameter the scene sets, through the parameter's `apply`.
    package init(type: String, recordValues: ActionRecordValues = .fields, create: @escaping @Sendable () -> GestureRecognizer, parameters: [ParameterSpec],
                actionFields: @escaping @Sendable (GestureRecognizer, _ rates: Bool) -> LogFields = { _, _ in LogFields() },
                definitionKind: GestureDefinitionKind? = nil,
                applyDefinition: (@Sendable (GestureRecognizer, GestureDefinition) -> Void)? = nil) {
        self.init(type: type, recordValues: recordValues, parameters: parameters, make: { r in
            let g = create()
            for spec in parameters {
                if let value = r.parameter(spec.name) { spec.apply?(g, value) }
            }
            return g
        }, actionFields: actionFields, definitionKind: definitionKind, applyDefinition: applyDefinition)
    }

    /// The declaration of parameter `name`, if the type has one.
    package func parameter(named name: String) -> ParameterSpec? {
        parameters.first { $0.name.hasSameUTF8(as: name) }
    }
}

/// The recognizer kinds a scene may use, by `"type"`.
package struct RecognizerRegistry: Sendable {
    /// The kinds, in the order listed in error messages.
    package private(set) var kinds: [RecognizerKind]

    /// Creates a registry; a later kind with the same type replaces an earlier one.
    package init(_ kinds: [RecognizerKind]) {
        self.kinds = []
        for k in kinds { register(k) }
    }

    /// Adds (or replaces) a kind.
    package mutating func register(_ kind: RecognizerKind) {
        if let i = kinds.firstIndex(where: { $0.type.hasSameUTF8(as: kind.type) }) { kinds[i] = kind } else { kinds.append(kind) }
    }

    /// The kind for `type`.
    package func kind(for type: String) -> RecognizerKind? {
        kinds.first { $0.type.hasSameUTF8(as: type) }
    }

    /// The type names, in registration order.
    package var typeNames: [String] { kinds.map { $0.type } }
}
