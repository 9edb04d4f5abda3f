// Cited: seed-004 L140: "icons in a dock can have one enlargement amount and hyperlinks in a webpage can have a different".
/// The kind of an item, the key of predefined enlargement amounts. Custom kinds are
/// equal when their names' UTF-8 bytes are.
package enum AccessibilityItemCategory: Hashable, Sendable {
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

    /// Whether the two are the same kind; custom kinds by the UTF-8 bytes of their names.
    public static func == (a: AccessibilityItemCategory, b: AccessibilityItemCategory) -> Bool {
        switch (a, b) {
        case (.custom(let x), .custom(let y)): x.hasSameUTF8(as: y)
        case (.custom, _), (_, .custom): false
        default: a.ordinal == b.ordinal
        }
    }

    /// Hashes the kind; a custom kind by its name's UTF-8 bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
        if case .custom(let name) = self { name.hashUTF8(into: &hasher) }
    }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .button: 0
        case .dockIcon: 1
        case .hyperlink: 2
        case .tableCellText: 3
        case .staticText: 4
        case .other: 5
        case .custom: 6
        }
    }
}
