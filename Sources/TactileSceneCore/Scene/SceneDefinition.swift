import Tactile

/// One gesture definition of a scene recognizer (`"definitions"`, seed-000
/// §4.1.8, §7.2): the number of fingers, for swipes the direction, and the
/// operating mode it is for. The gesture kind is the recognizer's type.
package struct SceneDefinition: Equatable, Sendable {
    /// The number of fingers (`"touches"`).
    package var touches: Int
    /// The direction (`"direction"`: `left`, `right`, `up`, `down`); swipes only.
    package var direction: GestureDirection?
    /// The operating mode (`"mode"`); nil for the default definition.
    package var mode: String?

    /// Creates a definition.
    package init(touches: Int, direction: GestureDirection? = nil, mode: String? = nil) {
        self.touches = touches
        self.direction = direction
        self.mode = mode
    }

    /// The core's definition for a recognizer whose gestures are `kind`.
    package func definition(kind: GestureDefinitionKind) -> GestureDefinition {
        GestureDefinition(kind, touches: touches, direction: direction, mode: mode.map { OperatingMode($0) })
    }

    /// The direction names of a definition, in the order listed in errors.
    static let directionNames: [(name: String, value: GestureDirection)] =
        [("left", .left), ("right", .right), ("up", .up), ("down", .down)]
}

/// A system-gesture handler a recognizer of an application runs when it
/// recognizes (`"handler"`; `LauncherModel`, seed-000 §6.2 A10, §7.1).
package enum SceneSystemHandler: String, CaseIterable, Equatable, Sendable {
    /// Show the open-application icons (three-finger swipe up, A10a).
    case showOpenApplicationIcons
    /// Display the next open application (three-finger left swipe, A10d).
    case nextApplication
    /// Display the previous open application (three-finger right swipe).
    case previousApplication
    /// The five-finger home-screen pinch (a `pinch` recognizer): scale the
    /// displayed application while it changes, then go home or back (L372–L374).
    case homeGesture
    /// Display the home screen (A10b–c).
    case goHome
    /// Launch the settings application (ten-finger tap, A10e).
    case openSettings
}
