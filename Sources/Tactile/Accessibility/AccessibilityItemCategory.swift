/// The kind of an item, the key of predefined enlargement amounts (seed-004
/// L140: "icons in a dock can have one enlargement amount and hyperlinks in a
/// webpage can have a different").
public enum AccessibilityItemCategory: Hashable, Sendable {
    case button
    case dockIcon
    case hyperlink
    case tableCellText
    case staticText
    case other
    case custom(String)
}
