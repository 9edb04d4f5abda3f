/// A row of the report's timeline beyond the touch, recognizer and view rows:
/// the action-value chart under a recognizer, or a lane a later feature adds
/// (scrolling, animation, focus …).
///
/// To add a lane: write a type that draws one row at `y` with `scale`, and a
/// producer (`ReplayDigest` → lanes, empty when the replay has nothing to show)
/// in `ReportLanes.producers`; the timeline draws the producers' lanes, in
/// list order, between the recognizers and the views.
protocol ReportLane {
    /// The row's height in pixels.
    var height: Double { get }
    /// Draws the row with its top at `y` (labels left of `TimelinePanel.plotX0`).
    func render(_ m: inout Markup, _ scale: TimeScale, y: Double)
}

/// Makes the lanes of one replay.
typealias ReportLaneProducer = @Sendable (ReplayDigest) -> [any ReportLane]

/// The lane producers the timeline asks, in drawing order.
enum ReportLanes {
    /// Every producer (append yours here).
    static let producers: [ReportLaneProducer] = [
        { digest in ScreenReaderLane(digest).map { [$0] } ?? [] },
    ]
}
