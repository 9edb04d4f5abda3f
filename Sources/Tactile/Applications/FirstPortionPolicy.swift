// Cited: seed-000 §6.5.
/// What "a recognizer of the hidden application recognizes the first portion" means to
/// the `ApplicationRouter`.
package enum FirstPortionPolicy: Sendable, Equatable {
    /// A recognizer of the hidden application recognized (a discrete
    /// recognition, or a continuous gesture began): the first portion ends at
    /// that sub-event (L444: touch-down and movement). The default.
    case recognizedOrBegan
    /// As `.recognizedOrBegan`, and also: when the first sub-event after the
    /// initial touch-downs arrives, a recognizer of the hidden application
    /// that received them is still possible (L392, L402: the first portion is
    /// the touch-downs). Use with care: a launcher recognizer that stays
    /// possible on any touch-down captures every sequence.
    case stillPossibleAfterTouchDowns
}
