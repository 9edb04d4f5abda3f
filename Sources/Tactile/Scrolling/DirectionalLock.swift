// Cited: seed-001 Sc7, R35–R39.
/// Directional scrolling (UIKit's `isDirectionalLockEnabled`): a drag close enough to
/// one axis scrolls along that axis only.
///
/// A drag is locked horizontal when its angle with the horizontal is at most
/// `horizontalAngle`, vertical when its angle with the vertical is at most
/// `verticalAngle` (both inclusive; R36, R37). When both hold (angles summing
/// over 90°) the axis with the smaller deviation wins; a zero translation
/// decides nothing.
package struct DirectionalLock: Hashable, Sendable {
    /// When the lock is decided and whether it can be released.
    package enum Mode: Hashable, Sendable {
        /// UIKit (default): decided once, from the first movement of the
        /// scroll, and held until the drag ends; a diagonal start stays free.
        /// Apple: "If this property is true and the user begins dragging in one
        /// general direction (horizontally or vertically), the scroll view
        /// disables scrolling in the other direction. If the drag direction is
        /// diagonal, then scrolling doesn't lock and the user can drag in any
        /// direction until the drag completes."
        case decidedAtStart
        /// The seed's R39: re-decided on every update from the cumulative
        /// translation since the scroll began; leaving the angle releases the lock.
        case reevaluated
    }

    /// The largest angle with the horizontal, in degrees, that locks horizontally. Default 25 ([0086]).
    package var horizontalAngle: Double
    /// The largest angle with the vertical, in degrees, that locks vertically. Default 25.
    package var verticalAngle: Double
    /// How the lock is decided. Default `.decidedAtStart` (UIKit).
    package var mode: Mode

    /// Creates a lock with separate angles (degrees, clamped to [0, 90]; NaN means 0).
    package init(horizontalAngle: Double = 25, verticalAngle: Double = 25, mode: Mode = .decidedAtStart) {
        self.horizontalAngle = DirectionalLock.sanitized(horizontalAngle)
        self.verticalAngle = DirectionalLock.sanitized(verticalAngle)
        self.mode = mode
    }

    /// Creates a lock with one angle for both axes (the appendix's `setDirectionalScrollingAngle:`).
    package init(angle: Double, mode: Mode = .decidedAtStart) {
        self.init(horizontalAngle: angle, verticalAngle: angle, mode: mode)
    }

    /// The axis a cumulative `translation` locks to, or nil (free, or undecided for a zero translation).
    package func axis(for translation: Vector) -> ScrollAxis? {
        let ax = abs(translation.dx), ay = abs(translation.dy)
        guard ax.isFinite, ay.isFinite, ax > 0 || ay > 0 else { return nil }
        // Angle with the horizontal, in degrees, in [0, 90].
        let fromHorizontal = TactileMath.atan2(ay, ax) * 180 / TactileMath.pi
        let fromVertical = 90 - fromHorizontal
        let horizontal = fromHorizontal <= horizontalAngle + DirectionalLock.tolerance
        let vertical = fromVertical <= verticalAngle + DirectionalLock.tolerance
        switch (horizontal, vertical) {
        case (true, true): return fromHorizontal <= fromVertical ? .horizontal : .vertical
        case (true, false): return .horizontal
        case (false, true): return .vertical
        case (false, false): return nil
        }
    }

    /// Slack for the inclusive boundary, so a drag specified at exactly the
    /// angle (E14: (100, 46.63) at 25.0°) is not lost to rounding.
    static let tolerance = 1e-9

    private static func sanitized(_ degrees: Double) -> Double {
        degrees.isNaN ? 0 : min(max(degrees, 0), 90)
    }
}
