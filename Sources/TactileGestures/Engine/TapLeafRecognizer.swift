import Tactile

/// The recognizer of `TapGesture` and `SpatialTapGesture`: Tactile's tap,
/// reporting its recognition (and its failure) to the gesture.
package final class TapLeafRecognizer: TapGestureRecognizer {
    package let relations: GestureLeafRelations
    /// Receives each phase (the gesture reads the location from the recognizer).
    package var report: (TapLeafRecognizer, LeafPhase) -> Void = { _, _ in }
    private var round = LeafRound()

    package init(relations: GestureLeafRelations, count: Int) {
        self.relations = relations
        super.init()
        numberOfTapsRequired = max(1, count)
        delegate = relations
        addAction { ($0 as? TapLeafRecognizer)?.actionFired() }
    }

    private func actionFired() {
        if let phase = round.phase(forActionIn: state) { report(self, phase) }
    }

    package override func reset() {
        super.reset()
        if let phase = round.reset() { report(self, phase) }
        relations.recognizerDidReset(self)
    }
}
