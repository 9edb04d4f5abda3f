import Testing
@testable import Tactile
import TactileTestSupport

/// seed-003 members not covered by the concept suites: initializers, the
/// `touchesCancelled` contract, state constants, subclass hooks' order.
@Suite struct RecognizerAPITests {
    @Test func initializersInstallTheirAction() {
        let h = EngineHarness()
        let target = RecordingTarget("t", log: h.log)
        let a = ScriptedRecognizer(target: target, action: GestureAction("go"))
        a.name = "a"
        a.isExclusive = false
        a.onEnded = { $0.state = .recognized }
        var closureRan = false
        let b = ScriptedRecognizer { _ in closureRan = true }
        b.isExclusive = false
        b.onEnded = { $0.state = .recognized }
        h.mapsView.addGestureRecognizer(a)
        h.mapsView.addGestureRecognizer(b)
        h.down(); h.up()
        #expect(h.log.lines.contains("t.go ← a ended") && closureRan)
    }

    @Test func touchesCancelledFailsADiscreteAndCancelsAContinuousGesture() {
        let h = EngineHarness()
        let discrete = ScriptedRecognizer(); discrete.name = "discrete"; discrete.isExclusive = false
        let continuous = ScriptedRecognizer(); continuous.name = "continuous"; continuous.isExclusive = false
        continuous.continuous = true
        continuous.onMoved = { $0.state = $0.state == .possible ? .began : .changed }
        var cancelledAction = false
        continuous.addAction { g in if g.state == .cancelled { cancelledAction = true } }
        h.mapsView.addGestureRecognizer(discrete)
        h.mapsView.addGestureRecognizer(continuous)
        h.down(); h.move(dx: 5, dy: 0); h.cancel()
        #expect(h.log.lines.filter { $0.contains("→") } ==
                ["continuous: possible→began", "discrete: possible→failed", "continuous: began→cancelled"])
        #expect(cancelledAction)
        #expect(discrete.touchesSeen.last == "cancelled [1]" && continuous.touchesSeen.last == "cancelled [1]")
    }

    @Test func subclassHooksReceiveEachPhaseInOrder() {
        let h = EngineHarness()
        let r = ScriptedRecognizer()
        h.mapsView.addGestureRecognizer(r)
        h.down(1); h.down(2, at: Point(x: 120, y: 220)); h.move(1, dx: 1, dy: 0); h.up(2); h.up(1)
        #expect(r.touchesSeen == ["began [1]", "began [2]", "moved [1]", "ended [2]", "ended [1]"])
    }

    @Test func recognizersReceiveTouchesBeforeTheView() {
        let h = EngineHarness()
        let r = ScriptedRecognizer()
        r.onBegan = { _ in h.log.add("recognizer began") }
        h.mapsView.addGestureRecognizer(r)
        h.down()
        #expect(h.log.lines.filter { !$0.hasSuffix("prepare") } == ["recognizer began", "maps began [1]"])
    }

    @Test func stateConstants() {
        let names = [GestureRecognizerState.possible, .began, .changed, .ended, .cancelled, .failed, .recognized].map(\.description)
        #expect(names == ["possible", "began", "changed", "ended", "cancelled", "failed", "ended"])
        #expect(GestureRecognizerState.began.isInProgress && GestureRecognizerState.changed.isInProgress)
    }

    @Test func addingToAnotherViewMovesTheRecognizer() {
        let h = EngineHarness()
        let r = ScriptedRecognizer()
        h.mapsView.addGestureRecognizer(r)
        h.searchField.addGestureRecognizer(r)  // exactly one view (seed-000 §2.2)
        #expect(r.view === h.searchField && h.mapsView.gestureRecognizers.isEmpty)
        r.view = h.mapsView
        #expect(r.view === h.mapsView && h.searchField.gestureRecognizers.isEmpty)
    }
}
