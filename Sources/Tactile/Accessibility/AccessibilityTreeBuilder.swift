/// Collects the nodes a host supplies and builds an `AccessibilityTree`.
///
/// ```swift
/// var b = AccessibilityTreeBuilder(screen: Rect(0, 0, 1024, 768))
/// b.container(AccessibilityContainer(id: "K1", title: "Mailboxes", frame: Rect(0, 0, 256, 704))) { b in
///     b.add(AccessibilityItem(id: "Inbox", label: "Inbox", frame: Rect(16, 16, 224, 44)))
/// }
/// let tree = b.build()
/// ```
public struct AccessibilityTreeBuilder {
    /// The screen (the synthetic root's region, and the bounds of items outside every container).
    package var screen: Rect
    /// The order of the top-level nodes (containers by default in Cartesian order, R-O2).
    package var rootOrdering: AccessibilityOrdering = .cartesian
    /// The nodes added so far, in insertion order.
    package private(set) var nodes: [AccessibilityNode] = []

    /// Creates an empty builder.
    public init(screen: Rect) { self.screen = screen }

    /// Adds an item.
    public mutating func add(_ item: AccessibilityItem) { nodes.append(.item(item)) }

    /// Adds a container with the children it already holds.
    public mutating func add(_ container: AccessibilityContainer) { nodes.append(.container(container)) }

    /// Adds a container and, after its own children, those `body` adds.
    public mutating func container(_ container: AccessibilityContainer, _ body: (inout AccessibilityTreeBuilder) -> Void) {
        var inner = AccessibilityTreeBuilder(screen: screen)
        body(&inner)
        var c = container
        c.children.append(contentsOf: inner.nodes)
        nodes.append(.container(c))
    }

    /// The immutable snapshot.
    public func build() -> AccessibilityTree { AccessibilityTree(screen: screen, roots: nodes, rootOrdering: rootOrdering) }
}
