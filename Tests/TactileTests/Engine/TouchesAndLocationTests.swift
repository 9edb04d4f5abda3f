import Testing
@testable import Tactile

/// seed-003 `numberOfTouches`, `locationInView`, `locationOfTouch`, `ignoreTouch`.
@Suite struct TouchesAndLocationTests {
    @Test func numberOfTouchesAndCentroid() {
        let h = EngineHarness()
        let r = ScriptedRecognizer()
        var atEnd: (Int, Point)?
        r.onEnded = { g in if g.numberOfTouches == 2 { atEnd = (g.numberOfTouches, g.location(in: nil)) } }
        h.mapsView.addGestureRecognizer(r)
        h.down(1, at: Point(x: 100, y: 200))
        h.down(2, at: Point(x: 140, y: 220))
        #expect(r.numberOfTouches == 2)
        #expect(r.location(in: nil) == Point(x: 120, y: 210))
        #expect(r.location() == Point(x: 120, y: 210))
        // In mapsView's coordinates (maps origin is (20, 120) in the window).
        #expect(r.location(in: h.mapsView) == Point(x: 100, y: 90))
        #expect(r.location(ofTouch: 0, in: h.mapsView) == Point(x: 80, y: 80))
        #expect(r.location(ofTouch: 1) == Point(x: 140, y: 220))
        #expect(r.location(ofTouch: 2, in: nil) == .zero)  // out of range never traps
        #expect(r.location(ofTouch: -1, in: nil) == .zero)
        h.up(2)
        // A lifting touch still counts during its own step.
        #expect(atEnd?.0 == 2 && atEnd?.1 == Point(x: 120, y: 210))
        #expect(r.numberOfTouches == 1 && r.location(in: nil) == Point(x: 100, y: 200))
        h.up(1)
        // Once every touch lifted, the location is the last centroid.
        #expect(r.numberOfTouches == 0)
    }

    @Test func locationAfterTheLastLiftIsTheLastCentroid() {
        let h = EngineHarness()
        let r = ScriptedRecognizer()
        var seen: Point?
        r.onEnded = { $0.state = .recognized }
        r.addAction { g in seen = g.location(in: nil) }
        h.mapsView.addGestureRecognizer(r)
        h.down(at: Point(x: 50, y: 150)); h.move(dx: 4, dy: 0); h.up()
        #expect(seen == Point(x: 54, y: 150))
    }

    @Test func ignoredTouchIsNotDeliveredNotCountedAndNotCancelled() {
        let h = EngineHarness()
        let r = ScriptedRecognizer()
        r.onBegan = { g in
            for t in g.trackedTouches where t.id == 2 { g.ignore(t, for: nil) }
        }
        r.onMoved = { $0.state = .recognized }
        h.mapsView.addGestureRecognizer(r)
        h.down(1, at: Point(x: 100, y: 200))
        h.down(2, at: Point(x: 140, y: 220))
        #expect(r.numberOfTouches == 1)
        #expect(h.dispatcher.activeTouches[1].gestureRecognizers.isEmpty)
        h.move(2, dx: 3, dy: 0)
        #expect(r.touchesSeen == ["began [1]", "began [2]"])  // touch 2's move never reaches it
        h.move(1, dx: 3, dy: 0)  // recognizes: cancels touch 1 but not the ignored touch 2
        #expect(h.log.matching("maps").contains("maps cancelled [1]"))
        h.up(2); h.up(1)
        #expect(h.log.matching("maps").contains("maps ended [2]"))
    }

    @Test func ignoringAHeldTouchReleasesItToTheView() {
        let h = EngineHarness()
        let r = ScriptedRecognizer()
        r.delaysTouchesBegan = true
        r.onBegan = { g in g.ignore(g.trackedTouches[0]) }
        h.mapsView.addGestureRecognizer(r)
        h.down()
        #expect(h.log.matching("maps") == ["maps began [1]"])
    }

    @Test func touchEventListsTheRecognizersTouches() {
        let h = EngineHarness()
        let r = ScriptedRecognizer()
        var forRecognizer: TouchSet?
        r.onBegan = { _ in forRecognizer = h.dispatcher.event.touches(for: r) }
        h.mapsView.addGestureRecognizer(r)
        h.down()
        #expect(forRecognizer?.count == 1)
    }
}
