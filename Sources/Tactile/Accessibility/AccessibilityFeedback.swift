/// A non-speech signal: played as an earcon (a short sound) or a haptic pattern.
public enum AccessibilityCue: Hashable, Sendable {
    /// Exploration left the current container (R-B1, R-F5).
    case leftContainer
    /// A navigation command ran past the first or last container (R-N10, R-K6).
    case endOfSequence
}

// Cited: seed-004 R-F3.
/// One piece of accessible output.
public enum AccessibilityFeedback: Hashable, Sendable {
    /// Text to synthesize as speech.
    case speech(String)
    /// A sound effect.
    case earcon(AccessibilityCue)
    /// A vibration or device-motion pattern.
    case haptic(AccessibilityCue)
    /// Braille cells (Unicode Braille patterns, U+2800…U+283F) for a refreshable display.
    case braille(String)
}

/// The channels feedback is presented on; each cue and text goes to every enabled channel that fits it.
package struct AccessibilityFeedbackChannels: OptionSet, Hashable, Sendable {
    /// The bit set.
    public let rawValue: UInt8
    /// Creates channels from bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Texts as `.speech`.
    public static let speech = AccessibilityFeedbackChannels(rawValue: 1)
    /// Cues as `.earcon`.
    public static let earcons = AccessibilityFeedbackChannels(rawValue: 2)
    /// Cues as `.haptic`.
    public static let haptics = AccessibilityFeedbackChannels(rawValue: 4)
    /// Texts as `.braille` cells, after their speech.
    public static let braille = AccessibilityFeedbackChannels(rawValue: 8)
}
