import Tactile

/// The recognizer of `LongPressGesture`: Tactile's long press. SwiftUI's
/// value is `true` while the press is detected: it changes when the finger
/// touches down and the gesture ends (succeeds) when the recognizer begins,
/// after `minimumDuration`; the recognizer's later changes and end are not
/// the gesture's.
package final class LongPressLeafRecognizer: LongPressGestureRecognizer {
    package let relations: GestureLeafRelations
    package var report: (LongPressLeafRecognizer, LeafPhase) -> Void = { _, _ in }
    private var round = LeafRound()
    private var pressReported = false

    package init(relations: GestureLeafRelations, minimumDuration: Double, maximumDistance: Double) {
        self.relations = relations
        super.init()
        minimumPressDuration = minimumDuration.isFinite ? max(0, minimumDuration) : 0.5
        allowableMovement = maximumDistance.isFinite ? max(0, maximumDistance) : 10
        delegate = relations
        addAction { ($0 as? LongPressLeafRecognizer)?.actionFired() }
    }

    private func actionFired() {
        guard state == .began || state == .cancelled else { return }
        if state == .began {
            guard round.end() else { return }
            report(self, .ended)
        } else if let phase = round.phase(forActionIn: state) {
            report(self, phase)
        }
    }

    private func checkFailure() {
        if let phase = round.failure(in: state) { report(self, phase) }
    }

    package override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        checkFailure()
        if !pressReported && state == .possible && !round.hasEnded && numberOfTouches >= numberOfTouchesRequired {
            pressReported = true
            report(self, .changed)
        }
    }
    package override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        super.touchesMoved(touches, with: event)
        checkFailure()
    }
    package override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        super.touchesEnded(touches, with: event)
        checkFailure()
    }
    package override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
        checkFailure()
    }
    package override func reset() {
        super.reset()
        pressReported = false
        if let phase = round.reset() { report(self, phase) }
        relations.recognizerDidReset(self)
    }
}
