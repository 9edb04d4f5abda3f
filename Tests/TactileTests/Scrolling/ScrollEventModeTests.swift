import Testing
@testable import Tactile
import TactileTestSupport

// Event modes (E21, R8–R10, A12), UIKit's content-touch rules, thumb rejection
// (E22, R11) and nested scroll views, through real views and the dispatcher.

/// A scroll view S over tall content with a button B at (0, 0, 300, 44).
private func scrollerWithButton(_ mode: ScrollEventMode, delays: Bool = false) -> (ScrollViewHarness, RecordingView) {
    let h = ScrollViewHarness()
    let b = RecordingView("content", frame: Rect(0, 0, 300, 44), log: EventLog())
    h.scroll.addSubview(b)
    h.scroll.eventMode = mode
    h.scroll.delaysContentTouches = delays
    h.scroll.contentOffset = Point(0, 100)
    b.frame = Rect(0, 100, 300, 44)
    return (h, b)
}

/// seed-001 E21.
@Test(arguments: [ScrollEventMode.pass, .interceptOnDrag, .intercept])
func eventModesTap(_ mode: ScrollEventMode) {
    let (h, b) = scrollerWithButton(mode)
    h.down(at: Point(100, 20))
    h.up(at: Point(100, 20))
    h.settle()
    // pass / interceptOnDrag: B gets down and up; intercept: B gets nothing.
    #expect(b.phases == (mode == .intercept ? [] : ["began", "ended"]))
    #expect(h.scroll.contentOffset == Point(0, 100))
}

/// seed-001 E21.
@Test func eventModePass() {
    let (h, b) = scrollerWithButton(.pass)
    h.drag(from: Point(100, 20), to: Point(100, 200), steps: 6)
    h.settle()
    #expect(b.phases == ["began", "moved", "ended"])          // B: down, drag…, up
    #expect(h.scroll.contentOffset == Point(0, 100))       // S: nothing
}

/// seed-001 E21.
@Test func eventModeInterceptOnDrag() {
    let (h, b) = scrollerWithButton(.interceptOnDrag)
    h.drag(from: Point(100, 20), to: Point(100, 200), steps: 6)
    h.settle()
    #expect(b.phases == ["began", "cancelled"])               // B: down, then a cancel (D3)
    #expect(h.scroll.contentOffset.y < 100)                // S: scrolls
}

/// seed-001 E21.
@Test func eventModeIntercept() {
    let (h, b) = scrollerWithButton(.intercept)
    let s = h.scroll
    h.drag(from: Point(100, 20), to: Point(100, 200), steps: 6)
    h.settle()
    #expect(b.phases.isEmpty)                                 // B: nothing
    #expect(s.contentOffset.y < 100)                       // S: down, drag…, up, and scrolls
}

/// seed-001 E21.
@Test func contentMouseUpCanCancelTheContentTouch() {
    final class Refusing: ScrollView {
        override func contentMouseUp(in view: View, touches: TouchSet, event: TouchEvent) -> Bool { false }
    }
    let h = ScrollViewHarness(scroll: Refusing(frame: Rect(0, 0, 300, 300)))
    let b = RecordingView("content", frame: Rect(0, 0, 300, 44), log: EventLog())
    h.scroll.addSubview(b)
    h.scroll.delaysContentTouches = false
    h.down(at: Point(100, 20))
    h.up(at: Point(100, 20))
    #expect(b.phases == ["began", "cancelled"])
}

/// UIKit `delaysContentTouches` (default true): "the scroll view delays
/// handling the touch-down gesture until it can determine if scrolling is the intent."
@Test func scrolling_uikit_delaysContentTouchesHoldsTheTouchDown() {
    let (h, b) = scrollerWithButton(.interceptOnDrag, delays: true)
    #expect(ScrollView().delaysContentTouches)
    h.down(at: Point(100, 20))
    #expect(b.phases.isEmpty)                                 // held
    h.up(at: Point(100, 20))
    #expect(b.phases == ["began", "ended"])                   // a quick tap arrives whole at the lift
    b.methods = []
    h.down(at: Point(100, 20))
    h.dispatcher.advance(to: h.time + 0.2)
    #expect(b.phases == ["began"])                            // a still finger arrives after the delay
    h.up(at: Point(100, 20))
    b.methods = []
    h.drag(from: Point(100, 20), to: Point(100, 200), steps: 4)
    #expect(b.phases.isEmpty)                                 // a quick drag never reaches the content
}

/// UIKit `canCancelContentTouches`: "If the value of this property is false,
/// the scroll view doesn’t scroll regardless of finger movement once the
/// content view starts tracking." `touchesShouldCancel(in:)` returning false does the same per view.
@Test func scrolling_uikit_contentThatMayNotBeCancelledKeepsTheTouch() {
    let (h, b) = scrollerWithButton(.interceptOnDrag)
    h.scroll.canCancelContentTouches = false
    h.drag(from: Point(100, 20), to: Point(100, 200), steps: 6)
    #expect(b.phases == ["began", "moved", "ended"] && h.scroll.contentOffset == Point(0, 100))

    final class Keeping: ScrollView {
        override func touchesShouldCancel(in view: View) -> Bool { false }
    }
    let h2 = ScrollViewHarness(scroll: Keeping(frame: Rect(0, 0, 300, 300)))
    let b2 = RecordingView("content", frame: Rect(0, 0, 300, 44), log: EventLog())
    h2.scroll.addSubview(b2)
    h2.scroll.delaysContentTouches = false
    h2.drag(from: Point(100, 20), to: Point(100, 200), steps: 6)
    #expect(b2.phases == ["began", "moved", "ended"] && h2.scroll.contentOffset == Point(0, 0))
}

/// seed-001 E22.
@Test func thumbContactIsIgnored() {
    let h = ScrollViewHarness()
    let b = RecordingView("content", frame: Rect(0, 0, 300, 44), log: EventLog())
    h.scroll.addSubview(b)
    h.scroll.delaysContentTouches = false
    h.scroll.thumbClassifier = ThumbContactClassifier(maximumMajorAxis: 25, edgeWidth: nil)
    h.scroll.thumbDetectionEnabled = true
    var ignored: [IgnoreReason] = []
    h.dispatcher.ignoredTouchObserver = { _, r in ignored.append(r) }
    h.down(at: Point(100, 20), majorRadius: 15)               // major axis 30 > 25
    h.move(to: Point(100, 200))
    h.up(at: Point(100, 200))
    #expect(b.phases.isEmpty && h.scroll.contentOffset == Point(0, 0) && h.scroll.indicatorAlpha == 0)
    #expect(ignored == [.inadvertent])
    #expect(IgnoreReason.inadvertent.description == "inadvertent contact")
    h.down(2, at: Point(100, 20), majorRadius: 10)        // major axis 20: delivered
    h.up(2, at: Point(100, 20))
    #expect(b.phases == ["began", "ended"])
}

/// seed-001 E22.
@Test func thumbDetectionOffDelivers() {
    let h = ScrollViewHarness()
    let b = RecordingView("content", frame: Rect(0, 0, 300, 44), log: EventLog())
    h.scroll.addSubview(b)
    h.scroll.delaysContentTouches = false
    h.scroll.thumbClassifier = ThumbContactClassifier(maximumMajorAxis: 25, edgeWidth: nil)
    #expect(!h.scroll.thumbDetectionEnabled)               // off by default
    ScrollView.installThumbDetection(on: h.dispatcher)
    h.down(at: Point(100, 20), majorRadius: 15)
    h.up(at: Point(100, 20))
    #expect(b.phases == ["began", "ended"])
}

@Test func scrolling_nestedPagerHandsSidewaysDragsToThePager() {
    // A horizontal pager of two vertical lists.
    let h = ScrollViewHarness(frame: Rect(0, 0, 300, 300), content: Size(600, 300))
    h.scroll.isPagingEnabled = true
    let left = ScrollView(frame: Rect(0, 0, 300, 300)), right = ScrollView(frame: Rect(300, 0, 300, 300))
    for list in [left, right] {
        list.contentSize = Size(300, 2000)
        h.scroll.addSubview(list)
    }
    h.drag(from: Point(150, 250), to: Point(150, 100), steps: 6)   // vertical: the list scrolls
    h.settle()
    #expect(left.contentOffset.y > 100 && h.scroll.contentOffset.x == 0)
    h.drag(from: Point(250, 150), to: Point(50, 160), steps: 6)    // sideways: the pager turns a page
    h.settle()
    #expect(h.scroll.contentOffset == Point(300, 0))
    #expect(left.contentOffset.x == 0 && !left.isDragging)
}

@Test func scrolling_nestedZoomedPageKeepsTheDragUntilItsEdge() {
    // A horizontal pager of two pages; page 1 is zoomed (content twice its size).
    let h = ScrollViewHarness(frame: Rect(0, 0, 300, 300), content: Size(600, 300))
    h.scroll.isPagingEnabled = true
    let page = ScrollView(frame: Rect(0, 0, 300, 300))
    page.contentSize = Size(600, 600)
    h.scroll.addSubview(page)
    h.drag(from: Point(250, 150), to: Point(130, 152), steps: 6, lift: false)   // the page scrolls, the pager stays
    for _ in 0..<10 { h.move(to: Point(130, 152)) }                                  // held still: no fling
    h.up(at: Point(130, 152))
    h.settle()
    #expect(page.contentOffset.x > 100 && page.contentOffset.x < 300 && h.scroll.contentOffset.x == 0)
    h.drag(from: Point(250, 150), to: Point(30, 152), steps: 6)    // still the page's: it reaches its edge
    h.settle()
    #expect(page.contentOffset.x == 300 && h.scroll.contentOffset.x == 0)
    h.drag(from: Point(250, 150), to: Point(50, 152), steps: 6)    // at its edge: the pager turns the page
    h.settle()
    #expect(page.contentOffset.x == 300 && h.scroll.contentOffset == Point(300, 0))
    h.drag(from: Point(50, 150), to: Point(250, 152), steps: 6)    // over no page: the pager turns back
    h.settle()
    #expect(h.scroll.contentOffset == Point(0, 0))
    h.drag(from: Point(50, 150), to: Point(170, 152), steps: 6)    // away from its edge: the page's again
    h.settle()
    #expect(page.contentOffset.x < 200 && h.scroll.contentOffset == Point(0, 0))
}

@Test func scrolling_scrollView_setContentOffsetAndScrollRectToVisible() {
    let h = ScrollViewHarness()
    let log = ScrollDelegateLog()
    h.scroll.delegate = log
    h.scroll.setContentOffset(Point(0, 500), animated: true)
    #expect(h.scroll.contentOffset == Point(0, 0) && h.scroll.isDecelerating)
    h.settle()
    #expect(h.scroll.contentOffset == Point(0, 500) && log.calls == ["didEndScrollingAnimation"])
    #expect(h.scroll.bounds.origin == Point(0, 500))       // contentOffset is bounds.origin
    h.scroll.scrollRectToVisible(Rect(0, 1000, 300, 44), animated: false)
    #expect(h.scroll.contentOffset == Point(0, 744))
    h.scroll.scrollRectToVisible(Rect(0, 10, 300, 44), animated: false)
    #expect(h.scroll.contentOffset == Point(0, 10))
    h.scroll.contentOffset = Point(.nan, 3)                  // bad input is ignored
    #expect(h.scroll.contentOffset == Point(0, 10))
}

@Test func scrolling_scrollView_touchDownCatchesAFling() {
    let h = ScrollViewHarness()
    h.scroll.contentOffset = Point(0, 1000)
    h.drag(from: Point(100, 250), to: Point(100, 100), steps: 5)
    h.dispatcher.advance(to: h.time + 0.1)
    let caught = h.scroll.contentOffset
    h.down(at: Point(100, 100))
    #expect(h.scroll.phase == .resting && h.scroll.contentOffset == caught)
    h.dispatcher.advance(to: h.time + 0.5)
    #expect(h.scroll.contentOffset == caught)
}

@Test func scrolling_pagingScrollViewCaughtBetweenPagesSettlesOnAPage() {
    // UIKit: "the scroll view stops on multiples of the scroll view's bounds"
    // (isPagingEnabled), also when a touch-down caught it mid-glide.
    let h = ScrollViewHarness(frame: Rect(0, 0, 300, 300), content: Size(900, 300))
    h.scroll.isPagingEnabled = true
    h.drag(from: Point(250, 150), to: Point(150, 150), steps: 5)   // a flick: glides towards page 1
    h.dispatcher.advance(to: h.time + 0.05)
    h.down(at: Point(100, 100))                                         // caught between pages
    let caught = h.scroll.contentOffset.x
    #expect(caught > 100 && caught < 300 && h.scroll.phase == .resting)
    h.up(at: Point(100, 100))
    h.settle()
    #expect(h.scroll.contentOffset == Point(caught > 150 ? 300 : 0, 0))   // the nearest page
}
