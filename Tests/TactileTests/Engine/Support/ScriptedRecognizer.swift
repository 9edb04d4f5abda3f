@testable import Tactile

/// A recognizer whose state the test sets from the subclass hooks.
final class ScriptedRecognizer: GestureRecognizer {
    var continuous = false
    var onBegan: ((ScriptedRecognizer) -> Void)?
    var onMoved: ((ScriptedRecognizer) -> Void)?
    var onEnded: ((ScriptedRecognizer) -> Void)?
    var resets = 0
    var touchesSeen: [String] = []
    override var isContinuous: Bool { continuous }
    override func touchesBegan(_ t: TouchSet, with e: TouchEvent) { touchesSeen.append("began \(t)"); onBegan?(self) }
    override func touchesMoved(_ t: TouchSet, with e: TouchEvent) { touchesSeen.append("moved \(t)"); onMoved?(self) }
    override func touchesEnded(_ t: TouchSet, with e: TouchEvent) { touchesSeen.append("ended \(t)"); onEnded?(self) }
    override func touchesCancelled(_ t: TouchSet, with e: TouchEvent) {
        touchesSeen.append("cancelled \(t)")
        super.touchesCancelled(t, with: e)
    }
    override func reset() { super.reset(); resets += 1 }
    var requireFailureRule: ((GestureRecognizer) -> Bool)?
    var requiredToFailRule: ((GestureRecognizer) -> Bool)?
    var canPreventRule: ((GestureRecognizer) -> Bool)?
    var canBePreventedRule: ((GestureRecognizer) -> Bool)?
    override func shouldRequireFailure(of other: GestureRecognizer) -> Bool { requireFailureRule?(other) ?? false }
    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { requiredToFailRule?(other) ?? false }
    override func canPrevent(_ other: GestureRecognizer) -> Bool { canPreventRule?(other) ?? true }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { canBePreventedRule?(other) ?? true }
}

