/// The scaling transform of a gesture-controlled view: its limits, the
/// snapback flag and the gesture scaling transform flag (seed-001 S5–S7,
/// R26–R29). Scales are absolute view scale factors (1 = natural size).
public struct ScaleConfiguration: Sendable, Equatable {
    /// The smallest scale at rest (seed-001 S5, R26). Default 1: a UIKit user
    /// zooming a photo expects it never to rest smaller than its natural size.
    public var minimumScale: Double = 1
    /// The largest scale at rest (seed-001 S5, R26). Default 4: a common photo
    /// viewer maximum (UIScrollView's own default of 1 would disable zooming).
    public var maximumScale: Double = 4
    /// The snapback flag (seed-001 S6, R27–R28): when true the scale may go
    /// "slightly past" the maximum during the gesture, resisted so that it
    /// never exceeds `maximumScale + maximumOvershoot`, and animates back to
    /// the maximum when the gesture ends. When false it is clamped to
    /// `[minimumScale, maximumScale]`. Default true, like UIScrollView's `bouncesZoom`.
    public var snapsBack = true
    /// How far past the maximum (in scale units) the snapback overshoot can
    /// reach, approached asymptotically (seed-001 R28 [R]). Default 0.5.
    public var maximumOvershoot: Double = 0.5
    /// Whether the snapback also lets the scale go below the minimum (and
    /// settle back). Default false: seed-001 describes overshoot past the
    /// maximum only (§7 note 2). The undershoot is bounded by
    /// `min(maximumOvershoot, minimumScale / 2)` so the scale stays positive.
    public var allowsUndershoot = false
    /// The gesture scaling transform flag (seed-001 S7, R29, claims 48–52):
    /// when set, a gesture that ends having scaled down to this value or
    /// below animates all the way to `minimumScale`, and one that ended having
    /// scaled up to it or above animates all the way to `maximumScale`.
    /// Otherwise the scale settles within the limits. Default nil (off).
    public var snapThreshold: Double?

    /// Creates a configuration with the defaults.
    public init() {}

    /// Creates a configuration.
    public init(minimumScale: Double, maximumScale: Double, snapsBack: Bool = true, maximumOvershoot: Double = 0.5,
                allowsUndershoot: Bool = false, snapThreshold: Double? = nil) {
        self.minimumScale = minimumScale; self.maximumScale = maximumScale; self.snapsBack = snapsBack
        self.maximumOvershoot = maximumOvershoot; self.allowsUndershoot = allowsUndershoot
        self.snapThreshold = snapThreshold
    }

    /// The scale shown during a gesture whose unclamped target is `raw` (seed-001 R27, R28).
    public func appliedScale(forRaw raw: Double) -> Double {
        LimitedValue.applied(raw, minimumScale, maximumScale, overshoot: snapsBack, undershoot: allowsUndershoot,
                             limit: maximumOvershoot, lowerLimit: min(maximumOvershoot, abs(minimumScale) / 2))
    }

    /// The scale the view settles at when a gesture that started at `start`
    /// ends with the unclamped target `raw` (seed-001 R29 with the snap
    /// threshold; otherwise `raw` clamped to the limits).
    public func restingScale(forRaw raw: Double, start: Double) -> Double {
        if let t = snapThreshold, t.isFinite {
            if raw < start && raw <= t { return LimitedValue.clamp(minimumScale, minimumScale, maximumScale) }
            if raw > start && raw >= t { return LimitedValue.clamp(maximumScale, minimumScale, maximumScale) }
        }
        return LimitedValue.clamp(raw, minimumScale, maximumScale)
    }
}
