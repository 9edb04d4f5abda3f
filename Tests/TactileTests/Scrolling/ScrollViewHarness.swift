import Testing
@testable import Tactile

/// A content view that records its touch callbacks ("began", "moved", "ended", "cancelled").
final class ContentRecordingView: View {
    var log: [String] = []
    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) { log.append("began") }
    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) { if log.last != "moved" { log.append("moved") } }
    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { log.append("ended") }
    override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) { log.append("cancelled") }
}

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
/// over tall content, a dispatcher, and helpers that send one finger's frames.
final class ScrollViewHarness {
    let dispatcher = TouchDispatcher()
    let window = Window(frame: Rect(0, 0, 400, 800))
    let scroll: ScrollView
    var time: Seconds = 0

    init(frame: Rect = Rect(0, 0, 300, 300), content: Size = Size(300, 3000), scroll: ScrollView? = nil) {
        self.scroll = scroll ?? ScrollView(frame: frame)
        self.scroll.contentSize = content
        window.isMultipleTouchEnabled = true
        window.addSubview(self.scroll)
        dispatcher.addWindow(window)
    }

    func frame(_ samples: [TouchSample], dt: Seconds = 1.0 / 60) {
        time += dt
        dispatcher.handle(InputFrame(timestamp: time, samples: samples))
    }
    func down(_ p: Point, id: Int = 1, majorRadius: Double? = nil, dt: Seconds = 1.0 / 60) {
        frame([TouchSample(id: id, phase: .began, location: p, majorRadius: majorRadius)], dt: dt)
    }
    func move(_ p: Point, id: Int = 1, dt: Seconds = 1.0 / 60) { frame([TouchSample(id: id, phase: .moved, location: p)], dt: dt) }
    func up(_ p: Point, id: Int = 1, dt: Seconds = 1.0 / 60) { frame([TouchSample(id: id, phase: .ended, location: p)], dt: dt) }

    /// A straight drag from `a` to `b` in `steps` moves of `dt`, then (if `lift`) a lift at `b`.
    func drag(from a: Point, to b: Point, steps: Int = 10, dt: Seconds = 1.0 / 60, lift: Bool = true) {
        down(a)
        for i in 1...steps {
            let u = Double(i) / Double(steps)
            move(Point(a.x + (b.x - a.x) * u, a.y + (b.y - a.y) * u), dt: dt)
        }
        if lift { up(b, dt: dt) }
    }

    /// Plays every pending timer (frame-clock ticks included) to the end.
    func settle() { dispatcher.drainTimers() }
}
