import Tactile

/// The recognizer of `MagnifyGesture`: Tactile's pinch. `minimumScaleDelta`
/// becomes the pinch's `minimumSpanChange` when the second finger lands (that
/// delta of the span then), and the start location is the fingers' centroid then.
package final class MagnifyLeafRecognizer: PinchGestureRecognizer, TwoFingerLeaf {
    package let relations: GestureLeafRelations
    package var report: (MagnifyLeafRecognizer, LeafPhase) -> Void = { _, _ in }
    package var leaf = TwoFingerLeafState()
    private let minimumScaleDelta: Double

    package init(relations: GestureLeafRelations, minimumScaleDelta: Double) {
        self.relations = relations
        self.minimumScaleDelta = minimumScaleDelta.isFinite ? max(0, minimumScaleDelta) : 0.01
        super.init()
        delegate = relations
        reportsActions()
    }

    package override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        if let live = leafTouchesBegan() { minimumSpanChange = TouchGeometry.span(of: live) * minimumScaleDelta }
    }
    package override func reset() {
        super.reset()
        leafReset()
    }
}
