import Tactile

/// The recognizer of `DragGesture`: Tactile's pan with `minimumDistance` as
/// its hysteresis. With a minimum distance of 0 it begins when the finger
/// touches down. Inside a sequence's second gesture it does not follow the
/// fingers until the first gesture has succeeded, so the movement before
/// counts from where they touched down.
package final class DragLeafRecognizer: PanGestureRecognizer {
    package let relations: GestureLeafRelations
    package var report: (DragLeafRecognizer, LeafPhase) -> Void = { _, _ in }
    private var round = LeafRound()
    private let beginsAtTouchDown: Bool
    /// Where the fingers' centroid touched down, in window coordinates.
    package private(set) var startInWindow: Point?
    /// When they touched down.
    package private(set) var startTime: Double = 0

    package init(relations: GestureLeafRelations, minimumDistance: Double) {
        self.relations = relations
        let distance = minimumDistance.isFinite ? max(0, minimumDistance) : 10
        beginsAtTouchDown = distance == 0
        super.init()
        hysteresis = distance
        delegate = relations
        addAction { ($0 as? DragLeafRecognizer)?.actionFired() }
    }

    private func actionFired() {
        if let phase = round.phase(forActionIn: state) { report(self, phase) }
    }

    private func beginIfImmediate() {
        if beginsAtTouchDown && state == .possible && !isWaitingForFailureRequirements && relations.gatesAreOpen
            && !panningTouches.isEmpty {
            state = .began
        }
    }

    package override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        if startInWindow == nil {
            var sum = Vector.zero
            for t in touches { sum = sum + (t.locationInWindow - Point.zero) }
            startInWindow = Point.zero + sum / Double(max(1, touches.count))
            startTime = currentTime
        }
        super.touchesBegan(touches, with: event)
        beginIfImmediate()
    }
    package override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        // Inside a sequence, the drag waits for the first gesture's success.
        guard relations.gatesAreOpen || state.isInProgress else { return }
        super.touchesMoved(touches, with: event)
        beginIfImmediate()
    }
    package override func reset() {
        super.reset()
        startInWindow = nil
        if let phase = round.reset() { report(self, phase) }
        relations.recognizerDidReset(self)
    }
}
