/// Traits that describe an item, after UIKit's `UIAccessibilityTraits`.
///
/// The canonical announcements (seed-004 R-F6) do not speak traits; they
/// decide selectability (`notEnabled`) and the default `AccessibilityItemCategory`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bit set.
    public let rawValue: UInt32
    /// Creates traits from bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Behaves like a button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Behaves like a link (a hyperlink in a web page).
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// Is an image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Is text that cannot change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 3)
    /// Is a heading.
    public static let header = AccessibilityTraits(rawValue: 1 << 4)
    /// Is currently selected.
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    /// Is dimmed: described, but activation never selects it (R-S6).
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 6)
    /// Can be adjusted through a range of values.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 7)
    /// Wants raw touches (piano keys, signature pads); honoured by the input layer.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 8)
}
