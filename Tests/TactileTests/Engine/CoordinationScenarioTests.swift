import Testing
@testable import Tactile
import TactileTestSupport

/// Seed-000 §8 S13, S18, S33: handler lifecycle, exclusivity flag and
/// exception list, delegates.
@Suite struct CoordinationScenarioTests {
    /// seed-000 S13.
    @Test func handlerLifecycleHooks() throws {
        do {  // S2 replay
            let h = EngineHarness()
            h.add("scroll", .scroll, to: h.searchResultsPanel)
            h.add("tap", .tap, to: h.searchResultsPanel)
            func hooks() -> [String] { h.log.take().filter { $0.hasSuffix("prepare") || $0.hasSuffix("Preparation") || $0.hasSuffix("deliver") } }
            h.down(); #expect(hooks() == ["scroll prepare", "tap prepare"])
            h.delay(); #expect(hooks() == [])
            h.move(dx: 0, dy: 30); #expect(hooks() == ["tap cancelPreparation"])
            h.up(); #expect(hooks() == ["scroll completePreparation", "scroll deliver"])
        }
        do {  // S4 replay
            let h = EngineHarness()
            let doubleTap = h.add("doubleTap", .doubleTap, to: h.mapsView)
            let tap = h.add("tap", .tap, to: h.mapsView)
            tap.exclusivityExceptions = [doubleTap]
            func hooks() -> [String] { h.log.take().filter { $0.hasPrefix("doubleTap ") } }
            h.down(); #expect(hooks() == ["doubleTap prepare"])
            h.delay(); h.up(); h.delay(); h.down(); h.delay(); #expect(hooks() == [])
            h.up(); #expect(hooks() == ["doubleTap completePreparation", "doubleTap deliver"])
        }
    }

    /// seed-000 S18.
    @Test func nonExclusiveRecognizerBlocksExclusiveOnes() {
        let h = EngineHarness()
        let n = h.add("N", .single, to: h.mapsView)
        let e1 = h.add("E1", .scroll, to: h.searchResultsPanel)
        let e2 = h.add("E2", .scroll, to: h.searchResultsPanel)
        let n2 = h.add("N2", .scroll, to: h.searchResultsPanel)
        n.isExclusive = false
        n.exclusivityExceptions = [e2]
        e1.isExclusive = true
        e2.isExclusive = true
        n2.isExclusive = false
        h.down()  // N recognizes on this sub-event
        #expect(h.row(n, e1, e2, n2) == ["R", "I", "P", "P"])
        h.move(dx: 0, dy: 20); h.move(dx: 0, dy: 20)
        #expect(e1.received == ["down"])
        #expect(e2.received == ["down", "move", "move"])
        #expect(n2.received == ["down", "move", "move"])
    }

    /// seed-000 S33.
    @Test func delegateRefusesDeliveryOrBegin() {
        do {  // (a) shouldReceive false for touches in a sub-region
            let h = EngineHarness()
            let scroll = h.add("scroll", .scroll, to: h.mapsView)
            let tap = h.add("tap", .tap, to: h.mapsView)
            let d = ClosureDelegate()
            d.shouldReceive = { _, t in t.location(in: h.mapsView).x > 50 }
            tap.delegate = d
            h.down(at: Point(x: 40, y: 150))  // maps-local x = 20
            h.move(dx: 0, dy: 30); h.up()
            #expect(tap.received.isEmpty && tap.seedRow == "B")
            #expect(scroll.received == ["down", "move", "up"] && h.log.lines.contains("scroll!"))
        }
        do {  // (b) shouldBegin false
            let h = EngineHarness()
            let tap = h.add("tap", .tap, to: h.mapsView)
            let d = ClosureDelegate()
            d.shouldBegin = { _ in false }
            tap.delegate = d
            h.down(); h.up()
            #expect(tap.seedRow == "I")
            #expect(!h.log.lines.contains("tap!"))
        }
        do {  // (c) one exclusive, delegates allow simultaneous recognition
            let h = EngineHarness()
            let a = h.add("A", .tap, to: h.mapsView)
            let b = h.add("B", .tap, to: h.mapsView)
            a.isExclusive = true
            let d = ClosureDelegate()
            d.simultaneous = { _, _ in true }
            b.delegate = d
            h.down(); h.up()
            #expect(h.row(a, b) == ["R", "R"])
            #expect(h.log.lines.filter { $0.hasSuffix("!") } == ["A!", "B!"])
        }
    }
}
