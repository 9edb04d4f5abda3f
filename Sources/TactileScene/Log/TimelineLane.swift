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
public protocol TimelineLane {
    /// The lane's lines, in time order.
    var entries: [TimelineEntry] { get }
}

/// One line of a lane: when it happened and what it shows.
public struct TimelineEntry: Equatable, Sendable {
    /// The time in seconds.
    public var t: Double
    /// The line.
    public var row: TextTimeline.Row

    /// Creates an entry.
    public init(t: Double, row: TextTimeline.Row) {
        self.t = t
        self.row = row
    }
}

/// A log event or a lane line, in the order a timeline prints them.
enum TimelineItem {
    case event(Int)
    case lane(TimelineEntry)

    /// `events` (indices) and every lane's entries merged by time, lane
    /// entries first at equal times; the order within each source is kept.
    static func merge(_ events: [LogEvent], _ lanes: [any TimelineLane]) -> [TimelineItem] {
        var laneEntries: [TimelineEntry] = []
        for lane in lanes { laneEntries += lane.entries }
        // A stable sort by time: the order of equal times is the lanes' order.
        laneEntries = laneEntries.enumerated().sorted { a, b in
            a.element.t != b.element.t ? a.element.t < b.element.t : a.offset < b.offset
        }.map(\.element)
        var items: [TimelineItem] = []
        items.reserveCapacity(events.count + laneEntries.count)
        var next = 0
        for (i, e) in events.enumerated() {
            while next < laneEntries.count, laneEntries[next].t <= e.t {
                items.append(.lane(laneEntries[next]))
                next += 1
            }
            items.append(.event(i))
        }
        while next < laneEntries.count {
            items.append(.lane(laneEntries[next]))
            next += 1
        }
        return items
    }
}
