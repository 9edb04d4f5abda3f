import Testing
@testable import Tactile

/// The cancels/delays matrix (seed-003 `cancelsTouchesInView`,
/// `delaysTouchesBegan`, `delaysTouchesEnded`): every flag combination ×
/// the recognizer fails / recognizes at touch-up / is still deciding at
/// touch-up and then fails / recognizes, checked against the exact view
/// callbacks and the step they arrive in (D down, M move, U up, L later).
@Suite struct ViewDeliveryMatrixTests {
    enum Outcome: String, CaseIterable { case failsAtUp, recognizesAtUp, decidingThenFails, decidingThenRecognizes }

    struct Case: CustomStringConvertible {
        var cancels: Bool, delaysBegan: Bool, delaysEnded: Bool, outcome: Outcome
        var description: String { "cancels \(cancels) delaysBegan \(delaysBegan) delaysEnded \(delaysEnded) \(outcome)" }
    }

    static func run(_ c: Case) -> [String] {
        let h = EngineHarness()
        let r = ScriptedRecognizer()
        r.cancelsTouchesInView = c.cancels
        r.delaysTouchesBegan = c.delaysBegan
        r.delaysTouchesEnded = c.delaysEnded
        r.onEnded = { g in
            switch c.outcome {
            case .failsAtUp: g.state = .failed
            case .recognizesAtUp: g.state = .recognized
            case .decidingThenFails: g.scheduleTimer(after: 0.5) { g.state = .failed }
            case .decidingThenRecognizes: g.scheduleTimer(after: 0.5) { g.state = .recognized }
            }
        }
        h.mapsView.addGestureRecognizer(r)
        var out: [String] = []
        func collect(_ step: String) {
            for l in h.log.take() where l.hasPrefix("maps ") { out.append("\(step):" + l.dropFirst(5).split(separator: " ")[0]) }
        }
        h.down(); collect("D")
        h.move(dx: 3, dy: 0); collect("M")
        h.up(); collect("U")
        h.settle(); collect("L")
        #expect(r.state == .possible && h.dispatcher.isIdle)
        return out
    }

    /// The expected callbacks, written out case by case.
    static func expected(_ c: Case) -> [String] {
        switch (c.outcome, c.cancels, c.delaysBegan, c.delaysEnded) {
        // Fails at touch-up: the view gets everything, held parts at the failure.
        case (.failsAtUp, _, false, _): return ["D:began", "M:moved", "U:ended"]
        case (.failsAtUp, _, true, _): return ["U:began", "U:ended"]
        // Recognizes at touch-up.
        case (.recognizesAtUp, true, false, _): return ["D:began", "M:moved", "U:cancelled"]
        case (.recognizesAtUp, true, true, _): return []  // withheld began discarded
        case (.recognizesAtUp, false, false, _): return ["D:began", "M:moved", "U:ended"]
        case (.recognizesAtUp, false, true, _): return ["U:began", "U:ended"]
        // Still deciding at touch-up, then fails.
        case (.decidingThenFails, _, false, true): return ["D:began", "M:moved", "L:ended"]
        case (.decidingThenFails, _, false, false): return ["D:began", "M:moved", "U:ended"]
        case (.decidingThenFails, _, true, _): return ["L:began", "L:ended"]
        // Still deciding at touch-up, then recognizes.
        case (.decidingThenRecognizes, true, false, true): return ["D:began", "M:moved", "L:cancelled"]
        case (.decidingThenRecognizes, true, false, false): return ["D:began", "M:moved", "U:ended"]
        case (.decidingThenRecognizes, true, true, _): return []
        case (.decidingThenRecognizes, false, false, true): return ["D:began", "M:moved", "L:ended"]
        case (.decidingThenRecognizes, false, false, false): return ["D:began", "M:moved", "U:ended"]
        case (.decidingThenRecognizes, false, true, _): return ["L:began", "L:ended"]
        }
    }

    static let allCases: [Case] = {
        var cs: [Case] = []
        for o in Outcome.allCases { for c in [true, false] { for b in [false, true] { for e in [true, false] {
            cs.append(Case(cancels: c, delaysBegan: b, delaysEnded: e, outcome: o))
        } } } }
        return cs
    }()

    @Test(arguments: allCases)
    func cancelsDelaysMatrix(_ c: Case) {
        #expect(Self.run(c) == Self.expected(c), "\(c)")
    }

    @Test func defaultsAreUIKits() {
        let r = GestureRecognizer()
        #expect(r.cancelsTouchesInView && !r.delaysTouchesBegan && r.delaysTouchesEnded)
        #expect(!r.cancelsTouchesInViewOnFailure && r.isEnabled && r.isExclusive)
        #expect(r.exclusivityExceptions.isEmpty && r.failureRequirements.isEmpty && r.delegate == nil && r.view == nil)
    }

    @Test func recognitionCancelsOnlyTheGesturesTouches() {
        // Two touches in two sibling views; the recognizer on one view
        // recognizes: only its touch is cancelled.
        let h = EngineHarness()
        let r = ScriptedRecognizer()
        r.onMoved = { $0.state = .recognized }
        h.mapsView.addGestureRecognizer(r)
        h.down(1); h.down(2, at: EngineHarness.inSearchField)
        h.move(1, dx: 2, dy: 0)
        h.up(2); h.up(1)
        #expect(h.log.matching("maps") == ["maps began [1]", "maps cancelled [1]"])
        #expect(h.log.matching("searchField") == ["searchField began [2]", "searchField ended [2]"])
    }

    @Test func heldEndsOfSeveralRecognizersWaitForAllOfThem() {
        let h = EngineHarness()
        let a = ScriptedRecognizer()
        let b = ScriptedRecognizer()
        var aFailed = false
        let observer = h.dispatcher.onRecognizerTransition
        h.dispatcher.onRecognizerTransition = { r, from, to in
            if r === a && to == .failed { aFailed = true }
            observer?(r, from, to)
        }
        a.onEnded = { g in g.scheduleTimer(after: 0.1) { g.state = .failed } }
        b.onEnded = { g in g.scheduleTimer(after: 0.3) { g.state = .failed } }
        h.mapsView.addGestureRecognizer(a)
        h.mapsView.addGestureRecognizer(b)
        h.down(); h.up()
        h.delay(); h.delay()
        // `a` failed (and, its touch being up, has already reset: UIKit's reset rule).
        #expect(aFailed && h.log.matching("maps") == ["maps began [1]"])
        h.settle()
        #expect(h.log.matching("maps") == ["maps began [1]", "maps ended [1]"])
    }
}
