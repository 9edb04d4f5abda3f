// Cited: docs/recognizers.md "Velocity estimation".
/// Estimates the velocity of a moving point (a touch, a centroid, a pan's translation)
/// in points per second: on each axis, the fit of `ScalarVelocityEstimator` (see it for
/// the fit, the horizon and the stop rule); the settings here apply to both axes.
///
/// Both axes share one ring of samples (time, x, y), so adding a sample
/// writes one slot and never allocates.
package struct VelocityEstimator: Sendable {
    /// How far back from the newest sample the fit looks, in seconds (default 0.1 s).
    package var horizon: Seconds = 0.1
    /// The velocity is 0 when the newest sample is older than this (default 0.05 s).
    package var stopThreshold: Seconds = 0.05
    /// The relative weight of the oldest sample in the horizon (default 0.5).
    package var oldestSampleWeight: Double = 0.5

    private var ring: VelocitySampleRing
    private var head = 0
    /// The newest sample's time (meaningful when `count > 0`).
    private var newestTime: Seconds = 0
    /// The number of samples held.
    public private(set) var count = 0

    /// Creates an estimator holding at most `capacity` samples (at least 2).
    package init(capacity: Int = 32) {
        ring = VelocitySampleRing(capacity: max(2, capacity))
    }

    /// The newest sample, if any.
    package var newestSample: (time: Seconds, point: Point)? {
        guard count > 0 else { return nil }
        let s = ring.samples[newestIndex]
        return (s.time, Point(x: s.x, y: s.y))
    }

    private var newestIndex: Int { head == 0 ? ring.capacity - 1 : head - 1 }

    /// Records `point` at `time`. A sample with a non-finite coordinate or
    /// older than the newest one is ignored; one at the newest sample's time
    /// replaces it.
    public mutating func add(_ point: Point, at time: Seconds) {
        record(point, at: time, ringIsOwned: false)
    }

    /// `add` for an owner that never shares this estimator's ring (it hands
    /// out `withOwnRing()` copies and takes one in), so no write needs the
    /// copy-on-write check.
    @inline(__always)
    internal mutating func addToOwnedRing(_ point: Point, at time: Seconds) {
        record(point, at: time, ringIsOwned: true)
    }

    /// A copy whose ring is its own.
    internal func withOwnRing() -> VelocityEstimator {
        var copy = self
        copy.ring = ring.copy()
        return copy
    }

    @inline(__always)
    private mutating func record(_ point: Point, at time: Seconds, ringIsOwned: Bool) {
        // Finite iff times zero is zero (NaN and ±∞ give NaN): one test for all three.
        guard point.x * 0 + point.y * 0 + time * 0 == 0 else { return }
        if count > 0 && time <= newestTime {
            if time < newestTime { return }
            if !ringIsOwned && !isKnownUniquelyReferenced(&ring) { ring = ring.copy() }
            let newest = newestIndex
            ring.samples[newest].x = point.x; ring.samples[newest].y = point.y
            return
        }
        if !ringIsOwned && !isKnownUniquelyReferenced(&ring) { ring = ring.copy() }
        ring.samples[head] = VelocitySampleRing.Sample(time: time, x: point.x, y: point.y)
        newestTime = time
        let capacity = ring.capacity
        head = head &+ 1 == capacity ? 0 : head &+ 1
        if count < capacity { count &+= 1 }
    }

    /// Forgets every sample.
    public mutating func reset() {
        head = 0
        count = 0
    }

    /// The estimated velocity at `time`, in points per second.
    public func velocity(at time: Seconds) -> Vector {
        let samples = ring.samples
        let v = ScalarVelocityEstimator.slopes(at: time, count: count, head: head, capacity: ring.capacity, horizon: horizon,
                                               stopThreshold: stopThreshold, oldestSampleWeight: oldestSampleWeight) {
            (samples[$0].time, samples[$0].x, samples[$0].y)
        }
        return Vector(dx: v.x, dy: v.y)
    }
}
