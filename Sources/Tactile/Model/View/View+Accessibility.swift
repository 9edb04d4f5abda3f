/// A view's accessibility attributes, with UIKit's names (seed-004 R-C4a,
/// design note §4.7.1). A screen reader's tree is built from them
/// (`ViewAccessibilitySnapshot`); views that set none cost one nil reference.
extension View {
    /// Whether the view is an item a screen reader presents (UIKit default: false).
    /// An element is a leaf: its subviews are not visited.
    public var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? false }
        set { accessibilityAttributes.isElement = newValue }
    }
    /// The node's identity in the accessibility tree (UIKit's `accessibilityIdentifier`);
    /// nil uses `name`, then the view's position in the tree.
    public var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier }
        set { accessibilityAttributes.identifier = newValue }
    }
    /// An item's title, or a container's title ("Inbox", "Mailboxes").
    public var accessibilityLabel: String? {
        get { accessibilityStorage?.label }
        set { accessibilityAttributes.label = newValue }
    }
    /// An item's value or brief description, or a container's summary.
    public var accessibilityValue: String? {
        get { accessibilityStorage?.value }
        set { accessibilityAttributes.value = newValue }
    }
    /// What selecting the item does ("opens Address Book").
    public var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibilityAttributes.hint = newValue }
    }
    /// The item's traits (`.notEnabled` makes it unselectable, R-S6).
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibilityStorage?.traits ?? [] }
        set { accessibilityAttributes.traits = newValue }
    }
    /// The node's frame in screen coordinates, as in UIKit: unless set, the
    /// view's bounds converted through its window's placement on the screen.
    public var accessibilityFrame: Rect {
        get { accessibilityStorage?.frame ?? accessibilityScreenRect(bounds) }
        set { accessibilityAttributes.frame = newValue }
    }
    /// Where activation taps (UIKit's `accessibilityActivationPoint`): unless
    /// set, the centre of `accessibilityFrame` (R-S5).
    public var accessibilityActivationPoint: Point {
        get { accessibilityStorage?.activationPoint ?? accessibilityFrame.standardized.center }
        set { accessibilityAttributes.activationPoint = newValue }
    }
    /// Hides the view and its subtree from the screen reader (UIKit's `accessibilityElementsHidden`).
    public var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibilityAttributes.elementsHidden = newValue }
    }
    /// What kind of container the view is (UIKit's `accessibilityContainerType`;
    /// nil is UIKit's `.none`). Setting a type makes the view a container (R-C4b).
    public var accessibilityContainerType: AccessibilityContainerType? {
        get { accessibilityStorage?.containerType }
        set { accessibilityAttributes.containerType = newValue }
    }
    /// The seed's container toggle (L74, R-C4a): true makes the view a virtual
    /// container, false keeps it from being one even when it has a container
    /// type (an explicit "not container" wins). Unless set, it is
    /// `accessibilityContainerType != nil`.
    package var isAccessibilityContainer: Bool {
        get { accessibilityStorage?.containerFlag ?? (accessibilityStorage?.containerType != nil) }
        set { accessibilityAttributes.containerFlag = newValue }
    }
    /// How a container orders its children (R-O1; default Cartesian).
    package var accessibilityOrdering: AccessibilityOrdering {
        get { accessibilityStorage?.ordering ?? .cartesian }
        set { accessibilityAttributes.ordering = newValue }
    }
    /// An item's kind for predefined enlargement amounts; nil derives it from the traits.
    package var accessibilityCategory: AccessibilityItemCategory? {
        get { accessibilityStorage?.category }
        set { accessibilityAttributes.category = newValue }
    }
    /// An item's say on hit-area enlargement (R-E4).
    package var accessibilityEnlargement: AccessibilityEnlargementPreference {
        get { accessibilityStorage?.enlargement ?? .automatic }
        set { accessibilityAttributes.enlargement = newValue }
    }

    /// A rectangle of this view's coordinates in screen coordinates (through
    /// the root's placement in its superview space).
    package func accessibilityScreenRect(_ rect: Rect) -> Rect {
        let inRoot = convert(rect, to: nil)
        let r = root
        let a = r.convertToSuperview(Point(x: inRoot.minX, y: inRoot.minY))
        let b = r.convertToSuperview(Point(x: inRoot.maxX, y: inRoot.maxY))
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    private var accessibilityAttributes: ViewAccessibilityAttributes {
        if let s = accessibilityStorage { return s }
        let s = ViewAccessibilityAttributes()
        accessibilityStorage = s
        return s
    }
}

/// The stored accessibility attributes of one view (nil fields: UIKit's defaults).
final class ViewAccessibilityAttributes {
    var isElement = false
    var identifier: String?
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits = []
    var frame: Rect?
    var activationPoint: Point?
    var elementsHidden = false
    var containerType: AccessibilityContainerType?
    var containerFlag: Bool?
    var ordering: AccessibilityOrdering = .cartesian
    var category: AccessibilityItemCategory?
    var enlargement: AccessibilityEnlargementPreference = .automatic
}
