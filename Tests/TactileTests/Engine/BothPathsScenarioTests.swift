import Testing
@testable import Tactile
import TactileTestSupport

/// Scenarios of the engine fixture run with the fast paths on and off
/// (`TouchScript.onBothPaths`): the logs — recognizer lifecycle, actions,
/// view callbacks — must be the same.
@Suite struct BothPathsScenarioTests {
    /// A scroll and a tap on one panel: the drag starts the scroll, which
    /// then moves in its steady state (the quiet path) until the lift.
    @Test func aScrollAndATapCompetingGiveTheSameLogOnBothPaths() {
        let logs = TouchScript.onBothPaths { fast -> [String] in
            let h = EngineHarness()
            h.script.usesFastPaths = fast
            h.add("scroll", .scroll, to: h.searchResultsPanel)
            h.add("tap", .tap, to: h.searchResultsPanel)
            h.down(at: EngineHarness.inPanel)
            for _ in 0..<12 { h.move(dx: 0, dy: 7) }
            h.up()
            return h.log.take()
        }
        #expect(!logs.fast.isEmpty)
        #expect(logs.fast == logs.general)
    }

    /// Two fingers, a lift mid-drag and a tap after: frames of several
    /// samples, the one-sample frame and the quiet step all take part.
    @Test func twoFingersThenATapGiveTheSameLogOnBothPaths() {
        let logs = TouchScript.onBothPaths { fast -> [String] in
            let h = EngineHarness()
            h.script.usesFastPaths = fast
            h.add("scroll", .scroll, to: h.searchResultsPanel)
            h.add("tap", .tap, to: h.mapsView)
            h.down([1, 2], at: [EngineHarness.inPanel, Point(x: 320, y: 520)])
            for k in 1...6 {
                h.move([1, 2], to: [Point(x: 300, y: 500 + Double(k) * 9), Point(x: 320, y: 520 + Double(k) * 9)])
            }
            h.up(2)
            for _ in 0..<5 { h.move(dx: 0, dy: 8) }
            h.up()
            h.down()
            h.up()
            h.wait(1)
            return h.log.take()
        }
        #expect(!logs.fast.isEmpty)
        #expect(logs.fast == logs.general)
    }
}
