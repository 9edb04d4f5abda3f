import Testing
@testable import Tactile

@Suite struct TapGestureRecognizerTests {
    @Test func defaults() {
        let tap = TapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
        #expect(tap.allowableMovement == 10)
        #expect(tap.maximumPressDuration == 0.5)
        #expect(tap.maximumTapInterval == 0.35)
        #expect(tap.maximumTapDistance == 45)
        #expect(!tap.isContinuous)
    }

    @Test func singleTapIsRecognizedAtLiftWhereItHappened() {
        let h = RecognizerHarness(view: Rect(50, 100, 200, 200))
        let tap = h.add(TapGestureRecognizer(), "tap")
        h.down(1, 100, 150, at: 0)
        #expect(tap.state == .possible)
        h.move(1, 104, 153, at: 0.05)
        var location = Point.zero
        var windowLocation = Point.zero
        tap.addAction { g in location = g.location(in: h.view); windowLocation = g.location(in: nil) }
        h.up(1, 104, 153, at: 0.1)
        #expect(h.actions("tap") == ["ended"])
        #expect(location == Point(54, 53))
        #expect(windowLocation == Point(104, 153))
        #expect(tap.state == .possible)  // reset after the sequence
    }

    @Test func movementBeyondAllowableMovementFails() {
        let h = RecognizerHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        h.down(1, 100, 100, at: 0)
        h.move(1, 108, 106, at: 0.05)   // 10 pt exactly: still a tap
        #expect(tap.state == .possible)
        h.move(1, 109, 106, at: 0.06)
        #expect(h.log.lines.contains("tap: possible->failed"))
        h.up(1, 109, 106, at: 0.1)
        #expect(h.actions("tap").isEmpty)
    }

    @Test func movementAtLiftCounts() {
        let h = RecognizerHarness()
        h.add(TapGestureRecognizer(), "tap")
        h.down(1, 100, 100, at: 0)
        h.up(1, 100, 130, at: 0.05)
        #expect(h.actions("tap").isEmpty)
        #expect(h.log.lines.contains("tap: possible->failed"))
    }

    @Test func allowableMovementIsConfigurable() {
        let h = RecognizerHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        tap.allowableMovement = 30
        h.down(1, 100, 100, at: 0)
        h.move(1, 125, 100, at: 0.05)
        h.up(1, 125, 100, at: 0.1)
        #expect(h.actions("tap") == ["ended"])
    }

    @Test func pressLongerThanMaximumPressDurationFailsAtTheTimeout() {
        let h = RecognizerHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        h.down(1, 100, 100, at: 0)
        h.advance(to: 0.49)
        #expect(tap.state == .possible)
        h.advance(to: 0.51)
        #expect(h.log.lines.contains("tap: possible->failed"))
        h.up(1, 100, 100, at: 0.6)
        #expect(h.actions("tap").isEmpty)
    }

    @Test func maximumPressDurationIsConfigurable() {
        let h = RecognizerHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        tap.maximumPressDuration = 2
        h.tap(1, 100, 100, at: 0, duration: 1.5)
        #expect(h.actions("tap") == ["ended"])
    }

    @Test func doubleTapIsRecognizedAtTheSecondLift() {
        let h = RecognizerHarness()
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        h.tap(1, 100, 100, at: 0)
        #expect(double.state == .possible)
        #expect(double.tapsCompleted == 1)
        h.tap(1, 130, 120, at: 0.3)   // 36 pt away, 0.25 s after the lift
        #expect(h.actions("double") == ["ended"])
    }

    @Test func doubleTapFailsWhenTheSecondTapComesTooLate() {
        let h = RecognizerHarness()
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        h.tap(1, 100, 100, at: 0)
        h.advance(to: 0.39)   // lift at 0.05 + 0.35 = 0.40
        #expect(double.state == .possible)
        h.advance(to: 0.41)
        #expect(h.log.lines.contains("double: possible->failed"))
        h.tap(1, 100, 100, at: 0.45)
        #expect(h.actions("double").isEmpty)
    }

    @Test func maximumTapIntervalIsConfigurable() {
        let h = RecognizerHarness()
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        double.maximumTapInterval = 1
        h.tap(1, 100, 100, at: 0)
        h.tap(1, 100, 100, at: 0.8)
        #expect(h.actions("double") == ["ended"])
    }

    @Test func doubleTapFailsWhenTheSecondTapLandsTooFarAway() {
        let h = RecognizerHarness()
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        h.tap(1, 100, 100, at: 0)
        h.tap(1, 150, 100, at: 0.2)
        #expect(h.actions("double").isEmpty)
        #expect(h.log.lines.contains("double: possible->failed"))
    }

    @Test func maximumTapDistanceIsConfigurable() {
        let h = RecognizerHarness()
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        double.maximumTapDistance = 60
        h.tap(1, 100, 100, at: 0)
        h.tap(1, 150, 100, at: 0.2)
        #expect(h.actions("double") == ["ended"])
    }

    @Test func tripleTap() {
        let h = RecognizerHarness()
        let triple = h.add(TapGestureRecognizer(), "triple")
        triple.numberOfTapsRequired = 3
        h.tap(1, 100, 100, at: 0)
        h.tap(1, 100, 100, at: 0.2)
        #expect(triple.state == .possible)
        h.tap(1, 100, 100, at: 0.4)
        #expect(h.actions("triple") == ["ended"])
    }

    @Test func twoFingerTapInOneFrame() {
        let h = RecognizerHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        tap.numberOfTouchesRequired = 2
        var location = Point.zero
        tap.addAction { g in location = g.location(in: nil) }
        h.frame(0, [TouchSample(id: 1, phase: .began, location: Point(100, 100)),
                    TouchSample(id: 2, phase: .began, location: Point(160, 120))])
        h.frame(0.1, [TouchSample(id: 1, phase: .ended, location: Point(100, 100)),
                      TouchSample(id: 2, phase: .ended, location: Point(160, 120))])
        #expect(h.actions("tap") == ["ended"])
        #expect(location == Point(130, 110))
    }

    @Test func twoFingerTapWithStaggeredFingers() {
        let h = RecognizerHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        tap.numberOfTouchesRequired = 2
        h.down(1, 100, 100, at: 0)
        h.down(2, 160, 100, at: 0.04)
        h.up(1, 100, 100, at: 0.1)
        #expect(tap.state == .possible)
        h.up(2, 160, 100, at: 0.13)
        #expect(h.actions("tap") == ["ended"])
    }

    @Test func twoFingerTapFailsWithOneFinger() {
        let h = RecognizerHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        tap.numberOfTouchesRequired = 2
        h.tap(1, 100, 100, at: 0)
        #expect(h.actions("tap").isEmpty)
        #expect(h.log.lines.contains("tap: possible->failed"))
    }

    @Test func oneFingerTapFailsWhenASecondFingerLands() {
        let h = RecognizerHarness()
        h.add(TapGestureRecognizer(), "tap")
        h.down(1, 100, 100, at: 0)
        h.down(2, 150, 100, at: 0.02)
        #expect(h.log.lines.contains("tap: possible->failed"))
        h.up(1, 100, 100, at: 0.1)
        h.up(2, 150, 100, at: 0.1)
        #expect(h.actions("tap").isEmpty)
    }

    @Test func fingerLandingAfterAnotherLiftedFailsTheTap() {
        let h = RecognizerHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        tap.numberOfTouchesRequired = 2
        h.down(1, 100, 100, at: 0)
        h.down(2, 150, 100, at: 0.02)
        h.up(1, 100, 100, at: 0.05)
        h.down(3, 120, 100, at: 0.06)
        #expect(h.log.lines.contains("tap: possible->failed"))
    }

    @Test func twoFingerDoubleTap() {
        let h = RecognizerHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        tap.numberOfTouchesRequired = 2
        tap.numberOfTapsRequired = 2
        for start in [0.0, 0.25] {
            h.frame(start, [TouchSample(id: 1, phase: .began, location: Point(100, 100)),
                            TouchSample(id: 2, phase: .began, location: Point(150, 100))])
            h.frame(start + 0.08, [TouchSample(id: 1, phase: .ended, location: Point(100, 100)),
                                   TouchSample(id: 2, phase: .ended, location: Point(150, 100))])
        }
        #expect(h.actions("tap") == ["ended"])
    }

    @Test func cancelledTouchFailsTheTap() {
        let h = RecognizerHarness()
        h.add(TapGestureRecognizer(), "tap")
        h.down(1, 100, 100, at: 0)
        h.cancel(1, 100, 100, at: 0.05)
        #expect(h.log.lines.contains("tap: possible->failed"))
        #expect(h.actions("tap").isEmpty)
    }

    @Test func recognizesAgainAfterReset() {
        let h = RecognizerHarness()
        h.add(TapGestureRecognizer(), "tap")
        h.tap(1, 100, 100, at: 0)
        h.tap(1, 300, 300, at: 1)
        #expect(h.actions("tap") == ["ended", "ended"])
    }

    @Test func seed003_tapNeverPreventsATapWithAHigherTapCount() {
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        #expect(!single.canPrevent(double))
        #expect(single.canPrevent(TapGestureRecognizer()))
        #expect(double.canPrevent(single))
        #expect(!double.canBePrevented(by: single))
        #expect(single.canBePrevented(by: double))
        // On one view, without a failure requirement: the single tap fires on the
        // first tap and the double tap still recognizes on the second. The single
        // tap, reset as soon as its touch lifted (UIKit's reset rule), fires on
        // the second tap too; seed-000's sequence-wide reset keeps it recognized
        // until the double tap is over.
        for rule in [RecognizerResetRule.whenItsTouchesLift, .whenSequenceEnds] {
            let single = TapGestureRecognizer()
            let double = TapGestureRecognizer()
            double.numberOfTapsRequired = 2
            let h = RecognizerHarness()
            h.dispatcher.policy.recognizerReset = rule
            h.add(single, "single")
            h.add(double, "double")
            h.tap(1, 100, 100, at: 0)
            #expect(h.actions("single") == ["ended"])
            h.tap(1, 100, 100, at: 0.2)
            #expect(h.actions("double") == ["ended"])
            #expect(h.actions("single") == (rule == .whenItsTouchesLift ? ["ended", "ended"] : ["ended"]))
        }
    }

    /// seed-000 S6.
    @Test func singleTapWaitingForDoubleTapDoesNotFireOnADoubleTap() throws {
        let h = RecognizerHarness()
        let single = h.add(TapGestureRecognizer(), "single")
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        try single.require(toFail: double)
        h.tap(1, 100, 100, at: 0)
        #expect(single.isWaitingForFailureRequirements)
        #expect(h.actions("single").isEmpty)
        h.tap(1, 100, 100, at: 0.2)
        #expect(h.actions("double") == ["ended"])
        #expect(h.actions("single").isEmpty)
        #expect(h.log.lines.contains("single: possible->failed"))
    }

    @Test func numberOfTouchesIsTheTapsFingersEvenWhenRecognizedAfterTheLift() throws {
        // The single tap waiting for a double tap fires at the double tap's timeout,
        // when its finger is long gone: like UIKit, it still reports the tap's finger.
        let h = RecognizerHarness()
        let single = h.add(TapGestureRecognizer(), "single")
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        try single.require(toFail: double)
        var counts: [Int] = []
        var finger: [Point] = []
        single.addAction { g in
            counts.append(g.numberOfTouches)
            finger.append(g.location(ofTouch: 0, in: nil))
        }
        h.tap(1, 100, 100, at: 0)
        h.advance(to: 1)
        #expect(counts == [1])
        #expect(finger == [Point(100, 100)])   // the lifted finger, not `.zero`

        let two = RecognizerHarness()
        let tap = two.add(TapGestureRecognizer(), "tap")
        tap.numberOfTouchesRequired = 2
        var twoCounts: [Int] = []
        var fingers: [Point] = []
        tap.addAction { g in
            twoCounts.append(g.numberOfTouches)
            for i in 0..<g.numberOfTouches { fingers.append(g.location(ofTouch: i, in: nil)) }
        }
        two.down(1, 100, 100, at: 0)
        two.down(2, 150, 100, at: 0.02)
        two.up(1, 102, 100, at: 0.08)
        two.up(2, 150, 103, at: 0.1)
        #expect(twoCounts == [2])
        #expect(fingers == [Point(102, 100), Point(150, 103)])   // each finger where it lifted
        #expect(tap.numberOfTouches == 0)   // reset after the sequence
    }

    /// seed-000 S7.
    @Test func singleTapFiresOnceTheDoubleTapTimesOut() throws {
        let h = RecognizerHarness()
        let single = h.add(TapGestureRecognizer(), "single")
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        try single.require(toFail: double)
        h.tap(1, 100, 100, at: 0)
        h.advance(to: 0.3)
        #expect(h.actions("single").isEmpty)
        h.advance(to: 0.5)
        #expect(h.log.lines.suffix(3) == ["double: possible->failed", "single: possible->ended", "single! ended"])
        #expect(h.actions("double").isEmpty)
    }
}
