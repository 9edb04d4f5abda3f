// Cited: seed-004 R-C1.
/// A virtual container: a titled region grouping similar items.
///
/// Containers can be empty (R-C5) and can nest (R-C6). Two containers are equal
/// when every property is; strings compare by their UTF-8 bytes.
public struct AccessibilityContainer: Equatable, Sendable {
    /// Identity, unique within the tree (shared id space with items).
    public var id: AccessibilityID
    /// The title ("Mailboxes").
    package var title: String
    /// An optional brief description, spoken after the title.
    public var summary: String?
    /// The physical region in screen coordinates.
    public var accessibilityFrame: Rect
    /// What the container groups.
    public var accessibilityContainerType: AccessibilityContainerType = .semanticGroup
    /// How the children are ordered.
    package var ordering: AccessibilityOrdering = .cartesian
    /// An explicit place among sibling containers (R-O2); containers with one come first, by it.
    package var explicitOrderIndex: Int?
    /// Position in the building code, for a parent's `.sourceOrder`.
    package var sourceIndex: Int?
    /// Items and nested containers, in insertion order (the tree applies `ordering`).
    public var children: [AccessibilityNode]

    /// Creates a container.
    public init(id: AccessibilityID, title: String, frame: Rect, summary: String? = nil,
                ordering: AccessibilityOrdering = .cartesian, children: [AccessibilityNode] = []) {
        self.id = id
        self.title = title
        self.summary = summary
        accessibilityFrame = frame
        self.ordering = ordering
        self.children = children
    }

    /// Whether every property is equal; strings by their UTF-8 bytes.
    public static func == (a: AccessibilityContainer, b: AccessibilityContainer) -> Bool {
        a.id == b.id && a.title.hasSameUTF8(as: b.title) && sameUTF8(a.summary, b.summary)
            && a.accessibilityFrame == b.accessibilityFrame && a.accessibilityContainerType == b.accessibilityContainerType
            && a.ordering == b.ordering && a.explicitOrderIndex == b.explicitOrderIndex
            && a.sourceIndex == b.sourceIndex && a.children == b.children
    }
}
