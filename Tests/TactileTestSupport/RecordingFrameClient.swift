import Tactile

/// A frame-clock client that records the time of each tick it gets (with a
/// log, also a line "name@time") and asks for no more after `ticks` ticks.
package final class RecordingFrameClient: FrameClient {
    /// The name its log lines start with.
    package let name: String
    /// The ticks it still asks for.
    package var remaining: Int
    /// Where its lines go (nil: only `times`).
    package let log: EventLog?
    /// The times of its ticks, in order.
    package private(set) var times: [Seconds] = []

    /// A client for `ticks` ticks, named `name`, logging into `log`.
    package init(_ name: String = "", ticks: Int, log: EventLog? = nil) {
        self.name = name
        remaining = ticks
        self.log = log
    }

    package func frameClock(_ clock: FrameClock, tickAt now: Seconds) -> Bool {
        times.append(now)
        log?.add("\(name)@\(now)")
        remaining -= 1
        return remaining > 0
    }
}
