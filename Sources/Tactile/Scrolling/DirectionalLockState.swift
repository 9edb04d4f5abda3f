// Cited: seed-001 R35–R39.
/// The directional lock of one drag: which axis is locked now, and the filtering of
/// each movement.
///
/// Movements are filtered incrementally: a locked axis ignores the movement
/// made while it is locked, so releasing the lock (R39) never makes the
/// content jump to catch up with the finger.
package struct DirectionalLockState: Hashable, Sendable {
    /// The configuration; nil disables locking (R35).
    package let lock: DirectionalLock?
    /// The axis scrolling is locked to, or nil when free.
    package private(set) var lockedAxis: ScrollAxis?
    private var decided = false
    private var previous = Vector.zero

    /// Starts a drag with `lock` (nil: no locking).
    package init(lock: DirectionalLock?) { self.lock = lock }

    /// Feeds the cumulative scroll translation since the scroll began; returns
    /// the movement since the previous call with the locked-out axis removed.
    package mutating func filter(translation: Vector) -> Vector {
        guard translation.dx.isFinite, translation.dy.isFinite else { return .zero }
        let delta = translation - previous
        previous = translation
        guard let lock else { return delta }
        switch lock.mode {
        case .decidedAtStart:
            if !decided, translation != .zero {
                decided = true
                lockedAxis = lock.axis(for: translation)
            }
        case .reevaluated:
            if translation != .zero { lockedAxis = lock.axis(for: translation) }
        }
        switch lockedAxis {
        case .horizontal: return Vector(dx: delta.dx, dy: 0)
        case .vertical: return Vector(dx: 0, dy: delta.dy)
        case nil: return delta
        }
    }
}
