// Cited: seed-004 R-E4.
/// An item's own say on enlargement of its hit area.
public enum AccessibilityEnlargementPreference: Hashable, Sendable {
    /// Enlarged when the policy's gate lets it (the empty-space threshold).
    case automatic
    /// Marked at creation as needing enlargement: enlarged regardless of the threshold.
    case always
    /// Never enlarged.
    case never
}
