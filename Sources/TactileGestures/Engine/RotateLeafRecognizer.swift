import Tactile

/// The recognizer of `RotateGesture`: Tactile's rotation. `minimumAngleDelta`
/// is its `minimumRotation`; the start location is the fingers' centroid when
/// the second finger lands.
package final class RotateLeafRecognizer: RotationGestureRecognizer {
    package let relations: GestureLeafRelations
    package var report: (RotateLeafRecognizer, LeafPhase) -> Void = { _, _ in }
    private var round = LeafRound()
    /// The centroid, in window coordinates, when two fingers were first down.
    package private(set) var startInWindow: Point?

    package init(relations: GestureLeafRelations, minimumAngleDelta: Double) {
        self.relations = relations
        super.init()
        minimumRotation = minimumAngleDelta.isFinite ? abs(minimumAngleDelta) : TactileMath.pi / 180
        delegate = relations
        addAction { ($0 as? RotateLeafRecognizer)?.actionFired() }
    }

    private func actionFired() {
        if let phase = round.phase(forActionIn: state) { report(self, phase) }
    }

    package override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        let live = TouchGeometry.live(trackedTouches)
        if startInWindow == nil && live.count >= 2 {
            startInWindow = TouchGeometry.centroid(of: live)
        }
    }
    package override func reset() {
        super.reset()
        startInWindow = nil
        if let phase = round.reset() { report(self, phase) }
    }
}
