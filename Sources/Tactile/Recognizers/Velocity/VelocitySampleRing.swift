/// The samples of a `VelocityEstimator`: a fixed ring of (time, x, y),
/// shared by copies of an estimator until one of them writes (copy on write,
/// `VelocityEstimator.add`).
// Sendable: a ring reachable from more than one estimator is only read; a
// write first copies it unless the writer holds the only reference.
internal final class VelocitySampleRing: @unchecked Sendable {
    struct Sample {
        var time: Seconds
        var x: Double
        var y: Double
    }

    let capacity: Int
    let samples: UnsafeMutablePointer<Sample>

    /// A ring of `capacity` zero samples (`capacity` at least 1).
    init(capacity: Int) {
        self.capacity = capacity
        samples = UnsafeMutablePointer<Sample>.allocate(capacity: capacity)
        samples.initialize(repeating: Sample(time: 0, x: 0, y: 0), count: capacity)
    }

    /// A ring of its own with the same samples.
    func copy() -> VelocitySampleRing {
        let ring = VelocitySampleRing(capacity: capacity)
        ring.samples.update(from: samples, count: capacity)
        return ring
    }

    deinit {
        // (Samples are plain values: nothing to deinitialize.)
        samples.deallocate()
    }
}
