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
package final class RecordingAccessibilityOutput: AccessibilityFeedbackOutput, AccessibilityInstructionReceiver {
    /// One `present` call.
    package struct Presentation: Hashable, Sendable {
        /// What was presented.
        package var feedback: [AccessibilityFeedback]
        /// The speech preferences passed with it.
        package var preferences: SpeechPreferences
        /// Whether it interrupted speech in progress.
        package var interrupt: Bool

        /// Creates a presentation record.
        package init(feedback: [AccessibilityFeedback], preferences: SpeechPreferences, interrupt: Bool) {
            self.feedback = feedback
            self.preferences = preferences
            self.interrupt = interrupt
        }
    }

    /// Every `present` call, in order.
    package private(set) var presentations: [Presentation] = []
    /// Every instruction, in order.
    package private(set) var instructions: [AccessibilityInstruction] = []

    /// Creates an empty recording.
    package init() {}

    /// Records a presentation.
    package func present(_ feedback: [AccessibilityFeedback], preferences: SpeechPreferences, interrupt: Bool) {
        presentations.append(Presentation(feedback: feedback, preferences: preferences, interrupt: interrupt))
    }

    /// Records an instruction.
    package func receive(_ instruction: AccessibilityInstruction) { instructions.append(instruction) }

    /// All feedback, flattened in order.
    package var feedback: [AccessibilityFeedback] { presentations.flatMap { $0.feedback } }

    /// The feedback recorded since the last `takeFeedback()`, then forgets it.
    package func takeFeedback() -> [AccessibilityFeedback] {
        defer { presentations.removeAll() }
        return feedback
    }

    /// The instructions recorded since the last `takeInstructions()`, then forgets them.
    package func takeInstructions() -> [AccessibilityInstruction] {
        defer { instructions.removeAll() }
        return instructions
    }
}
