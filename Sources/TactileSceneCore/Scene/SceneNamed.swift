import Tactile

/// A core value the scene format names (docs/formats.md): its table of
/// names lives here, beside the reader, so the core stays free of format
/// concerns. Parse errors, their "did you mean" hints and the enumerations
/// of docs/scene.schema.json all list `sceneNames` in this order.
package protocol SceneNamed: Equatable {
    /// Every value with its scene name, in the order errors list them.
    static var sceneNames: [(name: String, value: Self)] { get }
}

extension SceneNamed {
    /// The value named `sceneName`, or nil when no value has that name.
    package init?(sceneName: String) {
        guard let v = Self.sceneNames.first(where: { $0.name.hasSameUTF8(as: sceneName) })?.value else { return nil }
        self = v
    }

    /// The value's scene name.
    package var sceneName: String { SceneNames.name(of: self, in: Self.sceneNames) }
}

/// Look-ups in a table of scene names.
package enum SceneNames {
    /// The name of `value` in `names` (the empty string when it has none).
    package static func name<T: Equatable>(of value: T, in names: [(name: String, value: T)]) -> String {
        names.first(where: { $0.value == value })?.name ?? ""
    }
}
