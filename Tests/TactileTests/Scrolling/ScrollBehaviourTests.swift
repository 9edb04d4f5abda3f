import Testing
@testable import Tactile

// Seed-001 scrolling rules without their own example (design note §5.2), and
// the UIKit behaviours the defaults follow (Apple's statements quoted).

/// seed-001 R4.
@Test func minimumScrollDuration() {
    var h = ScrollHysteresis(distance: 10, minimumDuration: 0.2)
    #expect(h.update(translation: Vector(0, 20), elapsed: 0.1) == nil)
    #expect(h.classify(contactCount: 1, translation: Vector(0, 20), elapsed: 0.1) == .other)
    #expect(h.update(translation: Vector(0, 20), elapsed: 0.25) == Vector(0, 10))
    h.reset()
    #expect(!h.hasCrossed)
}

/// seed-001 R31.
@Test func indicatorShrinksWithZoom() {
    // E3's numbers: viewport 100, content 1000, track 100: 10 at scale 1, 5 at scale 2.
    #expect(ScrollIndicatorGeometry.length(track: 100, viewport: 100, content: 1000, scale: 1) == 10)
    #expect(ScrollIndicatorGeometry.length(track: 100, viewport: 100, content: 1000, scale: 2) == 5)
    #expect(ScrollIndicatorGeometry.length(track: 100, viewport: 100, content: 1000, scale: 100, minimumLength: 7) == 7)
    #expect(ScrollIndicatorGeometry.length(track: 100, viewport: 100, content: 50) == 100)
    #expect(ScrollIndicatorGeometry.length(track: 100, viewport: 100, content: .nan) == 100)
}

/// seed-001 R43.
@Test func releaseInOverscrollSlidesBackToEdge() {
    var motion = ScrollMotion(range: scrollRange(content: Size(300, 1000)), offset: Point(0, 650))
    fling(&motion, translation: Vector(0, -200), fingerVelocity: Vector(0, -2000))
    #expect(motion.overscroll.dy > 0)
    #expect(motion.phase == .bouncing)
    let run = runToRest(&motion)
    #expect(run.offsets.allSatisfy { $0.y >= 700 })  // it slides back; the lift's velocity does not push further
    #expect(motion.offset.y == 700)
}

/// seed-001 R44.
@Test func zeroRubberBandClampsAtEdge() {
    var physics = ScrollPhysics()
    physics.rubberBand.setRubberBand(0, for: [.top])
    var motion = ScrollMotion(physics: physics, range: scrollRange(content: Size(300, 1000)), offset: Point(0, 30))
    motion.touchDown()
    motion.beginDrag()
    motion.drag(translation: Vector(0, 100))
    #expect(motion.offset.y == 0)
    motion.drag(translation: Vector(0, 90))  // moving back responds at once
    #expect(motion.offset.y == 10)
}

/// seed-001 R47.
@Test func bounceAmountClampedPerEdge() {
    let limits = BounceLimits(minimum: 5, maximum: 30)
    #expect(limits.peak(speed: 10, k: 0.05) == 5)
    #expect(limits.peak(speed: 400, k: 0.05) == 20)
    #expect(limits.peak(speed: -5000, k: 0.05) == 30)
    #expect(BounceLimits(minimum: 30, maximum: 5) == limits)
    // Per edge: the top allows 10, the bottom 30.
    var physics = ScrollPhysics()
    physics.bounceLimits.top = BounceLimits(minimum: 0, maximum: 10)
    physics.bounceLimits.bottom = BounceLimits(minimum: 0, maximum: 30)
    let range = scrollRange(content: Size(300, 1000))
    var down = ScrollMotion(physics: physics, range: range, offset: Point(0, 600))
    fling(&down, fingerVelocity: Vector(0, -5000))
    let peakDown = runToRest(&down).offsets.map(\.y).max() ?? 0
    var up = ScrollMotion(physics: physics, range: range, offset: Point(0, 100))
    fling(&up, fingerVelocity: Vector(0, 5000))
    let peakUp = -(runToRest(&up).offsets.map(\.y).min() ?? 0)
    #expect(peakDown > 700 && peakDown <= 730)
    #expect(peakUp > 0 && peakUp <= 10)
    #expect(down.offset.y == 700 && up.offset.y == 0)
}

/// seed-001 R49.
@Test func fadeStartsWhenMomentumStops() {
    var motion = ScrollMotion(range: unboundedRange, indicatorFadeDuration: 0.3)
    fling(&motion, fingerVelocity: Vector(0, -1000))
    var sawFadeWhileMoving = false
    while motion.phase == .decelerating {
        motion.tick()
        if motion.phase == .decelerating, motion.indicators.alpha < 1 || motion.indicators.isFading { sawFadeWhileMoving = true }
    }
    #expect(!sawFadeWhileMoving)
    #expect(motion.indicators.isFading)
    runToRest(&motion)
    #expect(motion.indicators.alpha == 0)
}

/// seed-001 R51.
@Test func nearVerticalSwipeScrollsVertically() {
    var physics = ScrollPhysics()
    physics.directionalLock = DirectionalLock(angle: 25)
    var motion = ScrollMotion(physics: physics, range: scrollRange(content: Size(2000, 2000)), offset: Point(500, 500))
    motion.touchDown()
    motion.beginDrag()
    motion.drag(translation: Vector(8, -60))
    motion.drag(translation: Vector(20, -150))
    #expect(motion.lockedAxis == .vertical)
    #expect(motion.offset == Point(500, 650))
}

/// seed-001 R40.
@Test func uikitRatesGiveTheFactorPerTick() {
    // Apple: decelerationRate — "The default rate is normal." The raw values
    // (0.998 and 0.99 per millisecond) are UIKit's constants; Apple's
    // scrollViewWillEndDragging reports velocity "in points per millisecond".
    #expect(DecelerationRate.normal.rawValue == 0.998)
    #expect(DecelerationRate.fast.rawValue == 0.99)
    #expect(abs(DecelerationRate.normal.factor(perTick: 0.001) - 0.998) < 1e-13)
    #expect(abs(DecelerationRate.normal.factor(perTick: 1.0 / 60) - 0.967_183_817) < 1e-8)  // decision D5
    #expect(abs(DecelerationRate.fast.factor(perTick: 0.002) - 0.9801) < 1e-13)
    #expect(Deceleration().factor == DecelerationRate.normal.factor(perTick: 1.0 / 60))
    #expect(DecelerationRate(rawValue: .nan).factor(perTick: 1.0 / 60) == 0)
    #expect(DecelerationRate(rawValue: 2).factor(perTick: 0.001) < 1)
}

/// seed-001 R40.
@Test func fasterRateGlidesLess() {
    let normal = Deceleration(rate: .normal).glide(from: .zero, velocity: Vector(0, 2000))
    let fast = Deceleration(rate: .fast).glide(from: .zero, velocity: Vector(0, 2000))
    #expect(fast.end.y < normal.end.y)
    #expect(Deceleration().glide(from: .zero, velocity: .zero).ticks == 0)  // zero velocity: no glide
}

@Test func scrolling_uikit_bouncesFalseStopsAtTheBoundary() {
    // Apple, bounces: "If the value is false, scrolling stops immediately at
    // the content boundary without bouncing."
    var physics = ScrollPhysics()
    physics.bounces = false
    var motion = ScrollMotion(physics: physics, range: scrollRange(content: Size(300, 1000)))
    motion.touchDown()
    motion.beginDrag()
    motion.drag(translation: Vector(0, 120))
    #expect(motion.offset.y == 0)
    #expect(ScrollPhysics().bounces)  // "The default value is true."
}

@Test func scrolling_uikit_alwaysBounceVerticalAllowsDraggingShortContent() {
    // Apple, alwaysBounceVertical: "If the value of this property is true and
    // bouncesVertically is true, the scroll view allows vertical dragging even
    // if the content is smaller than the bounds of the scroll view. The default value is false."
    let range = scrollRange(content: Size(300, 200))
    var motion = ScrollMotion(range: range)
    motion.touchDown(); motion.beginDrag(); motion.drag(translation: Vector(0, 50))
    #expect(motion.offset.y == 0)
    var physics = ScrollPhysics()
    physics.alwaysBounceVertical = true
    motion = ScrollMotion(physics: physics, range: range)
    motion.touchDown(); motion.beginDrag(); motion.drag(translation: Vector(0, 50))
    #expect(motion.offset.y < 0)
    motion.endDrag(fingerVelocity: .zero)
    runToRest(&motion)
    #expect(motion.offset.y == 0)
    physics.bouncesVertically = false
    motion = ScrollMotion(physics: physics, range: range)
    motion.touchDown(); motion.beginDrag(); motion.drag(translation: Vector(0, 50))
    #expect(motion.offset.y == 0)
}

@Test func scrolling_uikit_directionalLockDecidedAtStartHoldsUntilTheDragEnds() {
    // Apple, isDirectionalLockEnabled: "If this property is true and the user
    // begins dragging in one general direction (horizontally or vertically),
    // the scroll view disables scrolling in the other direction. If the drag
    // direction is diagonal, then scrolling doesn't lock and the user can drag
    // in any direction until the drag completes."
    var physics = ScrollPhysics()
    physics.directionalLock = DirectionalLock(angle: 25)  // mode .decidedAtStart (UIKit) by default
    let range = scrollRange(content: Size(20000, 20000))
    var motion = ScrollMotion(physics: physics, range: range, offset: Point(5000, 5000))
    motion.touchDown(); motion.beginDrag()
    motion.drag(translation: Vector(100, 30))
    motion.drag(translation: Vector(100, 80))  // beyond 25°: still locked
    #expect(motion.lockedAxis == .horizontal)
    #expect(motion.offset == Point(4900, 5000))
    motion = ScrollMotion(physics: physics, range: range, offset: Point(5000, 5000))
    motion.touchDown(); motion.beginDrag()
    motion.drag(translation: Vector(100, 100))  // diagonal start
    motion.drag(translation: Vector(200, 100))  // now within 25°: still free
    #expect(motion.lockedAxis == nil)
    #expect(motion.offset == Point(4800, 4900))
    #expect(ScrollPhysics().directionalLock == nil)  // "The default value is false."
}

@Test func scrolling_uikit_directionalLockZeroesTheLockedAxisVelocity() {
    var physics = ScrollPhysics()
    physics.directionalLock = DirectionalLock(angle: 25)
    var motion = ScrollMotion(physics: physics, range: scrollRange(content: Size(20000, 20000)), offset: Point(5000, 5000))
    fling(&motion, translation: Vector(100, 10), fingerVelocity: Vector(-1500, -400))
    runToRest(&motion)
    #expect(motion.offset.y == 5000)
    #expect(motion.offset.x > 4900)
}

@Test func scrolling_uikit_pagingStopsOnMultiplesOfTheBounds() {
    // Apple, isPagingEnabled: "If the value of this property is true, the
    // scroll view stops on multiples of the scroll view's bounds when the user scrolls."
    let range = ScrollRange(viewport: Size(320, 480), content: Size(320 * 5, 480))
    let paging = PagingPolicy(pageSize: Size(320, 480))
    func release(from start: Double, dragTo x: Double, fingerVelocity: Double) -> ScrollMotion {
        var motion = ScrollMotion(range: range, offset: Point(start, 0))
        fling(&motion, translation: Vector(start - x, 0), fingerVelocity: Vector(fingerVelocity, 0),
              restingOffset: paging.restingOffset(for:))
        runToRest(&motion)
        return motion
    }
    #expect(release(from: 320, dragTo: 400, fingerVelocity: -3000).offset.x == 640)  // a flick turns one page
    #expect(release(from: 320, dragTo: 400, fingerVelocity: 3000).offset.x == 0)     // back one page
    #expect(release(from: 320, dragTo: 500, fingerVelocity: 0).offset.x == 640)      // slow: nearest page
    #expect(release(from: 320, dragTo: 450, fingerVelocity: -50).offset.x == 320)
    #expect(release(from: 1280, dragTo: 1300, fingerVelocity: -3000).offset.x == 1280) // clamped to the last page
}

@Test func scrolling_uikit_willEndDraggingIsAskedOnEveryDragEnd() {
    // Apple, scrollViewWillEndDragging(_:withVelocity:targetContentOffset:):
    // "Tells the delegate when the user finishes scrolling the content. …
    // Your application can change the value of the targetContentOffset
    // parameter to adjust where the scrollview finishes its scrolling animation."
    var motion = ScrollMotion(range: scrollRange(content: Size(300, 1000)), offset: Point(0, 100))
    var calls = 0
    fling(&motion, translation: Vector(0, -10), fingerVelocity: .zero) { release in
        calls += 1
        #expect(release.proposedOffset == Point(0, 110))
        return Point(0, 300)
    }
    #expect(calls == 1)
    #expect(motion.phase == .decelerating)
    runToRest(&motion)
    #expect(motion.offset == Point(0, 300))
}

@Test func scrolling_touchDownStopsAGlideAndAFollowingDragContinuesWithoutJump() {
    var motion = ScrollMotion(range: scrollRange(content: Size(300, 5000)), offset: Point(0, 100))
    fling(&motion, fingerVelocity: Vector(0, -2000))
    for _ in 0..<10 { motion.tick() }
    let caught = motion.offset
    motion.touchDown()
    #expect(motion.phase == .resting)
    #expect(motion.velocity == .zero)
    for _ in 0..<5 { motion.tick() }
    #expect(motion.offset == caught)
    motion.beginDrag()
    #expect(motion.offset == caught)
}

@Test func scrolling_catchingContentInOverscrollContinuesFromWhereItIs() {
    var motion = ScrollMotion(range: scrollRange(content: Size(300, 1000)))
    motion.touchDown(); motion.beginDrag(); motion.drag(translation: Vector(0, 120))
    let shown = motion.offset.y
    motion.endDrag(fingerVelocity: .zero)
    motion.tick(); motion.tick()
    let during = motion.offset.y
    #expect(during > shown && during < 0)
    motion.touchDown()
    motion.beginDrag()
    #expect(motion.offset.y == during)
    motion.drag(translation: Vector(0, 0.001))
    #expect(abs(motion.offset.y - during) < 0.01)
}

@Test func scrolling_setOffsetAnimatedSettlesExactly() {
    var motion = ScrollMotion(range: scrollRange(content: Size(300, 1000)))
    motion.setOffset(Point(0, 400), animated: true)
    #expect(motion.phase == .decelerating)
    let run = runToRest(&motion)
    #expect(run.offsets.count == 18)  // 0.3 s at 60 Hz
    #expect(motion.offset == Point(0, 400))
    motion.setOffset(Point(0, 900), animated: false)
    #expect(motion.offset == Point(0, 900))  // not clamped, as UIKit's setContentOffset
}

@Test func scrolling_badInputIsRepairedNotTrapped() {
    var motion = ScrollMotion(range: ScrollRange(minimum: Point(.nan, 0), maximum: Point(.infinity, 100)),
                              offset: Point(.nan, 5))
    #expect(motion.offset.isFinite)
    motion.touchDown(); motion.beginDrag()
    motion.drag(translation: Vector(.nan, .infinity))
    #expect(motion.offset.isFinite)
    motion.endDrag(fingerVelocity: Vector(.infinity, -.nan)) { _ in Point(.nan, .nan) }
    runToRest(&motion, limit: 10_000)
    #expect(motion.offset.isFinite)
    #expect(motion.phase == .resting)
    var h = ScrollHysteresis(distance: .nan)
    #expect(h.update(translation: Vector(.nan, 1)) == nil)
    #expect(Deceleration(factor: .nan, tickInterval: -1, stopSpeed: .nan).tickInterval == FrameClock.defaultFrameInterval)
    #expect(DirectionalLock(angle: .nan).axis(for: Vector(1, 0)) == .horizontal)
    #expect(PagingPolicy(pageSize: Size(0, .nan)).restingOffset(for: ScrollRelease(
        offset: .zero, dragStartOffset: .zero, velocity: .zero, proposedOffset: Point(3, 4),
        range: ScrollRange(minimum: .zero, maximum: Point(10, 10)))) == Point(3, 4))
}
