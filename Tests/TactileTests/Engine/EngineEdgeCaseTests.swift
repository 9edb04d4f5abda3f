import Testing
@testable import Tactile
import TactileTestSupport

/// Engine edge cases: recognizers and views that change mid-gesture,
/// requirements across views and concurrent touches, delegates whose answers
/// change, `ignore(_:)` from a hook, and two windows.
@Suite struct EngineEdgeCaseTests {
    private func scripted(_ name: String, _ view: View, continuous: Bool = false) -> ScriptedRecognizer {
        let r = ScriptedRecognizer()
        r.name = name
        r.continuous = continuous
        view.addGestureRecognizer(r)
        return r
    }

    // MARK: Recognizers removed or disabled mid-gesture

    @Test func recognizerRemovedMidGestureIsCancelledAndItsViewGetsTheRest() {
        let h = EngineHarness()
        let pan = scripted("pan", h.searchResultsPanel, continuous: true)
        pan.cancelsTouchesInView = false
        var actions: [GestureRecognizerState] = []
        pan.addAction { actions.append($0.state) }
        pan.onMoved = { g in g.state = g.state == .possible ? .began : .changed }
        h.down(); h.move(dx: 0, dy: 10)
        #expect(pan.state == .began)
        h.searchResultsPanel.removeGestureRecognizer(pan)
        #expect(actions == [.began, .cancelled])
        h.move(dx: 0, dy: 10); h.up()
        #expect(pan.touchesSeen == ["began [1]", "moved [1]"])
        #expect(h.log.matching("maps") == ["maps began [1]", "maps moved [1]", "maps moved [1]", "maps ended [1]"])
        #expect(pan.state == .possible && h.dispatcher.isIdle)
    }

    @Test func recognizerRemovedWhileWaitingReleasesItsWaitersAndHeldTouches() throws {
        let h = EngineHarness()
        let single = h.add("single", .tap, to: h.mapsView)
        let double = h.add("double", .doubleTap, to: h.mapsView)
        try single.require(toFail: double)
        h.down(); h.up()
        #expect(single.isWaitingForFailureRequirements)
        #expect(h.log.matching("maps") == ["maps began [1]"])  // end held (delaysTouchesEnded)
        h.mapsView.removeGestureRecognizer(double)  // double fails: single recognizes at once
        #expect(h.log.lines.filter { $0.hasSuffix("!") } == ["single!"])
        #expect(h.log.matching("maps") == ["maps began [1]", "maps cancelled [1]"])
        h.settle()
        #expect(h.dispatcher.isIdle && single.state == .possible && double.state == .possible)
    }

    @Test func disabledAndReEnabledInTheSameSequenceStaysOutUntilTheSequenceEnds() {
        let h = EngineHarness()
        let r = scripted("r", h.mapsView)
        h.down()
        r.isEnabled = false
        r.isEnabled = true
        h.move(dx: 1, dy: 0); h.up()
        #expect(r.touchesSeen == ["began [1]"])
        #expect(r.state == .possible)
        h.down(2); h.up(2)
        #expect(r.touchesSeen == ["began [1]", "began [2]", "ended [2]"])
    }

    // MARK: Views removed under a recognizer on an ancestor

    @Test func hitViewRemovedWhileAnAncestorRecognizerTracksItsTouch() {
        let h = EngineHarness()
        let pan = scripted("pan", h.searchResultsPanel, continuous: true)
        var actions: [GestureRecognizerState] = []
        pan.addAction { actions.append($0.state) }
        pan.onMoved = { g in g.state = g.state == .possible ? .began : .changed }
        h.down(); h.move(dx: 0, dy: 10)
        #expect(h.log.matching("maps") == ["maps began [1]", "maps cancelled [1]"])
        h.mapsView.removeFromSuperview()
        #expect(actions == [.began, .cancelled])
        #expect(pan.touchesSeen == ["began [1]", "moved [1]", "cancelled [1]"])
        h.move(dx: 0, dy: 10); h.up()  // dropped silently: the touch is over
        #expect(h.log.matching("maps") == ["maps began [1]", "maps cancelled [1]"])
        #expect(pan.state == .possible && h.dispatcher.isIdle)
        #expect(h.diagnostics.count == 1)
    }

    @Test func hitViewRemovedWhileAnAncestorRecognizerHoldsItsBegan() {
        let h = EngineHarness()
        let r = scripted("r", h.searchResultsPanel)
        r.delaysTouchesBegan = true
        h.down()
        #expect(h.log.matching("maps").isEmpty)
        h.mapsView.removeFromSuperview()
        #expect(h.log.lines.contains("r: possible→failed"))
        #expect(h.log.matching("maps").isEmpty)  // never began there: nothing to cancel
        h.up()
        #expect(r.state == .possible && h.dispatcher.isIdle)
    }

    // MARK: Failure requirements across views and concurrent touches

    @Test func requirementAcrossNestedViewsOnOneTouch() throws {
        let h = EngineHarness()
        let tap = h.add("tap", .tap, to: h.mapsView)
        let outerDouble = h.add("outerDouble", .doubleTap, to: h.outermost)
        try tap.require(toFail: outerDouble)
        h.down(); h.up()
        #expect(tap.isWaitingForFailureRequirements)
        h.settle()
        #expect(h.log.lines.filter { $0.hasSuffix("!") } == ["tap!"])
    }

    @Test func requirementOnARecognizerTrackingAnotherTouchWaitsForIt() throws {
        // A (maps) requires B (search field) to fail; B is deciding on a
        // second, concurrent touch: A waits, then follows B's outcome.
        for bRecognizes in [false, true] {
            let h = EngineHarness()
            let a = scripted("a", h.mapsView)
            a.onEnded = { $0.state = .recognized }
            let b = scripted("b", h.searchField)
            b.onEnded = { $0.state = bRecognizes ? .recognized : .failed }
            try a.require(toFail: b)
            h.down(1); h.down(2, at: EngineHarness.inSearchField)
            h.up(1)
            #expect(a.state == .possible && a.isWaitingForFailureRequirements, "bRecognizes \(bRecognizes)")
            h.up(2)
            let transitions = h.log.lines.filter { $0.contains("→") }
            if bRecognizes {
                #expect(transitions == ["b: possible→ended", "a: possible→failed"])
            } else {
                #expect(transitions == ["b: possible→failed", "a: possible→ended"])
            }
            #expect(a.state == .possible && b.state == .possible && h.dispatcher.isIdle)
        }
    }

    @Test func requirementAcrossTouchesInTwoWindows() throws {
        let (d, w1, v1, w2, v2) = twoWindows()
        _ = (w1, w2)
        let a = scripted("a", v1)
        a.onEnded = { $0.state = .recognized }
        let b = scripted("b", v2)
        b.onEnded = { $0.state = .failed }
        try a.require(toFail: b)
        d.handle(InputFrame(timestamp: 1, samples: [TouchSample(id: 1, phase: .began, location: Point(x: 50, y: 50))]))
        d.handle(InputFrame(timestamp: 2, samples: [TouchSample(id: 2, phase: .began, location: Point(x: 550, y: 50))]))
        d.handle(InputFrame(timestamp: 3, samples: [TouchSample(id: 1, phase: .ended, location: Point(x: 50, y: 50))]))
        #expect(a.isWaitingForFailureRequirements)
        d.handle(InputFrame(timestamp: 4, samples: [TouchSample(id: 2, phase: .ended, location: Point(x: 550, y: 50))]))
        #expect(a.resets == 1 && b.resets == 1 && d.isIdle)
        #expect(a.touchesSeen == ["began [1]", "ended [1]"] && b.touchesSeen == ["began [2]", "ended [2]"])
    }

    // MARK: Delegates whose answers change

    @Test func delegateSimultaneityIsAskedWhenARecognitionHappens() {
        let h = EngineHarness()
        let a = scripted("a", h.mapsView)
        let b = scripted("b", h.mapsView)
        let delegate = ClosureDelegate()
        var allow = false
        delegate.simultaneous = { _, _ in allow }
        a.delegate = delegate
        a.onEnded = { $0.state = .recognized }
        b.onEnded = { $0.state = .recognized }
        h.down(); allow = true; h.up()
        #expect(h.log.lines.filter { $0.contains("→") } == ["a: possible→ended", "b: possible→ended"])
        h.down(); allow = false; h.up()
        #expect(h.log.lines.filter { $0.contains("→") }.suffix(2) == ["a: possible→ended", "b: possible→failed"])
    }

    @Test func delegateShouldReceiveIsAskedPerTouch() {
        let h = EngineHarness()
        let r = scripted("r", h.mapsView)
        let delegate = ClosureDelegate()
        var accept = false
        delegate.shouldReceive = { _, _ in accept }
        r.delegate = delegate
        h.down(1); accept = true; h.down(2); h.up(2); h.up(1)
        #expect(r.touchesSeen == ["began [2]", "ended [2]"])
    }

    // MARK: ignore(_:) from a hook

    @Test func ignoringATouchInTouchesBeganReleasesItToTheViewInTheSameStep() {
        let h = EngineHarness()
        let r = scripted("r", h.mapsView)
        r.delaysTouchesBegan = true
        r.onBegan = { g in for t in g.touches { g.ignore(t) } }
        h.down()
        #expect(h.log.matching("maps") == ["maps began [1]"])
        #expect(r.numberOfTouches == 0)
        h.move(dx: 5, dy: 0); h.up()
        #expect(r.touchesSeen == ["began [1]"])
        #expect(h.log.matching("maps") == ["maps began [1]", "maps moved [1]", "maps ended [1]"])
        #expect(r.state == .possible && h.dispatcher.isIdle)
    }

    @Test func ignoringOneOfTwoTouchesKeepsTheOther() {
        let h = EngineHarness()
        let r = scripted("r", h.mapsView)
        r.onBegan = { g in if let t = g.touches.first(where: { $0.id == 1 }) { g.ignore(t) } }
        r.onMoved = { $0.state = .recognized }
        h.down(1); h.down(2, at: Point(x: 120, y: 200))
        #expect(r.numberOfTouches == 1 && r.location(ofTouch: 0).x == 120)
        h.move(1, dx: 3, dy: 0)  // ignored: r does not see it
        #expect(r.state == .possible)
        h.move(2, dx: 3, dy: 0)
        // Recognized: touch 2 is cancelled in the view, the ignored touch 1 is not.
        #expect(h.log.matching("maps").suffix(1) == ["maps cancelled [2]"])
        h.up(1); h.up(2)
        #expect(h.log.matching("maps").last == "maps ended [1]")
    }

    // MARK: Views moved or removed from actions

    @Test func viewReparentedInTheSameWindowKeepsItsTouchesAndGesture() {
        // The classic drag: on began, the dragged view moves to a top-level
        // container; the touch and the pan go on (UIKit keeps them).
        let h = EngineHarness()
        let pan = scripted("pan", h.mapsView, continuous: true)
        pan.cancelsTouchesInView = false
        pan.onMoved = { g in g.state = g.state == .possible ? .began : .changed }
        pan.onEnded = { $0.state = .ended }
        var actions: [GestureRecognizerState] = []
        pan.addAction { g in
            actions.append(g.state)
            if g.state == .began { h.outermost.addSubview(h.mapsView) }
        }
        h.down(); h.move(dx: 0, dy: 10)
        #expect(h.mapsView.superview === h.outermost)
        h.move(dx: 0, dy: 10); h.up()
        #expect(actions == [.began, .changed, .ended])
        #expect(h.log.matching("maps") == ["maps began [1]", "maps moved [1]", "maps moved [1]", "maps ended [1]"])
        #expect(h.diagnostics.isEmpty && h.dispatcher.isIdle)
    }

    @Test func viewMovedOutOfItsWindowLosesItsTouches() {
        let h = EngineHarness()
        let detached = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        h.down()
        detached.addSubview(h.mapsView)
        #expect(h.log.matching("maps") == ["maps began [1]", "maps cancelled [1]"])
        #expect(h.diagnostics.count == 1)
        h.up()
        #expect(h.dispatcher.isIdle)
    }

    @Test func actionRemovingItsOwnViewWhileAnotherTouchIsDown() {
        // A dismiss button: the tap's action removes the view; a second finger
        // resting on the same view is cancelled there, once, after the step.
        let h = EngineHarness()
        let tap = scripted("tap", h.mapsView)
        tap.cancelsTouchesInView = false
        tap.onEnded = { $0.state = .recognized }
        tap.addAction { _ in h.mapsView.removeFromSuperview() }
        h.down(1); h.down(2, at: Point(x: 120, y: 210)); h.up(1)
        #expect(h.mapsView.superview == nil)
        #expect(h.log.matching("maps") == ["maps began [1]", "maps began [2]", "maps ended [1]", "maps cancelled [2]"])
        h.up(2)
        #expect(tap.state == .possible && h.dispatcher.isIdle)
    }

    // MARK: Two windows

    private func twoWindows() -> (TouchDispatcher, Window, RecordingView, Window, RecordingView) {
        let log = EventLog()
        let d = TouchDispatcher()
        let w1 = Window(frame: Rect(x: 0, y: 0, width: 500, height: 500))
        let w2 = Window(frame: Rect(x: 500, y: 0, width: 500, height: 500))
        let v1 = RecordingView("v1", frame: Rect(x: 0, y: 0, width: 500, height: 500), log: log)
        let v2 = RecordingView("v2", frame: Rect(x: 0, y: 0, width: 500, height: 500), log: log)
        w1.addSubview(v1); w2.addSubview(v2)
        d.addWindow(w1); d.addWindow(w2)
        return (d, w1, v1, w2, v2)
    }

    @Test func twoWindowsEachTouchGoesToItsWindowInItsCoordinates() {
        let (d, w1, v1, w2, v2) = twoWindows()
        d.handle(InputFrame(timestamp: 1, samples: [
            TouchSample(id: 1, phase: .began, location: Point(x: 50, y: 60)),
            TouchSample(id: 2, phase: .began, location: Point(x: 550, y: 70)),
        ]))
        #expect(v1.log.lines == ["v1 began [1]", "v2 began [2]"])
        let t2 = d.activeTouches[1]
        #expect(t2.window === w2 && t2.view === v2 && t2.locationInWindow == Point(x: 50, y: 70))
        #expect(d.activeTouches[0].window === w1 && d.activeTouches[0].location(in: v1) == Point(x: 50, y: 60))
        #expect(d.event.touches(for: w2).map(\.id) == [2] && d.event.touches(for: w1).map(\.id) == [1])
        // A touch that leaves its window stays with it, in its coordinates.
        d.handle(InputFrame(timestamp: 2, samples: [TouchSample(id: 2, phase: .moved, location: Point(x: 450, y: 70))]))
        #expect(t2.view === v2 && t2.locationInWindow == Point(x: -50, y: 70))
        d.removeWindow(w1)
        #expect(v1.log.lines.suffix(2) == ["v2 moved [2]", "v1 cancelled [1]"])
        d.handle(InputFrame(timestamp: 3, samples: [TouchSample(id: 2, phase: .ended, location: Point(x: 450, y: 70))]))
        #expect(v1.log.lines.last == "v2 ended [2]" && d.isIdle)
        _ = v2
    }
}
