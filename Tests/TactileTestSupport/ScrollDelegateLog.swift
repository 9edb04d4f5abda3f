import Tactile

/// A scroll-view delegate that logs its calls by name ("willBeginDragging",
/// "didEndDragging(true)", "didEndZooming(2.0)"); `adjust` answers the
/// smooth-scroll end, `zoomView` the view to zoom.
package final class ScrollDelegateLog: ScrollViewDelegate {
    /// The calls, in order (`scrollViewDidScroll`, `scrollViewDidZoom` and `viewForZooming` are not logged).
    package var calls: [String] = []
    /// Moves the proposed smooth-scroll end (nil: keep it).
    package var adjust: ((Point) -> Point)?
    /// The answer to `viewForZooming`.
    package var zoomView: View?

    /// An empty log.
    package init() {}

    package func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    package func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Vector, targetContentOffset: inout Point) {
        calls.append("willEndDragging")
    }
    package func scrollView(_ scrollView: ScrollView, adjustSmoothScrollEnd offset: Point, velocity: Vector) -> Point {
        calls.append("adjust")
        return adjust?(offset) ?? offset
    }
    package func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    package func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
    package func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    package func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
    package func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }
    package func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { calls.append("willBeginZooming") }
    package func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        calls.append("didEndZooming(\(scale))")
    }
}
