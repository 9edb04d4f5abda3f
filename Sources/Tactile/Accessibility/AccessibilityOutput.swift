// Cited: seed-004 R-F3, R-F4.
/// Receives the feedback to present: speech, earcons, haptics, Braille.
public protocol AccessibilityFeedbackOutput: AnyObject {
    /// Presents one response. `interrupt` asks to stop speech still in progress (R-F8).
    func present(_ feedback: [AccessibilityFeedback], preferences: SpeechPreferences, interrupt: Bool)
}

// Cited: seed-004 R-S2.
/// Receives instructions for the application.
public protocol AccessibilityInstructionReceiver: AnyObject {
    /// Acts on one instruction.
    func receive(_ instruction: AccessibilityInstruction)
}

/// Records everything presented and every instruction, in order (for tests and logs).
public final class RecordingAccessibilityOutput: AccessibilityFeedbackOutput, AccessibilityInstructionReceiver {
    /// One `present` call.
    public struct Presentation: Hashable, Sendable {
        /// What was presented.
        public var feedback: [AccessibilityFeedback]
        /// The speech preferences passed with it.
        public var preferences: SpeechPreferences
        /// Whether it interrupted speech in progress.
        public var interrupt: Bool

        /// Creates a presentation record.
        public init(feedback: [AccessibilityFeedback], preferences: SpeechPreferences, interrupt: Bool) {
            self.feedback = feedback
            self.preferences = preferences
            self.interrupt = interrupt
        }
    }

    /// Every `present` call, in order.
    public private(set) var presentations: [Presentation] = []
    /// Every instruction, in order.
    public private(set) var instructions: [AccessibilityInstruction] = []

    /// Creates an empty recording.
    public init() {}

    /// Records a presentation.
    public func present(_ feedback: [AccessibilityFeedback], preferences: SpeechPreferences, interrupt: Bool) {
        presentations.append(Presentation(feedback: feedback, preferences: preferences, interrupt: interrupt))
    }

    /// Records an instruction.
    public func receive(_ instruction: AccessibilityInstruction) { instructions.append(instruction) }

    /// All feedback, flattened in order.
    public var feedback: [AccessibilityFeedback] { presentations.flatMap { $0.feedback } }

    /// The feedback recorded since the last `takeFeedback()`, then forgets it.
    public func takeFeedback() -> [AccessibilityFeedback] {
        defer { presentations.removeAll() }
        return feedback
    }

    /// The instructions recorded since the last `takeInstructions()`, then forgets them.
    public func takeInstructions() -> [AccessibilityInstruction] {
        defer { instructions.removeAll() }
        return instructions
    }
}
