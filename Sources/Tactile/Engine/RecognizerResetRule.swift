/// When a recognizer that reached a final state (ended, recognized, failed,
/// cancelled) returns to `.possible` for its next attempt.
package enum RecognizerResetRule: Sendable, Equatable {
    /// Each recognizer resets on its own, as soon as it is in a final state
    /// and none of its own touches is down (the default; UIKit, whose
    /// `reset()` runs "after the gesture-recognizer state has been set to
    /// … any of the terminal states for a gesture recognition attempt").
    /// A recognizer still `.possible` — e.g. a double tap between its taps —
    /// is never reset. An unrelated finger resting elsewhere does not delay it.
    case whenItsTouchesLift
    /// Every recognizer of a sequence (those that shared a touch, transitively)
    /// resets together, once none of the sequence's touches is down and none
    /// of its recognizers is still deciding (seed-000 §3.1 note, §9 (f); S4:
    /// a recognized single tap "remains in state event recognized" while the
    /// double tap of the same sequence goes on).
    case whenSequenceEnds
}
