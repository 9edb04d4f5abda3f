import Testing
import PropertyBased
@testable import Tactile
import TactileTestSupport

// Issue 24, items 1 and 9: a zoomable scroll view delivers the content's
// touches as one without zoom does; only a recognized pinch (or pan) cancels them.

/// A 300×300 scroll view zooming `photo` (1…3), the photo a recording view
/// the size of the content. `zoom` false leaves zooming off, for comparison.
/// The fixture keeps the delegate alive (the scroll view holds it weakly).
private final class ZoomablePhoto {
    let h = ScrollViewHarness(frame: Rect(0, 0, 300, 300), content: Size(300, 300))
    let photo = RecordingView("photo", frame: Rect(0, 0, 300, 300), log: EventLog(), multipleTouch: true)
    let delegate = ScrollDelegateLog()

    init(zoom: Bool, delays: Bool) {
        h.scroll.addSubview(photo)
        h.scroll.delaysContentTouches = delays
        guard zoom else { return }
        delegate.zoomView = photo
        h.scroll.delegate = delegate
        h.scroll.maximumZoomScale = 3
    }
}

/// Apple, `UIScrollView`: "If the timer fires without a significant change in
/// position, the scroll view sends tracking events to the touched subview of
/// the content view." Two still fingers on zoomable content reach it after
/// the delay and end at the lift, as on a scroll view without zoom.
@Test func zoomableScrollView_twoStillFingersReachTheContentAfterTheDelay() {
    for zoom in [true, false] {
        let f = ZoomablePhoto(zoom: zoom, delays: true)
        f.h.down([1, 2], at: [Point(100, 150), Point(200, 150)])
        #expect(f.photo.callbacks.isEmpty)                       // held by delaysContentTouches
        f.h.wait(0.3)
        #expect(f.photo.callbacks == ["began 1,2"], "zoom \(zoom)")
        f.h.up([1, 2], at: [Point(100, 150), Point(200, 150)])
        f.h.settle()
        #expect(f.photo.callbacks == ["began 1,2", "ended 1,2"], "zoom \(zoom)")
        #expect(f.h.scroll.zoomScale == 1)
    }
}

/// Apple, `delaysContentTouches`: "If the value is false, the scroll view
/// immediately calls touchesShouldBegin(_:with:in:)". The content gets the
/// touch-down at once; the pinch, when it begins, cancels it.
@Test func zoomableScrollView_withoutTheDelayAPinchCancelsTheTouchesItBegan() {
    let f = ZoomablePhoto(zoom: true, delays: false)
    f.h.down([1, 2], at: [Point(140, 150), Point(160, 150)])
    #expect(f.photo.callbacks == ["began 1,2"])
    f.h.move([1, 2], to: [Point(100, 150), Point(200, 150)])
    f.h.move([1, 2], to: [Point(80, 150), Point(220, 150)])
    #expect(f.h.scroll.zoomScale > 1)
    #expect(f.photo.callbacks == ["began 1,2", "cancelled 1,2"])
    f.h.up([1, 2], at: [Point(80, 150), Point(220, 150)])
    f.h.settle()
    #expect(f.photo.callbacks == ["began 1,2", "cancelled 1,2"])
}

/// Apple, `cancelsTouchesInView`: "If a gesture recognizer doesn't recognize
/// its gesture … the view receives all touches in the multi-touch sequence."
/// A second finger landing later, with nothing recognized, leaves the first
/// finger's content touch alone. (The first lift waits for the second, with or
/// without zoom: the pan, still possible, delays touch ends — UIKit's
/// `delaysTouchesEnded` default.)
@Test func zoomableScrollView_aSecondFingerDoesNotCancelTheFirstFingersTouch() {
    for zoom in [true, false] {
        let f = ZoomablePhoto(zoom: zoom, delays: true)
        f.h.down(1, at: Point(100, 150))
        f.h.wait(0.3)
        f.h.down(2, at: Point(200, 150))
        f.h.wait(0.3)
        f.h.up(1, at: Point(100, 150))
        f.h.up(2, at: Point(200, 150))
        f.h.settle()
        #expect(f.photo.callbacks == ["began 1", "began 2", "ended 1,2"], "zoom \(zoom)")
    }
}

/// With the delay, a pinch that begins before the delay is over takes the
/// touches: the content never hears of them (nothing to cancel).
@Test func zoomableScrollView_aPinchDuringTheDelayKeepsTheContentOutOfIt() {
    let f = ZoomablePhoto(zoom: true, delays: true)
    f.h.down([1, 2], at: [Point(140, 150), Point(160, 150)])
    f.h.move([1, 2], to: [Point(100, 150), Point(200, 150)])
    f.h.move([1, 2], to: [Point(80, 150), Point(220, 150)])
    f.h.up([1, 2], at: [Point(80, 150), Point(220, 150)])
    f.h.settle()
    #expect(f.h.scroll.zoomScale > 1)
    #expect(f.photo.callbacks.isEmpty)
}

/// Issue 24 item 9: for random one- and two-finger streams on zoomable
/// content where no recognizer recognizes (movements under the pan's
/// hysteresis and the pinch's threshold), every touch the content view began
/// also ends or is cancelled exactly once — and, nothing having recognized,
/// every touch reaches it and ends.
@Test func zoomableScrollView_everyTouchTheContentBeganEndsExactlyOnce() async {
    await propertyCheck(count: 120, input: Gen.int(in: 1...2), Gen.bool, Gen.double(in: 0...0.4),
                        Gen.double(in: -2...2).array(of: 0...12), Gen.bool) { fingers, delays, gap, jitter, firstLiftsFirst in
        let f = ZoomablePhoto(zoom: true, delays: delays)
        let a = Point(100, 150), b = Point(200, 150)
        f.h.down(1, at: a)
        if fingers == 2 {
            f.h.wait(gap)
            f.h.down(2, at: b)
        }
        for (i, d) in jitter.enumerated() {
            let p = i % 2 == 0 ? 1 : 2
            if p == 2 && fingers == 1 { f.h.move(1, to: Point(a.x + d, a.y - d)); continue }
            f.h.move(p, to: p == 1 ? Point(a.x + d, a.y) : Point(b.x - d, b.y + d))
        }
        if fingers == 2 && !firstLiftsFirst { f.h.up(2); f.h.up(1) } else { f.h.up(1); if fingers == 2 { f.h.up(2) } }
        f.h.settle()
        #expect(f.h.scroll.zoomScale == 1 && !f.h.scroll.isDragging)
        #expect(f.photo.perTouch.count == fingers, "\(f.photo.callbacks)")
        for methods in f.photo.perTouch.values {
            let began = methods.filter { $0 == "began" }.count
            let finished = methods.filter { $0 == "ended" || $0 == "cancelled" }.count
            #expect(began == 1 && finished == 1 && methods.first == "began", "\(f.photo.callbacks)")
            #expect(!methods.contains("cancelled"), "\(f.photo.callbacks)")
        }
    }
}

/// Apple, `bouncesZoom`: "If the value of this property is true and zooming
/// exceeds either the maximum or minimum limits for scaling, the scroll view
/// temporarily animates the content scaling just past these limits before
/// returning to them." Pinching in below `minimumZoomScale` goes past it and
/// animates back; with `bouncesZoom` false it stops at the minimum.
@Test func zoomableScrollView_bouncesZoomAtTheMinimumToo() {
    for bounces in [true, false] {
        let f = ZoomablePhoto(zoom: true, delays: true)
        f.h.scroll.bouncesZoom = bounces
        f.h.down([1, 2], at: [Point(100, 150), Point(200, 150)])
        f.h.move([1, 2], to: [Point(120, 150), Point(180, 150)])
        f.h.move([1, 2], to: [Point(135, 150), Point(165, 150)])
        let during = f.h.scroll.zoomScale
        #expect(bounces ? during < 1 : during == 1, "bounces \(bounces): \(during)")
        f.h.up([1, 2], at: [Point(135, 150), Point(165, 150)])
        if bounces { #expect(f.h.scroll.zoomScale < 1 && f.h.scroll.isZooming) }   // animating back
        f.h.settle()
        #expect(f.h.scroll.zoomScale == 1 && !f.h.scroll.isZooming)
        #expect(f.h.scroll.contentOffset == Point(0, 0))
    }
}

/// Seed-001 R30/E3: "the content point under the gesture centre stays under
/// it". At every step of a pinch — the first included — the zoom view's frame
/// starts at the content origin, `contentSize` is its frame size, and the
/// offset is `(c + o)·s′/s − c` for the pinch centre c.
@Test func zoomableScrollView_offsetKeepsThePinchCentreFixedAtEveryStep() {
    let f = ZoomablePhoto(zoom: true, delays: true)
    let c = Point(150, 120)
    f.h.down([1, 2], at: [Point(130, 120), Point(170, 120)])
    for span in [60.0, 80, 100, 90, 110] {
        f.h.move([1, 2], to: [Point(c.x - span / 2, c.y), Point(c.x + span / 2, c.y)])
        let s = f.h.scroll.zoomScale
        #expect(s > 1)
        let expected = ZoomGeometry.contentOffset(afterZoomingFrom: 1, to: s, offset: .zero, center: c)
        #expect(abs(f.h.scroll.contentOffset.x - expected.x) < 1e-9 && abs(f.h.scroll.contentOffset.y - expected.y) < 1e-9)
        #expect(abs(f.photo.frame.minX) < 1e-9 && abs(f.photo.frame.minY) < 1e-9)
        #expect(abs(f.h.scroll.contentSize.width - 300 * s) < 1e-9)
        let shown = f.h.scroll.convert(f.photo.convert(Point(150, 120), to: f.h.scroll), to: nil)
        #expect(abs(shown.x - c.x) < 1e-9 && abs(shown.y - c.y) < 1e-9)
    }
}

/// Issue 24 item 3: "`resting` means at rest". A zoom that ends with the
/// offset outside the scroll range (zoomed out about a centre near the
/// right edge, smaller than the viewport) rests clamped into the range in the
/// step the zoom ends, and the content does not start moving afterwards.
@Test func zoomableScrollView_aZoomEndsWithTheOffsetClampedAtOnce() {
    let f = ZoomablePhoto(zoom: true, delays: true)
    f.h.scroll.minimumZoomScale = 0.5
    f.h.down([1, 2], at: [Point(150, 150), Point(290, 150)])
    f.h.move([1, 2], to: [Point(200, 150), Point(270, 150)])
    f.h.move([1, 2], to: [Point(220, 150), Point(290, 150)])
    f.h.move([1, 2], to: [Point(240, 150), Point(290, 150)])
    #expect(f.h.scroll.zoomScale < 1 && !f.h.scroll.scrollRange.contains(f.h.scroll.contentOffset))
    f.h.up([1, 2], at: [Point(240, 150), Point(290, 150)])
    f.h.settle()
    #expect(!f.h.scroll.isZooming && f.h.scroll.phase == .resting)
    #expect(f.h.scroll.scrollRange.contains(f.h.scroll.contentOffset))
    #expect(!f.h.scroll.isDecelerating)
}

/// Issue 24 item 3: during a drag `velocity` is the finger's estimate
/// (reversed: the offset moves against the finger), and at the release the
/// glide starts at that velocity, not at zero.
@Test func scrollView_velocityDuringADragAndAtTheReleaseIsTheFingers() {
    let h = ScrollViewHarness()
    h.down(1, at: Point(100, 250))
    for i in 1...6 { h.move(1, to: Point(100, 250 - Double(i) * 30)) }
    #expect(h.scroll.isDragging)
    #expect(h.scroll.velocity.dy > 1000 && h.scroll.velocity.dx == 0)   // finger up 30 pt per 1/60 s: offset down
    h.up(1, at: Point(100, 70))
    #expect(h.scroll.isDecelerating)
    #expect(h.scroll.velocity.dy > 1000)
}
