/// Estimates the velocity of a moving point (a touch, a centroid, a pan's
/// translation) in points per second: on each axis, the fit of
/// `ScalarVelocityEstimator` (see it for the fit, the horizon and the stop
/// rule); the settings here apply to both axes (issue 4 item 8).
///
/// Both axes share one ring of samples (time, x, y), so adding a sample
/// writes one slot and never allocates.
public struct VelocityEstimator: Sendable {
    /// How far back from the newest sample the fit looks, in seconds (default 0.1 s).
    public var horizon: Seconds = 0.1
    /// The velocity is 0 when the newest sample is older than this (default 0.05 s).
    public var stopThreshold: Seconds = 0.05
    /// The relative weight of the oldest sample in the horizon (default 0.5).
    public var oldestSampleWeight: Double = 0.5

    private struct Sample {
        var time: Seconds
        var x: Double
        var y: Double
    }

    private var samples: [Sample]
    private var head = 0
    /// The newest sample's time (meaningful when `count > 0`).
    private var newestTime: Seconds = 0
    /// The number of samples held.
    public private(set) var count = 0

    /// Creates an estimator holding at most `capacity` samples (at least 2).
    public init(capacity: Int = 32) {
        samples = Array(repeating: Sample(time: 0, x: 0, y: 0), count: max(2, capacity))
    }

    /// The newest sample, if any.
    public var newestSample: (time: Seconds, point: Point)? {
        guard count > 0 else { return nil }
        let s = samples[newestIndex]
        return (s.time, Point(x: s.x, y: s.y))
    }

    private var newestIndex: Int { head == 0 ? samples.count - 1 : head - 1 }

    /// Records `point` at `time`. A sample with a non-finite coordinate or
    /// older than the newest one is ignored; one at the newest sample's time
    /// replaces it.
    @inline(__always)
    public mutating func add(_ point: Point, at time: Seconds) {
        // Finite iff times zero is zero (NaN and ±∞ give NaN): one test for all three.
        guard point.x * 0 + point.y * 0 + time * 0 == 0 else { return }
        if count > 0 {
            if time < newestTime { return }
            if time == newestTime {
                let newest = newestIndex
                samples[newest].x = point.x; samples[newest].y = point.y
                return
            }
        }
        samples[head] = Sample(time: time, x: point.x, y: point.y)
        newestTime = time
        head = head &+ 1 == samples.count ? 0 : head &+ 1
        if count < samples.count { count &+= 1 }
    }

    /// Forgets every sample.
    public mutating func reset() {
        head = 0
        count = 0
    }

    /// The estimated velocity at `time`, in points per second.
    public func velocity(at time: Seconds) -> Vector {
        Vector(dx: slope(at: time) { (samples[$0].time, samples[$0].x) },
               dy: slope(at: time) { (samples[$0].time, samples[$0].y) })
    }

    private func slope(at time: Seconds, _ sample: (Int) -> (time: Seconds, value: Double)) -> Double {
        ScalarVelocityEstimator.slope(at: time, count: count, head: head, capacity: samples.count, horizon: horizon,
                                      stopThreshold: stopThreshold, oldestSampleWeight: oldestSampleWeight, sample)
    }
}
