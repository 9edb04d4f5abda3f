// Cited: seed-001 G10, R22–R23.
/// A chord event: the finger count of a gesture and its start, change or end (claims 3,
/// 9, 16, 19).
public struct ChordEvent: Sendable, Equatable {
    /// Where the chord is in its life.
    public enum Phase: Sendable, Equatable {
        /// Two or more fingers came down.
        case start
        /// The hand moved, or its finger count changed (seed-001 R23).
        case change
        /// Fewer than two fingers remain, or the touches were cancelled.
        case end
    }

    /// The number of fingers down (at `.end`: the number still down after the lift, 0 when all lifted together).
    public var chordCount: Int
    /// Whether the chord starts, changes or ends with this event.
    public var phase: Phase
    /// The hand's scaling and rotation since the start as one transform
    /// (scale, then rotation; no translation), for `.change` and `.end`;
    /// nil for `.start` (seed-001 G10: "a chord change event may include a
    /// scaling or rotation transform").
    public var transform: AffineTransform?

    /// Creates a chord event.
    package init(chordCount: Int, phase: Phase, transform: AffineTransform? = nil) {
        self.chordCount = chordCount; self.phase = phase; self.transform = transform
    }
}
