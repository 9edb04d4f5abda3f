import Testing
@testable import Tactile

/// Seed-000 §8 S1–S7, S11, S12, S20: recognizer state traces for the
/// exemplar definitions (tap, scroll, doubleTap), driven sub-event by sub-event.
@Suite struct RecognitionScenarioTests {
    /// seed-000 S1.
    @Test func tapSequenceWithScrollAndTap() {
        let h = EngineHarness()
        let scroll = h.add("scroll", .scroll, to: h.searchResultsPanel)
        let tap = h.add("tap", .tap, to: h.searchResultsPanel)
        let mapTap = h.add("mapTap", .tap, to: h.mapsView)
        mapTap.isExclusive = false
        tap.isExclusive = false
        #expect(h.row(scroll, tap) == ["B", "B"])
        h.down(); #expect(h.row(scroll, tap) == ["P", "P"])
        h.delay(); #expect(h.row(scroll, tap) == ["P", "P"])
        h.up(); #expect(h.row(scroll, tap) == ["I", "R"])
        #expect(h.log.lines.filter { $0 == "tap!" }.count == 1)
        #expect(!h.log.lines.contains("scroll!"))
        // The maps view's recognizers receive the same sub-events (L274).
        #expect(mapTap.received == ["down", "delay", "up"])
        #expect(tap.received == ["down", "delay", "up"])
        // Sequence over: everything is back to the initial state.
        #expect(scroll.state == .possible && tap.state == .possible && scroll.resetCount == 1)
    }
}

extension RecognitionScenarioTests {
    /// seed-000 S2.
    @Test func scrollSequenceWithScrollAndTap() {
        let h = EngineHarness()
        let scroll = h.add("scroll", .scroll, to: h.searchResultsPanel)
        let tap = h.add("tap", .tap, to: h.searchResultsPanel)
        h.down(); #expect(h.row(scroll, tap) == ["P", "P"])
        h.delay(); #expect(h.row(scroll, tap) == ["P", "P"])
        h.move(dx: 0, dy: 30); #expect(h.row(scroll, tap) == ["P", "I"])
        h.up(); #expect(h.row(scroll, tap) == ["R", "I"])
        #expect(tap.received == ["down", "delay", "move"])  // no transition, nothing delivered at step 4
        #expect(h.log.lines.filter { $0 == "scroll!" }.count == 1)
        #expect(!h.log.lines.contains("tap!"))
    }

    /// seed-000 S3.
    @Test func continuousScrollRecognizedBeforeLiftoff() {
        let h = EngineHarness()
        let scroll = h.add("scroll", .scroll, to: h.searchResultsPanel, continuous: true)
        let tap = h.add("tap", .tap, to: h.searchResultsPanel)
        var rows: [[String]] = []
        h.down(); rows.append(h.row(scroll, tap))
        h.delay(); rows.append(h.row(scroll, tap))
        h.move(dx: 0, dy: 20); rows.append(h.row(scroll, tap))
        h.move(dx: 0, dy: 20); rows.append(h.row(scroll, tap))
        h.move(dx: 0, dy: 20); rows.append(h.row(scroll, tap))
        h.up(); rows.append(h.row(scroll, tap))
        #expect(rows.map { $0[0] } == ["P", "P", "R", "R", "R", "R"])
        #expect(rows.map { $0[1] } == ["P", "P", "I", "I", "I", "I"])
        // One action per recognized part (steps 3, 4, 5) and a final one at liftoff.
        #expect(h.log.lines.filter { $0.hasPrefix("scroll!") } == ["scroll! began", "scroll! changed", "scroll! changed", "scroll! ended"])
    }

    /// seed-000 S4.
    @Test func doubleTapWithExclusiveTapAndExceptionList() {
        let h = EngineHarness()
        // S4's recognized tap "remains in state event recognized" while the double
        // tap goes on: seed-000's sequence-wide reset, an option since issue 9
        // (the default is UIKit's: each recognizer resets when its own touches lift).
        h.dispatcher.policy.recognizerReset = .whenSequenceEnds
        let doubleTap = h.add("doubleTap", .doubleTap, to: h.mapsView)
        let tap = h.add("tap", .tap, to: h.mapsView)
        tap.isExclusive = true
        tap.exclusivityExceptions = [doubleTap]
        var rows: [[String]] = [h.row(doubleTap, tap)]
        h.down(); rows.append(h.row(doubleTap, tap))
        h.delay(); rows.append(h.row(doubleTap, tap))
        h.up(); rows.append(h.row(doubleTap, tap))
        h.delay(); rows.append(h.row(doubleTap, tap))
        h.down(); rows.append(h.row(doubleTap, tap))
        h.delay(); rows.append(h.row(doubleTap, tap))
        h.up(); rows.append(h.row(doubleTap, tap))
        #expect(rows.map { $0[0] } == ["B", "P", "P", "P", "P", "P", "P", "R"])
        #expect(rows.map { $0[1] } == ["B", "P", "P", "R", "R", "R", "R", "R"])
        // Sub-events 4–7 still reach the double tap (it is in tap's exception list);
        // the recognized tap receives nothing more in this sequence.
        #expect(doubleTap.received == ["down", "delay", "up", "delay", "down", "delay", "up"])
        #expect(tap.received == ["down", "delay", "up"])
        #expect(h.log.lines.filter { $0 == "doubleTap!" }.count == 1)
        #expect(doubleTap.state == .possible && tap.state == .possible)  // reset once the sequence is over
    }

    /// seed-000 S5.
    @Test func doubleTapWithExclusiveTapWithoutExceptions() {
        let h = EngineHarness()
        let doubleTap = h.add("doubleTap", .doubleTap, to: h.mapsView)
        let tap = h.add("tap", .tap, to: h.mapsView)
        tap.isExclusive = true
        h.down(); h.delay(); h.up()
        // Tap recognizes; the exclusion fails the double tap at the end of that
        // same sub-event, so it receives nothing further of the sequence.
        #expect(h.row(doubleTap, tap) == ["I", "R"])
        #expect(doubleTap.received == ["down", "delay", "up"])
        h.delay(); h.down(); h.delay(); h.up(); h.settle()
        // The first sequence ended at the first lift (no touch down, nobody
        // possible: seed-000 §9 (f)), so the second tap is a new sequence: the
        // double tap never recognizes, only the tap's action is delivered.
        #expect(!h.log.lines.contains("doubleTap!"))
        #expect(h.log.lines.filter { $0 == "tap!" }.count == 2)
    }

    /// seed-000 S6.
    @Test func doubleTapWithWaitForList() throws {
        let h = EngineHarness()
        let doubleTap = h.add("doubleTap", .doubleTap, to: h.mapsView)
        let tap = h.add("tap", .tap, to: h.mapsView)
        tap.isExclusive = false
        tap.delaysTouchesEnded = true
        try tap.require(toFail: doubleTap)
        var rows: [[String]] = []
        h.down(); rows.append(h.row(doubleTap, tap))
        h.delay(); rows.append(h.row(doubleTap, tap))
        h.up(); rows.append(h.row(doubleTap, tap))
        #expect(tap.isWaitingForFailureRequirements)
        #expect(!h.log.lines.contains("maps ended [1]"))  // the touch-end is held
        h.delay(); rows.append(h.row(doubleTap, tap))
        h.down(2); rows.append(h.row(doubleTap, tap))
        h.delay(); rows.append(h.row(doubleTap, tap))
        h.up(2); rows.append(h.row(doubleTap, tap))
        #expect(rows.map { $0[0] } == ["P", "P", "P", "P", "P", "P", "R"])
        #expect(rows.map { $0[1] } == ["P", "P", "P", "P", "P", "P", "I"])
        #expect(h.log.lines.filter { $0.hasSuffix("!") } == ["doubleTap!"])
        #expect(!h.log.lines.contains("tap completePreparation"))
        // The map view never saw the first touch end: the double tap's
        // recognition cancels it (cancelsTouchesInView, the default).
        #expect(h.log.matching("maps") == ["maps began [1]", "maps began [2]", "maps cancelled [1, 2]"])
    }

    /// seed-000 S6.
    @Test func heldEndFlushedOrCancelledWhenTapNeverRecognizes() throws {
        // [I] of S6: the held end goes out as a cancel if the tap's (seed-000)
        // touch-cancellation flag is set, and is flushed otherwise.
        for seedCancel in [false, true] {
            let h = EngineHarness()
            let doubleTap = h.add("doubleTap", .doubleTap, to: h.mapsView)
            doubleTap.cancelsTouchesInView = false
            let tap = h.add("tap", .tap, to: h.mapsView)
            tap.isExclusive = false
            tap.cancelsTouchesInViewOnFailure = seedCancel
            try tap.require(toFail: doubleTap)
            h.down(); h.delay(); h.up(); h.delay(); h.down(2); h.delay(); h.up(2)
            let expected = seedCancel
                ? ["maps began [1]", "maps began [2]", "maps ended [2]", "maps cancelled [1]"]
                : ["maps began [1]", "maps began [2]", "maps ended [1, 2]"]
            #expect(h.log.matching("maps") == expected, "seedCancel \(seedCancel)")
        }
    }

    /// seed-000 S7.
    @Test func singleTapWithWaitForListWhenDoubleTapFails() throws {
        let h = EngineHarness()
        let doubleTap = h.add("doubleTap", .doubleTap, to: h.mapsView)
        let tap = h.add("tap", .tap, to: h.mapsView)
        try tap.require(toFail: doubleTap)
        h.down(); h.delay(); h.up()
        #expect(h.row(doubleTap, tap) == ["P", "P"])
        h.delay()  // the double tap's inter-tap delay
        #expect(h.row(doubleTap, tap) == ["P", "P"])
        #expect(!h.log.lines.contains("tap!"))
        h.delay()  // longer than the double-tap maximum: the double tap fails
        #expect(h.row(doubleTap, tap) == ["I", "R"])
        #expect(h.log.lines.filter { $0.hasSuffix("!") } == ["tap!"])
        let i = h.log.lines.firstIndex(of: "doubleTap: possible→failed")
        let j = h.log.lines.firstIndex(of: "tap: possible→ended")
        #expect(i != nil && j != nil && i! < j!)
        #expect(h.dispatcher.isIdle && tap.state == .possible && doubleTap.state == .possible)
    }

    /// seed-000 S7.
    @Test func sequenceEndFailsAnUndecidedRecognizer() throws {
        // [I] "or sequence end": a recognizer still undecided when no touch is
        // down and it has no timer pending fails, which releases its waiters.
        let h = EngineHarness()
        let undecided = NeverDecidingRecognizer()
        undecided.name = "undecided"
        h.mapsView.addGestureRecognizer(undecided)
        let tap = h.add("tap", .tap, to: h.mapsView)
        try tap.require(toFail: undecided)
        h.down()
        #expect(undecided.state == .possible)
        h.up()
        #expect(h.log.lines.filter { $0.contains("→") } == ["undecided: possible→failed", "tap: possible→ended"])
        #expect(h.log.lines.contains("tap!"))
        #expect(undecided.state == .possible && tap.state == .possible)
    }

    /// seed-000 S11.
    @Test func singleSubEventEvent() {
        let h = EngineHarness()
        let motion = h.add("motion", .single, to: h.mapsView)
        h.down()
        #expect(motion.seedRow == "R")
        #expect(h.log.lines.contains("motion: possible→ended"))
        #expect(h.log.lines.contains("motion!"))
        // Directly B → R: no preparation step (seed-000 §3.4).
        #expect(!h.log.lines.contains("motion prepare"))
        #expect(h.log.lines.contains("motion completePreparation"))
    }

    /// seed-000 S12.
    @Test func sequenceStartingMidDefinition() {
        let h = EngineHarness()
        h.down()
        // Attached mid-touch: like UIKit, the touch in progress is not delivered
        // to it; it stays in the initial state for this sequence.
        let late = h.add("late", .tap, to: h.mapsView)
        h.move(dx: 5, dy: 0); h.up()
        #expect(late.received.isEmpty && late.seedRow == "B")
        #expect(!h.log.lines.contains("late!"))
        // A recognizer whose first sub-event is not the first of its definition
        // goes B → I (R2) and disregards the rest (R7).
        let fresh = DefinitionRecognizer("fresh", .tap)
        fresh.feed(.move(dx: 5, dy: 0))
        #expect(fresh.state == .failed)
        fresh.feed(.up)
        #expect(fresh.received == ["move"] && fresh.state == .failed)
        // The next sequence is delivered normally.
        h.down(); h.up()
        #expect(late.received == ["down", "up"])
        #expect(h.log.lines.contains("late!"))
    }

    /// seed-000 S20.
    @Test func oneFailureDoesNotStopTheOthers() {
        let h = EngineHarness()
        let a = h.add("A", .tap, to: h.mapsView)
        let b = h.add("B", .scroll, to: h.mapsView)
        h.down(); h.move(dx: 10, dy: 0)
        #expect(h.row(a, b) == ["I", "P"])
        h.move(dx: 10, dy: 0); h.up()
        #expect(a.received == ["down", "move"])
        #expect(b.received == ["down", "move", "move", "up"])
        #expect(h.log.lines.contains("B!"))
    }
}
