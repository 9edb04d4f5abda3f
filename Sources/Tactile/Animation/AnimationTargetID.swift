/// Identifies the thing an animation changes: an opaque number the host maps
/// to its own objects (at integration, one per `View`). The animation engine
/// never dereferences it.
public struct AnimationTargetID: Hashable, Sendable, CustomStringConvertible {
    /// The host-chosen number.
    public var rawValue: UInt64

    /// Creates an identifier from a host-chosen number.
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }

    /// `#` and the number, for logs.
    public var description: String { "#\(rawValue)" }
}

extension AnimationTargetID: SortKey {
    /// By number.
    func precedes(_ other: AnimationTargetID) -> Bool { rawValue < other.rawValue }
}
