// Cited: seed-000 §6.2–§6.3.
/// How the displayed application receives a sequence while the hidden applications
/// decide.
public enum ApplicationRoutingMethod: Sendable, Equatable {
    /// Method A, and method B with its optional step B3 (the default): the
    /// first portion is delivered concurrently to the hidden applications and
    /// the displayed one; once a hidden application's recognizer recognizes
    /// it, the rest goes to that application only and the displayed
    /// application's touches are cancelled (its views get `touchesCancelled`,
    /// its recognizers fail or are cancelled).
    case concurrentFirstPortion
    /// Method B without B3: the displayed application receives nothing until
    /// the hidden applications have decided. If none recognizes, the buffered
    /// sequence is then delivered to it, with its original timestamps (its
    /// clock is held back meanwhile), followed by the rest; otherwise it never
    /// sees the sequence.
    case deferredUntilDecided
}
