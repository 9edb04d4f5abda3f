// Cited: seed-000 §4.1.8, §7.2.
/// One gesture definition a recognizer can use: the kind of gesture, the number of
/// fingers and, for swipes, the direction; plus the operating mode it is meant for.
///
/// Two definitions *conflict* when their `signature`s are equal (kind,
/// fingers, direction; the mode is not part of it), seed-000 §7.2 "definition
/// signatures".
public struct GestureDefinition: Hashable, Sendable, CustomStringConvertible {
    /// The kind of gesture.
    public var kind: GestureDefinitionKind
    /// The number of fingers.
    public var numberOfTouches: Int
    /// The direction, for directional gestures (swipes); nil otherwise.
    public var direction: GestureDirection?
    /// The operating mode this definition is selected in; nil for the
    /// default (normal-mode) definition.
    public var mode: OperatingMode?

    /// Creates a definition.
    public init(_ kind: GestureDefinitionKind, touches: Int, direction: GestureDirection? = nil, mode: OperatingMode? = nil) {
        self.kind = kind; numberOfTouches = touches; self.direction = direction; self.mode = mode
    }

    /// A swipe definition.
    public static func swipe(_ direction: GestureDirection, touches: Int, mode: OperatingMode? = nil) -> GestureDefinition {
        GestureDefinition(.swipe, touches: touches, direction: direction, mode: mode)
    }
    /// A tap definition.
    public static func tap(touches: Int, mode: OperatingMode? = nil) -> GestureDefinition {
        GestureDefinition(.tap, touches: touches, mode: mode)
    }
    /// A pinch definition.
    public static func pinch(touches: Int, mode: OperatingMode? = nil) -> GestureDefinition {
        GestureDefinition(.pinch, touches: touches, mode: mode)
    }

    /// What conflicts compare: kind, fingers and direction.
    package var signature: GestureSignature {
        GestureSignature(kind: kind, numberOfTouches: numberOfTouches, direction: direction)
    }

    /// `"3-finger swipe left [accessibility]"`: fingers, kind, direction and
    /// mode, for diagnostics and reports.
    public var description: String {
        var s = "\(numberOfTouches)-finger \(kind)"
        if let d = direction { s += " \(d)" }
        if let m = mode { s += " [\(m)]" }
        return s
    }
}

// Cited: seed-000 §7.2.
/// The part of a `GestureDefinition` that decides whether two definitions are "the same
/// gesture".
package struct GestureSignature: Hashable, Sendable {
    /// The kind of gesture.
    package var kind: GestureDefinitionKind
    /// The number of fingers.
    package var numberOfTouches: Int
    /// The direction, if any.
    package var direction: GestureDirection?
}

// Cited: seed-000 §7.1.
/// Kinds of gestures a `GestureDefinition` can name. Custom kinds are equal when their
/// names' UTF-8 bytes are.
public enum GestureDefinitionKind: Hashable, Sendable, CustomStringConvertible {
    /// A tap: finger down, optional delay, lift-off (seed-000 §7.1, L142).
    case tap
    /// A swipe: a quick drag in a straight direction (seed-000 §7.1, L140, L258).
    case swipe
    /// A pinch (or depinch) of several fingers (seed-000 §7.1, L20, L66).
    case pinch
    /// A pan or drag: touch, movement, lift-off (seed-000 §7.1 "Drag", L180).
    case pan
    /// A rotation of two or more fingers (UIKit's `UIRotationGestureRecognizer`;
    /// seed-000 names no rotation gesture, hosts use it like the others).
    case rotation
    /// A long press: a touch held in place (UIKit's `UILongPressGestureRecognizer`;
    /// seed-000's delay sub-event, §7.1).
    case longPress
    /// A host-defined kind.
    case custom(String)

    /// The kind's name as traces and reports print it (`"longPress"`); a custom kind's own name.
    public var description: String {
        switch self {
        case .tap: return "tap"
        case .swipe: return "swipe"
        case .pinch: return "pinch"
        case .pan: return "pan"
        case .rotation: return "rotation"
        case .longPress: return "longPress"
        case .custom(let s): return s
        }
    }

    /// Whether the two are the same kind; custom kinds by the UTF-8 bytes of their names.
    public static func == (a: GestureDefinitionKind, b: GestureDefinitionKind) -> Bool {
        switch (a, b) {
        case (.custom(let x), .custom(let y)): x.hasSameUTF8(as: y)
        case (.custom, _), (_, .custom): false
        default: a.ordinal == b.ordinal
        }
    }

    /// Hashes the kind; a custom kind by its name's UTF-8 bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
        if case .custom(let name) = self { name.hashUTF8(into: &hasher) }
    }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .tap: 0
        case .swipe: 1
        case .pinch: 2
        case .pan: 3
        case .rotation: 4
        case .longPress: 5
        case .custom: 6
        }
    }
}

/// Directions of directional gestures (screen axes; y grows downwards).
public enum GestureDirection: Hashable, Sendable, CustomStringConvertible {
    /// Towards −x.
    case left
    /// Towards +x.
    case right
    /// Towards −y (up the screen).
    case up
    /// Towards +y (down the screen).
    case down

    /// `"left"`, `"right"`, `"up"` or `"down"`.
    public var description: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .up: return "up"
        case .down: return "down"
        }
    }
}
