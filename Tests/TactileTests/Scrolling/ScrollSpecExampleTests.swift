import Testing
@testable import Tactile

// Seed-001 worked examples E13–E20 and E22 that need no views or engine
// (E21 and the delivery halves of E13/E22 wait for ScrollView; docs/scrolling.md).

// MARK: E13 — classification and hysteresis (R2, R3, R34)

/// seed-001 E13.
@Test func tapBelowHysteresisDoesNotScroll() {
    var h = ScrollHysteresis(distance: 10)
    #expect(h.update(translation: Vector(6, 0)) == nil)
    #expect(h.classify(contactCount: 1, translation: Vector(6, 0)) == .other)
    // The press lifts without scrolling: the offset is unchanged.
    var motion = ScrollMotion(range: scrollRange(content: Size(300, 1000)), offset: Point(0, 50))
    motion.touchDown()
    motion.touchUp()
    #expect(motion.offset == Point(0, 50))
    #expect(motion.phase == .resting)
}

/// seed-001 E13.
@Test func dragPastHysteresisScrollsWithoutJump() {
    var h = ScrollHysteresis(distance: 10)
    #expect(h.classify(contactCount: 1, translation: Vector(0, 12)) == .scroll)
    let scrolled = h.update(translation: Vector(0, 12))
    #expect(scrolled == Vector(0, 2))  // 12 − 10: no jump (R34 [R])
    var motion = ScrollMotion(range: scrollRange(content: Size(300, 1000)), offset: Point(0, 50))
    motion.touchDown()
    motion.beginDrag()
    motion.drag(translation: scrolled ?? .zero)
    #expect(motion.offset == Point(0, 48))  // changed by 2; content follows the finger
    // Later samples are measured from the crossing point too.
    #expect(h.update(translation: Vector(0, 30)) == Vector(0, 20))
}

/// seed-001 E13.
@Test func twoFingersAreAGestureNotAScroll() {
    let h = ScrollHysteresis(distance: 10)
    #expect(h.classify(contactCount: 2, translation: .zero) == .gesture)
    #expect(h.classify(contactCount: 2, translation: Vector(0, 50)) == .gesture)
    #expect(h.classify(contactCount: 0, translation: Vector(0, 50)) == .other)
}

/// seed-001 E13.
@Test func hysteresisBoundaryIsInclusive() {
    var h = ScrollHysteresis(distance: 10)
    #expect(h.update(translation: Vector(6, 8)) == Vector(0, 0))  // exactly 10: a scroll (R34 [R] `>=`)
    #expect(h.hasCrossed)
}

// MARK: E14 — directional lock 25° (R35–R39)

struct LockCase: CustomTestStringConvertible, Sendable {
    let name: String
    let drags: [Vector]
    let mode: DirectionalLock.Mode?
    let expectedAxis: ScrollAxis?
    let expectedMove: Vector  // |Δoffset| per axis after the last drag
    var testDescription: String { name }
}

private let lockCases: [LockCase] = [
    LockCase(name: "(100,30) locks horizontal", drags: [Vector(100, 30)], mode: .reevaluated,
             expectedAxis: .horizontal, expectedMove: Vector(100, 0)),
    LockCase(name: "(30,100) locks vertical", drags: [Vector(30, 100)], mode: .reevaluated,
             expectedAxis: .vertical, expectedMove: Vector(0, 100)),
    LockCase(name: "(100,100) is free", drags: [Vector(100, 100)], mode: .reevaluated,
             expectedAxis: nil, expectedMove: Vector(100, 100)),
    LockCase(name: "(100,46.63) boundary is inclusive", drags: [Vector(100, 46.63)], mode: .reevaluated,
             expectedAxis: .horizontal, expectedMove: Vector(100, 0)),
    LockCase(name: "(100,30) then (100,80) releases", drags: [Vector(100, 30), Vector(100, 80)], mode: .reevaluated,
             expectedAxis: nil, expectedMove: Vector(100, 50)),
    LockCase(name: "disabled moves both axes", drags: [Vector(100, 30)], mode: nil,
             expectedAxis: nil, expectedMove: Vector(100, 30)),
]

/// seed-001 E14.
@Test(arguments: lockCases)
func directionalLock25Degrees(_ c: LockCase) {
    var physics = ScrollPhysics()
    physics.directionalLock = c.mode.map { DirectionalLock(angle: 25, mode: $0) }
    let start = Point(5000, 5000)
    var motion = ScrollMotion(physics: physics, range: scrollRange(content: Size(20000, 20000)), offset: start)
    motion.touchDown()
    motion.beginDrag()
    for d in c.drags { motion.drag(translation: d) }
    #expect(motion.lockedAxis == c.expectedAxis)
    #expect(abs(motion.offset.x - start.x) == c.expectedMove.dx)
    #expect(abs(motion.offset.y - start.y) == c.expectedMove.dy)
}

/// seed-001 E14.
@Test func angleDecisionTable() {
    let lock = DirectionalLock(angle: 25)
    #expect(lock.axis(for: Vector(100, 30)) == .horizontal)
    #expect(lock.axis(for: Vector(-100, 30)) == .horizontal)
    #expect(lock.axis(for: Vector(30, -100)) == .vertical)
    #expect(lock.axis(for: Vector(100, 100)) == nil)
    #expect(lock.axis(for: Vector(100, 46.63)) == .horizontal)
    #expect(lock.axis(for: Vector(100, 46.7)) == nil)
    #expect(lock.axis(for: .zero) == nil)  // zero translation: no decision yet
    // R38: different angles, e.g. a tall page with a larger vertical angle.
    let tall = DirectionalLock(horizontalAngle: 20, verticalAngle: 40)
    #expect(tall.axis(for: Vector(100, 40)) == nil)      // 21.8° from horizontal
    #expect(tall.axis(for: Vector(70, 100)) == .vertical) // 35° from vertical
    // Both hold only when the angles sum past 90°: the smaller deviation wins.
    let wide = DirectionalLock(angle: 60)
    #expect(wide.axis(for: Vector(100, 80)) == .horizontal)
    #expect(wide.axis(for: Vector(80, 100)) == .vertical)
}

// MARK: E15 — deceleration (R40)

/// seed-001 E15.
@Test func geometricDecelerationTicks() {
    let model = Deceleration(factor: 0.5, tickInterval: 1, stopSpeed: 1)
    var v = Vector(100, 0), x = 0.0, offsets: [Double] = []
    while let next = model.step(v) {
        v = next
        x += v.dx * model.tickInterval
        offsets.append(x)
    }
    #expect(offsets == [50, 75, 87.5, 93.75, 96.875, 98.4375])
    #expect(v.dx * 0.5 == 0.78125)  // the next velocity, below 1: not applied
    let glide = model.glide(from: .zero, velocity: Vector(100, 0))
    #expect(glide.end == Point(98.4375, 0))
    #expect(glide.ticks == 6)
}

/// seed-001 E15.
@Test func scrollMotionGlidesTickByTick() {
    var motion = ScrollMotion(physics: e15Physics(), range: unboundedRange)
    fling(&motion, fingerVelocity: Vector(0, -100))  // finger up at 100/s: offset velocity +100
    #expect(motion.phase == .decelerating)
    var ys: [Double] = []
    while motion.phase == .decelerating { motion.tick(); ys.append(motion.offset.y) }
    #expect(ys == [50, 75, 87.5, 93.75, 96.875, 98.4375])
    #expect(motion.phase == .resting)
}

/// seed-001 E15.
@Test func largerFactorGlidesFarther() {
    let slow = Deceleration(factor: 0.5, tickInterval: 1, stopSpeed: 1).glide(from: .zero, velocity: Vector(100, 0))
    let fast = Deceleration(factor: 0.9, tickInterval: 1, stopSpeed: 1).glide(from: .zero, velocity: Vector(100, 0))
    #expect(fast.end.x > slow.end.x)
}

// MARK: E16 — adjustSmoothScrollEnd (R41)

/// seed-001 E16.
@Test func adjustSmoothScrollEndRestsExactlyThere() {
    var motion = ScrollMotion(physics: e15Physics(), range: unboundedRange)
    var calls: [ScrollRelease] = []
    fling(&motion, fingerVelocity: Vector(0, -100)) { release in
        calls.append(release)
        let pages = TactileMath.roundedToNearest(release.proposedOffset.y / 44 - 0.5)  // floor to a multiple of 44
        return Point(release.proposedOffset.x, pages * 44)
    }
    #expect(calls.count == 1)
    #expect(calls.first?.proposedOffset == Point(0, 98.4375))
    #expect(calls.first?.velocity == Vector(0, 100))
    let run = runToRest(&motion)
    #expect(motion.offset == Point(0, 88))
    #expect(run.phases.filter { $0 == .decelerating }.count == 5)  // six ticks, the sixth lands at rest
    // The adjusted glide moves monotonically toward its end.
    let ys = run.offsets.map(\.y)
    #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(calls.count == 1)
}

// MARK: E17 — rubber band, the e-mail list of FIG. 6A–6D (R42, R43)

private let rowHeight = 44.0
private let inbox = ["Aaron Jones", "Bruce Walker", "Carol Diaz", "Dan Fox", "Eve Moss", "Frank Li", "Gina Roy", "Kim Brook",
                     "Liam Oak", "Mia Park"]

/// The rows visible at vertical offset `y` through a 300-point viewport.
private func visibleRows(at y: Double) -> [String] {
    inbox.indices.filter { i in
        let top = Double(i) * rowHeight
        return top < y + 300 && top + rowHeight > y
    }.map { inbox[$0] }
}

/// seed-001 E17.
@Test func rubberBandEmailList() {
    var physics = ScrollPhysics()
    physics.rubberBand = RubberBand(limits: EdgeValues(top: 50, left: 0, bottom: 50, right: 0))
    let range = scrollRange(content: Size(300, Double(inbox.count) * rowHeight))
    var motion = ScrollMotion(physics: physics, range: range, offset: Point(0, 44))
    // 6A: Bruce Walker at the top, Kim Brook at the bottom.
    #expect(visibleRows(at: motion.offset.y).first == "Bruce Walker")
    #expect(visibleRows(at: motion.offset.y).last == "Kim Brook")
    motion.touchDown()
    motion.beginDrag()
    motion.drag(translation: Vector(0, 44))
    // 6B: the list shifts down; Kim Brook leaves, Bruce Walker is second, Aaron Jones on top.
    let rows = visibleRows(at: motion.offset.y)
    #expect(!rows.contains("Kim Brook"))
    #expect(rows.prefix(2) == ["Aaron Jones", "Bruce Walker"])
    // 6C: the swipe continues; a blank area opens above Aaron Jones, shorter than 50.
    motion.drag(translation: Vector(0, 144))
    let blank = -motion.offset.y
    #expect(blank > 0 && blank < 50)
    // 6D: the finger lifts; the list slides back until Aaron Jones is exactly at the top.
    motion.endDrag(fingerVelocity: Vector(0, 300))
    #expect(motion.phase == .bouncing)
    runToRest(&motion)
    #expect(motion.offset.y == 0)
    #expect(visibleRows(at: motion.offset.y).first == "Aaron Jones")
}

/// seed-001 E17.
@Test(arguments: [false, true])
func numericRubberBand(hardClamp: Bool) {
    var physics = ScrollPhysics()
    physics.rubberBand = RubberBand(limits: EdgeValues(top: 50, left: 0, bottom: 50, right: 0), hardClamp: hardClamp)
    var motion = ScrollMotion(physics: physics, range: scrollRange(content: Size(300, 1000)))
    motion.touchDown()
    motion.beginDrag()
    motion.drag(translation: Vector(0, 200))
    let shown = -motion.offset.y
    if hardClamp { #expect(shown == 50) } else { #expect(shown > 0 && shown < 50) }
    motion.endDrag(fingerVelocity: .zero)
    runToRest(&motion)
    #expect(motion.offset.y == 0)
}

// MARK: E18 — default (seed: top and bottom) vs four-way rubber band (R44)

/// seed-001 E18.
@Test func defaultTopBottomVersusFourWayRubberBand() {
    var physics = ScrollPhysics()
    physics.rubberBand = .topAndBottom  // the seed's default (A:98–99)
    let range = scrollRange(content: Size(1000, 1000))
    var motion = ScrollMotion(physics: physics, range: range)
    motion.touchDown(); motion.beginDrag(); motion.drag(translation: Vector(40, 0))
    #expect(motion.overscroll.dx == 0)

    physics.rubberBand.allowsFourWayRubberBanding = true
    motion = ScrollMotion(physics: physics, range: range)
    motion.touchDown(); motion.beginDrag(); motion.drag(translation: Vector(40, 0))
    #expect(-motion.overscroll.dx > 0 && -motion.overscroll.dx < RubberBand.defaultHeight)

    physics.rubberBand = .topAndBottom
    physics.rubberBand.setRubberBand(20, for: [.top])
    #expect(physics.rubberBand.limits.bottom == RubberBand.defaultHeight)
    motion = ScrollMotion(physics: physics, range: range)
    motion.touchDown(); motion.beginDrag(); motion.drag(translation: Vector(0, 500))
    #expect(-motion.overscroll.dy > 0 && -motion.overscroll.dy <= 20)
    motion = ScrollMotion(physics: physics, range: range, offset: Point(0, 700))
    motion.touchDown(); motion.beginDrag(); motion.drag(translation: Vector(0, -500))
    #expect(motion.overscroll.dy > 20 && motion.overscroll.dy < RubberBand.defaultHeight)
}

/// seed-001 E18.
@Test func booleanSwitchesSetTheSeedHeight() {
    var band = RubberBand(limits: .zero)
    band.allowsRubberBanding = true
    #expect(band.limits == EdgeValues(top: 100, left: 0, bottom: 100, right: 0))
    band.allowsFourWayRubberBanding = true
    #expect(band.limits == EdgeValues(all: 100))
    band.allowsRubberBanding = false
    #expect(band.limits == EdgeValues(top: 0, left: 100, bottom: 0, right: 100))
    band.allowsFourWayRubberBanding = false
    #expect(band.limits == .zero)
}

// MARK: E19 — bounce (R45–R48)

/// seed-001 E19.
@Test func bounceBoundedDampedReturnEndsAtEdge() {
    var physics = ScrollPhysics()
    physics.bounceLimits.bottom = BounceLimits(minimum: 0, maximum: 30)
    var motion = ScrollMotion(physics: physics, range: scrollRange(content: Size(300, 1000)), offset: Point(0, 600))
    fling(&motion, fingerVelocity: Vector(0, -3000))
    let run = runToRest(&motion)
    let ys = run.offsets.map(\.y)
    let peak = ys.max() ?? 0
    #expect(peak > 700 && peak <= 730)
    #expect(run.phases.contains(.bouncing))
    // It reverses after the peak and ends exactly at the edge.
    let peakIndex = ys.firstIndex(of: peak) ?? 0
    #expect(ys[peakIndex...].allSatisfy { $0 >= 700 })
    #expect(zip(ys[peakIndex...], ys[peakIndex...].dropFirst()).allSatisfy { $0 >= $1 })
    #expect(motion.offset.y == 700)
    #expect(motion.phase == .resting)
}

/// seed-001 E19.
@Test func bounceCurveStopsAtTheTurnAndReturnsDamped() {
    let b = BounceMotion(edge: 700, direction: 1, speed: 500, peak: 25)
    #expect(b.velocity(at: 0) == 500)                   // leaves the edge at the incoming speed
    #expect(b.velocity(at: b.outgoingDuration) == 0)    // zero at the turning point
    #expect(b.offset(at: b.outgoingDuration) == 725)
    #expect(b.offset(at: b.duration) == 700)            // exactly at the edge
    #expect(b.velocity(at: b.duration) == 0)
    // At equal distances from the edge the return is slower than the approach.
    for i in 1..<50 {
        let d = 25 * Double(i) / 50
        let tOut = b.outgoingDuration * (1 - (1 - d / 25).squareRoot())
        var lo = b.outgoingDuration, hi = b.duration  // bisect the return for the same distance
        for _ in 0..<60 { let mid = (lo + hi) / 2; if b.overshoot(at: mid) > d { lo = mid } else { hi = mid } }
        #expect(abs(b.velocity(at: lo)) < abs(b.velocity(at: tOut)))
    }
}

/// seed-001 E19.
@Test func noBounceStopsExactlyAtEdge() {
    var physics = ScrollPhysics()
    physics.bounces = false
    var motion = ScrollMotion(physics: physics, range: scrollRange(content: Size(300, 1000)), offset: Point(0, 600))
    fling(&motion, fingerVelocity: Vector(0, -3000))
    let run = runToRest(&motion)
    #expect(run.offsets.allSatisfy { $0.y <= 700 })
    #expect(!run.phases.contains(.bouncing))
    #expect(motion.offset.y == 700)
}

// MARK: E20 — indicators (R49, R50)

/// seed-001 E20.
@Test func indicatorsShowOnDownFadeOnUp() {
    var motion = ScrollMotion(range: scrollRange(content: Size(300, 1000)), indicatorFadeDuration: 0.3)
    #expect(motion.indicators.alpha == 0)
    motion.touchDown()
    #expect(motion.indicators.alpha == 1)
    motion.touchUp()
    #expect(motion.indicators.isFading)
    var alphas: [Double] = []
    while motion.isRunning { motion.tick(); alphas.append(motion.indicators.alpha) }
    #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 > $1 })
    #expect(alphas.last == 0)
    #expect(alphas.count == 18)  // 0.3 s at 60 Hz
}

/// seed-001 E20.
@Test func indicatorsPinToContentOrWindow() {
    let range = scrollRange(content: Size(300, 1000))
    let viewport = Size(300, 300)
    let window = ScrollIndicatorGeometry(pinsToContent: false)
    let content = ScrollIndicatorGeometry(pinsToContent: true)
    let track = window.trackRect(for: .vertical, viewport: viewport)
    // At rest at the top both sit at the top of the track.
    #expect(window.frame(for: .vertical, offset: .zero, range: range, viewport: viewport).minY == track.minY)
    // Rubber-banded 20 past the top: the window-pinned one stays, the content-pinned one moves with the content.
    let over = Point(0, -20)
    #expect(window.frame(for: .vertical, offset: over, range: range, viewport: viewport).minY == track.minY)
    #expect(content.frame(for: .vertical, offset: over, range: range, viewport: viewport).minY == track.minY + 20)
    // At the bottom edge the indicator ends at the track's end.
    let bottom = window.frame(for: .vertical, offset: Point(0, 700), range: range, viewport: viewport)
    #expect(abs(bottom.maxY - track.maxY) < 1e-9)
    // The seed's scrollIndicatorRect replaces the track (A:88).
    let custom = ScrollIndicatorGeometry(indicatorRect: Rect(10, 10, 4, 100))
    #expect(custom.frame(for: .vertical, offset: .zero, range: range, viewport: viewport).origin == Point(10, 10))
}

// MARK: E22 — thumb rejection: the classifier (R11, A13)

/// seed-001 E22.
@Test func largeContactIsClassifiedInadvertent() {
    let classifier = ThumbContactClassifier(maximumMajorAxis: 25, edgeWidth: nil)
    let screen = Rect(0, 0, 320, 480)
    #expect(classifier.isInadvertent(majorAxis: 30, at: Point(160, 240), screen: screen))
    #expect(!classifier.isInadvertent(majorAxis: 20, at: Point(160, 240), screen: screen))
    #expect(!classifier.isInadvertent(majorAxis: 25, at: Point(160, 240), screen: screen))
}

/// seed-001 E22.
@Test func edgeWidthLimitsRejectionToTheScreenEdge() {
    let classifier = ThumbContactClassifier(maximumMajorAxis: 25, edgeWidth: 30)
    let screen = Rect(0, 0, 320, 480)
    #expect(classifier.isInadvertent(majorAxis: 40, at: Point(5, 240), screen: screen))
    #expect(classifier.isInadvertent(majorAxis: 40, at: Point(160, 470), screen: screen))
    #expect(!classifier.isInadvertent(majorAxis: 40, at: Point(160, 240), screen: screen))
    // Unknown sizes are never rejected.
    #expect(!classifier.isInadvertent(majorAxis: .nan, at: Point(5, 240), screen: screen))
    #expect(!classifier.isInadvertent(majorAxis: 0, at: Point(5, 240), screen: screen))
    #expect(!classifier.isInadvertent(majorAxis: 40, at: Point(.nan, 240), screen: screen))
}
