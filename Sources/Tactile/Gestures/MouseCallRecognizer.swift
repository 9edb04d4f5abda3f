/// The observer behind `GestureController.deliversMouseCalls`: a recognizer
/// that never recognizes, stays `.possible` while any finger of the hand is
/// down and fails when the last lifts, and hands every touch change to its
/// controller, which turns them into seed-001's mouse calls (A8, R7).
///
/// It never prevents nor is prevented by another recognizer, does not hold
/// touch ends from the view (`delaysTouchesEnded` false) and so does not
/// change what the views or other recognizers receive.
internal final class MouseCallRecognizer: GestureRecognizer {
    /// Receives the touch changes (the controller; weak).
    var onTouches: ((TouchPhase, TouchSet) -> Void)?

    override init() {
        super.init()
        delaysTouchesEnded = false
        cancelsTouchesInView = false
        name = "gesture.mouse"
    }

    override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { false }

    /// The number of the hand's fingers still down.
    var fingersDown: Int { TouchSetTracker.liveCount(trackedTouches) }

    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) { onTouches?(.began, touches) }
    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) { onTouches?(.moved, touches) }
    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        onTouches?(.ended, touches)
        if fingersDown == 0 && state == .possible { state = .failed }
    }
    override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        onTouches?(.cancelled, touches)
        if fingersDown == 0 && state == .possible { state = .failed }
    }
}
