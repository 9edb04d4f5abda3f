// Cited: seed-004 R-C4(b).
/// What a virtual container groups, after UIKit's `UIAccessibilityContainerType` and
/// the screen reader's element types. Announcements do not depend on it.
public enum AccessibilityContainerType: Hashable, Sendable {
    /// A group the developer or a heuristic defined (R-C4a, c).
    case semanticGroup
    /// A list of similar rows.
    case list
    /// A table with rows and columns.
    case dataTable
    /// A region of the screen the user can jump to.
    case landmark
    /// A toolbar.
    case toolbar
    /// A navigation bar.
    case navigationBar
    /// Playback controls (play, pause, track position).
    case playbackControls
    /// A frame in a web page.
    case webFrame
}
