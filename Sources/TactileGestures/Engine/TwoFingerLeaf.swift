import Tactile

/// The recognizers of `MagnifyGesture` and `RotateGesture`: each reports its
/// attempt from its actions and its reset, and keeps where the attempt started
/// (`TwoFingerLeafState`).
package protocol TwoFingerLeaf: GestureRecognizer {
    /// The attempt's report and start.
    var leaf: TwoFingerLeafState { get set }
    /// Tells the gesture each phase of the attempt.
    var report: (Self, LeafPhase) -> Void { get }
    /// Its place in the gesture's compositions.
    var relations: GestureLeafRelations { get }
}

extension TwoFingerLeaf {
    /// Makes the recognizer's actions report the attempt's changes and end.
    func reportsActions() {
        addAction { r in
            guard let r = r as? Self, let phase = r.leaf.round.phase(forActionIn: r.state) else { return }
            r.report(r, phase)
        }
    }

    /// After `touchesBegan`: the live touches when two are first down (the start is recorded), else nil.
    func leafTouchesBegan() -> [Touch]? { leaf.touchesBegan(tracking: trackedTouches) }

    /// After `reset()`: forgets the start; reports a failure if the attempt's end was never told.
    func leafReset() {
        if let phase = leaf.reset() { report(self, phase) }
        relations.recognizerDidReset(self)
    }
}
