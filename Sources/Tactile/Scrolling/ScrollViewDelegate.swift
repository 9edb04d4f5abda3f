// Cited: seed-001 Sc11.
/// What a `ScrollView` tells its delegate (UIKit's `UIScrollViewDelegate`). Every
/// method is optional.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (by a finger, momentum, a bounce, code or a zoom).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to scroll the content (it passed the hysteresis, R34).
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted from a drag: `velocity` is the content-offset velocity
    /// in points per second (UIKit reports points per millisecond) and
    /// `targetContentOffset` where the content will rest; change it to choose
    /// another resting offset (asked on every drag end, as UIKit does).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Vector, targetContentOffset: inout Point)
    /// The seed's smooth-scroll end hook (A:104–105, R41), asked after
    /// `scrollViewWillEndDragging` with the resting offset it left: returns
    /// the offset where the scroll ends. Default: `offset`.
    func scrollView(_ scrollView: ScrollView, adjustSmoothScrollEnd offset: Point, velocity: Vector) -> Point
    /// The drag ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after a drag (glide, bounce or slide back).
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset` or `scrollRectToVisible` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The view that pinching scales; nil (default) disables zooming.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// A pinch is about to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// A zoom (pinch, its bounce back inside the limits, or `setZoomScale`) ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
}

/// Every method is optional: the defaults do nothing (and `adjustSmoothScrollEnd` keeps the offset).
extension ScrollViewDelegate {
    /// Default: nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Default: nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Default: nothing.
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Vector, targetContentOffset: inout Point) {}
    /// Default: returns `offset`.
    package func scrollView(_ scrollView: ScrollView, adjustSmoothScrollEnd offset: Point, velocity: Vector) -> Point { offset }
    /// Default: nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Default: nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Default: nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Default: nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Default: nil (no zooming).
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Default: nothing.
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    /// Default: nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Default: nothing.
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
}

/// A non-owning reference to a scroll-view delegate (see `WeakReference` for Embedded builds).
struct WeakScrollViewDelegateReference {
    #if hasFeature(Embedded)
    unowned(unsafe) var object: (any ScrollViewDelegate)?
    #else
    weak var object: (any ScrollViewDelegate)?
    #endif
    init(_ object: (any ScrollViewDelegate)?) { self.object = object }
}
