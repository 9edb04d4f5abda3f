// Cited: seed-000 §5.3 step 9, L190, S19.
/// What the router does when no recognizer of the hit level's view hierarchy remains
/// for a sequence.
package enum LevelFallback: Sendable, Equatable {
    /// Nothing: the sequence stays with the hit level (the default).
    case disregard
    /// The next open higher level that is not yet involved joins the sequence:
    /// it receives the buffered sub-events (at its current time) and the rest,
    /// as a hidden application would; if it recognizes, it owns the sequence.
    /// Only useful with `ActiveApplicationPolicy.hitLevelOnly` (otherwise the
    /// higher levels are involved from the start) and with
    /// `ApplicationRoutingMethod.concurrentFirstPortion`.
    case sendToHigherLevel
}
