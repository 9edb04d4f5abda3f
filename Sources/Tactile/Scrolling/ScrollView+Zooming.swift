/// Zooming (UIKit `viewForZooming`, `zoomScale`; seed-001 S8, S9, R30, R31,
/// E3): a pinch on the delegate's `viewForZooming` runs through a
/// `GestureController` (scale only, limits `minimumZoomScale`…`maximumZoomScale`,
/// snapback past either limit = `bouncesZoom`), which keeps the content point
/// under the pinch centre fixed on screen. At every step of a pinch, of its
/// bounce back and of an animated `setZoomScale`, the scroll view takes the
/// zoom view's displacement into its content offset, as UIKit does: the view's
/// frame starts at the content origin, `contentSize` is its frame size, the
/// offset is the one that keeps the pinch centre fixed (R30), and the
/// indicators shrink with it (R31). When the zoom ends the offset is clamped
/// into the scroll range in the same step.
///
/// The controller's chord recognizer only tracks the hand: in a scroll view it
/// never cancels the content's touches (`cancelsTouchesInView` false) and never
/// ends the content-touch delay. Only the pinch, when it begins, cancels them
/// (UIKit: "If a gesture recognizer doesn't recognize its gesture … the view
/// receives all touches in the multi-touch sequence"). The rotation recognizer
/// is off: a scroll view's zoom does not rotate.

extension ScrollView {
    /// The view the delegate zooms, if zooming is set up.
    package var zoomView: View? { zoomController?.view }

    /// The zoom view's scale (UIKit `zoomScale`); 1 without one. Setting it zooms at once.
    public var zoomScale: Double {
        get { zoomController?.zoomScale ?? 1 }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale` (clamped to the limits) about the zoom view's centre;
    /// the delegate gets the zoom calls with the gesture API's nil event (R19).
    public func setZoomScale(_ scale: Double, animated: Bool) {
        configureZoom()
        zoomController?.setZoomScale(scale, animated: animated)
    }

    /// Creates, updates or removes the zoom controller from the delegate's
    /// `viewForZooming` and the limits. Called when those change; call it after
    /// adding the zoom view if the delegate was set first.
    package func configureZoom() {
        let view = delegate?.viewForZooming(in: self)
        guard let view, view.isDescendant(of: self), maximumZoomScale > minimumZoomScale || zoomController != nil else {
            if zoomController != nil, view == nil { zoomController = nil; panGestureRecognizer.maximumNumberOfTouches = Int.max }
            return
        }
        if zoomController?.view !== view {
            let c = GestureController(view: view)
            c.mask = [.scale]
            c.chordRecognizer.cancelsTouchesInView = false
            c.rotationRecognizer.isEnabled = false
            c.delegate = recognizerDelegate
            zoomController = c
            panGestureRecognizer.maximumNumberOfTouches = 1   // two fingers zoom, never scroll (D2)
        }
        zoomController?.scaleConfiguration = ScaleConfiguration(minimumScale: minimumZoomScale,
                                                                maximumScale: maximumZoomScale, snapsBack: bouncesZoom,
                                                                allowsUndershoot: bouncesZoom)
    }

    // MARK: GestureDelegate (the zoom controller's calls)

    /// A pinch starts: the scroll view is zooming, a drag in progress ends.
    package func willStartGestures(in view: View, event: GestureEvent?) {
        isZooming = true
        zoomStepScale = zoomScale
        if isDragging, isScrollEnabled {
            panGestureRecognizer.isEnabled = false   // a pinch takes over from a drag
            panGestureRecognizer.isEnabled = true
        }
        delegate?.scrollViewWillBeginZooming(self, with: view)
    }

    /// The pinch's scale component starts: its first step is already shown, so it is taken into the offset.
    package func willStartGesture(_ gesture: GestureKind, in view: View, event: GestureEvent?) {
        guard gesture == .scale, view === zoomView, event != nil else { return }
        followZoom()
        delegate?.scrollViewDidZoom(self)
        onChange?(self)
    }

    /// The zoom scale changed: the zoom moves into the offset, then `scrollViewDidZoom`.
    package func gestureDidChange(_ gesture: GestureKind, in view: View, event: GestureEvent?) {
        guard gesture == .scale else { return }
        followZoom()
        delegate?.scrollViewDidZoom(self)
        onChange?(self)
    }

    /// The zoom (and any bounce back inside the limits) ended: the offset is
    /// clamped into the scroll range at once, so the content rests where the
    /// log says it rests.
    package func didFinishGestures(in view: View, event: GestureEvent?) {
        followZoom()
        let rest = scrollRange.clamped(contentOffset)
        if rest != contentOffset { showOffset(rest) }
        isZooming = false
        delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: zoomScale)
        onChange?(self)
    }

    /// Moves the zoom view back to the content origin and the offset by the
    /// same amount (nothing moves on screen), and sets `contentSize` to the
    /// zoomed size. The zoom controller's gesture centre follows the offset.
    /// During an animated zoom (a bounce back, `setZoomScale(_:animated:)`)
    /// the offset also covers, in step with the scale, its way to the
    /// resting offset in range, so the zoom ends in range without a jump.
    func followZoom() {
        guard let view = zoomView, view.superview === self else { return }
        let f = view.frame
        guard f.origin.isFinite, f.size.isFiniteSize else { return }
        let shift = Vector(dx: f.minX, dy: f.minY)
        contentSize = f.size
        syncRange()
        if shift.dx != 0 || shift.dy != 0 {
            view.center = view.center - shift
            zoomController?.targetSuperviewBoundsDidMove(by: Vector(dx: -shift.dx, dy: -shift.dy))
            showOffset(contentOffset - shift)
        }
        let s = zoomScale
        if let end = zoomController?.animatedZoomEnd() { approachRange(scale: s, end: end, content: view.bounds.size) }
        zoomStepScale = s
    }

    /// Moves the offset by this step's share of the distance between where
    /// the animated zoom would leave it (scaling about `end.fixedPoint` to
    /// `end.scale`) and that offset clamped into the final range.
    func approachRange(scale s: Double, end: (scale: Double, fixedPoint: Point), content: Size) {
        let s1 = end.scale, before = zoomStepScale
        guard s > 0, s1 > 0, s1 != before, s.isFinite, s1.isFinite else { return }
        let share = min(max((s - before) / (s1 - before), 0), 1)
        guard share > 0 else { return }
        // The zoom view's frame starts at the content origin now; at `s1` about F it starts at F·(1 − s1/s).
        let k = 1 - s1 / s
        let unclamped = Point(x: contentOffset.x - end.fixedPoint.x * k, y: contentOffset.y - end.fixedPoint.y * k)
        let range = ScrollRange(viewport: bounds.size, content: Size(width: content.width * s1, height: content.height * s1),
                                inset: contentInset)
        let gap = range.clamped(unclamped) - unclamped
        guard gap.dx != 0 || gap.dy != 0 else { return }
        showOffset(Point(x: contentOffset.x + gap.dx * share, y: contentOffset.y + gap.dy * share))
    }

    /// Sets the offset at once without telling observers (`onChange` follows
    /// with the zoom's own line); the delegate hears `scrollViewDidScroll`.
    func showOffset(_ offset: Point) {
        guard offset.isFinite else { return }
        motion.setOffset(offset, animated: false)
        guard motion.offset != bounds.origin else { return }
        bounds.origin = motion.offset
        delegate?.scrollViewDidScroll(self)
    }
}
