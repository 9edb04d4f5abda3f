/// Assigns `Touch.tapCount` (seed-002 R11): a touch that goes down within
/// `maxTapInterval` and `maxTapDistance` of a previous qualifying tap continues
/// its count; otherwise it starts at 1.
internal struct TapCounter {
    private struct RecentTap {
        var location: Point
        var liftTime: Seconds
        var count: Int
    }
    private var recent: [RecentTap] = []

    /// The tap count for a touch going down at `location` at `time`.
    mutating func count(at location: Point, time: Seconds, policy: DispatchPolicy) -> Int {
        recent.removeEach { time - $0.liftTime > policy.maxTapInterval }
        var best: RecentTap?
        var bestDistance = Double.infinity
        for tap in recent {
            let d = tap.location.distance(to: location)
            if d <= policy.maxTapDistance && d < bestDistance { best = tap; bestDistance = d }
        }
        return (best?.count ?? 0) + 1
    }

    /// Records a finished touch. A qualifying tap (ended, down→up within
    /// `maxTapDuration`, never farther than `maxTapDistance` from where it went
    /// down) can be continued by the next touch; any other touch ends the
    /// sequence at its position.
    mutating func touchFinished(_ touch: Touch, policy: DispatchPolicy) {
        let start = touch.initialLocationInWindow
        recent.removeEach { $0.location.distance(to: start) <= policy.maxTapDistance }
        let duration = touch.timestamp - touch.beganTimestamp
        guard touch.phase == .ended, duration <= policy.maxTapDuration,
              touch.maximumDistanceFromStart <= policy.maxTapDistance else { return }
        recent.append(RecentTap(location: start, liftTime: touch.timestamp, count: touch.tapCount))
        if recent.count > 16 { recent.removeFirst() }
    }
}
