// Cited: seed-004 R-F1, R-F2, R-F6, R-F7.
/// Builds announcement texts.
///
/// * Item: label, then value, then hint (when hints are spoken); empty parts are left out.
/// * Container: title, then its summary, then the item count ("Mailboxes, 4 items").
/// * Prefix: "<container title>, <content>" when the container changed (R-F7).
package struct AnnouncementFormatter {
    /// The words.
    package var phrasebook: any AccessibilityPhrasebook
    /// Whether item hints are spoken.
    package var speaksHints: Bool

    /// Creates a formatter.
    package init(phrasebook: any AccessibilityPhrasebook = EnglishPhrasebook(), speaksHints: Bool = true) {
        self.phrasebook = phrasebook
        self.speaksHints = speaksHints
    }

    /// An item's content.
    package func content(of item: AccessibilityItem) -> String {
        join(item.accessibilityLabel, item.accessibilityValue ?? "", speaksHints ? item.accessibilityHint ?? "" : "")
    }

    /// A container's summary with its direct item count.
    package func summary(of container: AccessibilityContainer, itemCount: Int) -> String {
        join(container.title, container.summary ?? "", phrasebook.itemCount(itemCount))
    }

    /// Content prefixed with a container title.
    package func prefixed(_ content: String, containerTitle: String) -> String { join(containerTitle, content, "") }

    /// The non-empty parts, separated; a lone part is returned as it is, so
    /// announcing an item with only a label builds no string (docs/performance.md).
    private func join(_ a: String, _ b: String, _ c: String) -> String {
        if b.isEmpty && c.isEmpty { return a }
        if a.isEmpty && c.isEmpty { return b }
        if a.isEmpty && b.isEmpty { return c }
        var out = a
        for p in [b, c] where !p.isEmpty {
            if !out.isEmpty { out += phrasebook.separator }
            out += p
        }
        return out
    }
}
