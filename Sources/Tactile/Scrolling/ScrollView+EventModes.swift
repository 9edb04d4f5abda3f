/// Event modes (seed-001 A11–A12, R8–R10, E21) on the engine's own flags:
/// `.pass` refuses content touches to the pan, `.interceptOnDrag` lets the
/// pan cancel the content's touch once it scrolls (`cancelsTouchesInView`,
/// optionally delayed by `ContentTouchDelayRecognizer`), `.intercept` makes
/// the scroll view the hit view. Also the nested-scroll hand-over by direction.

extension ScrollView {
    func configureEventMode() {
        let pan = panGestureRecognizer
        pan.cancelsTouchesInView = eventMode != .intercept
        let wantsDelay = eventMode == .interceptOnDrag && delaysContentTouches
        if wantsDelay, delayRecognizer == nil {
            let r = ContentTouchDelayRecognizer(delay: contentTouchDelay)
            r.scrollViewRef = WeakReference(self)
            r.delegate = recognizerDelegate
            delayRecognizer = r
            addGestureRecognizer(r)
        } else if !wantsDelay, let r = delayRecognizer {
            removeGestureRecognizer(r)
            delayRecognizer = nil
        }
    }

    // MARK: GestureRecognizerDelegate

    /// `.pass`: content touches are not the pan's (R8). The delay holds content touches only.
    package func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        if recognizer === panGestureRecognizer { return eventMode != .pass || touch.view === self }
        if recognizer === delayRecognizer { return touch.view !== self }
        return true
    }

    /// The pan begins only along an axis this scroll view can move (so a
    /// vertical list inside a horizontal pager leaves sideways drags to the
    /// pager), and not on a tracking content view it may not cancel.
    package func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer === panGestureRecognizer else { return true }
        let range = scrollRange
        let canX = physics.canDrag(.horizontal, in: range), canY = physics.canDrag(.vertical, in: range)
        let t = panGestureRecognizer.translation(in: superview)
        if !canX && !canY { return false }
        if canX && !canY && abs(t.dy) > abs(t.dx) { return false }
        if canY && !canX && abs(t.dx) > abs(t.dy) { return false }
        if handsDragToAncestor(t) { return false }
        if eventMode == .interceptOnDrag, let content = panGestureRecognizer.panningTouches.first?.view,
           content !== self, isTracking(content) {
            if !canCancelContentTouches || !touchesShouldCancel(in: content) { return false }
        }
        return true
    }

    /// Whether a drag by `t` pushes this scroll view past an edge it rests on,
    /// along the drag's main axis, while an enclosing scroll view can move on
    /// that axis: then the enclosing one takes the drag (a zoomed photo panned
    /// to its edge lets the pager turn the page). Decided when the pan would
    /// begin; a drag this view took stays its own up to the lift (it
    /// rubber-bands at the edge), as UIKit's nested scroll views do.
    func handsDragToAncestor(_ t: Vector) -> Bool {
        guard t.dx.isFinite, t.dy.isFinite, t.dx != 0 || t.dy != 0 else { return false }
        let axis: ScrollAxis = abs(t.dx) >= abs(t.dy) ? .horizontal : .vertical
        let finger = axis == .horizontal ? t.dx : t.dy
        let offset = axis == .horizontal ? contentOffset.x : contentOffset.y
        let range = scrollRange
        let atEdge = finger < 0 ? offset >= range.upper(axis) : offset <= range.lower(axis)
        guard atEdge else { return false }
        var v = superview
        while let view = v {
            if let outer = view as? ScrollView, outer.isScrollEnabled, outer.physics.canDrag(axis, in: outer.scrollRange) {
                return true
            }
            v = view.superview
        }
        return false
    }

    /// The zoom controller's recognizers work together with the pan.
    package func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        guard recognizer === panGestureRecognizer, let z = zoomController else { return false }
        return z.recognizers.contains { $0 === other }
    }

    /// Whether a content view has received the touch-down (not still held by the delay).
    func isTracking(_ content: View) -> Bool {
        guard let r = delayRecognizer else { return true }
        return r.state != .possible
    }
}
