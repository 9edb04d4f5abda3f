// Cited: seed-001 Sc3, R46–R47.
/// A momentum bounce past one content edge: the content runs past the edge, stops at a
/// peak (velocity 0), reverses, and returns with a damped motion that ends exactly on
/// the edge.
///
/// Outgoing, the overshoot is `P·(1 − (1 − u)²)` for `u = t/T` with
/// `T = 2P/v`: it leaves the edge at the incoming speed `v` and stops at the
/// peak P. The return is `P·(1 − (3w² − 2w³))` over `R = max(2T, minimumReturn)`:
/// at every distance from the edge its speed is below the outgoing speed at
/// that distance (the seed's |v₂| < |v₁| at d₂ = d₁), and it arrives with speed 0.
package struct BounceMotion: Hashable, Sendable {
    /// The edge's offset.
    package let edge: Double
    /// +1 when the bounce is past the maximum offset, −1 past the minimum.
    package let direction: Double
    /// The peak overshoot, in points.
    package let peak: Double
    /// The time from the edge to the peak.
    package let outgoingDuration: Seconds
    /// The time from the peak back to the edge.
    package let returnDuration: Seconds

    /// The shortest return, so a fast hit still settles visibly.
    package static let minimumReturnDuration: Seconds = 0.25
    /// The longest outgoing run (a slow hit with a large minimum bounce).
    package static let maximumOutgoingDuration: Seconds = 0.5

    /// A bounce past `edge` (`direction` +1 beyond the maximum, −1 beyond the
    /// minimum) entered at `speed` points per second, peaking at `peak` points.
    package init(edge: Double, direction: Double, speed: Double, peak: Double) {
        self.edge = edge
        self.direction = direction < 0 ? -1 : 1
        let p = peak.isFinite ? max(peak, 0) : 0
        self.peak = p
        let v = abs(speed)
        let out = v.isFinite && v > 0 ? 2 * p / v : BounceMotion.maximumOutgoingDuration
        outgoingDuration = p > 0 ? min(out, BounceMotion.maximumOutgoingDuration) : 0
        returnDuration = p > 0 ? max(2 * outgoingDuration, BounceMotion.minimumReturnDuration) : 0
    }

    /// The whole duration.
    package var duration: Seconds { outgoingDuration + returnDuration }

    /// The overshoot (distance past the edge, ≥ 0) at time `t` since the edge was crossed.
    package func overshoot(at t: Seconds) -> Double {
        guard peak > 0, t > 0 else { return 0 }
        if t < outgoingDuration {
            let r = 1 - t / outgoingDuration
            return peak * (1 - r * r)
        }
        let w = (t - outgoingDuration) / returnDuration
        guard w < 1 else { return 0 }
        return peak * (1 - w * w * (3 - 2 * w))
    }

    /// The offset at time `t` since the edge was crossed (exactly `edge` once `t ≥ duration`).
    package func offset(at t: Seconds) -> Double { edge + direction * overshoot(at: t) }

    /// The offset velocity at time `t` (0 at the peak and at the end).
    package func velocity(at t: Seconds) -> Double {
        guard peak > 0, t >= 0, t < duration else { return 0 }
        if t < outgoingDuration {
            return direction * 2 * peak * (1 - t / outgoingDuration) / outgoingDuration
        }
        let w = (t - outgoingDuration) / returnDuration
        return -direction * 6 * peak * w * (1 - w) / returnDuration
    }
}
