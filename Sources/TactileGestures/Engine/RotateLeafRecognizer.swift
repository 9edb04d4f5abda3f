import Tactile

/// The recognizer of `RotateGesture`: Tactile's rotation. `minimumAngleDelta`
/// is its `minimumRotation`; the start location is the fingers' centroid when
/// the second finger lands.
package final class RotateLeafRecognizer: RotationGestureRecognizer {
    package let relations: GestureLeafRelations
    package var report: (RotateLeafRecognizer, LeafPhase) -> Void = { _, _ in }
    private var leaf = TwoFingerLeafState()
    /// The centroid, in window coordinates, when two fingers were first down.
    package var startInWindow: Point? { leaf.startInWindow }

    package init(relations: GestureLeafRelations, minimumAngleDelta: Double) {
        self.relations = relations
        super.init()
        minimumRotation = minimumAngleDelta.isFinite ? abs(minimumAngleDelta) : TactileMath.pi / 180
        delegate = relations
        addAction { r in
            guard let r = r as? RotateLeafRecognizer, let phase = r.leaf.round.phase(forActionIn: r.state) else { return }
            r.report(r, phase)
        }
    }

    package override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        _ = leaf.touchesBegan(tracking: trackedTouches)
    }
    package override func reset() {
        super.reset()
        if let phase = leaf.reset() { report(self, phase) }
    }
}
