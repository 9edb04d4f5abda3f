// Cited: seed-002 §3.2.
/// The phase of a touch at one moment (raw values from App. A).
public enum TouchPhase: Int, Sendable, CustomStringConvertible {
    /// A finger touched the surface: the first snapshot of a touch (seed-002 R2).
    case began = 0
    /// The finger moved since the previous snapshot (seed-002 R3).
    case moved = 1
    /// The finger is down but has not moved since the previous snapshot (seed-002 R3).
    case stationary = 2
    /// The finger left the surface (seed-002 R4).
    case ended = 3
    /// The system stopped tracking the touch without a lift (seed-002 R4).
    case cancelled = 4

    /// True for `.ended` and `.cancelled`: the touch's last snapshot (seed-002 R1, R5).
    @inlinable package var isTerminal: Bool {
        switch self {
        case .ended, .cancelled: return true
        case .began, .moved, .stationary: return false
        }
    }

    /// The phase's name, for logs and traces.
    public var description: String {
        switch self {
        case .began: return "began"
        case .moved: return "moved"
        case .stationary: return "stationary"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        }
    }
}

// Cited: "rudimentary gesture", seed-002 §3.3, R12.
/// Swipe classification of a touch.
package struct TouchInfo: OptionSet, Hashable, Sendable {
    /// The swipe bits (see the static members).
    public let rawValue: UInt32
    /// Creates a set of swipe bits from their raw value.
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Swiped up (relative to the UI orientation).
    public static let swipedUp = TouchInfo(rawValue: 1 << 0)
    /// Swiped down.
    public static let swipedDown = TouchInfo(rawValue: 1 << 1)
    /// Swiped left.
    public static let swipedLeft = TouchInfo(rawValue: 1 << 2)
    /// Swiped right.
    public static let swipedRight = TouchInfo(rawValue: 1 << 3)
}

/// What kind of contact produced a touch.
public enum TouchType: Int, Sendable {
    /// A finger on a touch screen.
    case direct
    /// A contact on an indirect surface (trackpad) mapped to a screen point.
    case indirect
    /// A stylus.
    case stylus
}
