import Testing
@testable import Tactile

/// Transition table, reset, `isEnabled` (seed-003 `state`, `reset`, `enabled`; seed-000 §3.1).
@Suite struct StateMachineTests {
    @Test func transitionTableIsExactlyTheDocumentedOne() {
        let all: [GestureRecognizerState] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        var legal: [String] = []
        for continuous in [false, true] {
            for a in all { for b in all where a.canTransition(to: b, continuous: continuous) {
                legal.append("\(continuous ? "C" : "D") \(a)→\(b)")
            } }
        }
        #expect(legal == [
            "D possible→ended", "D possible→failed",
            "C possible→began", "C possible→failed",
            "C began→changed", "C began→ended", "C began→cancelled",
            "C changed→changed", "C changed→ended", "C changed→cancelled",
        ])
        #expect(GestureRecognizerState.recognized == .ended)
        #expect(GestureRecognizerState.possible.isTerminal == false && GestureRecognizerState.failed.isTerminal)
    }

    @Test func illegalTransitionIsRefusedAndReported() {
        let h = EngineHarness()
        let r = ScriptedRecognizer()
        r.name = "r"
        r.onBegan = { $0.state = .began }  // discrete: illegal
        r.onEnded = { $0.state = .recognized }
        h.mapsView.addGestureRecognizer(r)
        h.down()
        #expect(r.state == .possible)
        #expect(h.diagnostics.contains(.illegalTransition(recognizer: "r", from: .possible, to: .began)))
        h.up()
        #expect(h.log.lines.contains("r: possible→ended"))
    }

    @Test func possibleToCancelledMeansFailed() {
        let h = EngineHarness()
        let r = ScriptedRecognizer()
        r.name = "r"
        r.continuous = true
        r.onMoved = { $0.state = .cancelled }
        h.mapsView.addGestureRecognizer(r)
        h.down(); h.move(dx: 1, dy: 0)
        #expect(h.log.lines.contains("r: possible→failed"))
        #expect(h.diagnostics.isEmpty)
    }

    @Test func standaloneRecognizerAppliesOnlyLegalTransitions() {
        let r = ScriptedRecognizer()
        r.state = .began
        #expect(r.state == .possible)
        r.state = .recognized
        #expect(r.state == .ended)
        r.state = .possible
        #expect(r.state == .ended)
    }

    @Test func resetAfterTerminalStateOnceTheSequenceIsOver() {
        let h = EngineHarness()
        let r = ScriptedRecognizer()
        r.onBegan = { $0.state = .recognized }
        h.mapsView.addGestureRecognizer(r)
        h.down()
        #expect(r.state == .ended && r.resets == 0)
        h.move(dx: 1, dy: 1)
        // Recognized: no further updates for touches already down (seed-003 reset).
        #expect(r.touchesSeen == ["began [1]"])
        h.down(2, at: Point(x: 120, y: 200))
        #expect(r.touchesSeen == ["began [1]"])  // a decided recognizer takes no new touch either
        h.up(); h.up(2)
        #expect(r.state == .possible && r.resets == 1)
        h.down(); #expect(r.touchesSeen.last == "began [1]" && r.touchesSeen.count == 2)
    }

    @Test func failedRecognizerStaysFailedUntilEveryTouchOfItsSequenceLifts() {
        let h = EngineHarness()
        let r = ScriptedRecognizer()
        r.onMoved = { $0.state = .failed }
        h.mapsView.addGestureRecognizer(r)
        h.down(); h.move(dx: 5, dy: 0)
        #expect(r.state == .failed)
        h.move(dx: 5, dy: 0)
        #expect(r.state == .failed && r.resets == 0)
        h.up()
        #expect(r.state == .possible && r.resets == 1)
    }

    @Test func failureFromATimerAfterTheLiftStillResets() {
        // The group must be re-examined when a timer decides (no touch involved).
        let h = EngineHarness()
        let doubleTap = h.add("doubleTap", .doubleTap, to: h.mapsView)
        h.down(); h.up()
        #expect(doubleTap.seedRow == "P")
        h.settle()
        #expect(doubleTap.seedBeforeReset == "I" && doubleTap.state == .possible && doubleTap.resetCount == 1)
        h.down(); h.up(); h.delay(); h.down(); h.up()
        #expect(h.log.lines.contains("doubleTap!"))
    }

    @Test func resetCancelsPendingTimers() {
        let h = EngineHarness()
        let r = ScriptedRecognizer()
        var fired = 0
        r.onBegan = { g in g.scheduleTimer(after: 5) { fired += 1 }; g.state = .recognized }
        h.mapsView.addGestureRecognizer(r)
        h.down(); h.up()
        #expect(r.resets == 1)
        h.settle()
        #expect(fired == 0 && h.dispatcher.isIdle)
    }

    @Test func disablingMidGestureCancelsOrFails() {
        do {  // in progress → cancelled, its action fires with .cancelled
            let h = EngineHarness()
            let pan = h.add("pan", .scroll, to: h.mapsView, continuous: true)
            h.down(); h.move(dx: 0, dy: 20)
            #expect(pan.state == .began)
            pan.isEnabled = false
            #expect(h.log.lines.contains("pan: began→cancelled"))
            #expect(h.log.lines.contains("pan! cancelled"))
            h.move(dx: 0, dy: 20); h.up()
            #expect(pan.received == ["down", "move"])
            #expect(pan.state == .possible)  // reset at the end of the sequence
            pan.isEnabled = true
            h.down(); #expect(pan.received.count == 3)
        }
        do {  // possible → failed, and held touches are released at once
            let h = EngineHarness()
            let tap = h.add("tap", .tap, to: h.mapsView)
            tap.delaysTouchesBegan = true
            h.down()
            #expect(h.log.matching("maps").isEmpty)
            tap.isEnabled = false
            #expect(h.log.lines.contains("tap: possible→failed"))
            #expect(h.log.matching("maps") == ["maps began [1]"])
            h.up()
            #expect(h.log.matching("maps") == ["maps began [1]", "maps ended [1]"])
        }
        do {  // disabled before touch-down: receives nothing, holds nothing
            let h = EngineHarness()
            let tap = h.add("tap", .tap, to: h.mapsView)
            tap.delaysTouchesBegan = true
            tap.isEnabled = false
            h.down(); h.up()
            #expect(tap.received.isEmpty && tap.state == .possible)
            #expect(h.log.matching("maps") == ["maps began [1]", "maps ended [1]"])
        }
    }

    @Test func detachingMidGestureFailsTheRecognizer() {
        let h = EngineHarness()
        let tap = h.add("tap", .tap, to: h.mapsView)
        h.down()
        tap.view = nil
        #expect(tap.view == nil && h.mapsView.gestureRecognizers.isEmpty)
        #expect(h.log.lines.contains("tap: possible→failed"))
        h.up()
        #expect(tap.received == ["down"])
        tap.view = h.searchResultsPanel  // seed-003: attach by setting `view`
        #expect(h.searchResultsPanel.gestureRecognizers.first === tap)
    }

    @Test func stateSetOutsideProcessingIsAppliedAtOnce() {
        let h = EngineHarness()
        let r = ScriptedRecognizer()
        r.name = "r"
        var actions = 0
        r.addAction { _ in actions += 1 }
        h.mapsView.addGestureRecognizer(r)
        h.down()
        r.state = .recognized  // e.g. from an app callback between frames
        #expect(actions == 1)
        #expect(h.log.matching("maps") == ["maps began [1]", "maps cancelled [1]"])
        h.up()
        #expect(r.state == .possible)
    }
}
