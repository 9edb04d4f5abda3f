/// A glide of one axis to a given offset without momentum: an ease-out cubic
/// over a fixed duration, ending exactly at `to`. Used to slide back from an
/// overscroll (R43), for a resting offset chosen away from a still release
/// (paging, R41), and for animated offset changes.
internal struct SettleMotion: Hashable, Sendable {
    let from: Double
    let to: Double
    let duration: Seconds

    init(from: Double, to: Double, duration: Seconds) {
        self.from = from
        self.to = to
        self.duration = duration.isFinite ? max(duration, 0) : 0
    }

    func offset(at t: Seconds) -> Double {
        guard t < duration, duration > 0 else { return to }
        let u = max(t, 0) / duration
        let r = 1 - u
        return from + (to - from) * (1 - r * r * r)
    }

    func velocity(at t: Seconds) -> Double {
        guard t < duration, duration > 0 else { return 0 }
        let r = 1 - max(t, 0) / duration
        return (to - from) * 3 * r * r / duration
    }
}
