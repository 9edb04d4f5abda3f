/// Holds a scroll view's content touch-downs until it is clear the finger is
/// not scrolling (UIKit's `delaysContentTouches`): it never recognizes, and it
/// fails — releasing the held `touchesBegan` to the content — after the scroll
/// view's `contentTouchDelay`, at a lift, or when the scroll view's pan takes
/// the touch (the pan cancels the content's touch, so it is never delivered).
/// The zoom's hand tracker (the zoom controller's chord recognizer, which
/// begins as soon as two fingers are down) does not end the delay: only the
/// timer, a lift, or a recognizer that takes the touches (the pan, the pinch) does.
final class ContentTouchDelayRecognizer: GestureRecognizer {
    private var timer: TimerID?
    private let delay: Seconds
    /// The scroll view whose content touches this holds.
    var scrollViewRef = WeakReference<ScrollView>(nil)

    init(delay: Seconds) {
        self.delay = delay.isFinite ? max(delay, 0) : 0.15
        super.init()
        name = "scroll.delay"
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible, timer == nil else { return }
        timer = scheduleTimer(after: delay) { [self] in
            timer = nil
            if state == .possible { state = .failed }
        }
    }

    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        if state == .possible { state = .failed }
    }

    override func reset() {
        if let timer { cancelTimer(timer) }
        timer = nil
    }

    /// Never prevents another recognizer (it never recognizes anyway).
    override func canPrevent(_ other: GestureRecognizer) -> Bool { false }

    /// The zoom's hand tracker does not end the delay (it cancels no touches).
    override func canBePrevented(by other: GestureRecognizer) -> Bool {
        other !== scrollViewRef.object?.zoomController?.chordRecognizer
    }
}
