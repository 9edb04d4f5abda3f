/// The chord recognizer of a `GestureController`: a `ChordGestureRecognizer`
/// (same recognition, same public behaviour) that also tracks the velocity
/// of each finger for the gesture event's per-finger payload (seed-001 G9,
/// R20), and lists the fingers of the hand for it.
internal final class HandRecognizer: ChordGestureRecognizer {
    private struct Finger {
        let touch: Touch
        var estimator = VelocityEstimator()
    }
    private var fingers: [Finger] = []

    private func record(_ touches: TouchSet) {
        for t in touches {
            if let i = fingers.firstIndex(where: { $0.touch === t }) {
                fingers[i].estimator.add(t.locationInWindow, at: t.timestamp)
            } else {
                var f = Finger(touch: t)
                f.estimator.add(t.locationInWindow, at: t.timestamp)
                fingers.append(f)
            }
        }
    }

    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        record(touches)
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        record(touches)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        record(touches)
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        record(touches)
        super.touchesCancelled(touches, with: event)
    }
    override func reset() {
        super.reset()
        fingers.removeAll()
    }

    /// The hand's fingers now, in touch-down order: those down, and those
    /// that lifted or were cancelled in the current frame (seed-001 G9 stages).
    func fingerInfos() -> [FingerInfo] {
        let epoch: UInt64? = host == nil ? nil : currentStep
        var out: [FingerInfo] = []
        for f in fingers where !f.touch.phase.isTerminal || f.touch.record.frameEpoch == epoch {
            out.append(FingerInfo(f.touch, velocity: f.estimator.velocity(at: currentTime)))
        }
        return out
    }
}
