import Testing
@testable import Tactile
import TactileTestSupport

// The worked examples E13–E22 run through a real `ScrollView` in a window,
// fed by `TouchDispatcher` frames; the frame clock runs on the timer queue.

/// seed-001 E13.
@Test func scrollViewTapBelowHysteresisDoesNotScroll() {
    let h = ScrollViewHarness()
    let row = RecordingView("content", frame: Rect(0, 0, 300, 44), log: EventLog())
    h.scroll.addSubview(row)
    h.down(at: Point(100, 20))
    h.move(to: Point(106, 20))
    h.up(at: Point(106, 20))
    h.settle()
    // Mouse down and up reach the target (held until the lift by delaysContentTouches, as UIKit).
    #expect(row.phases == ["began", "ended"])
    #expect(h.scroll.contentOffset == Point(0, 0))
    #expect(h.scroll.classification == .other)
}

/// seed-001 E13.
@Test func scrollViewDragPastHysteresisScrollsWithoutJump() {
    let h = ScrollViewHarness()
    h.scroll.contentOffset = Point(0, 100)
    h.down(at: Point(100, 150))
    h.move(to: Point(100, 138))            // 12 up with hysteresis 10: the content moves by 2
    #expect(h.scroll.isDragging && h.scroll.classification == .scroll)
    #expect(h.scroll.contentOffset == Point(0, 102))
    h.move(to: Point(100, 128))
    #expect(h.scroll.contentOffset == Point(0, 112))
}

/// seed-001 E13.
@Test func scrollViewTwoFingersAreAGestureNotAScroll() {
    let h = ScrollViewHarness()
    let log = ScrollDelegateLog()
    let photo = View(frame: Rect(0, 0, 300, 3000))
    h.scroll.addSubview(photo)
    log.zoomView = photo
    h.scroll.maximumZoomScale = 4
    h.scroll.delegate = log
    #expect(h.scroll.panGestureRecognizer.maximumNumberOfTouches == 1)   // D2
    h.frame([TouchSample(id: 1, phase: .began, location: Point(100, 100)),
             TouchSample(id: 2, phase: .began, location: Point(200, 100))])
    h.frame([TouchSample(id: 1, phase: .moved, location: Point(100, 60)),
             TouchSample(id: 2, phase: .moved, location: Point(200, 60))])
    #expect(h.scroll.classification == .gesture)
    #expect(!h.scroll.isDragging)
}

/// seed-001 E15.
@Test func scrollViewFlingPlaysOnTheFrameClockToRest() {
    let h = ScrollViewHarness()
    let log = ScrollDelegateLog()
    h.scroll.delegate = log
    h.scroll.contentOffset = Point(0, 1000)
    h.drag(from: Point(100, 250), to: Point(100, 100), steps: 6)
    #expect(h.scroll.isDecelerating)
    let lifted = h.scroll.contentOffset.y
    #expect(h.dispatcher.timerQueue.pendingCount >= 1)
    h.settle()
    #expect(h.scroll.phase == .resting && !h.scroll.isDecelerating)
    #expect(h.scroll.contentOffset.y > lifted && h.scroll.scrollRange.contains(h.scroll.contentOffset))
    #expect(log.calls == ["willBeginDragging", "willEndDragging", "adjust", "didEndDragging(true)",
                          "willBeginDecelerating", "didEndDecelerating"])
    #expect(h.dispatcher.isIdle && h.scroll.indicatorAlpha == 0)
}

/// seed-001 E16.
@Test func scrollViewAdjustSmoothScrollEndRestsExactlyThere() {
    let h = ScrollViewHarness()
    let log = ScrollDelegateLog()
    log.adjust = { p in Point(p.x, (p.y / 44).rounded() * 44) }
    h.scroll.delegate = log
    h.scroll.contentOffset = Point(0, 1000)
    h.drag(from: Point(100, 250), to: Point(100, 130), steps: 6)
    h.settle()
    #expect(h.scroll.contentOffset.y.truncatingRemainder(dividingBy: 44) == 0)
    #expect(log.calls.filter { $0 == "adjust" }.count == 1)
}

/// seed-001 E17.
@Test func scrollViewRubberBandAtTheTopSlidesBack() {
    let h = ScrollViewHarness(content: Size(300, 1000))
    h.scroll.physics.rubberBand = RubberBand(limits: EdgeValues(top: 50, left: 0, bottom: 50, right: 0))
    h.drag(from: Point(100, 50), to: Point(100, 260), steps: 10, lift: false)   // 200 past the hysteresis
    let shown = -h.scroll.contentOffset.y
    #expect(shown > 0 && shown < 50)                     // FIG. 6C: a blank area of height in (0, D)
    h.up(at: Point(100, 260))
    h.settle()
    #expect(h.scroll.contentOffset == Point(0, 0))        // FIG. 6D: back exactly at the top
}

/// seed-001 E19.
@Test func scrollViewFlingBouncesAtTheBottomAndRestsOnTheEdge() {
    let h = ScrollViewHarness(content: Size(300, 1000))
    var offsets: [Double] = []
    h.scroll.onChange = { offsets.append($0.contentOffset.y) }
    h.scroll.contentOffset = Point(0, 600)
    h.drag(from: Point(100, 250), to: Point(100, 60), steps: 5)
    h.settle()
    let edge = 700.0
    let peak = offsets.max() ?? 0
    #expect(peak > edge && peak <= edge + 60)             // past the edge by at most the default maximum
    #expect(h.scroll.contentOffset.y == edge)             // rests exactly on the edge
}

/// seed-001 E19.
@Test func scrollViewNoBounceStopsExactlyAtTheEdge() {
    let h = ScrollViewHarness(content: Size(300, 1000))
    h.scroll.bounces = false
    var offsets: [Double] = []
    h.scroll.onChange = { offsets.append($0.contentOffset.y) }
    h.scroll.contentOffset = Point(0, 600)
    h.drag(from: Point(100, 250), to: Point(100, 60), steps: 5)
    h.settle()
    #expect((offsets.max() ?? 0) <= 700 && h.scroll.contentOffset.y == 700)
}

/// seed-001 E20.
@Test func scrollViewIndicatorsShowOnDownAndFadeAfterTheLift() {
    let h = ScrollViewHarness()
    #expect(h.scroll.indicatorAlpha == 0)
    h.down(at: Point(100, 100))
    #expect(h.scroll.indicatorAlpha == 1 && h.scroll.verticalIndicatorFrame != nil)
    #expect(h.scroll.horizontalIndicatorFrame == nil)     // content no wider than the view
    h.up(at: Point(100, 100))
    #expect(h.scroll.indicatorAlpha == 1)
    h.settle()
    #expect(h.scroll.indicatorAlpha == 0)
}

/// seed-001 R31.
@Test func scrollViewIndicatorShrinksWithZoom() {
    // E3 end to end: viewport 100×100, content 1000×1000, a pinch centred at (50, 50) to scale 2.
    let h = ScrollViewHarness(frame: Rect(0, 0, 100, 100), content: Size(1000, 1000))
    h.scroll.indicatorGeometry = ScrollIndicatorGeometry(inset: 0, minimumLength: 0)
    let photo = View(frame: Rect(0, 0, 1000, 1000))
    h.scroll.addSubview(photo)
    let log = ScrollDelegateLog()
    log.zoomView = photo
    h.scroll.delegate = log
    h.scroll.maximumZoomScale = 4
    #expect(h.scroll.verticalIndicatorFrame?.height == 10)
    h.frame([TouchSample(id: 1, phase: .began, location: Point(40, 50)),
             TouchSample(id: 2, phase: .began, location: Point(60, 50))])
    h.frame([TouchSample(id: 1, phase: .moved, location: Point(30, 50)),
             TouchSample(id: 2, phase: .moved, location: Point(70, 50))])
    h.frame([TouchSample(id: 1, phase: .ended, location: Point(30, 50)),
             TouchSample(id: 2, phase: .ended, location: Point(70, 50))])
    h.settle()
    #expect(abs(h.scroll.zoomScale - 2) < 1e-9)
    #expect(abs(h.scroll.contentOffset.x - 50) < 1e-9 && abs(h.scroll.contentOffset.y - 50) < 1e-9)
    #expect(abs(h.scroll.contentSize.width - 2000) < 1e-9)
    let shown = h.scroll.convert(photo.convert(Point(50, 50), to: h.scroll), to: nil)
    #expect(abs(shown.x - 50) < 1e-9 && abs(shown.y - 50) < 1e-9)   // R30: the centre stays fixed
    #expect(abs((h.scroll.verticalIndicatorFrame?.height ?? 0) - 5) < 1e-9)
    #expect(log.calls.first == "willBeginZooming" && log.calls.last?.hasPrefix("didEndZooming") == true)
}

@Test func scrolling_scrollView_zoomBouncesBackInsideTheLimits() {
    let h = ScrollViewHarness(frame: Rect(0, 0, 100, 100), content: Size(100, 100))
    let photo = View(frame: Rect(0, 0, 100, 100))
    h.scroll.addSubview(photo)
    let log = ScrollDelegateLog()
    log.zoomView = photo
    h.scroll.delegate = log
    h.scroll.maximumZoomScale = 2
    h.frame([TouchSample(id: 1, phase: .began, location: Point(45, 50)),
             TouchSample(id: 2, phase: .began, location: Point(55, 50))])
    h.frame([TouchSample(id: 1, phase: .moved, location: Point(20, 50)),
             TouchSample(id: 2, phase: .moved, location: Point(80, 50))])   // raw 6×
    #expect(h.scroll.zoomScale > 2)                         // bouncesZoom: past the maximum
    h.frame([TouchSample(id: 1, phase: .ended, location: Point(20, 50)),
             TouchSample(id: 2, phase: .ended, location: Point(80, 50))])
    h.settle()
    #expect(abs(h.scroll.zoomScale - 2) < 1e-9)
    #expect(h.scroll.scrollRange.contains(h.scroll.contentOffset))
    h.scroll.setZoomScale(1, animated: false)
    #expect(abs(h.scroll.zoomScale - 1) < 1e-9 && h.scroll.contentOffset == Point(0, 0))
}
