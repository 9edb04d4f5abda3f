import Tactile

/// The recognizer of `MagnifyGesture`: Tactile's pinch. `minimumScaleDelta`
/// becomes the pinch's `minimumSpanChange` when the second finger lands (that
/// delta of the span then), and the start location is the fingers' centroid then.
package final class MagnifyLeafRecognizer: PinchGestureRecognizer {
    package let relations: GestureLeafRelations
    package var report: (MagnifyLeafRecognizer, LeafPhase) -> Void = { _, _ in }
    private var leaf = TwoFingerLeafState()
    private let minimumScaleDelta: Double
    /// The centroid, in window coordinates, when two fingers were first down.
    package var startInWindow: Point? { leaf.startInWindow }

    package init(relations: GestureLeafRelations, minimumScaleDelta: Double) {
        self.relations = relations
        self.minimumScaleDelta = minimumScaleDelta.isFinite ? max(0, minimumScaleDelta) : 0.01
        super.init()
        delegate = relations
        addAction { r in
            guard let r = r as? MagnifyLeafRecognizer, let phase = r.leaf.round.phase(forActionIn: r.state) else { return }
            r.report(r, phase)
        }
    }

    package override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        if let live = leaf.touchesBegan(tracking: trackedTouches) {
            minimumSpanChange = TouchGeometry.span(of: live) * minimumScaleDelta
        }
    }
    package override func reset() {
        super.reset()
        if let phase = leaf.reset() { report(self, phase) }
    }
}
