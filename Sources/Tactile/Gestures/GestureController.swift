// Cited: seed-001 §3.2–§3.4, R12–R33.
/// Seed-001's gesture API for one view, built on three recognizers that recognize
/// simultaneously: a `ChordGestureRecognizer` (the hand: two or more fingers), a
/// `PinchGestureRecognizer` (scale) and a `RotationGestureRecognizer` (rotation). It is
/// not a second engine: the recognizers receive touches from the `TouchDispatcher` like
/// any other, and the controller reacts to the chord recognizer's actions.
///
/// For each hand:
/// - **Target.** When the second finger comes down, the target is found from
///   the first finger's hit view up to the controller's `view`: the first view
///   whose registered `GestureResponder` accepts `handleGestureEvent`
///   (seed-001 R12, R15). With none, the target is `view` itself. The target
///   is fixed until the gesture ends (seed-001 R14).
/// - **Calls.** The responder gets `gestureBegan`, `gestureChanged`…,
///   `gestureEnded` and chord events (`GestureResponder`); the `delegate`
///   gets the component calls (`GestureDelegate`, seed-001 R18–R19).
/// - **Transforms.** Each component changes the target only once it has
///   started (its recognizer began, or for translation the centroid moved
///   `minimumTranslation`), and only when `mask` (and for scale
///   `zoomsEnabled`) allows it (seed-001 R24, R25). The scale and angle obey
///   `scaleConfiguration` and `rotationConfiguration` (limits, snapback, snap
///   threshold; R26–R29, R32–R33). The content point under the gesture centre
///   stays under it on screen (seed-001 R30): under the current centroid when
///   translation is allowed, fixed where the hand started when it is not.
///   The controller sets the target's `transform` to a pure scale and
///   rotation and moves its `center`.
/// - **Settling.** When the hand ends past a limit (snapback) or across the
///   snap threshold, the target animates to its resting scale and angle over
///   `settleDuration`, ticked by the dispatcher's `frameClock` (deterministic),
///   keeping the gesture centre fixed; the delegate's finish calls follow the
///   animation. With `ScaleConfiguration.snapsImmediately` the snap runs as
///   soon as the threshold is crossed, during the hand (seed-001 R29 [R]).
/// - **From code.** `setZoomScale(_:animated:)` and `setRotation(_:animated:)`
///   make the delegate calls with a nil event (seed-001 R19).
/// - **Mouse calls.** With `deliversMouseCalls`, the control also gets
///   seed-001's `mouseDown` / `mouseDragged` / `mouseUp` (A8, R7, E8).
///
/// Keep a reference to the controller; when it is released it removes its
/// recognizers from the view.
public final class GestureController {
    /// The hand: begins at two fingers (seed-001 R13), ends below two (R16).
    /// (A `ChordGestureRecognizer` that also measures each finger's velocity
    /// for `GestureEvent.fingers`.)
    package var chordRecognizer: ChordGestureRecognizer { handRecognizer }
    let handRecognizer = HandRecognizer()
    /// Measures and starts the scale component.
    package let pinchRecognizer = PinchGestureRecognizer()
    /// Measures and starts the rotation component.
    package let rotationRecognizer = RotationGestureRecognizer()

    /// The view whose touches make gestures (the recognizers are attached to it).
    public var view: View? { viewRef.object }
    let viewRef: WeakReference<View>

    /// Receives the component notifications (held weakly; seed-001 G6).
    public var delegate: (any GestureDelegate)? {
        get { delegateRef.object }
        set { delegateRef = WeakGestureDelegateReference(newValue) }
    }
    var delegateRef = WeakGestureDelegateReference(nil)

    /// Which components change the target (seed-001 G11, R24). Default `.all`.
    public var mask: GestureMask = .all
    /// The zooms attribute (seed-001 G12, R25, `UIGestureRecognizerAttributeZooms`):
    /// when false the gesture never changes the target's scale; events still
    /// report it. Default true.
    package var zoomsEnabled = true
    /// Limits, snapback and snap threshold of the scaling transform (seed-001 §3.3).
    public var scaleConfiguration = ScaleConfiguration()
    /// Limits and snapback of the rotation transform (seed-001 §3.4).
    public var rotationConfiguration = RotationConfiguration()
    /// How far, in points, the hand's centroid must move before the
    /// translation component starts. Default 10, UIKit's pan hysteresis.
    package var minimumTranslation: Double = 10
    /// The duration of the settle animation after a snapback or a snap. Default
    /// 0.3 s, about UIScrollView's zoom bounce.
    package var settleDuration: Seconds = 0.3

    /// Enables or disables the controller's recognizers.
    public var isEnabled: Bool {
        get { chordRecognizer.isEnabled }
        set { for r in recognizers + [mouseRecognizer] { r.isEnabled = newValue } }
    }

    /// Whether the control that holds the hand also receives seed-001's
    /// mouse-style calls — `mouseDown`, `mouseDragged`, `mouseUp` (or
    /// `mouseCancelled`) on its `GestureResponder` (seed-001 A8, R7, E8).
    /// Default false: Tactile's views follow UIKit, where the view that took
    /// the first finger gets `touchesCancelled` when the gesture begins
    /// (`chordRecognizer.cancelsTouchesInView`), and no mouse calls exist.
    /// When true, an observing recognizer is attached to `view` after the
    /// others; it never recognizes, prevents or delays anything, so the views
    /// and the other recognizers receive exactly what they did before. Change
    /// it between hands: turning it off drops the current hand's remaining calls.
    public var deliversMouseCalls = false {
        didSet {
            guard oldValue != deliversMouseCalls else { return }
            if deliversMouseCalls {
                mouseRecognizer.isEnabled = chordRecognizer.isEnabled
                view?.addGestureRecognizer(mouseRecognizer)
            } else {
                mouseRecognizer.view?.removeGestureRecognizer(mouseRecognizer)
                mouse = nil
            }
        }
    }
    let mouseRecognizer = MouseCallRecognizer()

    /// The event of the gesture in progress (nil between gestures).
    package private(set) var currentEvent: GestureEvent?
    /// The view the gesture in progress (or settling) changes.
    package var targetView: View? { hand?.target.object ?? settlingTarget.object }
    /// Whether a settle or programmatic animation is running.
    public var isAnimating: Bool { animation.map { !$0.isFinished } ?? false }

    /// The chord, pinch and rotation recognizers, in the order they are
    /// attached (the mouse-call observer of `deliversMouseCalls` is internal).
    package var recognizers: [GestureRecognizer] { [chordRecognizer, pinchRecognizer, rotationRecognizer] }

    struct Responder {
        var view: WeakReference<View>
        var responder: WeakGestureResponderReference
    }
    var responders: [Responder] = []

    /// One hand's bookkeeping.
    struct Hand {
        var target: WeakReference<View>
        var responder: WeakGestureResponderReference
        var startScale: Double
        var startAngle: Double
        /// The gesture centre where the hand started, in the target's superview space.
        var startCenterInSuperview: Point
        /// The content point under the gesture centre, relative to the middle of the target's bounds.
        var anchor: Vector
        var started: [GestureKind] = []
        var appliedScale: Double
        var appliedAngle: Double
        var centre: Point
        /// The limit the scale snapped to during the hand (`snapsImmediately`, seed-001 R29 [R]).
        var snappedScale: Double?
    }
    var hand: Hand?
    /// The mouse-call state of the current hand (`deliversMouseCalls`).
    struct Mouse {
        var control: WeakGestureResponderReference
        /// The finger whose position the calls report: the first, then the earliest still down.
        var finger: Touch
        var clickCount: Int
        /// The `mouseUp` / `mouseCancelled` waiting for the gesture's end calls of the same frame.
        var pendingEnd: PointerEvent?
    }
    var mouse: Mouse?
    var animation: SettleAnimation?
    var settlingTarget = WeakReference<View>(nil)
    /// The gesture centre a settle keeps fixed, in the target's superview space.
    var settlingCentre: Point = .zero
    /// While a settle or an animated `setZoomScale` runs: the scale it ends at,
    /// and whether it keeps `settlingCentre` fixed (else the view's centre).
    var animatedZoom: (scale: Double, keepsGestureCentre: Bool)?

    /// While an animated zoom runs: the scale it ends at and the point of the
    /// target's superview that stays fixed (a scroll view uses them to bring
    /// its offset into range by the animation's end).
    func animatedZoomEnd() -> (scale: Double, fixedPoint: Point)? {
        guard let z = animatedZoom, let v = targetView else { return nil }
        return (z.scale, z.keepsGestureCentre ? settlingCentre : v.center)
    }

    /// The delegate of the controller's recognizers.
    lazy var recognizerDelegate = GestureControllerRecognizerDelegate(self)

    /// Attaches the gesture recognizers to `view` (after any it already has).
    public init(view: View) {
        viewRef = WeakReference(view)
        let me = WeakReference(self)
        for r in recognizers {
            r.delegate = recognizerDelegate
            view.addGestureRecognizer(r)
        }
        chordRecognizer.name = "gesture.chord"
        pinchRecognizer.name = "gesture.pinch"
        rotationRecognizer.name = "gesture.rotation"
        chordRecognizer.addAction { _ in me.object?.chordDidChange() }
        mouseRecognizer.delegate = recognizerDelegate
        mouseRecognizer.onTouches = { phase, touches in me.object?.mouseTouches(phase, touches) }
    }

    deinit {
        for r in recognizers + [mouseRecognizer] { r.view?.removeGestureRecognizer(r) }
    }

    /// Registers `responder` to receive the gesture calls of hands that start
    /// on `view` or its descendants (seed-001 "control"); nil removes it.
    public func setResponder(_ responder: (any GestureResponder)?, for view: View) {
        responders.removeAll { $0.view.object == nil || $0.view.object === view }
        if let responder {
            responders.append(Responder(view: WeakReference(view), responder: WeakGestureResponderReference(responder)))
        }
    }

    /// The responder registered for `view`, if any.
    package func responder(for view: View) -> (any GestureResponder)? {
        for r in responders where r.view.object === view { return r.responder.object }
        return nil
    }

    // MARK: GestureRecognizerDelegate

    /// The controller's own recognizers recognize together.
    package func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        owns(recognizer) && owns(other)
    }

    func owns(_ r: GestureRecognizer) -> Bool {
        r === chordRecognizer || r === pinchRecognizer || r === rotationRecognizer || r === mouseRecognizer
    }

    // MARK: Hand tracking

    func makeEvent(_ phase: GestureEvent.Phase) -> GestureEvent {
        let c = chordRecognizer
        let centroid = c.trackedTouches.isEmpty ? c.location(in: nil) : c.centroidInWindow()
        let inner = c.innerTouch?.locationInWindow ?? centroid
        let outer = c.outerTouch?.locationInWindow ?? centroid
        return GestureEvent(phase: phase, fingersDown: c.chordCount, initialFingersDown: c.initialNumberOfTouches,
                            scale: pinchRecognizer.scale, rotation: rotationRecognizer.rotation,
                            translation: c.translationInWindow, location: centroid,
                            innerFinger: inner, outerFinger: outer,
                            firstFingerPressure: c.firstTouch?.force, timestamp: c.currentTime,
                            fingers: handRecognizer.fingerInfos())
    }

    func chordDidChange() {
        switch chordRecognizer.state {
        case .began: handBegan()
        case .changed: handChanged()
        case .ended: handEnded(cancelled: false)
        case .cancelled: handEnded(cancelled: true)
        default: break
        }
    }

    func handBegan() {
        animation?.finishNow()
        guard let host = view else { return }
        let event = makeEvent(.began)
        // The target: first finger's view up to the host, first responder that accepts (seed-001 R15).
        var target: View = host
        var responder: (any GestureResponder)?
        var v = chordRecognizer.firstTouch?.view
        while let cur = v {
            if let r = self.responder(for: cur), r.handleGestureEvent(event) {
                target = cur
                responder = r
                break
            }
            if cur === host { break }
            v = cur.superview
        }
        let rootPoint = event.location
        let local = target.convertFromRoot(rootPoint)
        let centre = target.convertToSuperview(local)
        let s0 = Self.scale(of: target.transform), a0 = Self.angle(of: target.transform)
        hand = Hand(target: WeakReference(target), responder: WeakGestureResponderReference(responder),
                    startScale: s0, startAngle: a0, startCenterInSuperview: centre,
                    anchor: Vector(dx: local.x - target.bounds.midX, dy: local.y - target.bounds.midY),
                    appliedScale: s0, appliedAngle: a0, centre: centre)
        currentEvent = event
        responder?.gestureBegan(event)
        responder?.handleChordEvent(ChordEvent(chordCount: event.fingersDown, phase: .start))
    }

    func handChanged() {
        guard var h = hand, let target = h.target.object else { return }
        let event = makeEvent(.changed)
        currentEvent = event
        // Which components run now.
        var starting: [GestureKind] = []
        if pinchRecognizer.state.isInProgress && !h.started.contains(.scale) { starting.append(.scale) }
        if rotationRecognizer.state.isInProgress && !h.started.contains(.rotation) { starting.append(.rotation) }
        if !h.started.contains(.translation) && event.translation.length >= minimumTranslation { starting.append(.translation) }
        let continuing = h.started
        h.started.append(contentsOf: starting)
        let snapFrom = h.snappedScale == nil ? h.appliedScale : nil
        apply(&h, target: target, event: event)
        hand = h
        if let from = snapFrom, let to = h.snappedScale { animateSnap(target, from: from, to: to) }
        let r = h.responder.object
        r?.gestureChanged(event)
        r?.handleChordEvent(ChordEvent(chordCount: event.fingersDown, phase: .change, transform: Self.handTransform(event)))
        for k in continuing {
            if k == .scale { r?.scalingGestureChanged(event) } else if k == .rotation { r?.rotationGestureChanged(event) }
        }
        for k in starting {
            if k == .scale { r?.scalingGestureBegan(event) } else if k == .rotation { r?.rotationGestureBegan(event) }
        }
        let d = delegate
        if !starting.isEmpty && continuing.isEmpty { d?.willStartGestures(in: target, event: event) }
        for k in continuing { d?.gestureDidChange(k, in: target, event: event) }
        for k in starting { d?.willStartGesture(k, in: target, event: event) }
    }

    /// Applies the started, permitted components to the target (seed-001 R24–R30, R33).
    func apply(_ h: inout Hand, target: View, event: GestureEvent) {
        guard !mask.isEmpty else { return }
        var s = h.startScale, a = h.startAngle
        if h.started.contains(.scale) && mask.contains(.scale) && zoomsEnabled {
            let raw = h.startScale * event.scale
            if h.snappedScale != nil {
                s = h.appliedScale       // held at the snap (animated by `animateSnap`)
            } else if scaleConfiguration.snapsImmediately,
                      let limit = scaleConfiguration.snapTarget(forRaw: raw, start: h.startScale) {
                h.snappedScale = limit   // seed-001 R29 [R] immediate mode
                s = canAnimate(target) ? h.appliedScale : limit
            } else {
                s = scaleConfiguration.appliedScale(forRaw: raw)
            }
        }
        if h.started.contains(.rotation) && mask.contains(.rotate) {
            a = rotationConfiguration.appliedAngle(forRaw: h.startAngle + event.rotation)
        }
        var centre = h.startCenterInSuperview
        if h.started.contains(.translation) && mask.contains(.translate) {
            let rootPoint = chordRecognizer.initialLocationInWindow + event.translation
            centre = Self.superviewPoint(of: target, forRoot: rootPoint, fallback: centre)
        }
        h.appliedScale = s
        h.appliedAngle = a
        h.centre = centre
        place(target, scale: s, angle: a, anchor: h.anchor, at: centre)
    }

    func place(_ target: View, scale: Double, angle: Double, anchor: Vector, at centre: Point) {
        guard scale.isFinite, angle.isFinite, centre.isFinite else { return }
        let t = Self.linear(scale: scale, angle: angle)
        target.transform = t
        target.center = ZoomGeometry.center(placing: anchor, at: centre, transform: t)
    }

    /// The target's superview moved its bounds origin by `delta` without
    /// moving anything on screen (a scroll view taking the zoom into its
    /// content offset at each step): the gesture centre, kept in the
    /// superview's coordinates, moves by `delta` too, so the content under it
    /// stays under the fingers (seed-001 R30).
    func targetSuperviewBoundsDidMove(by delta: Vector) {
        guard delta.dx.isFinite, delta.dy.isFinite else { return }
        if var h = hand {
            h.startCenterInSuperview += delta
            h.centre += delta
            hand = h
        }
        settlingCentre += delta
    }

    func handEnded(cancelled: Bool) {
        animation?.finishNow()   // an immediate snap still running (seed-001 R29 [R])
        guard let h = hand else { return }
        hand = nil
        let event = makeEvent(cancelled ? .cancelled : .ended)
        currentEvent = nil
        let r = h.responder.object
        r?.gestureEnded(event)
        r?.handleChordEvent(ChordEvent(chordCount: event.fingersDown, phase: .end, transform: Self.handTransform(event)))
        for k in h.started {
            if k == .scale { r?.scalingGestureEnded(event) } else if k == .rotation { r?.rotationGestureEnded(event) }
        }
        flushMouseEnd()
        guard let target = h.target.object, !h.started.isEmpty else { return }
        // Resting values (seed-001 R28, R29, R33).
        var restScale = h.appliedScale, restAngle = h.appliedAngle
        if h.started.contains(.scale) && mask.contains(.scale) && zoomsEnabled {
            restScale = h.snappedScale
                ?? scaleConfiguration.restingScale(forRaw: h.startScale * event.scale, start: h.startScale)
        }
        if h.started.contains(.rotation) && mask.contains(.rotate) {
            restAngle = rotationConfiguration.restingAngle(forRaw: h.startAngle + event.rotation)
        }
        // Held weakly also by the settle closures, which the controller keeps
        // (`animation`): a strong delegate there is a cycle when the delegate
        // owns the controller (a zooming `ScrollView`; seed-001 G6).
        let d = delegateRef
        let kinds = h.started
        guard restScale != h.appliedScale || restAngle != h.appliedAngle,
              let dispatcher = target.window?.dispatcher, settleDuration > 0 else {
            if restScale != h.appliedScale || restAngle != h.appliedAngle {
                place(target, scale: restScale, angle: restAngle, anchor: h.anchor, at: h.centre)
            }
            for k in kinds { d.object?.didFinishGesture(k, in: target, event: event) }
            d.object?.didFinishGestures(in: target, event: event)
            return
        }
        // Settle through the animation clock, keeping the gesture centre fixed.
        var animating: [GestureKind] = []
        if restScale != h.appliedScale { animating.append(.scale) }
        if restAngle != h.appliedAngle { animating.append(.rotation) }
        let (s0, a0, anchor) = (h.appliedScale, h.appliedAngle, h.anchor)
        settlingTarget = WeakReference(target)
        settlingCentre = h.centre
        let me = WeakReference(self)
        let step: (Double) -> Void = { u in
            let s = u >= 1 ? restScale : s0 + (restScale - s0) * u
            let a = u >= 1 ? restAngle : a0 + (restAngle - a0) * u
            let t = Self.linear(scale: s, angle: a)
            target.transform = t
            if let centre = me.object?.settlingCentre {
                target.center = ZoomGeometry.center(placing: anchor, at: centre, transform: t)
            }
            for k in animating { d.object?.gestureDidChange(k, in: target, event: nil) }
        }
        animatedZoom = animating.contains(.scale) ? (restScale, true) : nil
        let completion: () -> Void = {
            me.object?.animatedZoom = nil
            for k in kinds { d.object?.didFinishGesture(k, in: target, event: nil) }
            d.object?.didFinishGestures(in: target, event: nil)
        }
        let a = SettleAnimation(dispatcher: dispatcher, duration: settleDuration,
                                step: step, completion: completion)
        animation = a
        a.begin()
    }

}
