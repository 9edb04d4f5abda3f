// Cited: seed-001 R40.
/// The momentum after a lift, as a discrete model on the frame clock's ticks. Per tick
/// of `tickInterval` seconds:
///
/// 1. `v ← v · factor`;
/// 2. if `|v| < stopSpeed`, stop without applying this `v`;
/// 3. otherwise `offset += v · tickInterval`.
///
/// Velocities are content-offset velocities in points per second.
package struct Deceleration: Hashable, Sendable {
    /// The velocity kept per tick, in [0, 1).
    package var factor: Double
    /// The tick length in seconds.
    package var tickInterval: Seconds
    /// The speed (points per second) below which the glide stops.
    package var stopSpeed: Double

    /// The default stop speed: 10 points per second (a sixth of a point per 60 Hz frame).
    package static let defaultStopSpeed: Double = 10
    /// The most ticks a glide runs (about 28 minutes at 60 Hz): a bound for absurd inputs.
    package static let maximumTicks = 100_000

    /// Creates the model from a per-tick factor. Bad values are repaired: the
    /// factor is clamped to [0, 0.99999] (NaN: 0), a non-positive or
    /// non-finite tick becomes 1/60 s, a negative or NaN stop speed 0.
    package init(factor: Double, tickInterval: Seconds, stopSpeed: Double = Deceleration.defaultStopSpeed) {
        self.factor = factor.isNaN ? 0 : min(max(factor, 0), 0.99999)
        self.tickInterval = tickInterval.isFinite && tickInterval > 0 ? tickInterval : FrameClock.defaultFrameInterval
        self.stopSpeed = stopSpeed.isNaN ? 0 : max(stopSpeed, 0)
    }

    /// Creates the model from UIKit's per-millisecond rate for ticks of `tickInterval`
    /// (decision D5: `.normal` at 60 Hz keeps 0.9672 per tick).
    package init(rate: DecelerationRate = .normal, tickInterval: Seconds = FrameClock.defaultFrameInterval,
                stopSpeed: Double = Deceleration.defaultStopSpeed) {
        let interval = tickInterval.isFinite && tickInterval > 0 ? tickInterval : FrameClock.defaultFrameInterval
        self.init(factor: rate.factor(perTick: interval), tickInterval: interval, stopSpeed: stopSpeed)
    }

    /// One tick: the decayed velocity, or nil when the glide stops here.
    package func step(_ velocity: Vector) -> Vector? {
        let v = velocity * factor
        guard v.dx.isFinite, v.dy.isFinite, v.length >= stopSpeed, v != .zero else { return nil }
        return v
    }

    /// Where a glide from `offset` with `velocity` comes to rest, and after how
    /// many ticks, by running the ticks (the same arithmetic the motion uses, so
    /// the prediction is exact).
    package func glide(from offset: Point, velocity: Vector) -> (end: Point, ticks: Int) {
        var p = offset
        var v = Deceleration.sanitized(velocity)
        var n = 0
        while n < Deceleration.maximumTicks, let next = step(v) {
            v = next
            p += v * tickInterval
            n += 1
        }
        return (p, n)
    }

    /// The fastest release velocity accepted (points per second); faster ones are scaled down to it.
    package static let maximumSpeed: Double = 1_000_000

    /// A velocity with non-finite components replaced by 0 and a length at most `maximumSpeed`.
    static func sanitized(_ v: Vector) -> Vector {
        let finite = Vector(dx: v.dx.isFinite ? v.dx : 0, dy: v.dy.isFinite ? v.dy : 0)
        let length = finite.length
        return length > maximumSpeed ? finite * (maximumSpeed / length) : finite
    }
}
