/// One line of a timeline lane (the input lane, …): when it happened and what
/// it shows. Lanes are merged with the log events by time; at equal times a
/// lane's entries come first (the input arrived before the callbacks it
/// caused). Lane lines are never folded.
package struct TimelineEntry: Equatable, Sendable {
    /// The time in seconds.
    package var t: Double
    /// The line.
    package var row: TextTimeline.Row

    /// Creates an entry.
    package init(t: Double, row: TextTimeline.Row) {
        self.t = t
        self.row = row
    }
}

/// A log event or a lane line, in the order a timeline prints them.
package enum TimelineItem {
    case event(Int)
    case lane(TimelineEntry)

    /// `events` (indices) and the lane entries merged by time, lane entries
    /// first at equal times; the order within each source is kept.
    package static func merge(_ events: [LogEvent], _ lanes: [TimelineEntry]) -> [TimelineItem] {
        // A stable sort by time: the order of equal times is the lanes' order.
        let laneEntries = lanes.enumerated().sorted { a, b in
            a.element.t != b.element.t ? a.element.t < b.element.t : a.offset < b.offset
        }.map { $0.element }
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
