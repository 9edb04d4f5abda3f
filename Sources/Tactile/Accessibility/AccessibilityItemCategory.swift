/// The kind of an item, the key of predefined enlargement amounts (seed-004
/// L140: "icons in a dock can have one enlargement amount and hyperlinks in a
/// webpage can have a different").
public enum AccessibilityItemCategory: Hashable, Sendable {
    /// A button.
    case button
    /// An application icon in a dock.
    case dockIcon
    /// A hyperlink in a web page.
    case hyperlink
    /// Text inside a table cell.
    case tableCellText
    /// Text that cannot change.
    case staticText
    /// Anything else.
    case other
    /// A host-defined kind.
    case custom(String)
}
