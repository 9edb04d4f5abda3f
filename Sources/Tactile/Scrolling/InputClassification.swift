// Cited: seed-001 A2, R2–R4.
/// What a touch sequence is, for the scroll-or-gesture decision.
package enum InputClassification: Hashable, Sendable {
    /// One contact dragged at least the hysteresis distance (R2, R34).
    case scroll
    /// Two or more contacts (R3).
    case gesture
    /// Neither yet: a press that may still become a scroll, delivered as mouse down/up (R34).
    case other
}
