import Tactile

/// A recognizer delegate whose answers are closures (every one optional, like
/// the protocol; an unset one gives UIKit's default answer).
package final class ClosureDelegate: GestureRecognizerDelegate {
    package var shouldBegin: ((GestureRecognizer) -> Bool)?
    package var shouldReceive: ((GestureRecognizer, Touch) -> Bool)?
    package var simultaneous: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    package var requireFailureOf: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    package var requiredToFailBy: ((GestureRecognizer, GestureRecognizer) -> Bool)?

    /// A delegate with the given answers (the others unset).
    package init(shouldBegin: ((GestureRecognizer) -> Bool)? = nil,
                 simultaneous: ((GestureRecognizer, GestureRecognizer) -> Bool)? = nil) {
        self.shouldBegin = shouldBegin
        self.simultaneous = simultaneous
    }

    package func gestureRecognizerShouldBegin(_ r: GestureRecognizer) -> Bool { shouldBegin?(r) ?? true }
    package func gestureRecognizer(_ r: GestureRecognizer, shouldReceive touch: Touch) -> Bool { shouldReceive?(r, touch) ?? true }
    package func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith o: GestureRecognizer) -> Bool {
        simultaneous?(r, o) ?? false
    }
    package func gestureRecognizer(_ r: GestureRecognizer, shouldRequireFailureOf o: GestureRecognizer) -> Bool {
        requireFailureOf?(r, o) ?? false
    }
    package func gestureRecognizer(_ r: GestureRecognizer, shouldBeRequiredToFailBy o: GestureRecognizer) -> Bool {
        requiredToFailBy?(r, o) ?? false
    }
}

/// An action target that writes the action messages it receives to a log
/// ("label.action ← recognizer state").
package final class RecordingTarget: GestureActionTarget {
    package let log: EventLog
    package let label: String

    /// A target named `label` logging into `log`.
    package init(_ label: String, log: EventLog) {
        self.label = label
        self.log = log
    }

    package func perform(_ action: GestureAction, from recognizer: GestureRecognizer) {
        log.add("\(label).\(action.name) ← \(recognizer.debugName) \(recognizer.state)")
    }
}
