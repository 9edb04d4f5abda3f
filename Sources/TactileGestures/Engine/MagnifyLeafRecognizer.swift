import Tactile

/// The recognizer of `MagnifyGesture`: Tactile's pinch. `minimumScaleDelta`
/// becomes the pinch's `minimumSpanChange` when the second finger lands (that
/// delta of the span then), and the start location is the fingers' centroid then.
package final class MagnifyLeafRecognizer: PinchGestureRecognizer {
    package let relations: GestureLeafRelations
    package var report: (MagnifyLeafRecognizer, LeafPhase) -> Void = { _, _ in }
    private var round = LeafRound()
    private let minimumScaleDelta: Double
    /// The centroid, in window coordinates, when two fingers were first down.
    package private(set) var startInWindow: Point?

    package init(relations: GestureLeafRelations, minimumScaleDelta: Double) {
        self.relations = relations
        self.minimumScaleDelta = minimumScaleDelta.isFinite ? max(0, minimumScaleDelta) : 0.01
        super.init()
        delegate = relations
        addAction { ($0 as? MagnifyLeafRecognizer)?.actionFired() }
    }

    private func actionFired() {
        if let phase = round.phase(forActionIn: state) { report(self, phase) }
    }

    package override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        let live = TouchGeometry.live(trackedTouches)
        if startInWindow == nil && live.count >= 2 {
            startInWindow = TouchGeometry.centroid(of: live)
            minimumSpanChange = TouchGeometry.span(of: live) * minimumScaleDelta
        }
    }
    package override func reset() {
        super.reset()
        startInWindow = nil
        if let phase = round.reset() { report(self, phase) }
    }
}
