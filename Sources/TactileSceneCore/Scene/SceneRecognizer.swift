import Tactile

/// One gesture recognizer of a scene (docs/formats.md, "Recognizer").
///
/// Common properties that are omitted stay nil and take the library's
/// defaults when the recognizer is built.
package struct SceneRecognizer: Equatable, Sendable {
    /// Unique id; the log names the recognizer by it.
    package var id: String
    /// The type name (`"tap"`, `"pan"`, …), a key of the `RecognizerRegistry`.
    package var type: String
    /// The id of the view the recognizer is attached to.
    package var view: String
    /// `enabled` (`isEnabled`).
    package var enabled: Bool?
    /// `cancelsTouchesInView`.
    package var cancelsTouchesInView: Bool?
    /// `cancelsTouchesInViewOnFailure` (seed-000 S8).
    package var cancelsTouchesInViewOnFailure: Bool?
    /// `delaysTouchesBegan`.
    package var delaysTouchesBegan: Bool?
    /// `delaysTouchesEnded`.
    package var delaysTouchesEnded: Bool?
    /// `requireToFail`: ids of recognizers that must fail before this one recognizes.
    package var requireToFail: [String]
    /// `simultaneousWith`: ids this recognizer may recognize simultaneously with
    /// (the scene's delegates allow it both ways).
    package var simultaneousWith: [String]
    /// `shouldBegin` (false: the delegate refuses to begin, so the recognizer fails).
    package var shouldBegin: Bool
    /// `exclusive` (seed-000 §4.1.1; `isExclusive`).
    package var exclusive: Bool?
    /// `exclusionExceptions`: ids this recognizer never prevents (seed-000 §4.1.2).
    package var exclusionExceptions: [String]
    /// The type's own parameters, in the order written.
    package var parameters: [RecognizerParameter]
    /// Gesture definitions selected by the device's operating mode (seed-000
    /// §7.2); the first is the default. Empty: the recognizer has none.
    /// Applications only.
    package var definitions: [SceneDefinition] = []
    /// The system-gesture handler its actions run, if any. Applications only.
    package var handler: SceneSystemHandler?

    /// Creates a recognizer description.
    package init(id: String, type: String, view: String, enabled: Bool? = nil, cancelsTouchesInView: Bool? = nil,
                delaysTouchesBegan: Bool? = nil, delaysTouchesEnded: Bool? = nil, requireToFail: [String] = [],
                simultaneousWith: [String] = [], shouldBegin: Bool = true, exclusive: Bool? = nil,
                exclusionExceptions: [String] = [], parameters: [RecognizerParameter] = []) {
        self.id = id
        self.type = type
        self.view = view
        self.enabled = enabled
        self.cancelsTouchesInView = cancelsTouchesInView
        self.delaysTouchesBegan = delaysTouchesBegan
        self.delaysTouchesEnded = delaysTouchesEnded
        self.requireToFail = requireToFail
        self.simultaneousWith = simultaneousWith
        self.shouldBegin = shouldBegin
        self.exclusive = exclusive
        self.exclusionExceptions = exclusionExceptions
        self.parameters = parameters
    }

    /// The value of parameter `name`, if the scene sets it.
    package func parameter(_ name: String) -> ParameterValue? {
        parameters.first { $0.name.hasSameUTF8(as: name) }?.value
    }
}

/// A type-specific recognizer property set in a scene (`"numberOfTapsRequired": 2`).
package struct RecognizerParameter: Equatable, Sendable {
    /// The Swift property name.
    package var name: String
    /// The value, already checked against the type's `ParameterSpec`.
    package var value: ParameterValue

    /// Creates a parameter.
    package init(name: String, value: ParameterValue) {
        self.name = name
        self.value = value
    }
}

/// A checked recognizer parameter value.
package enum ParameterValue: Equatable, Sendable {
    /// An integer (counts of taps and touches).
    case integer(Int)
    /// A number (durations in seconds, distances in points, angles in radians).
    case number(Double)
    /// A boolean.
    case boolean(Bool)
    /// A set of names written as an array (`["left", "right"]`), in the order written, without duplicates.
    case names([String])
    /// The properties of a value-type property, in the order written (`"velocityEstimator": {"horizon": 0.08}`).
    case object([RecognizerParameter])

    /// The value as a number (integers convert).
    package var number: Double? {
        switch self {
        case .number(let d): return d
        case .integer(let i): return Double(i)
        default: return nil
        }
    }

    /// The value as an integer.
    package var integer: Int? {
        if case .integer(let i) = self { return i }
        return nil
    }

    /// The value as a boolean.
    package var boolean: Bool? {
        if case .boolean(let b) = self { return b }
        return nil
    }

    /// The value as names.
    package var names: [String]? {
        if case .names(let n) = self { return n }
        return nil
    }

    /// The value of property `name` of an object value, if it is set.
    package func field(_ name: String) -> ParameterValue? {
        if case .object(let fields) = self { return fields.first { $0.name.hasSameUTF8(as: name) }?.value }
        return nil
    }
}
