import TactileSceneCore

/// A source of timeline lines beside the log events: the input lane (each
/// finger's down, up and cancel), and any later lane that has lines of its own.
///
/// A timeline merges every lane's entries with the log events by time; at
/// equal times a lane's entries come first (the input arrived before the
/// callbacks it caused). Lane lines are never folded, and each one ends the
/// folded runs open before it, so the lines stay in time order.
///
/// To add a lane: conform a type to `TimelineLane` and pass it in the
/// `lanes` list of `CondensedTimeline` or `TextTimeline`.
package protocol TimelineLane {
    /// The lane's lines, in time order.
    var entries: [TimelineEntry] { get }
}

extension TextTimeline {
    /// A timeline of `events` with the lines of `lanes` merged in.
    package init(_ events: [LogEvent], lanes: [any TimelineLane]) {
        self.init(events, laneEntries: lanes.flatMap { $0.entries })
    }
}
