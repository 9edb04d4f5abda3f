/// Programmatic zoom and rotation of the controller's view, animated through
/// the same settle animation as a released gesture.

extension GestureController {
    /// The target view's current scale (`view`'s when no gesture is in progress).
    public var zoomScale: Double {
        guard let v = targetView ?? view else { return 1 }
        return Self.scale(of: v.transform)
    }

    /// Changes `view`'s scale to `scale` (clamped to the scale limits), about
    /// its centre, animated over `settleDuration` when `animated` and the view
    /// is in a window with a dispatcher. The delegate receives the same calls
    /// as for a pinch, with a nil event (seed-001 R19, E9). Ignored while a
    /// hand is down; a running settle animation is completed first.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        guard hand == nil, scale.isFinite, let v = view else { return }
        animation?.finishNow()
        let target = LimitedValue.clamp(scale, scaleConfiguration.minimumScale, scaleConfiguration.maximumScale)
        let angle = Self.angle(of: v.transform)
        let from = Self.scale(of: v.transform)
        animatedZoom = animated ? (target, false) : nil
        change(v, kind: .scale, animated: animated) { u in Self.linear(scale: from + (target - from) * u, angle: angle) }
    }

    /// The angle of `view` (the target's during a gesture), in degrees,
    /// positive clockwise on a y-down screen (seed-001 R33: degrees in the public API).
    package var rotationDegrees: Double {
        guard let v = targetView ?? view else { return 0 }
        return Self.angle(of: v.transform) * 180 / TactileMath.pi
    }

    /// Sets `view`'s rotation from code (seed-001 §3.4, R19): turns it to
    /// `degrees` (clamped to `rotationConfiguration`'s limits) about its
    /// centre, keeping its scale, animated over `settleDuration` when
    /// `animated` and the view is in a window with a dispatcher. The delegate
    /// receives the rotation calls of a gesture with a nil event. The turn
    /// goes from the view's current angle (as `rotationDegrees` reports it, in
    /// (−180°, 180°]) straight to the target. Ignored while a hand is down or
    /// for a non-finite angle; a running settle animation is completed first.
    public func setRotation(_ degrees: Double, animated: Bool) {
        guard hand == nil, degrees.isFinite, let v = view else { return }
        animation?.finishNow()
        animatedZoom = nil
        let target = rotationConfiguration.restingAngle(forRaw: degrees * TactileMath.pi / 180)
        let scale = Self.scale(of: v.transform)
        let from = Self.angle(of: v.transform)
        change(v, kind: .rotation, animated: animated) { u in Self.linear(scale: scale, angle: from + (target - from) * u) }
    }

    /// A programmatic change of `v`'s transform: the delegate's calls for
    /// `kind` with nil events, animated through the animation clock or at once.
    func change(_ v: View, kind: GestureKind, animated: Bool, transform: @escaping (Double) -> AffineTransform) {
        // Weak in the closures the controller keeps (`animation`), as in `handEnded(cancelled:)`.
        let d = delegateRef
        d.object?.willStartGestures(in: v, event: nil)
        d.object?.willStartGesture(kind, in: v, event: nil)
        let apply: (Double) -> Void = { u in
            v.transform = transform(u)
            d.object?.gestureDidChange(kind, in: v, event: nil)
        }
        let me = WeakReference(self)
        let finish: () -> Void = {
            me.object?.animatedZoom = nil
            d.object?.didFinishGesture(kind, in: v, event: nil)
            d.object?.didFinishGestures(in: v, event: nil)
        }
        guard animated, let dispatcher = v.window?.dispatcher, settleDuration > 0 else {
            apply(1)
            finish()
            return
        }
        settlingTarget = WeakReference(v)
        let a = SettleAnimation(dispatcher: dispatcher, duration: settleDuration,
                                step: apply, completion: finish)
        animation = a
        a.begin()
    }
}
