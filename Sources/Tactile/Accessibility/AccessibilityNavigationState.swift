// Cited: seed-004 §2.4, R-C7.
/// The cursor.
public struct AccessibilityNavigationState: Hashable, Sendable {
    /// The last container the user selected [L76].
    public var currentContainer: AccessibilityID?
    /// The last node whose content was presented [L76]; an item or a nested container.
    public var currentNode: AccessibilityID?
    /// Per container, the last node presented in it [L84].
    public var lastPresented: [AccessibilityID: AccessibilityID]

    /// Creates a state.
    public init(currentContainer: AccessibilityID? = nil, currentNode: AccessibilityID? = nil,
                lastPresented: [AccessibilityID: AccessibilityID] = .init()) {
        self.currentContainer = currentContainer
        self.currentNode = currentNode
        self.lastPresented = lastPresented
    }
}

// Cited: seed-004 R-X1.
/// The context of the current container: what later inputs are interpreted in.
public struct AccessibilityContainerContext: Hashable, Sendable {
    /// The container.
    public var container: AccessibilityID
    /// Its navigation sequence.
    public var items: [AccessibilityID]
    /// The last node presented in it.
    public var lastPresented: AccessibilityID?
    /// Its place in the container order.
    public var orderIndex: Int
    /// Its physical region.
    public var frame: Rect
}
