import Tactile

/// A view's `"accessibility"` object (docs/formats.md; seed-004 R-C4a): the
/// UIKit-named attributes `SceneRuntime` sets on the built view.
///
/// `{"element": true, "label": "Inbox", "value": "3 unread", "hint": "opens Inbox",
///   "traits": ["button"], "category": "dockIcon", "enlargement": "always"}` or, for a
/// container, `{"container": "list", "label": "Mailboxes"}` (`true` = a semantic
/// group, `false` = an explicit "not container", R-C4).
package struct SceneAccessibility: Equatable, Sendable {
    /// `isAccessibilityElement`.
    package var element = false
    /// `accessibilityLabel` (an item's label or a container's title).
    package var label: String?
    /// `accessibilityValue` (a container's summary).
    package var value: String?
    /// `accessibilityHint`.
    package var hint: String?
    /// `accessibilityTraits`, by name.
    package var traits: [String] = []
    /// `isAccessibilityContainer` (nil: not set).
    package var container: Bool?
    /// `accessibilityContainerType`, by name.
    package var containerType: String?
    /// `accessibilityOrdering`: `cartesian`, `sourceOrder` or `documentOrder`.
    package var ordering: String?
    /// `accessibilityCategory`, by name.
    package var category: String?
    /// `accessibilityEnlargement`: `automatic`, `always` or `never`.
    package var enlargement: String?

    /// Creates an empty description.
    package init() {}

    package static let keys = ["element", "label", "value", "hint", "traits", "container", "ordering", "category", "enlargement"]
    static let traitNames: [(String, AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("staticText", .staticText), ("header", .header),
        ("selected", .selected), ("notEnabled", .notEnabled), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction),
    ]
    static let containerTypes: [(String, AccessibilityContainerType)] = [
        ("semanticGroup", .semanticGroup), ("list", .list), ("dataTable", .dataTable), ("landmark", .landmark),
        ("toolbar", .toolbar), ("navigationBar", .navigationBar), ("playbackControls", .playbackControls),
        ("webFrame", .webFrame),
    ]
    static let categories: [(String, AccessibilityItemCategory)] = [
        ("button", .button), ("dockIcon", .dockIcon), ("hyperlink", .hyperlink), ("tableCellText", .tableCellText),
        ("staticText", .staticText), ("other", .other),
    ]
    static let orderings: [(String, AccessibilityOrdering)] = [
        ("cartesian", .cartesian), ("sourceOrder", .sourceOrder), ("documentOrder", .documentOrder),
    ]
    static let enlargements: [(String, AccessibilityEnlargementPreference)] = [
        ("automatic", .automatic), ("always", .always), ("never", .never),
    ]

    /// Sets the attributes on a built view.
    func apply(to view: View) {
        view.isAccessibilityElement = element
        if let label { view.accessibilityLabel = label }
        if let value { view.accessibilityValue = value }
        if let hint { view.accessibilityHint = hint }
        var t: AccessibilityTraits = []
        for name in traits { if let e = Self.traitNames.first(where: { $0.0 ~= PropertyKey(name) }) { t.insert(e.1) } }
        view.accessibilityTraits = t
        if let name = containerType { view.accessibilityContainerType = Self.containerTypes.first { $0.0 ~= PropertyKey(name) }?.1 }
        if let container { view.isAccessibilityContainer = container }
        if let name = ordering, let o = Self.orderings.first(where: { $0.0 ~= PropertyKey(name) }) { view.accessibilityOrdering = o.1 }
        if let name = category { view.accessibilityCategory = Self.categories.first { $0.0 ~= PropertyKey(name) }?.1 ?? .custom(name) }
        if let name = enlargement, let e = Self.enlargements.first(where: { $0.0 ~= PropertyKey(name) }) { view.accessibilityEnlargement = e.1 }
    }
}

extension SceneDocumentParse {
    /// Parses a view's `"accessibility"` object.
    func sceneAccessibility(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> SceneAccessibility {
        var a = SceneAccessibility()
        for m in try reader.object(value, path) { try accessibilityProperty(m, path.appending(m.key), into: &a) }
        return a
    }

    /// Reads one member of an `"accessibility"` object into `a`.
    @inline(never)
    private func accessibilityProperty(_ m: JSONMember, _ p: JSONPath, into a: inout SceneAccessibility) throws(FormatError) {
        switch PropertyKey(m.key) {
        case "element": a.element = try reader.bool(m.value, p)
        case "label": a.label = try reader.string(m.value, p)
        case "value": a.value = try reader.string(m.value, p)
        case "hint": a.hint = try reader.string(m.value, p)
        case "traits":
            for (i, t) in try reader.array(m.value, p).enumerated() {
                a.traits.append(try oneOf(t, p.appending(i), "trait", SceneAccessibility.traitNames))
            }
        case "container":
            if case .bool(let b) = m.value.content {
                a.container = b
            } else {
                a.containerType = try oneOf(m.value, p, "container type", SceneAccessibility.containerTypes)
                a.container = true
            }
        case "ordering": a.ordering = try oneOf(m.value, p, "ordering", SceneAccessibility.orderings)
        case "category": a.category = try reader.identifier(m.value, p)
        case "enlargement":
            a.enlargement = try oneOf(m.value, p, "enlargement", SceneAccessibility.enlargements)
        default:
            throw reader.unknownProperty(m, p, "accessibility property", expected: SceneAccessibility.keys.joined(separator: ", "))
        }
    }

    /// A string that must be one of `names`.
    func oneOf(_ value: JSONValue, _ path: JSONPath, _ what: String, _ names: [String]) throws(FormatError) -> String {
        let i = try choiceIndex(value, path, what, count: names.count) { names[$0] }
        return names[i]
    }

    /// A string that must name an entry of `table`.
    func oneOf<T>(_ value: JSONValue, _ path: JSONPath, _ what: String, _ table: [(String, T)]) throws(FormatError) -> String {
        let i = try choiceIndex(value, path, what, count: table.count) { table[$0].0 }
        return table[i].0
    }
}
