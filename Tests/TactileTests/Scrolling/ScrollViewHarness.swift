import Testing
@testable import Tactile
import TactileTestSupport

/// Records a scroll view's delegate calls.
final class ScrollDelegateLog: ScrollViewDelegate {
    var calls: [String] = []
    var adjust: ((Point) -> Point)?
    var zoomView: View?
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Vector, targetContentOffset: inout Point) {
        calls.append("willEndDragging")
    }
    func scrollView(_ scrollView: ScrollView, adjustSmoothScrollEnd offset: Point, velocity: Vector) -> Point {
        calls.append("adjust")
        return adjust?(offset) ?? offset
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { calls.append("willBeginZooming") }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        calls.append("didEndZooming(\(scale))")
    }
}

/// A 400×800 window holding a scroll view (300×300 at the origin by default)
/// over tall content, a dispatcher, and the touch-script DSL (frames 1/60 s apart).
final class ScrollViewHarness: TouchScripting {
    let dispatcher = TouchDispatcher()
    let window = Window(frame: Rect(0, 0, 400, 800))
    let scroll: ScrollView
    let script: TouchScript

    init(frame: Rect = Rect(0, 0, 300, 300), content: Size = Size(300, 3000), scroll: ScrollView? = nil) {
        script = TouchScript(dispatcher, step: 1.0 / 60)
        self.scroll = scroll ?? ScrollView(frame: frame)
        self.scroll.contentSize = content
        window.isMultipleTouchEnabled = true
        window.addSubview(self.scroll)
        dispatcher.addWindow(window)
    }

    /// Plays every pending timer (frame-clock ticks included) to the end.
    func settle() { dispatcher.drainTimers() }
}
