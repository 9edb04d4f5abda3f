/// Names one committed animation in its `Animator` (commit order; never reused).
public struct AnimationHandle: Hashable, Sendable, CustomStringConvertible {
    /// The animator-unique sequence number.
    public let rawValue: UInt64
    /// `animation` and the number, for logs.
    public var description: String { "animation \(rawValue)" }
}

/// What a delegate learns about an animation: its handle and the group's name
/// and context (R57: "passed to will start/did stop selectors").
public struct AnimationInfo {
    /// The animation.
    public let handle: AnimationHandle
    /// The group's identifier (the seed's `animationID`; may be nil).
    public let name: String?
    /// The group's context object.
    package let context: AnyObject?
}

/// How a cancelled animation leaves its properties (UIKit's `UIViewAnimatingPosition`).
public enum AnimationStopPosition: Hashable, Sendable {
    /// At the values shown now; reported with `animationDidStop(_:atFraction:)`.
    case current
    /// At the end values; reported with `animationDidStop(_:finished: false)`.
    case end
    /// At the start values; reported with `animationDidStop(_:finished: false)`.
    case start
}
