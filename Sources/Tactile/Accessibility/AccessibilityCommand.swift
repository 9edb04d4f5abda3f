/// A navigation command (seed-004 §2.2): resolved against the stored orders and
/// the current container's context, never against where a gesture was made (R-X3).
public enum AccessibilityCommand: Hashable, Sendable {
    case nextItem
    case previousItem
    case firstItemInContainer
    case lastItemInContainer
    case firstItemInFirstContainer
    case lastItemInLastContainer
    case nextContainer
    case previousContainer
    case firstContainer
    case lastContainer
    /// Select the current item (acts on the cursor, not on a location).
    case activate
}
