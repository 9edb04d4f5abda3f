import Tactile

/// A view's `"scroll"` object: the view is a `ScrollView` (docs/formats.md,
/// "Scroll views"; seed-001 §3.5). Omitted keys keep `ScrollView`'s UIKit defaults.
package struct SceneScroll: Equatable, Sendable {
    /// `contentSize` `[width, height]` (required).
    package var contentSize: Size
    /// `contentOffset` `[x, y]` at the start.
    package var contentOffset: Point?
    /// `eventMode`: `pass`, `interceptOnDrag` or `intercept`.
    package var eventMode: ScrollEventMode?
    /// `directionalLock`: the lock angle in degrees (R36–R39).
    package var directionalLockAngle: Double?
    /// `decelerationRate`: `normal`, `fast` or a per-millisecond factor.
    package var decelerationRate: Double?
    /// `bounces` (UIKit `bounces`).
    package var bounces: Bool?
    /// `alwaysBounceVertical`.
    package var alwaysBounceVertical: Bool?
    /// `alwaysBounceHorizontal`.
    package var alwaysBounceHorizontal: Bool?
    /// `pagingEnabled` (UIKit `isPagingEnabled`).
    package var pagingEnabled: Bool?
    /// `delaysContentTouches`.
    package var delaysContentTouches: Bool?
    /// `canCancelContentTouches`.
    package var canCancelContentTouches: Bool?
    /// `scrollEnabled` (UIKit `isScrollEnabled`).
    package var scrollEnabled: Bool?
    /// `contentInset` `{"top", "left", "bottom", "right"}` (UIKit `contentInset`:
    /// extra scrollable space around the content); unlisted edges are 0.
    package var contentInset: EdgeValues<Double>?
    /// `hysteresis` in points (R34).
    package var hysteresis: Double?
    /// `rubberBand` `{"top", "left", "bottom", "right"}` (R44); unlisted edges keep the default.
    package var rubberBand = NameMap<Double>()
    /// `thumbDetection.maximumMajorAxis` (R11); nil leaves detection off.
    package var thumbMaximumMajorAxis: Double?
    /// `thumbDetection.edgeWidth`; nil rejects large contacts anywhere.
    package var thumbEdgeWidth: Double?
    /// `zoom.view`: the id of the child that pinching zooms.
    package var zoomView: String?
    /// `zoom.minimumScale`.
    package var minimumZoomScale: Double?
    /// `zoom.maximumScale`.
    package var maximumZoomScale: Double?
    /// `zoom.bounces` (UIKit `bouncesZoom`).
    package var bouncesZoom: Bool?
    /// `zoom.doubleTap`: the id of a tap recognizer whose recognition zooms in
    /// to `maximumScale`, or back out to `minimumScale` when zoomed, animated
    /// (a photo browser's double tap), when it lands inside this scroll view.
    package var zoomDoubleTap: String?

    /// A scroll description with only the content size.
    package init(contentSize: Size) { self.contentSize = contentSize }

    /// Applies the settings to `s`.
    package func configure(_ s: ScrollView) {
        s.contentSize = contentSize
        if let v = eventMode { s.eventMode = v }
        if let v = directionalLockAngle { s.directionalLock = DirectionalLock(angle: v) }
        if let v = decelerationRate { s.decelerationRate = DecelerationRate(rawValue: v) }
        if let v = bounces { s.bounces = v }
        if let v = alwaysBounceVertical { s.alwaysBounceVertical = v }
        if let v = alwaysBounceHorizontal { s.alwaysBounceHorizontal = v }
        if let v = pagingEnabled { s.isPagingEnabled = v }
        if let v = delaysContentTouches { s.delaysContentTouches = v }
        if let v = canCancelContentTouches { s.canCancelContentTouches = v }
        if let v = scrollEnabled { s.isScrollEnabled = v }
        if let v = contentInset { s.contentInset = v }
        if let v = hysteresis { s.scrollHysteresis = v }
        for (edge, value) in rubberBand.entries {
            guard let e = SceneScroll.edge(edge) else { continue }
            s.physics.rubberBand.setRubberBand(value, for: [e])
        }
        if let axis = thumbMaximumMajorAxis {
            s.thumbClassifier = ThumbContactClassifier(maximumMajorAxis: axis, edgeWidth: thumbEdgeWidth)
            s.thumbDetectionEnabled = true
        }
        if let v = minimumZoomScale { s.minimumZoomScale = v }
        if let v = maximumZoomScale { s.maximumZoomScale = v }
        if let v = bouncesZoom { s.bouncesZoom = v }
        if let o = contentOffset { s.contentOffset = o }
    }

    static func edge(_ name: String) -> ScrollEdge? {
        switch PropertyKey(name) {
        case "top": return .top
        case "left": return .left
        case "bottom": return .bottom
        case "right": return .right
        default: return nil
        }
    }
}

extension ScrollEventMode {
    /// The scene name of a mode.
    static func named(_ s: String) -> ScrollEventMode? {
        switch PropertyKey(s) {
        case "pass": return .pass
        case "interceptOnDrag": return .interceptOnDrag
        case "intercept": return .intercept
        default: return nil
        }
    }
}
