import Testing
@testable import Tactile
import TactileTestSupport

/// `require(toFail:)` (seed-003; seed-000 wait-for list R9–R11), chains,
/// cycles, subclass and delegate rules.
@Suite struct FailureRequirementTests {
    private func chain() throws -> (EngineHarness, DefinitionRecognizer, DefinitionRecognizer, DefinitionRecognizer) {
        let h = EngineHarness()
        let single = h.add("single", .tap, to: h.mapsView)
        let double = h.add("double", .doubleTap, to: h.mapsView)
        let triple = h.add("triple", .tripleTap, to: h.mapsView)
        try single.require(toFail: double)
        try double.require(toFail: triple)
        return (h, single, double, triple)
    }
    private func actions(_ h: EngineHarness) -> [String] { h.log.lines.filter { $0.hasSuffix("!") } }

    @Test func tapChainSingle() throws {
        let (h, single, _, _) = try chain()
        h.down(); h.up()
        #expect(single.isWaitingForFailureRequirements && actions(h).isEmpty)
        h.settle()
        #expect(actions(h) == ["single!"])
    }

    @Test func tapChainDouble() throws {
        let (h, _, double, _) = try chain()
        h.down(); h.up(); h.delay(); h.down(); h.up()
        #expect(double.isWaitingForFailureRequirements && actions(h).isEmpty)
        h.settle()
        #expect(actions(h) == ["double!"])
        #expect(h.log.lines.contains("single: possible→failed"))
    }

    @Test func tapChainTriple() throws {
        let (h, single, double, triple) = try chain()
        h.down(); h.up(); h.delay(); h.down(); h.up(); h.delay(); h.down(); h.up()
        #expect(actions(h) == ["triple!"])
        #expect(h.row(single, double, triple) == ["I", "I", "R"])
        h.settle()
        #expect(actions(h) == ["triple!"] && h.dispatcher.isIdle)
        #expect([single, double, triple].allSatisfy { $0.state == .possible })
    }

    @Test func cyclesAndSelfRequirementsAreRejectedWithAClearError() throws {
        let a = ScriptedRecognizer(); a.name = "a"
        let b = ScriptedRecognizer(); b.name = "b"
        let c = ScriptedRecognizer(); c.name = "c"
        try a.require(toFail: b)
        try b.require(toFail: c)
        try a.require(toFail: b)  // repeating an edge is fine
        #expect(a.failureRequirements.count == 1)
        #expect(throws: FailureRequirementError.cycle(["c", "a", "b", "c"])) { try c.require(toFail: a) }
        #expect(throws: FailureRequirementError.selfRequirement("a")) { try a.require(toFail: a) }
        do {
            try c.require(toFail: a)
        } catch {
            #expect(error.description == "require(toFail:) refused: it would create a failure-requirement cycle (c → a → b → c)")
        }
        #expect(c.failureRequirements.isEmpty)
        a.removeFailureRequirement(b)
        try c.require(toFail: a)  // no cycle any more
        #expect(c.failureRequirements.first === a)
    }

    @Test func waiterFailsWhenTheRequiredRecognizerRecognizes() throws {
        let h = EngineHarness()
        let tap = h.add("tap", .tap, to: h.mapsView)
        let other = h.add("other", .tap, to: h.searchResultsPanel)
        other.isExclusive = false
        tap.isExclusive = false
        try tap.require(toFail: other)
        h.down(); h.up()
        // other recognizes on the same lift: the waiter fails (R10).
        #expect(h.row(tap, other) == ["I", "R"])
        #expect(actions(h) == ["other!"])
    }

    @Test func subclassRulesCreateFailureRequirements() {
        for viaRequired in [false, true] {
            let h = EngineHarness()
            let waiter = ScriptedRecognizer(); waiter.name = "waiter"
            let required = ScriptedRecognizer(); required.name = "required"
            waiter.onEnded = { $0.state = .recognized }
            required.onEnded = { g in g.scheduleTimer(after: 0.2) { g.state = .failed } }
            if viaRequired { required.requiredToFailRule = { $0 === waiter } } else { waiter.requireFailureRule = { $0 === required } }
            h.mapsView.addGestureRecognizer(waiter)
            h.mapsView.addGestureRecognizer(required)
            h.down(); h.up()
            #expect(waiter.isWaitingForFailureRequirements && waiter.state == .possible)
            h.settle()
            #expect(h.log.lines.filter { $0.contains("→") } == ["required: possible→failed", "waiter: possible→ended"])
        }
    }

    @Test func delegateRulesCreateFailureRequirements() {
        for viaRequired in [false, true] {
            let h = EngineHarness()
            let waiter = ScriptedRecognizer(); waiter.name = "waiter"
            let required = ScriptedRecognizer(); required.name = "required"
            waiter.onEnded = { $0.state = .recognized }
            required.onEnded = { $0.state = .recognized }
            let d = ClosureDelegate()
            if viaRequired {
                d.requiredToFailBy = { me, other in me === required && other === waiter }
                required.delegate = d
            } else {
                d.requireFailureOf = { me, other in me === waiter && other === required }
                waiter.delegate = d
            }
            h.mapsView.addGestureRecognizer(waiter)  // added first: would win without the rule
            h.mapsView.addGestureRecognizer(required)
            h.down(); h.up()
            #expect(h.log.lines.filter { $0.contains("→") } == ["required: possible→ended", "waiter: possible→failed"])
        }
    }

    @Test func requirementOnARecognizerOutsideTheSequenceDoesNotBlock() throws {
        let h = EngineHarness()
        let tap = h.add("tap", .tap, to: h.mapsView)
        let elsewhere = h.add("elsewhere", .doubleTap, to: h.searchField)
        try tap.require(toFail: elsewhere)
        h.down(); h.up()
        #expect(actions(h) == ["tap!"])
    }
}
