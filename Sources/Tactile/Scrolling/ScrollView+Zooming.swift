/// Zooming (UIKit `viewForZooming`, `zoomScale`; seed-001 S8, S9, R30, R31,
/// E3): a pinch on the delegate's `viewForZooming` runs through a
/// `GestureController` (scale only, limits `minimumZoomScale`…`maximumZoomScale`,
/// snapback = `bouncesZoom`), which keeps the content point under the pinch
/// centre fixed on screen. When the zoom ends (after any bounce back inside the
/// limits), the scroll view takes the zoomed view's displacement into its
/// content offset: the view's frame starts at the content origin again,
/// `contentSize` is its frame size, and the indicators shrink with it (R31).

extension ScrollView: GestureDelegate {
    /// The view the delegate zooms, if zooming is set up.
    public var zoomView: View? { zoomController?.view }

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
    public func configureZoom() {
        let view = delegate?.viewForZooming(in: self)
        guard let view, view.isDescendant(of: self), maximumZoomScale > minimumZoomScale || zoomController != nil else {
            if zoomController != nil, view == nil { zoomController = nil; panGestureRecognizer.maximumNumberOfTouches = Int.max }
            return
        }
        if zoomController?.view !== view {
            let c = GestureController(view: view)
            c.mask = [.scale]
            c.delegate = self
            zoomController = c
            panGestureRecognizer.maximumNumberOfTouches = 1   // two fingers zoom, never scroll (D2)
        }
        zoomController?.scaleConfiguration = ScaleConfiguration(minimumScale: minimumZoomScale,
                                                                maximumScale: maximumZoomScale, snapsBack: bouncesZoom)
    }

    // MARK: GestureDelegate (the zoom controller's calls)

    /// A pinch starts: the scroll view is zooming, a drag in progress ends.
    public func willStartGestures(in view: View, event: GestureEvent?) {
        isZooming = true
        if isDragging, isScrollEnabled {
            panGestureRecognizer.isEnabled = false   // a pinch takes over from a drag
            panGestureRecognizer.isEnabled = true
        }
        delegate?.scrollViewWillBeginZooming(self, with: view)
    }

    /// The zoom scale changed: `scrollViewDidZoom`.
    public func gestureDidChange(_ gesture: GestureKind, in view: View, event: GestureEvent?) {
        guard gesture == .scale else { return }
        delegate?.scrollViewDidZoom(self)
        onChange?(self)
    }

    /// The zoom (and any bounce back inside the limits) ended: the zoom moves into the offset.
    public func didFinishGestures(in view: View, event: GestureEvent?) {
        takeZoomIntoOffset()
        isZooming = false
        delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: zoomScale)
        onChange?(self)
    }

    /// Moves the zoom view back to the content origin and the offset by the
    /// same amount (nothing moves on screen), sets `contentSize` to the zoomed
    /// size, then brings an offset outside the range back into it.
    func takeZoomIntoOffset() {
        guard let view = zoomView, view.superview === self else { return }
        let f = view.frame
        guard f.origin.isFinite, f.size.isFiniteSize else { return }
        let shift = Vector(dx: f.minX, dy: f.minY)
        view.center = view.center - shift
        contentSize = f.size
        let offset = contentOffset - shift
        syncRange()
        motion.setOffset(offset, animated: false)
        applyMotion()
        let rest = scrollRange.clamped(offset)
        if rest != offset { setContentOffset(rest, animated: true) }
    }
}
