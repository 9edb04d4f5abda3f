import Testing
@testable import Tactile
import TactileTestSupport

/// seed-003 `addTarget` / `removeTarget`, closure actions, when and in which
/// order actions fire.
@Suite struct ActionTests {
    private func tapHarness() -> (EngineHarness, ScriptedRecognizer) {
        let h = EngineHarness()
        let r = ScriptedRecognizer()
        r.name = "r"
        r.onEnded = { $0.state = .recognized }
        h.mapsView.addGestureRecognizer(r)
        return (h, r)
    }
    private func tap(_ h: EngineHarness) { h.down(); h.up() }

    @Test func targetsAndClosuresFireInTheOrderAddedAndDuplicatesAreIgnored() {
        let (h, r) = tapHarness()
        let a = RecordingTarget("a", log: h.log)
        let b = RecordingTarget("b", log: h.log)
        r.addTarget(a, action: GestureAction("one"))
        r.addAction { _ in h.log.add("closure") }
        r.addTarget(b, action: GestureAction("one"))
        r.addTarget(a, action: GestureAction("two"))
        r.addTarget(a, action: GestureAction("one"))  // duplicate: ignored
        #expect(r.actionCount == 4)
        tap(h)
        #expect(h.log.lines.filter { $0.contains("←") || $0 == "closure" } ==
                ["a.one ← r ended", "closure", "b.one ← r ended", "a.two ← r ended"])
    }

    @Test func removeTargetSemantics() {
        let (h, r) = tapHarness()
        let a = RecordingTarget("a", log: h.log)
        let b = RecordingTarget("b", log: h.log)
        let one = GestureAction("one"), two = GestureAction("two")
        func setUp() { r.removeTarget(nil, action: nil); for t in [a, b] { for x in [one, two] { r.addTarget(t, action: x) } } }
        func fired() -> [String] { h.log.lines.removeAll(); tap(h); return h.log.lines.filter { $0.contains("←") }.map { String($0.prefix(5)) } }
        setUp(); r.removeTarget(a, action: one)
        #expect(fired() == ["a.two", "b.one", "b.two"])
        setUp(); r.removeTarget(a, action: nil)  // every action of a
        #expect(fired() == ["b.one", "b.two"])
        setUp(); r.removeTarget(nil, action: two)  // action two of every target
        #expect(fired() == ["a.one", "b.one"])
        setUp(); r.removeTarget(nil, action: nil)  // everything
        #expect(fired() == [])
        #expect(r.actionCount == 0)
    }

    @Test func closureActionRemovedByToken() {
        let (h, r) = tapHarness()
        var n = 0
        let token = r.addAction { _ in n += 1 }
        r.addAction { _ in n += 10 }
        tap(h); #expect(n == 11)
        r.removeAction(token)
        tap(h); #expect(n == 21)
    }

    @Test func targetsAreHeldWeakly() {
        let (h, r) = tapHarness()
        var target: RecordingTarget? = RecordingTarget("gone", log: h.log)
        r.addTarget(target!, action: GestureAction("x"))
        #expect(r.actionCount == 1)
        target = nil
        #expect(r.actionCount == 0)
        tap(h)
        #expect(!h.log.lines.contains { $0.hasPrefix("gone") })
        // A new object must not be mistaken for the released one's duplicate.
        let fresh = RecordingTarget("fresh", log: h.log)
        r.addTarget(fresh, action: GestureAction("x"))
        tap(h)
        #expect(h.log.lines.contains { $0.hasPrefix("fresh.x") })
    }

    @Test func removalDuringDispatchTakesEffectAtOnceAdditionFromTheNextDispatch() {
        let (h, r) = tapHarness()
        var order: [String] = []
        var second: GestureActionToken?
        r.addAction { g in
            order.append("first")
            if let s = second { g.removeAction(s) }
            g.addAction { _ in order.append("added") }
        }
        second = r.addAction { _ in order.append("second") }
        tap(h)
        #expect(order == ["first"])
        tap(h)
        #expect(order == ["first", "first", "added"])
    }

    @Test func actionsFireAfterEveryRecognizerProcessedTheSubEvent() {
        // Two recognizers decide on the same lift; the first one's action
        // already sees the second one's new state.
        let h = EngineHarness()
        let a = ScriptedRecognizer(); a.name = "a"
        let b = ScriptedRecognizer(); b.name = "b"
        a.onEnded = { $0.state = .recognized }
        b.onEnded = { $0.state = .failed }
        var seen: GestureRecognizerState?
        a.addAction { _ in seen = b.state }
        h.mapsView.addGestureRecognizer(a)
        h.mapsView.addGestureRecognizer(b)
        h.down(); h.up()
        #expect(seen == .failed)
        let lines = h.log.lines
        #expect(lines.firstIndex(of: "b: possible→failed")! < lines.firstIndex(of: "a deliver")!)
    }

    @Test func actionsFireInCommitOrderAcrossRecognizers() {
        // Hit view first, then ancestors; within a view, the order added.
        let h = EngineHarness()
        var order: [String] = []
        var keep: [ClosureDelegate] = []
        for (view, names) in [(h.outermost as View, ["o1", "o2"]), (h.mapsView, ["m1", "m2"]), (h.searchResultsPanel, ["p1"])] {
            for n in names {
                let r = ScriptedRecognizer()
                r.name = n
                r.continuous = true
                r.onMoved = { $0.state = $0.state == .possible ? .began : .changed }
                r.onEnded = { $0.state = .ended }
                r.addAction { g in order.append("\(n) \(g.state)") }
                let d = ClosureDelegate()
                d.simultaneous = { _, _ in true }
                r.delegate = d
                keep.append(d)
                view.addGestureRecognizer(r)
            }
        }
        h.down(); h.move(dx: 1, dy: 0); h.up()
        #expect(order == ["m1 began", "m2 began", "p1 began", "o1 began", "o2 began",
                          "m1 ended", "m2 ended", "p1 ended", "o1 ended", "o2 ended"])
        #expect(keep.count == 5)
    }
}
