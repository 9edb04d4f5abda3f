// Cited: seed-004 §2.4, R-C7.
/// The cursor.
package struct AccessibilityNavigationState: Hashable, Sendable {
    /// The last container the user selected [L76].
    package var currentContainer: AccessibilityID?
    /// The last node whose content was presented [L76]; an item or a nested container.
    package var currentNode: AccessibilityID?
    /// Per container, the last node presented in it [L84].
    package var lastPresented: [AccessibilityID: AccessibilityID]

    /// Creates a state.
    package init(currentContainer: AccessibilityID? = nil, currentNode: AccessibilityID? = nil,
                lastPresented: [AccessibilityID: AccessibilityID] = .init()) {
        self.currentContainer = currentContainer
        self.currentNode = currentNode
        self.lastPresented = lastPresented
    }
}

// Cited: seed-004 R-X1.
/// The context of the current container: what later inputs are interpreted in.
package struct AccessibilityContainerContext: Hashable, Sendable {
    /// The container.
    package var container: AccessibilityID
    /// Its navigation sequence.
    package var items: [AccessibilityID]
    /// The last node presented in it.
    package var lastPresented: AccessibilityID?
    /// Its place in the container order.
    package var orderIndex: Int
    /// Its physical region.
    package var frame: Rect
}
