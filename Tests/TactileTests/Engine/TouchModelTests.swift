import Testing
@testable import Tactile
import TactileTestSupport

// seed-002 §5 examples about the touch data structure and delivery (X1–X3,
// X13–X18), on the Fig. 3 fixture.

private typealias S = Fig3

/// seed-002 X1.
@Test func lowestLevelDelivery() {
    let f = Fig3()
    var touch: Touch?
    f.back312.onCallback = { _, ts, _ in touch = ts.anyTouch }
    f.down(1, 30, 40, at: 0)
    #expect(f.log.lines == ["312 began [1]"])
    let t = try! #require(touch)
    #expect(t.view === f.back312)
    #expect(t.window === f.window)
    #expect(t.locationInView == Point(30, 20))
    #expect(t.location(in: nil) == Point(30, 40))
    #expect(t.location(in: f.titleBar302) == Point(30, 20))
}

/// seed-002 X2.
@Test func snapshotPhasesOverTime() {
    let f = Fig3()
    // A second finger on 306 moves at f2, so f2's event carries t1 as stationary.
    var t1AtF2: Snapshot?
    f.button306.onCallback = { method, _, event in
        guard method == "moved", let t1 = event.allTouches.first(where: { $0.id == 1 }) else { return }
        t1AtF2 = Snapshot(id: 1, phase: t1.phase, timestamp: t1.timestamp, locationInView: t1.locationInView,
                          previousLocationInView: t1.previousLocation(in: t1.view), tapCount: t1.tapCount,
                          isFirstTouchForView: t1.isFirstTouchForView, info: t1.info)
    }
    f.frame(0.00, S.s(1, .began, 100, 80), S.s(2, .began, 40, 450))
    f.frame(0.01, S.s(2, .moved, 45, 450))
    f.frame(0.02, S.s(1, .moved, 110, 80))
    f.frame(0.03, S.s(1, .ended, 110, 80))
    #expect(f.log.calls(to: "304a").map(\.method) == ["began", "moved", "ended"])
    let shots = f.row304a.snapshots(of: 1)
    let mid = try! #require(t1AtF2)
    let all = [shots[0], mid, shots[1], shots[2]]
    #expect(all.map(\.phase) == [.began, .stationary, .moved, .ended])
    #expect(all.map(\.phase.rawValue) == [0, 2, 1, 3])
    #expect(all.map(\.timestamp) == [0.00, 0.01, 0.02, 0.03])
    #expect(shots[1].previousLocationInView == Point(100, 16))
    #expect(shots[1].locationInView == Point(110, 16))
    // R7: began's previous location equals its location; ended's is the prior snapshot's.
    #expect(shots[0].previousLocationInView == shots[0].locationInView)
    #expect(shots[2].locationInView == Point(110, 16))
    #expect(shots[2].previousLocationInView == Point(110, 16))
}

/// seed-002 X2.
@Test func explicitStationarySampleGivesNoIndividualCallback() {
    let f = Fig3()
    f.frame(0.00, S.s(1, .began, 100, 80))
    f.frame(0.01, S.s(1, .stationary, 100, 80))
    f.frame(0.02, S.s(1, .moved, 100, 80)) // same place: reported as stationary (R3)
    #expect(f.log.lines == ["304a began [1]"])
    #expect(f.dispatcher.activeTouches.first?.phase == .stationary)
}

/// seed-002 X3.
@Test func touchStaysWithItsViewWhenItLeaves() {
    let f = Fig3()
    f.down(1, 40, 450, at: 0)
    f.move(1, 120, 450, at: 0.1)
    f.up(1, 120, 450, at: 0.2)
    #expect(f.log.lines == ["306 began [1]", "306 moved [1]", "306 ended [1]"])
    #expect(f.button306.snapshots(of: 1)[1].locationInView == Point(120, 14))
    #expect(f.button307.snapshots.isEmpty)
}

/// seed-002 X13.
@Test func thirdTouchInMultiTouchView() {
    let f = Fig3()
    f.row304a.isMultipleTouchEnabled = true
    f.frame(0, S.s(1, .began, 40, 80), S.s(2, .began, 160, 80), S.s(3, .began, 280, 80))
    #expect(f.log.lines == ["304a began [1, 2, 3]"])
    #expect(f.row304a.eventTouchesForSelf == [["1:began", "2:began", "3:began"]])
    f.frame(0.1, S.s(2, .moved, 170, 80))
    #expect(f.row304a.eventTouchesForSelf.last == ["1:stationary", "2:moved", "3:stationary"])
}

/// seed-002 X14.
@Test func platformCancellation() {
    let f = Fig3()
    var phaseAtCancel: [TouchPhase] = []
    f.button306.onCallback = { m, ts, e in if m == "cancelled" { phaseAtCancel = e.allTouches.map(\.phase) } }
    f.down(1, 40, 450, at: 0)
    f.frame(0.1, S.s(1, .cancelled, 40, 450))
    #expect(f.log.lines == ["306 began [1]", "306 cancelled [1]"])
    #expect(phaseAtCancel == [.cancelled])
    #expect(phaseAtCancel.first?.rawValue == 4)
    // No later snapshot: further samples for the id reach nobody, no touchesEnded.
    f.move(1, 50, 450, at: 0.2)
    f.up(1, 50, 450, at: 0.3)
    #expect(f.log.lines == ["306 began [1]", "306 cancelled [1]"])
    #expect(f.dispatcher.activeTouches.isEmpty)
}

/// seed-002 X15.
@Test func tapCount() {
    var policy = DispatchPolicy()
    policy.maxTapDuration = 0.3; policy.maxTapInterval = 0.35; policy.maxTapDistance = 10
    let f = Fig3(policy: policy)
    f.down(1, 50, 450, at: 0.00); f.up(1, 50, 450, at: 0.10)
    f.down(1, 53, 452, at: 0.30); f.up(1, 53, 452, at: 0.40)
    f.down(1, 200, 450, at: 0.60); f.up(1, 200, 450, at: 0.70)
    f.down(1, 200, 450, at: 2.00); f.up(1, 200, 450, at: 2.10)
    let counts306 = f.button306.snapshots.map(\.tapCount)
    let counts308 = f.button308.snapshots.map(\.tapCount)
    #expect(counts306 == [1, 1, 2, 2])  // tap 2 keeps its count on every snapshot
    #expect(counts308 == [1, 1, 1, 1])
}

/// seed-002 X15.
@Test func heldTouchIsNotATap() {
    var policy = DispatchPolicy()
    policy.maxTapDuration = 0.3; policy.maxTapInterval = 0.35; policy.maxTapDistance = 10
    let f = Fig3(policy: policy)
    f.down(1, 50, 450, at: 0.00); f.up(1, 50, 450, at: 0.10)
    f.down(1, 53, 452, at: 0.30); f.up(1, 53, 452, at: 0.80)   // held 0.5 s
    f.down(1, 53, 452, at: 0.90); f.up(1, 53, 452, at: 0.95)
    #expect(f.button306.snapshots.map(\.tapCount) == [1, 1, 2, 2, 1, 1])
}

/// seed-002 X15.
@Test func nonTapBetweenTapsBreaksTheSequence() {
    // A long press right after a tap, then a quick tap within maxTapInterval of
    // the first tap's lift: the press broke the sequence, so the count restarts.
    var policy = DispatchPolicy()
    policy.maxTapDuration = 0.3; policy.maxTapInterval = 1.0; policy.maxTapDistance = 10
    let f = Fig3(policy: policy)
    f.down(1, 50, 450, at: 0.00); f.up(1, 50, 450, at: 0.05)
    f.down(1, 50, 450, at: 0.10); f.up(1, 50, 450, at: 0.50)  // not a tap
    f.down(1, 50, 450, at: 0.55); f.up(1, 50, 450, at: 0.60)
    #expect(f.button306.snapshots.map(\.tapCount) == [1, 1, 2, 2, 1, 1])
}

/// seed-002 X15.
@Test func movedTouchIsNotATap() {
    var policy = DispatchPolicy()
    policy.maxTapDistance = 10
    let f = Fig3(policy: policy)
    f.down(1, 50, 450, at: 0.00); f.move(1, 75, 450, at: 0.05); f.move(1, 50, 450, at: 0.08); f.up(1, 50, 450, at: 0.1)
    f.down(1, 50, 450, at: 0.2); f.up(1, 50, 450, at: 0.25)
    #expect(f.button306.snapshots.filter { $0.phase == .began }.map(\.tapCount) == [1, 1])
}

private func swipeInfo(from a: Point, to b: Point, duration: Double, orientation: InterfaceOrientation = .portrait) -> (moved: TouchInfo, ended: TouchInfo) {
    var policy = DispatchPolicy()
    policy.minSwipeDistance = 30; policy.maxSwipeDuration = 0.5; policy.minSwipeStraightness = 0.8
    policy.interfaceOrientation = orientation
    let f = Fig3(policy: policy)
    f.down(1, a.x, a.y, at: 0)
    f.move(1, b.x, b.y, at: duration)
    f.up(1, b.x, b.y, at: duration)
    let shots = f.table303.snapshots(of: 1)
    return (shots[1].info, shots[2].info)
}

/// seed-002 X16.
@Test func swipeInfo_X16() {
    let up = swipeInfo(from: Point(160, 300), to: Point(160, 200), duration: 0.15)
    #expect(up.moved == [.swipedUp] && up.ended == [.swipedUp])
    let diagonal = swipeInfo(from: Point(100, 300), to: Point(200, 200), duration: 0.15)
    #expect(diagonal.ended == [.swipedUp, .swipedRight])
    let short = swipeInfo(from: Point(160, 300), to: Point(165, 295), duration: 0.15)
    #expect(short.ended == [])
    let slow = swipeInfo(from: Point(160, 300), to: Point(160, 200), duration: 0.9)
    #expect(slow.ended == [])
    // ±22.5° of an axis sets one bit: 20° off vertical is still just "up".
    let near = swipeInfo(from: Point(160, 300), to: Point(160 + 100 * 0.36397, 200), duration: 0.15)
    #expect(near.ended == [.swipedUp])
}

/// seed-002 X16.
@Test func curvedPathIsNotASwipe() {
    var policy = DispatchPolicy()
    policy.minSwipeStraightness = 0.8
    let f = Fig3(policy: policy)
    f.down(1, 100, 300, at: 0)
    f.move(1, 200, 250, at: 0.05)   // out and back: path 2×112, displacement 100
    f.move(1, 100, 200, at: 0.1)
    f.up(1, 100, 200, at: 0.1)
    #expect(f.table303.snapshots(of: 1).last?.info == [])
}

/// seed-002 X16.
@Test func swipeBitsFollowInterfaceOrientation() {
    let a = Point(160, 300), b = Point(160, 200)   // physically upward
    let portrait = swipeInfo(from: a, to: b, duration: 0.15, orientation: .portrait).ended
    let right = swipeInfo(from: a, to: b, duration: 0.15, orientation: .landscapeRight).ended
    let left = swipeInfo(from: a, to: b, duration: 0.15, orientation: .landscapeLeft).ended
    let upsideDown = swipeInfo(from: a, to: b, duration: 0.15, orientation: .portraitUpsideDown).ended
    #expect(portrait == [.swipedUp])
    #expect(right != portrait && (right == [.swipedLeft] || right == [.swipedRight]))
    #expect(left != portrait && (left == [.swipedLeft] || left == [.swipedRight]))
    #expect(left != right)
    #expect(upsideDown == [.swipedDown])
    // Rotating consistently: a physical rightward swipe in landscapeRight is the
    // UI direction that a physical upward swipe has in landscapeLeft, reversed.
    let rightward = swipeInfo(from: Point(100, 300), to: Point(200, 300), duration: 0.15, orientation: .landscapeRight).ended
    #expect(rightward == [.swipedUp] || rightward == [.swipedDown])
}

/// seed-002 X17.
@Test func firstTouchForView() {
    let f = Fig3()
    f.down(1, 100, 450, at: 0); f.move(1, 105, 450, at: 0.1); f.up(1, 105, 450, at: 0.2)
    f.down(2, 100, 450, at: 1); f.up(2, 100, 450, at: 1.1)
    #expect(f.button307.snapshots(of: 1).map(\.isFirstTouchForView) == [true, true, true])
    #expect(f.button307.snapshots(of: 2).map(\.isFirstTouchForView) == [false, false])
    // A newly instantiated view in the same place starts over.
    let fresh = RecordingView("307'", frame: f.button307.frame, log: f.log)
    f.button307.removeFromSuperview()
    f.buttonBar305.addSubview(fresh)
    f.down(3, 100, 450, at: 2); f.up(3, 100, 450, at: 2.1)
    #expect(fresh.snapshots(of: 3).map(\.isFirstTouchForView) == [true, true])
}

/// seed-002 X17.
@Test func ignoredTouchDoesNotConsumeFirst() {
    let f = Fig3()
    f.button306.isExclusiveTouch = true
    f.down(1, 40, 450, at: 0)
    f.down(2, 100, 450, at: 0.1)       // ignored (R20)
    f.up(2, 100, 450, at: 0.2); f.up(1, 40, 450, at: 0.3)
    f.down(3, 100, 450, at: 1)
    #expect(f.button307.snapshots(of: 3).map(\.isFirstTouchForView) == [true])
}

/// seed-002 X18.
@Test func collectiveResponder() {
    let f = Fig3()
    let row = RecordingView("304a*", frame: f.row304a.frame, log: f.log)
    row.collective = true
    row.isMultipleTouchEnabled = true
    f.row304a.removeFromSuperview()
    f.table303.insertSubview(row, at: 0)
    f.down(1, 40, 80, at: 0)
    f.frame(0.1, S.s(1, .moved, 50, 80), S.s(2, .began, 200, 80))
    #expect(row.changed == [["1:began"], ["1:moved", "2:began"]])
    #expect(f.log.calls(to: "304a*").isEmpty)   // no touchesBegan / touchesMoved
    // Stationary-only frames are not sent unless asked for (R17).
    f.frame(0.2, S.s(1, .stationary, 50, 80), S.s(2, .stationary, 200, 80))
    #expect(row.changed.count == 2)
    f.dispatcher.policy.deliversStationaryOnlyEvents = true
    f.frame(0.3, S.s(1, .stationary, 50, 80), S.s(2, .stationary, 200, 80))
    #expect(row.changed.count == 3 && row.changed.last == ["1:stationary", "2:stationary"])
    f.frame(0.4, S.s(1, .ended, 50, 80), S.s(2, .cancelled, 200, 80))
    #expect(row.changed.last == ["1:ended", "2:cancelled"])
}

@Test func touch_previousLocationInViewIsInTheHitViewsCoordinates() {
    let f = Fig3()
    var pairs: [(Point, Point)] = []
    f.back312.onCallback = { _, ts, _ in
        if let t = ts.anyTouch { pairs.append((t.locationInView, t.previousLocationInView)) }
    }
    f.down(1, 30, 40, at: 0)
    f.move(1, 35, 45, at: 0.1)
    #expect(pairs.count == 2)
    #expect(pairs.last?.0 == Point(35, 25) && pairs.last?.1 == Point(30, 20))
}
