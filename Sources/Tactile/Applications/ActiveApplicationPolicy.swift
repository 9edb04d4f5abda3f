// Cited: seed-000 §5.2, L112, L164.
/// Which applications are actively involved in a touch sequence: the
/// programmatic-hierarchy counterpart of `ActiveViewPolicy`.
package enum ActiveApplicationPolicy: Sendable, Equatable {
    /// Only the hit level (L164 "only a respective application").
    case hitLevelOnly
    /// The hit level and every open higher level (the default): a hidden
    /// launcher or OS application above the displayed application receives
    /// the sequence too (L112, §6).
    case hitLevelAndHigherLevels
    /// The hit level, its higher levels, and every other displayed
    /// application whose windows contain the touch location (L164 "a
    /// plurality of applications").
    case allContainingLocation
}
