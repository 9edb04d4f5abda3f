// Cited: seed-000 §4.1.8.
/// A recognizer's gesture definitions and the one selected.
///
/// The first definition is the default (normal-mode) one. Selection is made
/// by `DefinitionSelector` when a touch sequence starts and when the device
/// state changes; `apply` then configures the recognizer (e.g. sets a swipe
/// recognizer's finger count and direction), so any recognizer class can
/// carry several definitions. A binding with a single definition only
/// declares the recognizer's gesture, so that other recognizers avoid it.
public final class RecognizerDefinitions {
    /// The recognizer the definitions configure.
    public let recognizer: GestureRecognizer
    /// Its definitions; the first is the default.
    public let definitions: [GestureDefinition]
    /// The definition in force.
    package private(set) var selected: GestureDefinition?
    private let apply: (GestureDefinition) -> Void

    /// Creates a binding and applies the default definition.
    public init(recognizer: GestureRecognizer, definitions: [GestureDefinition],
                apply: @escaping (GestureDefinition) -> Void) {
        self.recognizer = recognizer
        self.definitions = definitions
        self.apply = apply
        if let d = definitions.first { select(d) }
    }

    /// Whether the recognizer has two or more definitions.
    package var isMultiDefinition: Bool { definitions.count >= 2 }

    /// The default (normal-mode) definition.
    package var defaultDefinition: GestureDefinition? { definitions.first }

    /// The definition the device state asks for: the first one made for
    /// `mode`, else the default (L474).
    package func preferredDefinition(for mode: OperatingMode) -> GestureDefinition? {
        for d in definitions where d.mode == mode { return d }
        return defaultDefinition
    }

    /// Whether one of the definitions has `signature`.
    package func hasDefinition(with signature: GestureSignature) -> Bool {
        definitions.contains { $0.signature == signature }
    }

    /// Puts `definition` in force (applying it when it changes).
    public func select(_ definition: GestureDefinition) {
        guard selected != definition else { return }
        selected = definition
        apply(definition)
    }
}
