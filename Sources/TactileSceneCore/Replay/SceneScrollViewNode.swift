import Tactile

/// The `ScrollView` a replay builds for a scene view with `"scroll"`: it logs
/// its own touch callbacks as `SceneViewNode` does, and every change of its
/// offset or phase as a `scroll` event and of its zoom scale as a `zoom` event.
/// It is its own delegate, for `viewForZooming` (the scene's `zoom.view`).
package final class SceneScrollViewNode: ScrollView, ScrollViewDelegate {
    /// The view's id in the scene.
    package let sceneID: String
    private let log: ReplayLog
    private let zoomViewID: String?
    private var last: LogEvent.ScrollEvent?
    private var lastScale = 1.0
    private var lastZoomOffset = Point.zero

    /// Creates a node logging to `log`, configured by `scroll`.
    package init(sceneID: String, frame: Rect, scroll: SceneScroll, log: ReplayLog) {
        self.sceneID = sceneID
        self.log = log
        zoomViewID = scroll.zoomView
        zoomDoubleTapID = scroll.zoomDoubleTap
        super.init(frame: frame)
        name = sceneID
        scroll.configure(self)
        delegate = self
        onChange = { [unowned(unsafe) self] _ in self.recordChange() }
    }

    /// Sets up zooming once the children exist (the scene's `zoom.view`).
    package func finishBuilding() {
        configureZoom()
        lastScale = zoomScale
        lastZoomOffset = contentOffset
        last = LogEvent.ScrollEvent(view: sceneID, phase: LogEvent.ScrollEvent.name(phase), offset: contentOffset, velocity: velocity)
    }

    /// The scene's `zoom.doubleTap` recognizer id.
    package let zoomDoubleTapID: String?

    /// A double tap at `location` (in the superview's coordinates): zooms in
    /// to the maximum scale, or back out to the minimum when zoomed, animated
    /// about the zoom view's centre. A tap outside the scroll view is ignored.
    package func doubleTapped(at location: Point) {
        guard frame.contains(location), zoomView != nil else { return }
        setZoomScale(zoomScale > minimumZoomScale ? minimumZoomScale : maximumZoomScale, animated: true)
    }

    /// The child whose scene id is the scene's `zoom.view`.
    package func viewForZooming(in scrollView: ScrollView) -> View? {
        guard let id = zoomViewID else { return nil }
        return subviews.first { $0.name?.hasSameUTF8(as: id) ?? false }
    }

    /// Logs the zoom's end.
    package func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        lastScale = scale
        lastZoomOffset = contentOffset
        log.record(.zoom(.init(view: sceneID, phase: "ended", scale: scale, offset: contentOffset)))
    }

    /// While zooming, each step's scale and offset (the offset that keeps the
    /// pinch centre fixed) is a `zoom` line; a `scroll` line is logged then
    /// only for a change of phase. After the zoom, the first `scroll` line
    /// gives the resting offset.
    private func recordChange() {
        if isZooming, zoomScale != lastScale || contentOffset != lastZoomOffset {
            lastScale = zoomScale
            lastZoomOffset = contentOffset
            log.record(.zoom(.init(view: sceneID, phase: "changed", scale: lastScale, offset: contentOffset)))
        }
        let ev = LogEvent.ScrollEvent(view: sceneID, phase: LogEvent.ScrollEvent.name(phase), offset: contentOffset, velocity: velocity)
        // A velocity change alone is not an event (the view is always this one's).
        if let l = last, ev.phase.hasSameUTF8(as: l.phase), l.offset == ev.offset || isZooming { return }
        last = ev
        log.record(.scroll(ev))
    }

    private func record(_ phase: TouchPhase, _ touches: TouchSet) {
        log.record(.touches(.init(view: sceneID, phase: phase, touches: touches.map { $0.id })))
    }

    /// Logs a `touches` event with phase `began`.
    package override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) { record(.began, touches) }
    /// Logs a `touches` event with phase `moved`.
    package override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) { record(.moved, touches) }
    /// Logs a `touches` event with phase `ended`.
    package override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { record(.ended, touches) }
    /// Logs a `touches` event with phase `cancelled`.
    package override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) { record(.cancelled, touches) }
}
