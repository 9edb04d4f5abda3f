/// A node the host supplies: an item or a container with its children.
public enum AccessibilityNode: Equatable, Sendable {
    /// An item.
    case item(AccessibilityItem)
    /// A container with its children.
    case container(AccessibilityContainer)

    /// The node's identity.
    public var id: AccessibilityID {
        switch self {
        case .item(let i): i.id
        case .container(let c): c.id
        }
    }
}
