/// Seconds on a monotonic time line. Timestamps and durations in Tactile are
/// plain `Double` seconds, like UIKit's `TimeInterval`; the origin is whatever
/// the host's clock uses (boot time, the start of a recording, …).
public typealias Seconds = Double

/// A source of monotonic time, injected into a `TouchDispatcher`.
///
/// The core never reads the wall clock: a host on a real device implements this
/// over its platform's monotonic clock; tests and replays use `ManualClock`.
public protocol MonotonicClock: AnyObject {
    /// The current time in seconds. Must never decrease.
    var now: Seconds { get }
}

/// A clock that only moves when told to: for tests, replays and simulations.
public final class ManualClock: MonotonicClock {
    /// The current time (a plain value with one owner: not checked for
    /// exclusive access at run time, which cost more than its reads).
    @exclusivity(unchecked) public private(set) var now: Seconds

    /// Creates a clock reading `start`.
    public init(start: Seconds = 0) { now = start }

    /// Moves the clock forward to `time`. Earlier times are ignored (the clock is monotonic).
    public func advance(to time: Seconds) {
        if time > now { now = time }
    }

    /// Moves the clock forward by `delta` seconds (negative values are ignored).
    public func advance(by delta: Seconds) {
        if delta > 0 { now += delta }
    }
}
