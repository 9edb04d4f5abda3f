/// Estimates the velocity of a moving point (a touch, a centroid, a pan's
/// translation) in points per second, one `ScalarVelocityEstimator` per axis
/// (issue 4 item 8). See `ScalarVelocityEstimator` for the fit, the horizon
/// and the stop rule; the settings here apply to both axes.
///
/// Adding a sample never allocates.
public struct VelocityEstimator: Sendable {
    private var x: ScalarVelocityEstimator
    private var y: ScalarVelocityEstimator

    /// Creates an estimator holding at most `capacity` samples per axis.
    public init(capacity: Int = 32) {
        x = ScalarVelocityEstimator(capacity: capacity)
        y = ScalarVelocityEstimator(capacity: capacity)
    }

    /// How far back from the newest sample the fit looks, in seconds (default 0.1 s).
    public var horizon: Seconds {
        get { x.horizon }
        set { x.horizon = newValue; y.horizon = newValue }
    }

    /// The velocity is 0 when the newest sample is older than this (default 0.05 s).
    public var stopThreshold: Seconds {
        get { x.stopThreshold }
        set { x.stopThreshold = newValue; y.stopThreshold = newValue }
    }

    /// The relative weight of the oldest sample in the horizon (default 0.5).
    public var oldestSampleWeight: Double {
        get { x.oldestSampleWeight }
        set { x.oldestSampleWeight = newValue; y.oldestSampleWeight = newValue }
    }

    /// The number of samples held.
    public var count: Int { x.count }

    /// The newest sample, if any.
    public var newestSample: (time: Seconds, point: Point)? {
        guard let sx = x.newestSample, let sy = y.newestSample else { return nil }
        return (sx.time, Point(x: sx.value, y: sy.value))
    }

    /// Records `point` at `time`. A sample with a non-finite coordinate or
    /// older than the newest one is ignored.
    public mutating func add(_ point: Point, at time: Seconds) {
        guard point.isFinite, time.isFinite else { return }
        // Both axes hold the same times, so each refuses an older sample alike.
        x.add(value: point.x, at: time)
        y.add(value: point.y, at: time)
    }

    /// Forgets every sample.
    public mutating func reset() {
        x.reset()
        y.reset()
    }

    /// The estimated velocity at `time`, in points per second.
    public func velocity(at time: Seconds) -> Vector {
        Vector(dx: x.velocity(at: time), dy: y.velocity(at: time))
    }
}
