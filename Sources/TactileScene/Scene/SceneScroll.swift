import Tactile

/// A view's `"scroll"` object: the view is a `ScrollView` (docs/formats.md,
/// "Scroll views"; seed-001 §3.5). Omitted keys keep `ScrollView`'s UIKit defaults.
public struct SceneScroll: Equatable, Sendable {
    /// `contentSize` `[width, height]` (required).
    public var contentSize: Size
    /// `contentOffset` `[x, y]` at the start.
    public var contentOffset: Point?
    /// `eventMode`: `pass`, `interceptOnDrag` or `intercept`.
    public var eventMode: ScrollEventMode?
    /// `directionalLock`: the lock angle in degrees (R36–R39).
    public var directionalLockAngle: Double?
    /// `decelerationRate`: `normal`, `fast` or a per-millisecond factor.
    public var decelerationRate: Double?
    /// `bounces` (UIKit `bounces`).
    public var bounces: Bool?
    /// `alwaysBounceVertical`.
    public var alwaysBounceVertical: Bool?
    /// `alwaysBounceHorizontal`.
    public var alwaysBounceHorizontal: Bool?
    /// `pagingEnabled` (UIKit `isPagingEnabled`).
    public var pagingEnabled: Bool?
    /// `delaysContentTouches`.
    public var delaysContentTouches: Bool?
    /// `canCancelContentTouches`.
    public var canCancelContentTouches: Bool?
    /// `hysteresis` in points (R34).
    public var hysteresis: Double?
    /// `rubberBand` `{"top", "left", "bottom", "right"}` (R44); unlisted edges keep the default.
    public var rubberBand: [String: Double] = [:]
    /// `thumbDetection.maximumMajorAxis` (R11); nil leaves detection off.
    public var thumbMaximumMajorAxis: Double?
    /// `thumbDetection.edgeWidth`; nil rejects large contacts anywhere.
    public var thumbEdgeWidth: Double?
    /// `zoom.view`: the id of the child that pinching zooms.
    public var zoomView: String?
    /// `zoom.minimumScale`.
    public var minimumZoomScale: Double?
    /// `zoom.maximumScale`.
    public var maximumZoomScale: Double?
    /// `zoom.bounces` (UIKit `bouncesZoom`).
    public var bouncesZoom: Bool?

    /// A scroll description with only the content size.
    public init(contentSize: Size) { self.contentSize = contentSize }

    /// Applies the settings to `s`.
    public func configure(_ s: ScrollView) {
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
        if let v = hysteresis { s.scrollHysteresis = v }
        for (edge, value) in rubberBand {
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
        switch name {
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
        switch s {
        case "pass": return .pass
        case "interceptOnDrag": return .interceptOnDrag
        case "intercept": return .intercept
        default: return nil
        }
    }
}
