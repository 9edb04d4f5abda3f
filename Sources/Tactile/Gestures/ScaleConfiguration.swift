// Cited: seed-001 S5–S7, R26–R29.
/// The scaling transform of a gesture-controlled view: its limits, the snapback flag
/// and the gesture scaling transform flag. Scales are absolute view scale factors (1 =
/// natural size).
public struct ScaleConfiguration: Sendable, Equatable {
    /// The smallest scale at rest (seed-001 S5, R26). Default 1: a UIKit user
    /// zooming a photo expects it never to rest smaller than its natural size.
    package var minimumScale: Double = 1
    /// The largest scale at rest (seed-001 S5, R26). Default 4: a common photo
    /// viewer maximum (UIScrollView's own default of 1 would disable zooming).
    package var maximumScale: Double = 4
    /// The snapback flag (seed-001 S6, R27–R28): when true the scale may go
    /// "slightly past" the maximum during the gesture, resisted so that it
    /// never exceeds `maximumScale + maximumOvershoot`, and animates back to
    /// the maximum when the gesture ends. When false it is clamped to
    /// `[minimumScale, maximumScale]`. Default true, like UIScrollView's `bouncesZoom`.
    package var snapsBack = true
    /// How far past the maximum (in scale units) the snapback overshoot can
    /// reach, approached asymptotically (seed-001 R28 [R]). Default 0.5.
    package var maximumOvershoot: Double = 0.5
    /// Whether the snapback also lets the scale go below the minimum (and
    /// settle back). Default false: seed-001 describes overshoot past the
    /// maximum only (§7 note 2). The undershoot is bounded by
    /// `min(maximumOvershoot, minimumScale / 2)` so the scale stays positive.
    package var allowsUndershoot = false
    /// The gesture scaling transform flag (seed-001 S7, R29, claims 48–52):
    /// when set, a gesture that ends having scaled down to this value or
    /// below animates all the way to `minimumScale`, and one that ended having
    /// scaled up to it or above animates all the way to `maximumScale`.
    /// Otherwise the scale settles within the limits. Default nil (off).
    package var snapThreshold: Double?
    /// The optional immediate mode of the snap threshold (seed-001 R29 [R]
    /// `snapsImmediately`): when true, the snap completes as soon as the
    /// gesture's raw scale crosses `snapThreshold` (scaling down to it or
    /// below, or up to it or above), without waiting for the fingers to lift.
    /// `GestureController` then animates the view to the limit through the
    /// animation clock and holds the scale there for the rest of the hand.
    /// Default false: seed-001 evaluates the threshold at gesture end (§7 note 3).
    package var snapsImmediately = false

    /// The snapback flag under its seed-001 catalogue name (S6:
    /// `allowsOvershoot`, alias `snapsBack`); the same stored value as `snapsBack`.
    package var allowsOvershoot: Bool {
        get { snapsBack }
        set { snapsBack = newValue }
    }

    /// Creates a configuration with the defaults.
    public init() {}

    /// Creates a configuration.
    public init(minimumScale: Double, maximumScale: Double, snapsBack: Bool = true, maximumOvershoot: Double = 0.5,
                allowsUndershoot: Bool = false, snapThreshold: Double? = nil, snapsImmediately: Bool = false) {
        self.minimumScale = minimumScale; self.maximumScale = maximumScale; self.snapsBack = snapsBack
        self.maximumOvershoot = maximumOvershoot; self.allowsUndershoot = allowsUndershoot
        self.snapThreshold = snapThreshold; self.snapsImmediately = snapsImmediately
    }

    /// The scale shown during a gesture whose unclamped target is `raw` (seed-001 R27, R28).
    package func appliedScale(forRaw raw: Double) -> Double {
        LimitedValue.applied(raw, minimumScale, maximumScale, overshoot: snapsBack, undershoot: allowsUndershoot,
                             limit: maximumOvershoot, lowerLimit: min(maximumOvershoot, abs(minimumScale) / 2))
    }

    /// The scale the view settles at when a gesture that started at `start`
    /// ends with the unclamped target `raw` (seed-001 R29 with the snap
    /// threshold; otherwise `raw` clamped to the limits).
    package func restingScale(forRaw raw: Double, start: Double) -> Double {
        snapTarget(forRaw: raw, start: start) ?? LimitedValue.clamp(raw, minimumScale, maximumScale)
    }

    /// The limit a gesture that started at scale `start` snaps to when its
    /// unclamped target is `raw`, or nil when it does not snap (seed-001 R29,
    /// claim 49): with threshold t, `minimumScale` when `raw < start` and
    /// `raw ≤ t`; `maximumScale` when `raw > start` and `raw ≥ t`. Nil
    /// without a finite `snapThreshold`.
    package func snapTarget(forRaw raw: Double, start: Double) -> Double? {
        guard let t = snapThreshold, t.isFinite else { return nil }
        if raw < start && raw <= t { return LimitedValue.clamp(minimumScale, minimumScale, maximumScale) }
        if raw > start && raw >= t { return LimitedValue.clamp(maximumScale, minimumScale, maximumScale) }
        return nil
    }

    /// The scaling transform call (seed-001 S1, R27–R28; claims 21, 95): the
    /// transform a gesture `event` gives a view whose scale was `startScale`
    /// when the gesture began — a uniform scale by
    /// `appliedScale(forRaw: startScale × event.scale)`. A non-finite result gives `.identity`.
    package func scalingTransform(from startScale: Double, for event: GestureEvent) -> AffineTransform {
        let s = appliedScale(forRaw: startScale * event.scale)
        guard s.isFinite else { return .identity }
        return AffineTransform(scaleX: s, y: s)
    }
}
