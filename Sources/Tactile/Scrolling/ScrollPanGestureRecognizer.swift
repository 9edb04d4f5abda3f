/// The pan recognizer of a `ScrollView` (UIKit's `panGestureRecognizer`):
/// a `PanGestureRecognizer` that also tells its scroll view when the first
/// finger lands (to catch a fling and show the indicators, R49) and when the
/// last one lifts without having scrolled (slide back, fade, `contentMouseUp`).
///
/// Its `hysteresis` is the scroll view's `scrollHysteresis` with the seed's
/// inclusive boundary (R34 [R], D1): the pan begins once the drag has
/// travelled at least that distance.
package final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    var scrollViewRef = WeakReference<ScrollView>(nil)
    var scrollView: ScrollView? { scrollViewRef.object }

    /// The touches that went down, before the engine reports them moved.
    public override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        let first = panningTouches.isEmpty
        super.touchesBegan(touches, with: event)
        if first, !panningTouches.isEmpty { scrollView?.fingerDidTouchDown() }
        if panningTouches.count >= 2, let s = scrollView, !s.isDragging { s.classification = .gesture }  // seed-001 R3
    }

    /// Lifts: before a pan that never began fails, the scroll view decides
    /// whether the content's touch ends or is cancelled (seed-001 A12).
    public override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        let lastLift = touches.count >= panningTouches.count
        let scrolled = state.isInProgress
        if lastLift, !scrolled, let s = scrollView, let touch = touches.first, let content = touch.view, content !== s {
            cancelsTouchesInViewOnFailure = !s.contentMouseUp(in: content, touches: touches, event: event)
        }
        super.touchesEnded(touches, with: event)
        if lastLift, !scrolled { scrollView?.fingerDidLiftWithoutScrolling() }
    }

    /// Cancelled touches end the sequence like a lift without momentum.
    public override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        let lastLift = touches.count >= panningTouches.count
        let scrolled = state.isInProgress
        super.touchesCancelled(touches, with: event)
        if lastLift, !scrolled { scrollView?.fingerDidLiftWithoutScrolling() }
    }

    /// Clears the per-sequence flag set for `contentMouseUp`.
    public override func reset() {
        super.reset()
        cancelsTouchesInViewOnFailure = false
    }
}
