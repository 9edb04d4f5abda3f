import Testing
@testable import Tactile

@Suite struct LongPressGestureRecognizerTests {
    @Test func defaults() {
        let lp = LongPressGestureRecognizer()
        #expect(lp.minimumPressDuration == 0.5)
        #expect(lp.allowableMovement == 10)
        #expect(lp.numberOfTouchesRequired == 1)
        #expect(lp.numberOfTapsRequired == 0)
        #expect(lp.maximumTapInterval == 0.35)
        #expect(lp.maximumTapDistance == 45)
        #expect(lp.isContinuous)
    }

    @Test func beginsAtTheTimerChangesOnMovementAndEndsOnLift() {
        let h = RecognizerHarness()
        let lp = h.add(LongPressGestureRecognizer(), "lp")
        var locations: [Point] = []
        lp.addAction { g in locations.append(g.location(in: nil)) }
        h.down(1, 100, 100, at: 0)
        h.move(1, 105, 100, at: 0.2)   // within 10 pt
        h.advance(to: 0.49)
        #expect(lp.state == .possible)
        h.advance(to: 0.5)
        #expect(lp.state == .began)
        h.move(1, 200, 150, at: 0.7)   // any movement after it began
        #expect(lp.state == .changed)
        h.up(1, 210, 150, at: 0.8)
        #expect(h.actions("lp") == ["began", "changed", "ended"])
        #expect(locations == [Point(105, 100), Point(200, 150), Point(210, 150)])
        #expect(lp.state == .possible)
    }

    @Test func liftBeforeTheTimerFails() {
        let h = RecognizerHarness()
        h.add(LongPressGestureRecognizer(), "lp")
        h.tap(1, 100, 100, at: 0, duration: 0.4)
        h.advance(to: 1)
        #expect(h.log.lines.contains("lp: possible->failed"))
        #expect(h.actions("lp").isEmpty)
    }

    @Test func movementBeyondAllowableMovementBeforeTheTimerFails() {
        let h = RecognizerHarness()
        h.add(LongPressGestureRecognizer(), "lp")
        h.down(1, 100, 100, at: 0)
        h.move(1, 100, 111, at: 0.2)
        #expect(h.log.lines.contains("lp: possible->failed"))
        h.advance(to: 1)
        #expect(h.actions("lp").isEmpty)
    }

    @Test func minimumPressDurationAndAllowableMovementAreConfigurable() {
        let h = RecognizerHarness()
        let lp = h.add(LongPressGestureRecognizer(), "lp")
        lp.minimumPressDuration = 1.2
        lp.allowableMovement = 40
        h.down(1, 100, 100, at: 0)
        h.move(1, 130, 100, at: 0.5)
        h.advance(to: 1.1)
        #expect(lp.state == .possible)
        h.advance(to: 1.2)
        #expect(lp.state == .began)
        h.up(1, 130, 100, at: 1.3)
        #expect(h.actions("lp") == ["began", "ended"])
    }

    @Test func twoFingerLongPress() {
        let h = RecognizerHarness()
        let lp = h.add(LongPressGestureRecognizer(), "lp")
        lp.numberOfTouchesRequired = 2
        h.down(1, 100, 100, at: 0)
        h.down(2, 200, 100, at: 0.1)
        h.advance(to: 0.55)   // 0.45 s after the second finger
        #expect(lp.state == .possible)
        h.advance(to: 0.6)
        #expect(lp.state == .began)
        #expect(lp.location(in: nil) == Point(150, 100))
        h.up(2, 200, 100, at: 0.8)
        #expect(h.actions("lp") == ["began", "ended"])
    }

    @Test func twoFingerLongPressFailsWithOneFinger() {
        let h = RecognizerHarness()
        let lp = h.add(LongPressGestureRecognizer(), "lp")
        lp.numberOfTouchesRequired = 2
        h.down(1, 100, 100, at: 0)
        h.advance(to: 2)
        #expect(lp.state == .possible)   // still waiting for the second finger
        h.up(1, 100, 100, at: 2.1)
        #expect(h.log.lines.contains("lp: possible->failed"))
        #expect(h.actions("lp").isEmpty)
    }

    @Test func tooManyFingersFail() {
        let h = RecognizerHarness()
        h.add(LongPressGestureRecognizer(), "lp")
        h.down(1, 100, 100, at: 0)
        h.down(2, 200, 100, at: 0.1)
        #expect(h.log.lines.contains("lp: possible->failed"))
    }

    @Test func fingersLandingAfterItBeganAreIgnored() {
        let h = RecognizerHarness()
        let lp = h.add(LongPressGestureRecognizer(), "lp")
        h.down(1, 100, 100, at: 0)
        h.advance(to: 0.6)
        h.down(2, 300, 300, at: 0.7)
        #expect(lp.state == .began)
        #expect(lp.numberOfTouches == 1)
        h.up(2, 300, 300, at: 0.8)
        #expect(lp.state == .began)
        h.up(1, 100, 100, at: 0.9)
        #expect(h.actions("lp") == ["began", "ended"])
    }

    @Test func tapThenHold() {
        let h = RecognizerHarness()
        let lp = h.add(LongPressGestureRecognizer(), "lp")
        lp.numberOfTapsRequired = 1
        h.tap(1, 100, 100, at: 0, duration: 0.1)
        #expect(lp.tapsCompleted == 1)
        h.down(1, 105, 100, at: 0.3)
        h.advance(to: 0.79)
        #expect(lp.state == .possible)
        h.advance(to: 0.8)
        #expect(lp.state == .began)
        h.up(1, 105, 100, at: 1)
        #expect(h.actions("lp") == ["began", "ended"])
    }

    @Test func tapThenHoldFailsWithoutTheTap() {
        let h = RecognizerHarness()
        let lp = h.add(LongPressGestureRecognizer(), "lp")
        lp.numberOfTapsRequired = 1
        h.down(1, 100, 100, at: 0)
        h.advance(to: 0.6)   // held at once: the tap never came
        #expect(h.log.lines.contains("lp: possible->failed"))
    }

    @Test func tapThenHoldFailsWhenThePressComesTooLateOrTooFar() {
        let late = RecognizerHarness()
        let lp1 = late.add(LongPressGestureRecognizer(), "lp")
        lp1.numberOfTapsRequired = 1
        late.tap(1, 100, 100, at: 0)
        late.advance(to: 0.5)
        #expect(late.log.lines.contains("lp: possible->failed"))

        let far = RecognizerHarness()
        let lp2 = far.add(LongPressGestureRecognizer(), "lp")
        lp2.numberOfTapsRequired = 1
        far.tap(1, 100, 100, at: 0)
        far.down(1, 100, 160, at: 0.2)
        #expect(far.log.lines.contains("lp: possible->failed"))
    }

    @Test func tapThenHoldWithConfiguredIntervalAndDistance() {
        let h = RecognizerHarness()
        let lp = h.add(LongPressGestureRecognizer(), "lp")
        lp.numberOfTapsRequired = 2
        lp.maximumTapInterval = 0.6
        lp.maximumTapDistance = 80
        h.tap(1, 100, 100, at: 0)
        h.tap(1, 170, 100, at: 0.6)
        h.down(1, 170, 100, at: 1.2)
        h.advance(to: 1.7)
        #expect(lp.state == .began)
    }

    @Test func cancelledBeforeTheTimerFails() {
        let h = RecognizerHarness()
        h.add(LongPressGestureRecognizer(), "lp")
        h.down(1, 100, 100, at: 0)
        h.cancel(1, 100, 100, at: 0.2)
        h.advance(to: 1)
        #expect(h.log.lines.contains("lp: possible->failed"))
        #expect(h.actions("lp").isEmpty)
    }

    @Test func cancelledAfterBeganIsCancelled() {
        let h = RecognizerHarness()
        h.add(LongPressGestureRecognizer(), "lp")
        h.down(1, 100, 100, at: 0)
        h.advance(to: 0.6)
        h.cancel(1, 100, 100, at: 0.7)
        #expect(h.actions("lp") == ["began", "cancelled"])
    }

    @Test func longPressBeatsPanWhenHeldStill() {
        let h = RecognizerHarness()
        let lp = h.add(LongPressGestureRecognizer(), "lp")
        h.add(PanGestureRecognizer(), "pan")
        h.down(1, 100, 100, at: 0)
        h.advance(to: 0.5)
        #expect(lp.state == .began)
        #expect(h.log.lines.contains("pan: possible->failed"))
        h.move(1, 200, 100, at: 0.6)
        h.up(1, 200, 100, at: 0.7)
        #expect(h.actions("lp") == ["began", "changed", "ended"])
        #expect(h.actions("pan").isEmpty)
    }

    @Test func panBeatsLongPressOnADrag() {
        let h = RecognizerHarness()
        h.add(LongPressGestureRecognizer(), "lp")
        h.add(PanGestureRecognizer(), "pan")
        h.drag(from: Point(100, 100), to: Point(200, 100), at: 0, duration: 0.2, interval: 0.02)
        #expect(h.log.lines.contains("lp: possible->failed"))
        #expect(h.actions("pan").first == "began")
        #expect(h.actions("pan").last == "ended")
        #expect(h.actions("lp").isEmpty)
    }

    @Test func panRequiringLongPressToFailBeginsOnceTheLongPressFails() throws {
        let h = RecognizerHarness()
        let lp = h.add(LongPressGestureRecognizer(), "lp")
        lp.allowableMovement = 30
        let pan = h.add(PanGestureRecognizer(), "pan")
        try pan.require(toFail: lp)
        h.down(1, 100, 100, at: 0)
        h.move(1, 120, 100, at: 0.1)   // past the pan's hysteresis, within the long press's movement
        #expect(pan.state == .possible)
        #expect(pan.isWaitingForFailureRequirements)
        h.move(1, 140, 100, at: 0.2)   // the long press fails: the pan begins
        #expect(Array(h.log.lines.suffix(3)) == ["lp: possible->failed", "pan: possible->began", "pan! began"])
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == Vector(40, 0))
        h.up(1, 140, 100, at: 0.3)
        #expect(h.actions("pan") == ["began", "ended"])
    }
}
