// Cited: seed-000 §7.2, L462: "settings for an accessibility operating mode".
/// A device operating mode that gesture definitions can depend on.
///
/// Modes are named so that hosts and scene files can add their own
/// (`OperatingMode("oneHanded")`); `.normal` and `.accessibility` are the
/// seed's two. Two modes are equal when their names' UTF-8 bytes are.
public struct OperatingMode: Hashable, Sendable, CustomStringConvertible {
    /// The mode's name.
    public let name: String
    /// Creates a mode.
    public init(_ name: String) { self.name = name }

    /// The default operating mode (device state at default values, L474).
    public static let normal = OperatingMode("normal")
    /// The accessibility operating mode (L46, L460, L474).
    public static let accessibility = OperatingMode("accessibility")

    /// The mode's name (`"accessibility"`).
    public var description: String { name }

    /// Whether the two names have the same UTF-8 bytes.
    public static func == (a: OperatingMode, b: OperatingMode) -> Bool { a.name.hasSameUTF8(as: b.name) }

    /// Hashes the name's UTF-8 bytes.
    public func hash(into hasher: inout Hasher) { name.hashUTF8(into: &hasher) }
}
