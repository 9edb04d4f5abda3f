import Tactile

/// The recognizer of `RotateGesture`: Tactile's rotation. `minimumAngleDelta`
/// is its `minimumRotation`; the start location is the fingers' centroid when
/// the second finger lands.
package final class RotateLeafRecognizer: RotationGestureRecognizer, TwoFingerLeaf {
    package let relations: GestureLeafRelations
    package var report: (RotateLeafRecognizer, LeafPhase) -> Void = { _, _ in }
    package var leaf = TwoFingerLeafState()

    package init(relations: GestureLeafRelations, minimumAngleDelta: Double) {
        self.relations = relations
        super.init()
        minimumRotation = minimumAngleDelta.isFinite ? abs(minimumAngleDelta) : TactileMath.pi / 180
        delegate = relations
        reportsActions()
    }

    package override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        _ = leafTouchesBegan()
    }
    package override func reset() {
        super.reset()
        leafReset()
    }
}
