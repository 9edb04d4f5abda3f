import Testing
@testable import Tactile
import TactileTestSupport

/// Exclusivity and prevention (seed-000 §4.1.1–4.1.2; seed-003 `canPreventGestureRecognizer`,
/// `canBePrevented`; delegate `shouldRecognizeSimultaneously`).
@Suite struct ExclusivityTests {
    private func scripted(_ name: String, _ view: View) -> ScriptedRecognizer {
        let r = ScriptedRecognizer()
        r.name = name
        r.onEnded = { $0.state = .recognized }
        view.addGestureRecognizer(r)
        return r
    }
    private func transitions(_ h: EngineHarness) -> [String] { h.log.lines.filter { $0.contains("→") } }

    @Test func byDefaultTheFirstToRecognizePreventsTheOthers() {
        let h = EngineHarness()
        _ = scripted("a", h.mapsView)
        _ = scripted("b", h.mapsView)
        h.down(); h.up()
        #expect(transitions(h) == ["a: possible→ended", "b: possible→failed"])
    }

    @Test func nonExclusivePairsRecognizeTogether() {
        let h = EngineHarness()
        let a = scripted("a", h.mapsView)
        let b = scripted("b", h.mapsView)
        a.isExclusive = false; b.isExclusive = false
        h.down(); h.up()
        #expect(transitions(h) == ["a: possible→ended", "b: possible→ended"])
    }

    @Test func classWideRulesCanPreventAndCanBePrevented() {
        do {  // a tap never prevents a tap with a higher tap count (seed-003 example)
            let h = EngineHarness()
            let single = scripted("single", h.mapsView)
            let double = scripted("double", h.mapsView)
            double.onEnded = { g in g.scheduleTimer(after: 0.1) { g.state = .recognized } }
            single.canPreventRule = { $0 !== double }
            h.down(); h.up(); h.settle()
            #expect(transitions(h) == ["single: possible→ended", "double: possible→ended"])
        }
        do {
            let h = EngineHarness()
            _ = scripted("a", h.mapsView)
            let b = scripted("b", h.mapsView)
            b.canBePreventedRule = { _ in false }
            h.down(); h.up()
            #expect(transitions(h) == ["a: possible→ended", "b: possible→ended"])
        }
    }

    @Test func continuousRecognizerThatBeginsPreventsTheOthers() {
        let h = EngineHarness()
        let pan = h.add("pan", .scroll, to: h.mapsView, continuous: true)
        let other = ScriptedRecognizer(); other.name = "other"
        other.onEnded = { $0.state = .recognized }
        h.mapsView.addGestureRecognizer(other)
        h.down(); h.move(dx: 0, dy: 10)
        #expect(pan.state == .began && other.state == .failed)
        h.up()
        #expect(!h.log.lines.contains("other: possible→ended"))
    }

    @Test func tapVersusScrollInOneView() {
        let h = EngineHarness()
        h.add("scroll", .scroll, to: h.mapsView, continuous: true)
        h.add("tap", .tap, to: h.mapsView)
        h.down(); h.up()
        #expect(h.log.lines.filter { $0.contains("!") } == ["tap!"])
        #expect(h.log.matching("maps") == ["maps began [1]", "maps cancelled [1]"])
        h.log.lines.removeAll()
        h.down(2); h.move(2, dx: 0, dy: 15); h.move(2, dx: 0, dy: 15); h.up(2)
        #expect(h.log.lines.filter { $0.contains("!") } == ["scroll! began", "scroll! changed", "scroll! ended"])
        #expect(h.log.matching("maps") == ["maps began [2]", "maps cancelled [2]"])
    }

    @Test func nestedViewsCompeteHitViewFirst() {
        let h = EngineHarness()
        h.add("inner", .tap, to: h.mapsView)
        h.add("outer", .tap, to: h.searchResultsPanel)
        h.down(); h.up()
        #expect(h.log.lines.filter { $0.hasSuffix("!") } == ["inner!"])
        #expect(h.log.lines.contains("outer: possible→failed"))
        // A touch on the outer view alone: only the outer recognizer takes part.
        h.log.lines.removeAll()
        h.down(at: EngineHarness.inPanel); h.up()
        #expect(h.log.lines.filter { $0.hasSuffix("!") } == ["outer!"])
    }

    @Test func nestedViewsWhoseDelegateLetsBothWin() {
        let h = EngineHarness()
        let inner = h.add("inner", .scroll, to: h.mapsView, continuous: true)
        h.add("outer", .scroll, to: h.searchResultsPanel, continuous: true)
        let d = ClosureDelegate()
        d.simultaneous = { _, _ in true }
        inner.delegate = d
        h.down(); h.move(dx: 0, dy: 10); h.up()
        #expect(h.log.lines.filter { $0.contains("!") } ==
                ["inner! began", "outer! began", "inner! ended", "outer! ended"])
    }

    @Test func simultaneousDelegateIsAskedOnEitherSide() {
        for onFirst in [true, false] {
            let h = EngineHarness()
            let a = scripted("a", h.mapsView)
            let b = scripted("b", h.mapsView)
            let d = ClosureDelegate()
            d.simultaneous = { _, _ in true }
            if onFirst { a.delegate = d } else { b.delegate = d }
            h.down(); h.up()
            #expect(transitions(h) == ["a: possible→ended", "b: possible→ended"])
        }
    }

    @Test func exceptionListOnlyAppliesToTheRecognizingSide() {
        let h = EngineHarness()
        let a = scripted("a", h.mapsView)
        let b = scripted("b", h.mapsView)
        b.exclusivityExceptions = [a]  // b's list does not protect b from a
        _ = a
        h.down(); h.up()
        #expect(transitions(h) == ["a: possible→ended", "b: possible→failed"])
    }

    @Test func delegateIsHeldWeakly() {
        let r = ScriptedRecognizer()
        var d: ClosureDelegate? = ClosureDelegate()
        r.delegate = d
        #expect(r.delegate === d)
        d = nil
        #expect(r.delegate == nil)
    }
}
