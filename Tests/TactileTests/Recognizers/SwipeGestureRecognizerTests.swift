import Testing
@testable import Tactile

@Suite struct SwipeGestureRecognizerTests {
    @Test func defaults() {
        let s = SwipeGestureRecognizer()
        #expect(s.direction == .right)
        #expect(s.numberOfTouchesRequired == 1)
        #expect(s.minimumDistance == 50)
        #expect(s.maximumDuration == 0.5)
        #expect(abs(s.maximumDeviationAngle - TactileMath.pi / 6) < 1e-12)
        #expect(s.minimumSpeed == 200)
        #expect(!s.isContinuous)
        #expect(SwipeDirection.right.rawValue == 1 && SwipeDirection.left.rawValue == 2)
        #expect(SwipeDirection.up.rawValue == 4 && SwipeDirection.down.rawValue == 8)
    }

    @Test func rightFlickIsRecognizedBeforeTheLiftWhereItBegan() {
        let h = RecognizerHarness()
        let s = h.add(SwipeGestureRecognizer(), "swipe")
        var direction: SwipeDirection = []
        var start = Point.zero
        s.addAction { g in
            direction = (g as! SwipeGestureRecognizer).recognizedDirection
            start = g.location(in: nil)
        }
        h.drag(from: Point(100, 300), to: Point(200, 300), at: 0, duration: 0.1, interval: 1.0 / 60, lift: false)
        #expect(h.actions("swipe") == ["ended"])
        #expect(direction == .right)
        #expect(start == Point(100, 300))
    }

    @Test(arguments: [(SwipeDirection.left, Vector(-120, 10)), (.up, Vector(-5, -120)), (.down, Vector(20, 120))])
    func eachDirection(direction: SwipeDirection, displacement: Vector) {
        let h = RecognizerHarness()
        let s = h.add(SwipeGestureRecognizer(), "swipe")
        s.direction = direction
        h.drag(from: Point(200, 400), to: Point(200, 400) + displacement, at: 0, duration: 0.12, interval: 1.0 / 120)
        #expect(h.actions("swipe") == ["ended"])
    }

    @Test func wrongDirectionFails() {
        let h = RecognizerHarness()
        h.add(SwipeGestureRecognizer(), "swipe")
        h.drag(from: Point(200, 400), to: Point(80, 400), at: 0, duration: 0.1, interval: 1.0 / 60)
        #expect(h.actions("swipe").isEmpty)
        #expect(h.log.lines.contains("swipe: possible->failed"))
    }

    @Test func severalDirectionsReportTheOneSwiped() {
        let h = RecognizerHarness()
        let s = h.add(SwipeGestureRecognizer(), "swipe")
        s.direction = [.left, .up]
        var got: SwipeDirection = []
        s.addAction { g in got = (g as! SwipeGestureRecognizer).recognizedDirection }
        h.drag(from: Point(200, 400), to: Point(190, 250), at: 0, duration: 0.1, interval: 1.0 / 60)
        #expect(got == .up)
    }

    @Test func tooShortFailsAtLift() {
        let h = RecognizerHarness()
        h.add(SwipeGestureRecognizer(), "swipe")
        h.drag(from: Point(100, 300), to: Point(140, 300), at: 0, duration: 0.05, interval: 1.0 / 60)
        #expect(h.actions("swipe").isEmpty)
        #expect(h.log.lines.contains("swipe: possible->failed"))
    }

    @Test func minimumDistanceIsConfigurable() {
        let h = RecognizerHarness()
        let s = h.add(SwipeGestureRecognizer(), "swipe")
        s.minimumDistance = 30
        h.drag(from: Point(100, 300), to: Point(140, 300), at: 0, duration: 0.05, interval: 1.0 / 60)
        #expect(h.actions("swipe") == ["ended"])
    }

    @Test func tooSlowFailsAtMaximumDuration() {
        let h = RecognizerHarness()
        let s = h.add(SwipeGestureRecognizer(), "swipe")
        s.minimumSpeed = 0
        // 45 pt in 0.45 s, then more after 0.5 s: the distance comes too late.
        h.drag(from: Point(100, 300), to: Point(145, 300), at: 0, duration: 0.45, interval: 0.05, lift: false)
        #expect(s.state == .possible)
        h.move(1, 200, 300, at: 0.52)
        #expect(h.log.lines.contains("swipe: possible->failed"))
        #expect(h.actions("swipe").isEmpty)
    }

    @Test func maximumDurationIsConfigurable() {
        let h = RecognizerHarness()
        let s = h.add(SwipeGestureRecognizer(), "swipe")
        s.maximumDuration = 1
        s.minimumSpeed = 0
        h.drag(from: Point(100, 300), to: Point(160, 300), at: 0, duration: 0.8, interval: 0.05)
        #expect(h.actions("swipe") == ["ended"])
    }

    @Test func slowDragBelowMinimumSpeedIsNotASwipe() {
        let h = RecognizerHarness()
        h.add(SwipeGestureRecognizer(), "swipe")
        // 60 pt in 0.4 s = 150 pt/s < 200 pt/s.
        h.drag(from: Point(100, 300), to: Point(160, 300), at: 0, duration: 0.4, interval: 1.0 / 60)
        #expect(h.actions("swipe").isEmpty)
    }

    @Test func minimumSpeedIsConfigurable() {
        let h = RecognizerHarness()
        let s = h.add(SwipeGestureRecognizer(), "swipe")
        s.minimumSpeed = 100
        h.drag(from: Point(100, 300), to: Point(160, 300), at: 0, duration: 0.4, interval: 1.0 / 60)
        #expect(h.actions("swipe") == ["ended"])
    }

    @Test func flickThatStopsBeforeTheDistanceIsReachedAtLiftFails() {
        let h = RecognizerHarness()
        h.add(SwipeGestureRecognizer(), "swipe")
        h.drag(from: Point(100, 300), to: Point(145, 300), at: 0, duration: 0.05, interval: 1.0 / 60, lift: false)
        // Held still for 0.2 s, then lifted 10 pt further: the speed at the lift is that of a stopped finger.
        h.up(1, 155, 300, at: 0.3)
        #expect(h.actions("swipe").isEmpty)
    }

    @Test func offAxisSwipeFails() {
        let h = RecognizerHarness()
        h.add(SwipeGestureRecognizer(), "swipe")
        // 40° off the x axis.
        h.drag(from: Point(100, 300), to: Point(100 + 76.6, 300 + 64.3), at: 0, duration: 0.1, interval: 1.0 / 60)
        #expect(h.actions("swipe").isEmpty)
        #expect(h.log.lines.contains("swipe: possible->failed"))
    }

    @Test func maximumDeviationAngleIsConfigurable() {
        let h = RecognizerHarness()
        let s = h.add(SwipeGestureRecognizer(), "swipe")
        s.maximumDeviationAngle = TactileMath.pi / 4.2
        h.drag(from: Point(100, 300), to: Point(100 + 76.6, 300 + 64.3), at: 0, duration: 0.1, interval: 1.0 / 60)
        #expect(h.actions("swipe") == ["ended"])
    }

    @Test(arguments: [3, 4, 5])
    func sparse30msPollFlickIsRecognized(samples: Int) {
        // A 30 ms poll: the down, then `samples - 1` more frames, the last one the lift.
        let h = RecognizerHarness()
        let s = h.add(SwipeGestureRecognizer(), "swipe")
        s.direction = .up
        let step = 150.0 / Double(samples - 1)
        h.down(1, 200, 600, at: 10)
        for i in 1..<samples {
            let y = 600 - step * Double(i)
            let t = 10 + 0.03 * Double(i)
            if i == samples - 1 { h.up(1, 202, y, at: t) } else { h.move(1, 201, y, at: t) }
        }
        #expect(h.actions("swipe") == ["ended"])
    }

    @Test func velocityEstimatorSettingsApplyToEveryFinger() {
        // The default horizon (0.1 s) holds several 30 ms samples; a 20 ms horizon
        // holds one, so no speed can be measured and the flick is not a swipe.
        func flick(horizon: Seconds?) -> [String] {
            let h = RecognizerHarness()
            let s = h.add(SwipeGestureRecognizer(), "swipe")
            if let horizon { s.velocityEstimator.horizon = horizon }
            h.down(1, 100, 300, at: 0)
            h.move(1, 140, 300, at: 0.03)
            h.move(1, 180, 300, at: 0.06)
            h.up(1, 220, 300, at: 0.09)
            return h.actions("swipe")
        }
        #expect(SwipeGestureRecognizer().velocityEstimator.horizon == 0.1)
        #expect(flick(horizon: nil) == ["ended"])
        #expect(flick(horizon: 0.02).isEmpty)
    }

    @Test func sparse30msPollWithJitteredTimestamps() {
        let h = RecognizerHarness()
        let s = h.add(SwipeGestureRecognizer(), "swipe")
        s.direction = .left
        h.down(1, 300, 400, at: 0)
        h.move(1, 270, 401, at: 0.024)
        h.move(1, 230, 402, at: 0.061)
        h.move(1, 205, 401, at: 0.087)
        h.up(1, 180, 400, at: 0.121)
        #expect(h.actions("swipe") == ["ended"])
    }

    @Test func twoFingerSwipe() {
        let h = RecognizerHarness()
        let s = h.add(SwipeGestureRecognizer(), "swipe")
        s.numberOfTouchesRequired = 2
        s.direction = .down
        var start = Point.zero
        s.addAction { g in start = g.location(in: nil) }
        h.frame(0, [TouchSample(id: 1, phase: .began, location: Point(100, 100)),
                    TouchSample(id: 2, phase: .began, location: Point(160, 110))])
        for i in 1...6 {
            let dy = 20.0 * Double(i)
            h.frame(Double(i) / 60, [TouchSample(id: 1, phase: .moved, location: Point(100, 100 + dy)),
                                     TouchSample(id: 2, phase: .moved, location: Point(160, 110 + dy))])
        }
        #expect(h.actions("swipe") == ["ended"])
        #expect(start == Point(130, 105))
    }

    @Test func twoFingerSwipeFailsWithOneFinger() {
        let h = RecognizerHarness()
        let s = h.add(SwipeGestureRecognizer(), "swipe")
        s.numberOfTouchesRequired = 2
        h.drag(from: Point(100, 300), to: Point(250, 300), at: 0, duration: 0.1, interval: 1.0 / 60)
        #expect(h.actions("swipe").isEmpty)
        #expect(h.log.lines.contains("swipe: possible->failed"))
    }

    @Test func twoFingerSwipeFailsWhenTheFingersDiverge() {
        let h = RecognizerHarness()
        let s = h.add(SwipeGestureRecognizer(), "swipe")
        s.numberOfTouchesRequired = 2
        s.direction = [.left, .right]
        h.frame(0, [TouchSample(id: 1, phase: .began, location: Point(200, 100)),
                    TouchSample(id: 2, phase: .began, location: Point(220, 100))])
        h.frame(0.05, [TouchSample(id: 1, phase: .moved, location: Point(120, 100)),
                       TouchSample(id: 2, phase: .moved, location: Point(300, 100))])
        #expect(h.log.lines.contains("swipe: possible->failed"))
    }

    @Test func extraFingerFails() {
        let h = RecognizerHarness()
        h.add(SwipeGestureRecognizer(), "swipe")
        h.down(1, 100, 100, at: 0)
        h.down(2, 150, 100, at: 0.01)
        #expect(h.log.lines.contains("swipe: possible->failed"))
    }

    @Test func panRequiringSwipeToFailLosesToAFlick() throws {
        let h = RecognizerHarness()
        h.add(SwipeGestureRecognizer(), "swipe")
        let pan = h.add(PanGestureRecognizer(), "pan")
        try pan.require(toFail: h.view.gestureRecognizers[0])
        h.drag(from: Point(100, 300), to: Point(250, 300), at: 0, duration: 0.1, interval: 1.0 / 60)
        #expect(h.actions("swipe") == ["ended"])
        #expect(h.actions("pan").isEmpty)
        #expect(pan.state == .possible)
    }

    @Test func panRequiringSwipeToFailWinsASlowDrag() throws {
        let h = RecognizerHarness()
        h.add(SwipeGestureRecognizer(), "swipe")
        let pan = h.add(PanGestureRecognizer(), "pan")
        try pan.require(toFail: h.view.gestureRecognizers[0])
        h.drag(from: Point(100, 300), to: Point(160, 300), at: 0, duration: 0.6, interval: 0.05, lift: false)
        #expect(h.log.lines.contains("swipe: possible->failed"))
        #expect(pan.state == .began || pan.state == .changed)
        #expect(pan.translation(in: nil) == Vector(60, 0))
        h.up(1, 160, 300, at: 0.65)
        #expect(h.actions("pan").first == "began")
        #expect(h.actions("pan").last == "ended")
        #expect(h.actions("swipe").isEmpty)
    }

    @Test func panWithoutFailureRequirementPreventsTheSwipe() {
        let h = RecognizerHarness()
        h.add(SwipeGestureRecognizer(), "swipe")
        h.add(PanGestureRecognizer(), "pan")
        h.drag(from: Point(100, 300), to: Point(250, 300), at: 0, duration: 0.1, interval: 1.0 / 60)
        #expect(h.actions("swipe").isEmpty)
        #expect(h.actions("pan").first == "began")
    }
}
