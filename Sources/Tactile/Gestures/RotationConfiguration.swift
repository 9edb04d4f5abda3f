// Cited: seed-001 Rt5–Rt6, R32–R33; seed-001 R33.
/// The rotation transform of a gesture-controlled view: its limits and its snapback.
/// Angles are in degrees in this API, positive clockwise on a y-down screen; absolute
/// view angles.
public struct RotationConfiguration: Sendable, Equatable {
    /// The smallest angle at rest, in degrees. Default −∞: a UIKit user's
    /// rotation gesture turns freely unless limited.
    package var minimumDegrees: Double = -Double.infinity
    /// The largest angle at rest, in degrees. Default +∞ (no limit).
    package var maximumDegrees: Double = Double.infinity
    /// When true the view may be turned temporarily past the maximum,
    /// resisted so it never exceeds it by more than `maximumOvershootDegrees`,
    /// and snaps back to the maximum when the gesture ends (seed-001 Rt6,
    /// R33). When false the angle is clamped. Default true, matching the
    /// scaling snapback default.
    package var allowsOvershoot = true
    /// How far past the maximum, in degrees, the overshoot can reach. Default
    /// 15°: visibly "past" the limit without looking broken.
    package var maximumOvershootDegrees: Double = 15
    /// Whether the overshoot also applies below the minimum. Default false (seed-001 §7 note 2, as for scaling).
    package var allowsUndershoot = false

    /// Creates a configuration with the defaults (no limits).
    public init() {}

    /// Creates a configuration.
    public init(minimumDegrees: Double, maximumDegrees: Double, allowsOvershoot: Bool = true,
                maximumOvershootDegrees: Double = 15, allowsUndershoot: Bool = false) {
        self.minimumDegrees = minimumDegrees; self.maximumDegrees = maximumDegrees
        self.allowsOvershoot = allowsOvershoot; self.maximumOvershootDegrees = maximumOvershootDegrees
        self.allowsUndershoot = allowsUndershoot
    }

    /// The angle in radians shown during a gesture whose unclamped target is `raw` radians (seed-001 R33).
    package func appliedAngle(forRaw raw: Double) -> Double {
        let k = TactileMath.pi / 180
        return LimitedValue.applied(raw, minimumDegrees * k, maximumDegrees * k, overshoot: allowsOvershoot,
                                    undershoot: allowsUndershoot, limit: maximumOvershootDegrees * k,
                                    lowerLimit: maximumOvershootDegrees * k)
    }

    /// The angle in radians the view settles at when a gesture ends with the
    /// unclamped target `raw` radians: `raw` clamped to the limits.
    package func restingAngle(forRaw raw: Double) -> Double {
        let k = TactileMath.pi / 180
        return LimitedValue.clamp(raw, minimumDegrees * k, maximumDegrees * k)
    }

    /// The rotation transform call (seed-001 Rt1, R33; claims 53, 96): the
    /// transform a gesture `event` gives a view whose angle was `startDegrees`
    /// when the gesture began — a rotation by
    /// `appliedAngle(forRaw: startDegrees·π/180 + event.rotation)`. A non-finite result gives `.identity`.
    package func rotationTransform(from startDegrees: Double, for event: GestureEvent) -> AffineTransform {
        let a = appliedAngle(forRaw: startDegrees * TactileMath.pi / 180 + event.rotation)
        guard a.isFinite else { return .identity }
        return AffineTransform(rotationAngle: a)
    }
}
