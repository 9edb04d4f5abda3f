import Testing
@testable import Tactile
import TactileTestSupport

/// `PinchGestureRecognizer.minimumNumberOfTouches` / `maximumNumberOfTouches`:
/// a fixed-finger pinch such as the launcher's five-finger home gesture
/// (seed-000 §7.1, L372).
@Suite struct PinchTouchCountTests {
    /// Points on a circle of radius `r` around (200, 200), one per finger.
    func ring(_ n: Int, _ r: Double) -> [Point] {
        (0..<n).map { i in
            let a = Double(i) * 2 * 3.141592653589793 / Double(n)
            return Point(x: 200 + r * TactileMath.cos(a), y: 200 + r * TactileMath.sin(a))
        }
    }

    func fivePinch() -> PinchGestureRecognizer {
        let p = PinchGestureRecognizer()
        p.minimumNumberOfTouches = 5
        p.maximumNumberOfTouches = 5
        return p
    }

    @Test func defaultsAreUIKitsAnyTwoOrMore() {
        let p = PinchGestureRecognizer()
        #expect(p.minimumNumberOfTouches == 2 && p.maximumNumberOfTouches == Int.max)
    }

    /// seed-000 S24.
    @Test func twoFingerPinchDoesNotBeginAFiveFingerPinch() {
        let h = TransformHarness()
        let p = fivePinch()
        h.view.addGestureRecognizer(p)
        h.downPair(center: Point(200, 200), span: 200)
        h.movePair(center: Point(200, 200), span: 100)
        #expect(p.state == .possible)
        h.upPair(center: Point(200, 200), span: 100)
        #expect(p.state == .possible)   // failed, then reset
        #expect(h.log.lines.contains { $0.hasSuffix("failed") })
    }

    /// seed-000 S24.
    @Test func fiveFingerPinchMeasuresFromTheFifthFinger() {
        let h = TransformHarness()
        let p = fivePinch()
        var scales: [Double] = []
        p.addAction { g in scales.append((g as! PinchGestureRecognizer).scale) }
        h.view.addGestureRecognizer(p)
        let start = ring(5, 100)
        for i in 0..<4 { h.down(i + 1, at: start[i]) }
        // Four fingers spreading do not count: the scale starts with five.
        h.frame((0..<4).map { (i: Int) in (i + 1, TouchPhase.moved, ring(5, 150)[i]) })
        #expect(p.state == .possible)
        h.down(5, at: ring(5, 150)[4])
        h.frame((0..<5).map { (i: Int) in (i + 1, TouchPhase.moved, ring(5, 75)[i]) })
        #expect(p.state == .began)
        #expect(nearly(p.scale, 0.5, within: 1e-6))
        // Fewer than five: no change, but no end either — it ends when every
        // finger has lifted (UIKit's pinch "ends … when both fingers lift from the view").
        h.up(1, at: ring(5, 75)[0])
        #expect(p.state.isInProgress && scales.count == 1)
        for i in 1..<5 { h.up(i + 1, at: ring(5, 75)[i]) }
        #expect(h.log.lines.contains { $0.hasSuffix("ended") })
        #expect(scales.count == 2 && nearly(scales.last ?? 0, 0.5, within: 1e-6))
    }

    @Test func aSixthFingerFailsItBeforeItBegins() {
        let h = TransformHarness()
        let p = fivePinch()
        h.view.addGestureRecognizer(p)
        let pts = ring(6, 100)
        for i in 0..<6 { h.down(i + 1, at: pts[i]) }
        #expect(h.log.lines.contains { $0.hasSuffix("failed") })
    }
}
