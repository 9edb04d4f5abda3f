/// When at least one touch was down during a replay: the union of the touch
/// tracks' down intervals.
///
/// The log does not record a recognizer's automatic reset to `possible`; the
/// report estimates it from this: a recognizer resets once the touches it saw
/// are up (seed-000 §3), so a final state is drawn until the first moment no
/// touch is down.
public struct TouchActivity: Equatable, Sendable {
    /// A span `[start, end)` in seconds during which some touch was down.
    public struct Interval: Equatable, Sendable {
        /// The first touch-down.
        public var start: Double
        /// The moment the last touch lifted.
        public var end: Double
    }

    /// The merged intervals, in time order.
    public private(set) var intervals: [Interval] = []

    /// The activity of `tracks`.
    public init(_ tracks: [TouchTrack]) {
        let spans = tracks.map { Interval(start: $0.downTime, end: $0.upTime) }
            .sorted { $0.start < $1.start || ($0.start == $1.start && $0.end < $1.end) }
        for span in spans {
            if let last = intervals.last, span.start <= last.end {
                intervals[intervals.count - 1].end = max(last.end, span.end)
            } else {
                intervals.append(span)
            }
        }
    }

    /// The first time at or after `t` when no touch is down (`t` itself when none is).
    public func idleTime(atOrAfter t: Double) -> Double {
        for i in intervals where i.start <= t && t < i.end { return i.end }
        return t
    }
}
