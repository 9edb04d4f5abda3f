// Cited: seed-001 §3.6 on `View`.
/// Animates views on the one frame clock (R52–R58).
///
/// UIKit's `UIView.animate(withDuration:delay:options:animations:completion:)`
/// as a call on an animator, with the `animations` block as a transaction:
///
/// ```swift
/// let animations = ViewAnimator(dispatcher: dispatcher)
/// animations.animate(withDuration: 0.3, options: .curveEaseOut) { tx in
///     tx.setTransform(of: photo, to: AffineTransform(scaleX: 2, y: 2))
///     tx.setAlpha(of: chrome, to: 0)
/// } completion: { finished in … }
/// ```
///
/// Committing sets each view's property to its end value at once (hit
/// testing sees the model, as in UIKit); `presentationFrame(of:)` and the
/// other presentation reads give what is drawn now. The animator runs on
/// `frameClock`: with a dispatcher, its one frame clock (`TouchDispatcher.frameClock`,
/// ticked by timers on its queue unless the host drives it, so replays stay
/// deterministic and `drainTimers()` plays animations to their end);
/// without one, the host calls `frameClock.tick(at:)` at each display refresh.
public final class ViewAnimator {
    /// The animation engine (its model is `targets`).
    public let animator: Animator
    /// The clock all of this animator's animations advance on.
    public let frameClock: FrameClock
    /// Animated views and their ids.
    package let targets: ViewAnimationTargets
    /// Called for every start and stop (after delegates and completions).
    package var onEvent: ((AnimationEvent) -> Void)?

    private let dispatcher: WeakReference<TouchDispatcher>
    private var completions: [(handle: AnimationHandle, run: (Bool) -> Void)] = []
    // The views each running group changes: a view's id is released when its last group stops.
    private var groups: [(handle: AnimationHandle, targets: [AnimationTargetID])] = []

    /// An animator on `dispatcher`'s frame clock (the one every scroll,
    /// settle and animation of its windows advances on); commit times are
    /// the dispatcher's `now`.
    public convenience init(dispatcher: TouchDispatcher) {
        self.init(frameClock: dispatcher.frameClock, dispatcher: dispatcher, now: dispatcher.now)
    }

    /// An animator the host drives by calling `frameClock.tick(at:)`; commit
    /// times are the last tick's (or `now` before the first).
    public convenience init(frameClock: FrameClock = FrameClock(), now: Seconds = 0) {
        self.init(frameClock: frameClock, dispatcher: nil, now: now)
    }

    private init(frameClock: FrameClock, dispatcher: TouchDispatcher?, now: Seconds) {
        self.frameClock = frameClock
        self.dispatcher = WeakReference(dispatcher)
        let targets = ViewAnimationTargets()
        self.targets = targets
        animator = Animator(model: targets, now: now)
        // Registering with the clock wakes its driver (the dispatcher's timer
        // queue, or the host's refresh). The clock keeps a running animator
        // alive; `deinit` unhooks these first.
        animator.frameClock = frameClock
        animator.onEvent = { [unowned(unsafe) self] event in self.didReport(event) }
    }

    deinit {
        animator.onEvent = nil
        animator.frameClock = nil
    }

    /// The current time: the dispatcher's, else the animator's last tick.
    public var now: Seconds { dispatcher.object?.now ?? animator.now }

    // MARK: Animating

    /// Commits `changes` as one group with `parameters` (R57). The start time
    /// is `parameters.startTime`, else now. `completion` runs once, with true
    /// when the group ran to its end and false when it was cancelled.
    @discardableResult
    public func animate(_ parameters: AnimationParameters, changes: (inout ViewAnimationTransaction) -> Void,
                        completion: ((Bool) -> Void)? = nil) -> AnimationHandle {
        var tx = ViewAnimationTransaction(targets: targets)
        changes(&tx)
        let recorded = tx.changes
        // Registered before committing: a duration-0 group stops inside `animate`.
        let handle = animator.nextHandle
        if let completion { completions.append((handle, completion)) }
        var ids: [AnimationTargetID] = []
        for change in recorded.changes where !ids.contains(change.key.target) { ids.append(change.key.target) }
        groups.append((handle, ids))
        return animator.animate(parameters, committedAt: now, recorded)
    }

    /// UIKit's `animate(withDuration:delay:options:animations:completion:)`.
    /// A duration of 0 or less applies the changes at once.
    @discardableResult
    public func animate(withDuration duration: Seconds, delay: Seconds = 0, options: ViewAnimationOptions = [],
                        animations: (inout ViewAnimationTransaction) -> Void,
                        completion: ((Bool) -> Void)? = nil) -> AnimationHandle {
        animate(Self.parameters(duration, delay, options, options.curve), changes: animations, completion: completion)
    }

    /// UIKit's spring variant (`usingSpringWithDamping:initialSpringVelocity:`):
    /// the curve is `.spring(dampingRatio:initialVelocity:)`.
    @discardableResult
    public func animate(withDuration duration: Seconds, delay: Seconds = 0, usingSpringWithDamping damping: Double,
                        initialSpringVelocity velocity: Double, options: ViewAnimationOptions = [],
                        animations: (inout ViewAnimationTransaction) -> Void,
                        completion: ((Bool) -> Void)? = nil) -> AnimationHandle {
        let curve = AnimationCurve.spring(dampingRatio: damping, initialVelocity: velocity)
        return animate(Self.parameters(duration, delay, options, curve), changes: animations, completion: completion)
    }

    private static func parameters(_ duration: Seconds, _ delay: Seconds, _ options: ViewAnimationOptions,
                                   _ curve: AnimationCurve) -> AnimationParameters {
        AnimationParameters(duration: duration, delay: delay, curve: curve,
                            repeatCount: options.contains(.repeat) ? .infinity : 0,
                            autoreverses: options.contains(.autoreverse))
    }

    /// Cancels an animation, leaving its views at `position` (R56).
    @discardableResult
    public func cancel(_ handle: AnimationHandle, leaving position: AnimationStopPosition = .current) -> Bool {
        animator.cancel(handle, leaving: position)
    }

    /// Cancels every animation of `view` (UIKit's `layer.removeAllAnimations()`
    /// leaves the model values; `.current` keeps what is shown).
    package func cancelAnimations(of view: View, leaving position: AnimationStopPosition = .current) {
        guard let id = targets.existingTarget(for: view) else { return }
        animator.cancelAnimations(of: id, leaving: position)
    }

    // MARK: Presentation

    /// Whether some running animation changes a property of `view`.
    public func isAnimating(_ view: View) -> Bool {
        isAnimating(view, .frame) || isAnimating(view, .transform) || isAnimating(view, .alpha)
            || isAnimating(view, .rotation)
    }

    /// Whether a running animation changes `property` of `view`.
    public func isAnimating(_ view: View, _ property: AnimatableProperty) -> Bool {
        guard let id = targets.existingTarget(for: view) else { return false }
        return animator.isAnimating(AnimationKey(id, property))
    }

    /// The frame drawn now (the view's `frame` when not animating).
    package func presentationFrame(of view: View) -> Rect {
        if let id = targets.existingTarget(for: view), case .frame(let r)? = animator.presentationValue(of: id, .frame) { return r }
        return view.frame
    }

    /// The transform drawn now: the animated transform, turned by a running
    /// rotation's offset from the model angle.
    package func presentationTransform(of view: View) -> AffineTransform {
        guard let id = targets.existingTarget(for: view) else { return view.transform }
        var t = view.transform
        if case .transform(let a)? = animator.presentationValue(of: id, .transform) { t = a }
        if animator.isAnimating(AnimationKey(id, .rotation)),
           case .rotation(let shown)? = animator.presentationValue(of: id, .rotation) {
            t = ViewAnimationTargets.rotating(t, toDegrees: ViewAnimationTargets.degrees(of: t) + shown
                                              - ViewAnimationTargets.degrees(of: view.transform))
        }
        return t
    }

    /// The opacity drawn now.
    package func presentationAlpha(of view: View) -> Double {
        if let id = targets.existingTarget(for: view), case .alpha(let a)? = animator.presentationValue(of: id, .alpha) { return a }
        return view.alpha
    }

    /// A scalar channel's value drawn now, if it has one.
    package func presentationScalar(_ channel: Int, of view: View) -> Double? {
        guard let id = targets.existingTarget(for: view),
              case .scalar(let v)? = animator.presentationValue(of: id, .scalar(channel: channel)) else { return nil }
        return v
    }

    // MARK: Events

    private func didReport(_ event: AnimationEvent) {
        guard case .stopped(let info, let finished, _) = event else { onEvent?(event); return }
        if let g = groups.firstIndex(where: { $0.handle == info.handle }) {
            let ids = groups.remove(at: g).targets
            releaseIdle(ids)
        }
        if let i = completions.firstIndex(where: { $0.handle == info.handle }) {
            let run = completions.remove(at: i).run
            run(finished)
        }
        onEvent?(event)
    }

    /// Releases the ids among `ids` that no running group changes (the views are no longer held).
    private func releaseIdle(_ ids: [AnimationTargetID]) {
        for id in ids where !groups.contains(where: { $0.targets.contains(id) }) { targets.release(id) }
    }
}
