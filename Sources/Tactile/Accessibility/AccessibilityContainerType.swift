/// What a virtual container groups, after UIKit's `UIAccessibilityContainerType`
/// and the element types of seed-004 R-C4(b). Announcements do not depend on it.
public enum AccessibilityContainerType: Hashable, Sendable {
    /// A group the developer or a heuristic defined (R-C4a, c).
    case semanticGroup
    case list
    case dataTable
    case landmark
    case toolbar
    case navigationBar
    case playbackControls
    case webFrame
}
