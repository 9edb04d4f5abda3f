// Cited: seed-004 R-F6, U21.
/// The words of announcements in one language; the host configures the one matching
/// `SpeechPreferences.language`.
public protocol AccessibilityPhrasebook: AnyObject {
    /// The item count of a container: "no items", "1 item", "4 items".
    func itemCount(_ count: Int) -> String
    /// Joins the parts of one announcement ("Mailboxes" + "4 items").
    var separator: String { get }
}

/// The canonical English strings of R-F6.
package final class EnglishPhrasebook: AccessibilityPhrasebook {
    /// Creates the phrasebook.
    public init() {}

    /// "no items", "1 item", "<n> items".
    public func itemCount(_ count: Int) -> String {
        switch count {
        case ...0: "no items"
        case 1: "1 item"
        default: "\(count) items"
        }
    }

    /// A comma and a space.
    public var separator: String { ", " }
}
