/// A direction on screen (y down).
public enum AccessibilityDirection: Hashable, Sendable, CaseIterable {
    /// Toward smaller x.
    case left
    /// Toward larger x.
    case right
    /// Toward smaller y.
    case up
    /// Toward larger y.
    case down
}

// Cited: seed-004 R-X2.
/// A recognized gesture described as data, the key of the binding table.
///
/// The input layer recognizes flicks and taps and hands them over; their
/// location plays no part (R-X3).
public struct AccessibilityGesture: Hashable, Sendable {
    /// The gesture kinds.
    public enum Kind: Hashable, Sendable {
        /// A quick stroke in a direction (a swipe).
        case flick
        /// One or more quick touches in place.
        case tap
    }

    /// The kind.
    public var kind: Kind
    /// Fingers on the screen.
    package var fingerCount: Int
    /// A flick's direction; nil for taps.
    public var direction: AccessibilityDirection?
    /// A tap's number of taps; 0 for flicks.
    public var tapCount: Int

    /// Creates a gesture.
    package init(kind: Kind, fingerCount: Int, direction: AccessibilityDirection? = nil, tapCount: Int = 0) {
        self.kind = kind
        self.fingerCount = fingerCount
        self.direction = direction
        self.tapCount = tapCount
    }

    /// A flick with `fingers` fingers.
    public static func flick(_ direction: AccessibilityDirection, fingers: Int = 1) -> AccessibilityGesture {
        AccessibilityGesture(kind: .flick, fingerCount: fingers, direction: direction)
    }

    /// `taps` taps with `fingers` fingers.
    public static func tap(fingers: Int = 1, taps: Int = 1) -> AccessibilityGesture {
        AccessibilityGesture(kind: .tap, fingerCount: fingers, tapCount: taps)
    }
}

extension AccessibilityGesture {
    /// A total order key (kind, fingers, direction, taps) for deterministic listings.
    internal var sortKey: Int {
        let k = kind == .flick ? 0 : 1
        let d: Int
        switch direction {
        case nil: d = 0
        case .left?: d = 1
        case .right?: d = 2
        case .up?: d = 3
        case .down?: d = 4
        }
        return ((k * 64 + min(max(fingerCount, 0), 63)) * 8 + d) * 1024 + min(max(tapCount, 0), 1023)
    }
}
