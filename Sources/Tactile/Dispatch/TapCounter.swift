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
        recent.removeAll { time - $0.liftTime > policy.maxTapInterval }
        var best: RecentTap?
        var bestDistance = Double.infinity
        for tap in recent {
            let d = tap.location.distance(to: location)
            if d <= policy.maxTapDistance && d < bestDistance { best = tap; bestDistance = d }
        }
        return (best?.count ?? 0) + 1
    }

    /// Records a lifted touch; it can continue a count if it qualified as a tap.
    mutating func touchLifted(_ touch: Touch, policy: DispatchPolicy) {
        let duration = touch.timestamp - touch.beganTimestamp
        let moved = (touch.locationInWindow - touch.initialLocationInWindow).length
        guard duration <= policy.maxTapDuration, moved <= policy.maxTapDistance else { return }
        recent.removeAll { $0.location.distance(to: touch.initialLocationInWindow) <= policy.maxTapDistance }
        recent.append(RecentTap(location: touch.initialLocationInWindow, liftTime: touch.timestamp, count: touch.tapCount))
        if recent.count > 16 { recent.removeFirst() }
    }
}
