// Cited: seed-001 §3.5, R34–R51.
/// A view whose content moves under a finger, glides, rubber-bands, bounces and zooms
/// (UIKit's `UIScrollView`).
///
/// The content is the scroll view's subviews, in content coordinates:
/// `contentOffset` is `bounds.origin`, so hit testing and `convert` follow the
/// scroll. A `ScrollPanGestureRecognizer` on the scroll view drives a
/// `ScrollMotion` (the physics, as values); while the content moves on its own
/// the scroll view is a client of its dispatcher's one `frameClock` (R52).
/// The seed's settings are reachable as `physics`, `directionalLock`,
/// `scrollHysteresis`, `eventMode`, `thumbDetectionEnabled` and friends;
/// their defaults are UIKit's (docs/scrolling.md).
open class ScrollView: View, FrameClient {
    // MARK: Content

    /// The size of the content (UIKit `contentSize`). Default zero.
    public var contentSize: Size = Size(width: 0, height: 0) {
        didSet { if !contentSize.isFiniteSize { contentSize = oldValue } }
    }
    /// Extra scrollable space around the content (UIKit `contentInset`). Default zero.
    public var contentInset: EdgeValues<Double> = .zero

    /// The content point shown at the viewport's top-left corner: `bounds.origin`.
    /// Setting it stops any motion and moves at once (UIKit; not clamped).
    public var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// The offsets the content rests at, from the content size, inset and viewport.
    package var scrollRange: ScrollRange {
        ScrollRange(viewport: bounds.size, content: contentSize, inset: contentInset)
    }

    // MARK: Settings (UIKit names; the seed's in `physics`)

    /// The physics settings: deceleration, rubber band, bounces, bounce limits,
    /// directional lock, slide-back and settle durations.
    package var physics: ScrollPhysics {
        get { motion.physics }
        set { motion.physics = newValue }
    }
    /// Whether a finger can scroll (UIKit `isScrollEnabled`). Default true.
    public var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }
    /// Whether the content bounces at its edges (UIKit `bounces`, the seed's `setBounces:` R45). Default true.
    public var bounces: Bool {
        get { physics.bounces }
        set { physics.bounces = newValue }
    }
    /// Vertical dragging and bouncing even for content no taller than the view (UIKit). Default false.
    public var alwaysBounceVertical: Bool {
        get { physics.alwaysBounceVertical }
        set { physics.alwaysBounceVertical = newValue }
    }
    /// Horizontal dragging and bouncing even for content no wider than the view (UIKit). Default false.
    public var alwaysBounceHorizontal: Bool {
        get { physics.alwaysBounceHorizontal }
        set { physics.alwaysBounceHorizontal = newValue }
    }
    /// Whether a drag locks to one axis (UIKit `isDirectionalLockEnabled`, the
    /// seed's `setDirectionalScrolling:` R35). Turning it on uses
    /// `DirectionalLock()` (25°, decided at start). Default false.
    public var isDirectionalLockEnabled: Bool {
        get { physics.directionalLock != nil }
        set { physics.directionalLock = newValue ? (physics.directionalLock ?? DirectionalLock()) : nil }
    }
    /// The lock's angles and mode (the seed's `setDirectionalScrollingAngle:`, R36–R39); nil disables it.
    package var directionalLock: DirectionalLock? {
        get { physics.directionalLock }
        set { physics.directionalLock = newValue }
    }
    /// How fast a fling slows down (UIKit `decelerationRate`, the seed's
    /// deceleration factor R40). Default `.normal` (0.998 per ms).
    public var decelerationRate: DecelerationRate = .normal {
        didSet { physics.deceleration = Deceleration(rate: decelerationRate, tickInterval: physics.deceleration.tickInterval) }
    }
    /// Whether the content rests on multiples of the bounds (UIKit `isPagingEnabled`). Default false.
    public var isPagingEnabled = false
    /// The drag distance before the content scrolls (the seed's hysteresis, R34).
    /// Inclusive: a drag of exactly this length scrolls (D1). Default 10.
    package var scrollHysteresis: Double {
        get { hysteresis.distance }
        set {
            hysteresis = ScrollHysteresis(distance: newValue, minimumDuration: hysteresis.minimumDuration)
            panGestureRecognizer.hysteresis = hysteresis.distance > 0 ? hysteresis.distance.nextDown : 0
        }
    }
    /// The seed's optional time criterion (R4): a drag scrolls only once it has lasted this long. Default 0.
    package var minimumScrollDuration: Seconds {
        get { hysteresis.minimumDuration }
        set { hysteresis = ScrollHysteresis(distance: hysteresis.distance, minimumDuration: newValue) }
    }
    /// Whether the vertical indicator is shown while scrolling (UIKit). Default true.
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator is shown while scrolling (UIKit). Default true.
    public var showsHorizontalScrollIndicator = true
    /// Where the indicators are drawn: thickness, pinned to content or window
    /// (R50), the seed's `scrollIndicatorRect`.
    package var indicatorGeometry = ScrollIndicatorGeometry()

    // MARK: Input

    /// The recognizer that drags the content (UIKit `panGestureRecognizer`).
    public var panGestureRecognizer: PanGestureRecognizer { scrollPan }
    /// The same recognizer, with its scroll view's hooks.
    package let scrollPan = ScrollPanGestureRecognizer()
    /// The delegate of the scroll view's recognizers and zoom controller.
    lazy var recognizerDelegate = ScrollViewRecognizerDelegate(self)
    /// Who receives touches on the content (A11, R8–R10). Default `.interceptOnDrag` (UIKit).
    package var eventMode: ScrollEventMode = .interceptOnDrag {
        didSet { configureEventMode() }
    }
    /// Whether content views get a touch-down only once it is clear the finger
    /// is not scrolling: after `contentTouchDelay` without a scroll, or at a lift
    /// (UIKit `delaysContentTouches`, default true). False delivers it at once (the seed's R9).
    public var delaysContentTouches = true {
        didSet { configureEventMode() }
    }
    /// How long `delaysContentTouches` holds a touch-down. Default 0.15 s (UIKit documents no value).
    package var contentTouchDelay: Seconds = 0.15
    /// Whether a drag that starts on a content view tracking the touch may
    /// cancel it and scroll (UIKit `canCancelContentTouches`). Default true.
    public var canCancelContentTouches = true

    /// Rejects inadvertent contacts, such as a thumb on the screen edge, at
    /// touch-down (the seed's `setThumbDetectionEnabled:`, A13, R11). Default
    /// false. Takes effect through the dispatcher's `inadvertentContactFilter`,
    /// installed when this is set on a view in a window (or by `installThumbDetection(on:)`).
    package var thumbDetectionEnabled = false {
        didSet { if thumbDetectionEnabled, let d = window?.dispatcher { ScrollView.installThumbDetection(on: d) } }
    }
    /// Which contacts count as inadvertent. Default `ThumbContactClassifier()`.
    package var thumbClassifier = ThumbContactClassifier()

    // MARK: Zooming

    /// The smallest zoom scale (UIKit). Default 1.
    public var minimumZoomScale: Double = 1 { didSet { configureZoom() } }
    /// The largest zoom scale (UIKit). Zooming needs a larger maximum and a `viewForZooming`. Default 1.
    public var maximumZoomScale: Double = 1 { didSet { configureZoom() } }
    /// Whether a pinch may pass the limits and spring back (UIKit `bouncesZoom`, the seed's snapback). Default true.
    public var bouncesZoom = true { didSet { configureZoom() } }
    /// The zoom controller, created when zooming becomes possible (seed-001 §3.3 through `GestureController`).
    package internal(set) var zoomController: GestureController?

    // MARK: Delegate and observers

    /// The delegate (held weakly).
    public var delegate: (any ScrollViewDelegate)? {
        get { delegateRef.object }
        set { delegateRef = WeakScrollViewDelegateReference(newValue); configureZoom() }
    }
    /// Called after every change of offset, phase, indicators or zoom (logs, renderers).
    package var onChange: ((ScrollView) -> Void)?

    // MARK: State

    /// The physics state.
    package internal(set) var motion: ScrollMotion
    /// What the content is doing.
    package var phase: ScrollPhase { motion.phase }
    /// The content-offset velocity, points per second: during a drag the
    /// finger's velocity estimate (reversed: a finger moving down moves the
    /// offset up), on each axis the content can move on and the directional
    /// lock allows; then the glide's or
    /// bounce's, starting at the release velocity.
    package var velocity: Vector {
        guard isDragging else { return motion.velocity }
        let v = panGestureRecognizer.velocity(in: superview)
        let range = scrollRange, lock = motion.lockedAxis
        let x = lock != .vertical && physics.canDrag(.horizontal, in: range) && v.dx.isFinite
        let y = lock != .horizontal && physics.canDrag(.vertical, in: range) && v.dy.isFinite
        return Vector(dx: x ? -v.dx : 0, dy: y ? -v.dy : 0)
    }
    /// Whether a finger is down on the scroll view (UIKit `isTracking`).
    public var isTracking: Bool { motion.isTouching }
    /// Whether the content follows a finger (UIKit `isDragging`).
    public var isDragging: Bool { motion.phase == .dragging }
    /// Whether the content moves on its own after a drag (UIKit `isDecelerating`).
    public var isDecelerating: Bool { motion.phase == .decelerating || motion.phase == .bouncing }
    /// Whether a pinch is zooming (UIKit `isZooming`).
    public internal(set) var isZooming = false
    /// The current touch sequence's classification (A2, E13): nil before the first touch.
    package internal(set) var classification: InputClassification?
    /// The indicators' opacity (R49).
    package var indicatorAlpha: Double { motion.indicators.alpha }

    var delegateRef = WeakScrollViewDelegateReference(nil)
    var hysteresis = ScrollHysteresis()
    var delayRecognizer: ContentTouchDelayRecognizer?
    var isAnimatingOffset = false
    /// The zoom scale at the last zoom step (to pace the offset's way into range during an animated zoom).
    var zoomStepScale = 1.0
    var dragEndedWithMomentum = false

    /// Creates a scroll view with the given frame.
    public override init(frame: Rect = .zero) {
        var physics = ScrollPhysics()
        physics.deceleration = Deceleration(rate: .normal)
        motion = ScrollMotion(physics: physics, range: ScrollRange(minimum: .zero, maximum: .zero))
        super.init(frame: frame)
        let pan = scrollPan
        pan.name = "scroll.pan"
        pan.scrollViewRef = WeakReference(self)
        pan.hysteresis = hysteresis.distance.nextDown
        pan.delegate = recognizerDelegate
        let me = WeakReference(self)
        pan.addAction { _ in me.object?.panDidChange() }
        addGestureRecognizer(pan)
        configureEventMode()
    }

    // MARK: Event-mode hooks (ScrollView+EventModes.swift)

    /// The seed's content mouse-up hook (A12): asked when a finger that never
    /// scrolled lifts on a content view. True (default) lets `view` receive
    /// its `touchesEnded`; false cancels its touch instead.
    open func contentMouseUp(in view: View, touches: TouchSet, event: TouchEvent) -> Bool { true }

    /// Whether a drag that starts on `view`, a content view already tracking
    /// the touch, may cancel it and scroll (UIKit `touchesShouldCancel(in:)`:
    /// "Returns whether to cancel touches related to the content subview and
    /// start dragging"). Default true (Tactile has no `UIControl`, for which
    /// UIKit answers false).
    open func touchesShouldCancel(in view: View) -> Bool { true }

    /// In `.intercept` mode every touch inside the scroll view is its own (R10).
    open override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
        let hit = super.hitTest(point, with: event)
        if eventMode == .intercept, hit != nil { return self }
        return hit
    }

    // MARK: Geometry

    /// The vertical indicator's frame in the scroll view's bounds coordinates, or nil when hidden.
    package var verticalIndicatorFrame: Rect? { indicatorFrame(.vertical) }
    /// The horizontal indicator's frame in the scroll view's bounds coordinates, or nil when hidden.
    package var horizontalIndicatorFrame: Rect? { indicatorFrame(.horizontal) }

    func indicatorFrame(_ axis: ScrollAxis) -> Rect? {
        let shows = axis == .vertical ? showsVerticalScrollIndicator : showsHorizontalScrollIndicator
        let range = scrollRange
        guard shows, range.canScroll(axis) else { return nil }
        let r = indicatorGeometry.frame(for: axis, offset: contentOffset, range: range, viewport: bounds.size)
        return r.offsetBy(Vector(dx: bounds.origin.x, dy: bounds.origin.y))
    }

    /// Moves the content to `offset` (not clamped, as UIKit), at once or with a
    /// settle over `physics.settleDuration`; ends with `scrollViewDidEndScrollingAnimation`.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.isFinite else { return }
        syncRange()
        motion.setOffset(offset, animated: animated)
        isAnimatingOffset = animated && motion.isRunning
        applyMotion()
        if isAnimatingOffset { startTicking() }
    }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible (UIKit).
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let r = rect.standardized
        guard r.origin.isFinite, r.size.isFiniteSize else { return }
        var o = contentOffset
        let size = bounds.size
        if r.maxX > o.x + size.width { o.x = r.maxX - size.width }
        if r.minX < o.x { o.x = r.minX }
        if r.maxY > o.y + size.height { o.y = r.maxY - size.height }
        if r.minY < o.y { o.y = r.minY }
        let target = scrollRange.clamped(o)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// Keeps the motion's range in step with the content size, inset and bounds.
    func syncRange() {
        let r = scrollRange
        if motion.range != r { motion.range = r }
    }

    /// Shows the motion's offset: sets `bounds.origin`, tells the delegate of a scroll, and observers of any change.
    func applyMotion() {
        let o = motion.offset
        if o != bounds.origin, o.isFinite {
            bounds.origin = o
            delegate?.scrollViewDidScroll(self)
        }
        onChange?(self)
    }
}

extension Size {
    var isFiniteSize: Bool { width.isFinite && height.isFinite }
}
