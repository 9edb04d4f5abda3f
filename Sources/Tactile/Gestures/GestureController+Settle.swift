/// Settling after a gesture: whether a target can animate, and the snap of
/// a scale back inside its limits on the dispatcher's timer queue.

extension GestureController {
    func canAnimate(_ target: View) -> Bool {
        target.window?.dispatcher != nil && settleDuration > 0
    }

    /// Animates the scale of the hand's target from `from` to the snapped
    /// limit `to` through the animation clock, during the hand (seed-001 R29
    /// [R] `snapsImmediately`). Each tick re-places the target with the hand's
    /// current angle and centre and tells the delegate (nil event: animation-driven, R19).
    func animateSnap(_ target: View, from: Double, to: Double) {
        guard from != to, let dispatcher = target.window?.dispatcher, settleDuration > 0 else { return }
        let me = WeakReference(self)
        let a = SettleAnimation(dispatcher: dispatcher, duration: settleDuration,
                                step: { u in me.object?.snapStep(u >= 1 ? to : from + (to - from) * u) }, completion: {})
        animation = a
        a.begin()
    }

    func snapStep(_ scale: Double) {
        guard var h = hand, let target = h.target.object else { return }
        h.appliedScale = scale
        hand = h
        place(target, scale: scale, angle: h.appliedAngle, anchor: h.anchor, at: h.centre)
        delegate?.gestureDidChange(.scale, in: target, event: nil)
    }
}
