// Cited: seed-004 §2.2.
/// A user-interface item the user can be told about and possibly select.
///
/// Two items are equal when every property is; strings compare by their UTF-8 bytes.
public struct AccessibilityItem: Equatable, Sendable {
    /// Identity, unique within the tree.
    public var id: AccessibilityID
    /// Whether the item takes part in the tree; the builder leaves out items where this is false.
    public var isAccessibilityElement: Bool = true
    /// The title, spoken first ("Inbox").
    public var accessibilityLabel: String
    /// The brief description or current value, spoken after the label.
    public var accessibilityValue: String?
    /// What selecting the item does ("opens Address Book"), spoken last when hints are on.
    public var accessibilityHint: String?
    /// Traits; `.notEnabled` makes the item unselectable.
    public var accessibilityTraits: AccessibilityTraits = []
    /// The original boundary in screen coordinates; containment is half-open (R-E14).
    public var accessibilityFrame: Rect
    /// Explicit kind for predefined enlargement amounts; nil derives it from the traits.
    package var category: AccessibilityItemCategory?
    /// The item's enlargement preference (R-E4).
    public var enlargement: AccessibilityEnlargementPreference = .automatic
    /// The component around the item (the table cell around a text), the target of `fillEnclosingComponent` (R-E6e).
    package var enclosingComponentFrame: Rect?
    /// Front-most wins where original frames overlap (R-T2a).
    package var zIndex: Int = 0
    /// Position in the code that builds the interface, for `.sourceOrder`; nil uses the order of insertion.
    package var sourceIndex: Int?
    private var activationPointOverride: Point?

    /// Creates an item.
    public init(id: AccessibilityID, label: String, frame: Rect, value: String? = nil, hint: String? = nil,
                traits: AccessibilityTraits = []) {
        self.id = id
        accessibilityLabel = label
        accessibilityFrame = frame
        accessibilityValue = value
        accessibilityHint = hint
        accessibilityTraits = traits
    }

    /// Where activation acts: the centre of the original frame unless set (UIKit's default; R-S5).
    public var accessibilityActivationPoint: Point {
        get { activationPointOverride ?? accessibilityFrame.standardized.center }
        set { activationPointOverride = newValue }
    }

    /// Whether activation may select the item (R-S6).
    package var isSelectable: Bool { !accessibilityTraits.contains(.notEnabled) }

    /// The category used for predefined enlargement: the explicit one, else one derived from the traits.
    package var resolvedCategory: AccessibilityItemCategory {
        if let category { return category }
        if accessibilityTraits.contains(.link) { return .hyperlink }
        if accessibilityTraits.contains(.button) { return .button }
        if accessibilityTraits.contains(.staticText) { return .staticText }
        return .other
    }

    /// Whether every property is equal; strings by their UTF-8 bytes.
    public static func == (a: AccessibilityItem, b: AccessibilityItem) -> Bool {
        a.id == b.id && a.isAccessibilityElement == b.isAccessibilityElement
            && a.accessibilityLabel.hasSameUTF8(as: b.accessibilityLabel)
            && sameUTF8(a.accessibilityValue, b.accessibilityValue) && sameUTF8(a.accessibilityHint, b.accessibilityHint)
            && a.accessibilityTraits == b.accessibilityTraits && a.accessibilityFrame == b.accessibilityFrame
            && a.category == b.category && a.enlargement == b.enlargement
            && a.enclosingComponentFrame == b.enclosingComponentFrame && a.zIndex == b.zIndex
            && a.sourceIndex == b.sourceIndex && a.activationPointOverride == b.activationPointOverride
    }
}
