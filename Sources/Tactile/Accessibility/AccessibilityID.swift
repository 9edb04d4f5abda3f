/// The identity of an accessibility node (an item or a container), unique within one tree.
///
/// Identity is what lets the cursor survive a rebuilt tree (spec A29): the
/// navigator re-finds its item by id. It is a string so that a view can carry
/// it later, as UIKit's `accessibilityIdentifier` does. Two ids are equal
/// when their UTF-8 bytes are (not by Unicode canonical equivalence).
public struct AccessibilityID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier text.
    public var rawValue: String
    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier from a literal.
    public init(stringLiteral value: String) { rawValue = value }
    /// The identifier text.
    public var description: String { rawValue }

    /// Whether the two ids have the same UTF-8 bytes.
    public static func == (a: AccessibilityID, b: AccessibilityID) -> Bool { a.rawValue.hasSameUTF8(as: b.rawValue) }

    /// Hashes the UTF-8 bytes.
    public func hash(into hasher: inout Hasher) { rawValue.hashUTF8(into: &hasher) }
}
