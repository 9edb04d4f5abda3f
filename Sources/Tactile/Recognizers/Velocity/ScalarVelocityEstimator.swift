// Cited: docs/recognizers.md "Velocity estimation".
/// Estimates the rate of change of one quantity (a coordinate, a scale, an angle) from
/// timestamped samples, in units per second.
///
/// The estimate is the slope of a weighted least-squares line through the
/// samples of the last `horizon` seconds (counted back from the newest
/// sample), newer samples weighing more. It uses the samples' real
/// timestamps, so uneven, jittered or sparse sampling (a 30 ms poll giving
/// 3–5 samples per flick) still gives the right rate; with exactly two
/// samples in the horizon it is their difference quotient. When the newest
/// sample is older than `stopThreshold` at the time asked, the quantity is
/// taken to have stopped and the velocity is 0 (a finger that halts before it
/// lifts throws nothing).
///
/// Feed it only samples that carry news (a move); a lift reported at the
/// last location should not be added, so that the stop rule, not a repeated
/// value, decides whether the finger had stopped. This follows Android's
/// `VelocityTracker` design, which UIKit users will recognise in behaviour.
///
/// Storage is a fixed-capacity ring buffer allocated once at creation:
/// adding a sample never allocates.
package struct ScalarVelocityEstimator: Sendable {
    /// How far back from the newest sample the fit looks, in seconds. Default
    /// 0.1 s: long enough to hold 3 samples of a 30 ms poll, short enough
    /// that a flick's velocity reflects its end rather than its start.
    package var horizon: Seconds = 0.1
    /// When the newest sample is older than this at the time asked, the
    /// velocity is 0 (the finger stopped). Default 0.05 s: longer than one
    /// 30 ms poll interval plus jitter, shorter than a deliberate pause.
    package var stopThreshold: Seconds = 0.05
    /// The weight of a sample `horizon` seconds older than the newest one,
    /// relative to the newest (weights fall linearly with age). Default 0.5:
    /// recent motion counts more, so an accelerating or braking flick
    /// reports its final speed, while every sample still steadies the fit.
    package var oldestSampleWeight: Double = 0.5

    /// One timestamped value; both live in one ring slot, so adding a
    /// sample writes (and uniqueness-checks) one array.
    private struct Sample {
        var time: Seconds
        var value: Double
    }

    private var samples: [Sample]
    private var head = 0
    /// The number of samples held (at most `capacity`).
    public private(set) var count = 0

    /// Creates an estimator holding at most `capacity` samples (at least 2).
    /// Default 32: a 0.1 s horizon at 240 Hz needs 25.
    package init(capacity: Int = 32) {
        samples = Array(repeating: Sample(time: 0, value: 0), count: max(2, capacity))
    }

    /// The largest number of samples held; older ones are overwritten.
    package var capacity: Int { samples.count }

    /// Records `value` at `time`. Non-finite input and samples older than the
    /// newest one are ignored; a sample at the newest sample's time replaces it.
    @inline(__always)
    public mutating func add(value: Double, at time: Seconds) {
        guard value.isFinite, time.isFinite else { return }
        if count > 0 {
            let newest = index(fromNewest: 0)
            if time < samples[newest].time { return }
            if time == samples[newest].time { samples[newest].value = value; return }
        }
        samples[head] = Sample(time: time, value: value)
        head = head + 1 == samples.count ? 0 : head + 1
        if count < samples.count { count += 1 }
    }

    /// Forgets every sample (keeps the storage).
    public mutating func reset() {
        head = 0
        count = 0
    }

    /// The newest sample's time and value, if any.
    package var newestSample: (time: Seconds, value: Double)? {
        guard count > 0 else { return nil }
        let i = index(fromNewest: 0)
        return (samples[i].time, samples[i].value)
    }

    /// The estimated rate of change at `time`, in units per second; 0 with
    /// fewer than two usable samples or when the newest is stale.
    public func velocity(at time: Seconds) -> Double {
        Self.slopes(at: time, count: count, head: head, capacity: samples.count,
                    horizon: horizon, stopThreshold: stopThreshold, oldestSampleWeight: oldestSampleWeight) {
            (samples[$0].time, samples[$0].value, 0)
        }.x
    }

    /// The fit behind `velocity(at:)` for two quantities sampled together
    /// (the `x` and `y` of each sample), over a ring of `capacity` slots whose
    /// next write goes to `head`; `sample(i)` reads slot `i`. One pass over
    /// the samples serves both: each slope is computed exactly as alone (the
    /// same operations in the same order), the weights and time sums once.
    /// Shared with `VelocityEstimator`, whose ring holds both axes.
    /// The slots are walked from the newest back (one decrement a sample) and
    /// the weight's constant part is taken once; each weight is the same
    /// expression on the same values as before, so the results are identical.
    @inline(__always)
    internal static func slopes(at time: Seconds, count: Int, head: Int, capacity: Int,
                                horizon: Seconds, stopThreshold: Seconds, oldestSampleWeight: Double,
                                _ sample: (Int) -> (time: Seconds, x: Double, y: Double)) -> (x: Double, y: Double) {
        guard count >= 2 else { return (0, 0) }
        let newest = head == 0 ? capacity - 1 : head - 1
        let t0 = sample(newest).time
        if time.isFinite && time - t0 > stopThreshold { return (0, 0) }
        let span = horizon > 0 ? horizon : 0
        // The weight falls linearly with age from 1 (newest) to `floor` (oldest in the horizon).
        let floor = oldestSampleWeight.isFinite ? min(max(oldestSampleWeight, 0.01), 1) : 1
        let fall = 1 - floor
        @inline(__always) func weight(age: Seconds) -> Double {
            span > 0 ? 1 - fall * min(age / span, 1) : 1
        }
        // Weighted least squares of each value against (t - t0).
        var sw = 0.0, st = 0.0, svx = 0.0, svy = 0.0
        var used = 0
        var i = newest
        while used < count {
            let s = sample(i)
            let age = t0 - s.time
            if age > span { break }
            let w = weight(age: age)
            sw += w; st += w * -age; svx += w * s.x; svy += w * s.y
            used += 1
            i = i == 0 ? capacity - 1 : i - 1
        }
        guard used >= 2, sw > 0 else { return (0, 0) }
        let meanT = st / sw, meanX = svx / sw, meanY = svy / sw
        var stt = 0.0, stx = 0.0, sty = 0.0
        i = newest
        var k = 0
        while k < used {
            let s = sample(i)
            let age = t0 - s.time
            let w = weight(age: age)
            let dt = -age - meanT
            stt += w * dt * dt
            stx += w * dt * (s.x - meanX)
            sty += w * dt * (s.y - meanY)
            k += 1
            i = i == 0 ? capacity - 1 : i - 1
        }
        // Samples closer together than a microsecond carry no rate.
        guard stt > 1e-12 * sw else { return (0, 0) }
        let vx = stx / stt, vy = sty / stt
        return (vx.isFinite ? vx : 0, vy.isFinite ? vy : 0)
    }

    private func index(fromNewest k: Int) -> Int {
        var i = head - 1 - k
        if i < 0 { i += samples.count }
        return i
    }
}
