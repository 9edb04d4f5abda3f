// Cited: seed-004 R-O1.
/// How a container orders its children for navigation.
public enum AccessibilityOrdering: Hashable, Sendable {
    /// Top-left before bottom-right, row by row (R-O3).
    case cartesian
    /// By each node's `sourceIndex` (its place in the code that builds the interface), ties in insertion order.
    case sourceOrder
    /// In the order the host inserted the children (a DOM's document order).
    case documentOrder
    /// The listed ids first, in the listed order; unlisted children follow in insertion order.
    case explicit([AccessibilityID])
}
