import Testing
import PropertyBased
@testable import Tactile

/// Samples a constant-velocity motion `x(t) = x0 + v t` at `rate` Hz for `duration` seconds.
private func constantTrace(rate: Double, velocity v: Double, duration: Double, start: Double = 100) -> [(Seconds, Double)] {
    let n = Int(duration * rate)
    return (0...n).map { i in let t = Double(i) / rate; return (t, start + v * t) }
}

@Test(arguments: [60.0, 120.0, 240.0])
func velocityOfConstantMotionIsExactAtCommonRates(rate: Double) {
    var e = ScalarVelocityEstimator()
    let trace = constantTrace(rate: rate, velocity: 850, duration: 0.3)
    for (t, x) in trace { e.add(value: x, at: t) }
    let v = e.velocity(at: trace.last!.0)
    #expect(abs(v - 850) < 1e-6)
}

@Test(arguments: [60.0, 120.0, 240.0])
func velocity2DOfConstantMotionIsExactAtCommonRates(rate: Double) {
    var e = VelocityEstimator()
    let n = Int(0.25 * rate)
    for i in 0...n {
        let t = 2.0 + Double(i) / rate
        e.add(Point(x: 10 + 300 * (t - 2), y: 50 - 1200 * (t - 2)), at: t)
    }
    let v = e.velocity(at: 2.0 + Double(n) / rate)
    #expect(abs(v.dx - 300) < 1e-6)
    #expect(abs(v.dy + 1200) < 1e-6)
}

@Test func velocityWithJitteredTimestampsIsExactForConstantMotion() async {
    // Timestamps jittered up to ±40% of the nominal interval, positions taken at the true times.
    await propertyCheck(count: 100, input: Gen.double(in: -0.4...0.4).array(of: 40...40), Gen.int(in: 0...2)) { jitter, rateIndex in
        let rate = [60.0, 120.0, 240.0][rateIndex]
        var e = VelocityEstimator()
        var last = 0.0
        for (i, j) in jitter.enumerated() {
            let t = (Double(i) + j) / rate
            guard t > last || i == 0 else { continue }
            last = t
            e.add(Point(x: -700 * t, y: 250 * t + 3), at: t)
        }
        let v = e.velocity(at: last)
        #expect(abs(v.dx + 700) < 1e-6)
        #expect(abs(v.dy - 250) < 1e-6)
    }
}

@Test func velocityWithJitteredTimestampsAndPositionNoiseStaysClose() async {
    // Jittered times plus ±0.5 pt position noise (sub-pixel quantisation): within 15 %.
    await propertyCheck(count: 100, input: Gen.double(in: -0.3...0.3).array(of: 30...30), Gen.double(in: -0.5...0.5).array(of: 30...30)) { jitter, noise in
        var e = ScalarVelocityEstimator()
        for i in 0..<30 {
            let t = (Double(i) + jitter[i]) / 120
            e.add(value: 1000 * t + noise[i], at: t)
        }
        let v = e.velocity(at: (29 + jitter[29]) / 120)
        #expect(abs(v - 1000) < 150)
    }
}

@Test func sparse30msPollGivesSensibleVelocity() {
    // A flick at 1500 pt/s sampled by a 30 ms poll: 4 samples.
    var e = VelocityEstimator()
    for i in 0..<4 {
        let t = 5 + Double(i) * 0.03
        e.add(Point(x: 20 + 1500 * Double(i) * 0.03, y: 200), at: t)
    }
    let v = e.velocity(at: 5.09)
    #expect(abs(v.dx - 1500) < 1e-6)
    #expect(abs(v.dy) < 1e-6)
    // Asked at the lift one poll later (no new position): still the flick's velocity.
    #expect(abs(e.velocity(at: 5.12).dx - 1500) < 1e-6)
}

@Test func twoSamplesGiveTheDifferenceQuotient() {
    var e = ScalarVelocityEstimator()
    e.add(value: 10, at: 1.0)
    e.add(value: 13, at: 1.03)
    #expect(abs(e.velocity(at: 1.03) - 100) < 1e-9)
}

@Test func fewerThanTwoSamplesGiveZero() {
    var e = ScalarVelocityEstimator()
    #expect(e.velocity(at: 0) == 0)
    e.add(value: 5, at: 0)
    #expect(e.velocity(at: 0) == 0)
}

@Test func fingerThatStoppedBeforeLiftingHasZeroVelocity() {
    var e = ScalarVelocityEstimator()
    for i in 0..<10 { e.add(value: Double(i) * 10, at: Double(i) / 60) }
    #expect(e.velocity(at: 9.0 / 60) > 500)
    // The lift comes 0.2 s after the last move: the finger had stopped.
    #expect(e.velocity(at: 9.0 / 60 + 0.2) == 0)
}

@Test func stopThresholdIsConfigurable() {
    var e = ScalarVelocityEstimator()
    e.add(value: 0, at: 0)
    e.add(value: 10, at: 0.01)
    e.stopThreshold = 0.5
    #expect(abs(e.velocity(at: 0.3) - 1000) < 1e-9)
    e.stopThreshold = 0.1
    #expect(e.velocity(at: 0.3) == 0)
}

@Test func horizonLimitsTheFitToRecentSamples() {
    // Slow for a long time, then fast for the last 100 ms (at 120 Hz).
    var e = ScalarVelocityEstimator()
    var x = 0.0
    var t = 0.0
    for _ in 0..<60 { t += 1.0 / 120; x += 100.0 / 120; e.add(value: x, at: t) }
    for _ in 0..<12 { t += 1.0 / 120; x += 2000.0 / 120; e.add(value: x, at: t) }
    let recent = e.velocity(at: t)
    #expect(recent > 1800)
    e.horizon = 1.0  // the whole trace: a mix of both speeds
    let mixed = e.velocity(at: t)
    #expect(mixed < recent && mixed > 100)
}

@Test func recentSamplesWeighMoreThanOldOnes() {
    // A braking flick: the weighted fit reports a speed nearer the final one than the unweighted fit.
    func trace(_ e: inout ScalarVelocityEstimator) {
        var x = 0.0
        for i in 0..<12 { let v = 2000.0 - Double(i) * 150; x += v / 120; e.add(value: x, at: Double(i) / 120) }
    }
    var weighted = ScalarVelocityEstimator()
    trace(&weighted)
    var flat = ScalarVelocityEstimator()
    flat.oldestSampleWeight = 1
    trace(&flat)
    #expect(weighted.velocity(at: 11.0 / 120) < flat.velocity(at: 11.0 / 120))
}

@Test func ringBufferKeepsOnlyTheNewestSamples() {
    var e = ScalarVelocityEstimator(capacity: 4)
    #expect(e.capacity == 4)
    for i in 0..<4 { e.add(value: Double(i) * 1000, at: Double(i) * 0.01) }   // 100 000 units/s
    for i in 4..<8 { e.add(value: 4000 + Double(i - 4) * 10, at: Double(i) * 0.01) }  // then 1000 units/s
    #expect(e.count == 4)
    #expect(abs(e.velocity(at: 0.07) - 1000) < 1e-6)
}

@Test func badSamplesAreIgnored() {
    var e = ScalarVelocityEstimator()
    e.add(value: 0, at: 1)
    e.add(value: .nan, at: 1.01)
    e.add(value: 5, at: .infinity)
    e.add(value: 99, at: 0.5)   // older than the newest: ignored
    e.add(value: 10, at: 1.01)
    #expect(e.count == 2)
    #expect(abs(e.velocity(at: 1.01) - 1000) < 1e-9)
    // A sample at the same time replaces the newest.
    e.add(value: 20, at: 1.01)
    #expect(e.count == 2)
    #expect(abs(e.velocity(at: 1.01) - 2000) < 1e-9)
    var p = VelocityEstimator()
    p.add(Point(x: .nan, y: 0), at: 0)
    #expect(p.count == 0)
}

@Test func resetForgetsSamples() {
    var e = VelocityEstimator()
    e.add(Point(0, 0), at: 0)
    e.add(Point(10, 0), at: 0.01)
    e.reset()
    #expect(e.count == 0)
    #expect(e.velocity(at: 0.01) == .zero)
    #expect(e.newestSample == nil)
}

/// The estimator is a value: a copy's samples are its own, whichever side writes
/// (a new sample or a replacement at the newest time).
@Test func estimatorCopiesKeepTheirOwnSamples() {
    var a = VelocityEstimator()
    a.add(Point(0, 0), at: 0)
    a.add(Point(10, 0), at: 0.01)
    var b = a
    b.add(Point(40, 0), at: 0.02)
    #expect(a.count == 2 && b.count == 3)
    #expect(a.newestSample?.point == Point(10, 0))
    var c = a
    c.add(Point(99, 7), at: 0.01)          // replaces c's newest only
    #expect(a.newestSample?.point == Point(10, 0))
    #expect(c.newestSample?.point == Point(99, 7))
    a.add(Point(-5, 0), at: 0.03)
    #expect(b.newestSample?.point == Point(40, 0))
    #expect(c.count == 2)
}

/// A pan's `velocityEstimator` is a copy in both directions: the pan's own
/// writes (which skip the copy-on-write check) never reach an estimator
/// read from it or given to it, and a caller's writes never reach the pan.
@Test func panVelocityEstimatorIsACopyBothWays() {
    let pan = PanGestureRecognizer()
    var given = VelocityEstimator()
    given.horizon = 0.08
    given.add(Point(5, 0), at: 0)
    pan.velocityEstimator = given
    // Read mid-gesture, after a few changes.
    var read: VelocityEstimator?
    var readNewest: (time: Seconds, point: Point)?
    var changes = 0
    pan.addAction { [unowned pan] g in
        guard g.state == .changed else { return }
        changes += 1
        if changes == 3 { read = pan.velocityEstimator; readNewest = read?.newestSample }
    }
    QuietMovePathTests.drag(QuietMovePathTests.dispatcher(with: pan), moves: 60)   // past the ring's 32 slots
    #expect(read?.horizon == 0.08 && (read?.count ?? 0) > 2)
    // The pan went on writing (and reset after the lift): neither reached them.
    #expect(read?.newestSample?.time == readNewest?.time && read?.newestSample?.point == readNewest?.point)
    #expect(given.newestSample?.time == 0 && given.newestSample?.point == Point(5, 0))
    var edited = pan.velocityEstimator
    edited.add(Point(1e6, 0), at: 1e6)
    #expect(pan.velocityEstimator.count == 0)
}
