import Tactile
import TactileScene

/// The scripts that generated the traces in `Examples/applications/` (120 Hz,
/// ±0.25 pt deterministic noise, human timings: fingers of a multi-finger
/// gesture land 10–15 ms apart). `applicationTracesAreTheScriptedOnes` checks
/// the files still match; run it with `TACTILE_REGENERATE_EXAMPLES=1` to
/// rewrite them.
enum ApplicationTraceScripts {
    typealias S = TraceSynthesizer

    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
    static func still(_ x: Double, _ y: Double) -> (Double) -> Point { { _ in Point(x: x, y: y) } }

    /// A quick one-finger tap.
    static func tap(_ s: inout S, id: Int, at t: Double, _ x: Double, _ y: Double, duration: Double = 0.09) {
        s.touch(id: id, down: t, up: t + duration, path: still(x, y))
    }

    /// `n` fingers side by side (`spacing` apart, across the motion) moving together by `by`.
    static func fingers(_ s: inout S, ids: Int, _ n: Int, at t: Double, from c: Point, by v: Vector,
                        duration: Double = 0.3, spacing: Double = 60) {
        let horizontal = abs(v.dx) > abs(v.dy)
        for i in 0..<n {
            let offset = (Double(i) - Double(n - 1) / 2) * spacing
            let start = horizontal ? Point(x: c.x + Double(i % 2) * 12, y: c.y + offset)
                                   : Point(x: c.x + offset, y: c.y + Double(i % 2) * 12)
            let down = t + Double(i) * 0.012
            s.touch(id: ids + i, down: down, up: down + duration,
                    path: S.line(from: start, to: Point(x: start.x + v.dx, y: start.y + v.dy), start: 0.15, end: 0.85))
        }
    }

    /// Five fingers on a circle that shrinks (or grows) from `r0` to `r1`.
    static func fivePinch(_ s: inout S, at t: Double, r0: Double, r1: Double) {
        for i in 0..<5 {
            let a = -1.5707963267948966 + Double(i) * 2 * 3.141592653589793 / 5
            let down = t + Double(i) * 0.01
            s.touch(id: 1 + i, down: down, up: down + 0.6,
                    path: S.orbit(center: p(512, 400), radius0: r0, radius1: r1, angle0: a, angle1: a + 0.05, start: 0.15, end: 0.8))
        }
    }

    // MARK: Maps fixture (S14–S20)

    static func mapsTap() -> [TraceFrame] {
        var s = S(seed: 101)
        tap(&s, id: 1, at: 0.3, 100, 200)
        return s.frames()
    }

    static func mapsAndPanelTaps() -> [TraceFrame] {
        var s = S(seed: 102)
        tap(&s, id: 1, at: 0.3, 100, 200)
        tap(&s, id: 2, at: 1.2, 350, 500)
        return s.frames()
    }

    /// A press that drags right slowly (S18: the pan recognizes on the way).
    static func mapsDrag() -> [TraceFrame] {
        var s = S(seed: 103)
        s.touch(id: 1, down: 0.3, up: 1.1, path: S.line(from: p(100, 200), to: p(180, 204), start: 0.2, end: 0.9))
        return s.frames()
    }

    /// A press held a moment, then a drag down (S19, S20: the tap fails at the move).
    static func mapsPressThenDrag() -> [TraceFrame] {
        var s = S(seed: 104)
        s.touch(id: 1, down: 0.3, up: 0.95, path: S.line(from: p(100, 200), to: p(104, 320), start: 0.3, end: 0.95))
        return s.frames()
    }

    // MARK: Launcher and browser (S21–S24, S30)

    static func threeFingerSwipeUp() -> [TraceFrame] {
        var s = S(seed: 121)
        fingers(&s, ids: 1, 3, at: 0.3, from: p(512, 600), by: Vector(dx: 4, dy: -260))
        return s.frames()
    }

    static func bookmarkTap() -> [TraceFrame] {
        var s = S(seed: 122)
        tap(&s, id: 1, at: 0.3, 960, 30)
        return s.frames()
    }

    /// Two fingers twisting on the page: no recognizer of either application defines it.
    static func twoFingerTwist() -> [TraceFrame] {
        var s = S(seed: 123)
        s.touch(id: 1, down: 0.3, up: 0.9, path: S.orbit(center: p(512, 400), radius0: 120, radius1: 120, angle0: 3.0, angle1: 4.0, start: 0.15, end: 0.85))
        s.touch(id: 2, down: 0.315, up: 0.91, path: S.orbit(center: p(512, 400), radius0: 120, radius1: 120, angle0: -0.14, angle1: 0.86, start: 0.15, end: 0.85))
        return s.frames()
    }

    static func fivePinchHome() -> [TraceFrame] {
        var s = S(seed: 124)
        fivePinch(&s, at: 0.3, r0: 200, r1: 70)
        return s.frames()
    }

    static func fivePinchBack() -> [TraceFrame] {
        var s = S(seed: 125)
        fivePinch(&s, at: 0.3, r0: 200, r1: 165)
        return s.frames()
    }

    static func tenFingerTap() -> [TraceFrame] {
        var s = S(seed: 130)
        for i in 0..<10 {
            let x = 150 + Double(i) * 80, y = 500 + (i % 2 == 0 ? 0 : -40.0)
            s.touch(id: 1 + i, down: 0.3 + Double(i) * 0.005, up: 0.43 + Double(i) * 0.006, path: still(x, y))
        }
        return s.frames()
    }

    // MARK: Definitions (S25–S29)

    /// Normal mode: a four-finger left swipe (nothing), a three-finger one
    /// (next application); then accessibility mode: a three-finger left
    /// swipe (nothing), a four-finger one (next application).
    static func nextApplicationModes() -> [TraceFrame] {
        var s = S(seed: 125)
        let left = Vector(dx: -320, dy: 3)
        fingers(&s, ids: 1, 4, at: 0.3, from: p(700, 400), by: left)
        fingers(&s, ids: 1, 3, at: 1.3, from: p(700, 400), by: left)
        s.switchMode(to: "accessibility", at: 2.2)
        fingers(&s, ids: 1, 3, at: 2.5, from: p(700, 400), by: left)
        fingers(&s, ids: 1, 4, at: 3.5, from: p(700, 400), by: left)
        return s.frames()
    }

    static func fourThenThreeFingerLeft() -> [TraceFrame] {
        var s = S(seed: 127)
        let left = Vector(dx: -320, dy: 3)
        fingers(&s, ids: 1, 4, at: 0.3, from: p(700, 400), by: left)
        fingers(&s, ids: 1, 3, at: 1.3, from: p(700, 400), by: left)
        return s.frames()
    }

    static func twoThenFourFingerLeft() -> [TraceFrame] {
        var s = S(seed: 128)
        let left = Vector(dx: -320, dy: 3)
        fingers(&s, ids: 1, 2, at: 0.3, from: p(700, 400), by: left)
        fingers(&s, ids: 1, 4, at: 1.3, from: p(700, 400), by: left)
        return s.frames()
    }

    static func threeFingerLeft() -> [TraceFrame] {
        var s = S(seed: 129)
        fingers(&s, ids: 1, 3, at: 0.3, from: p(700, 400), by: Vector(dx: -320, dy: 3))
        return s.frames()
    }

    /// Trace file name (without `.trace.jsonl`) → script.
    static let all: [(name: String, frames: @Sendable () -> [TraceFrame])] = [
        ("maps-tap", mapsTap), ("maps-and-panel-taps", mapsAndPanelTaps), ("maps-drag", mapsDrag),
        ("maps-press-then-drag", mapsPressThenDrag),
        ("three-finger-swipe-up", threeFingerSwipeUp), ("bookmark-tap", bookmarkTap), ("two-finger-twist", twoFingerTwist),
        ("five-finger-pinch-home", fivePinchHome), ("five-finger-pinch-back", fivePinchBack), ("ten-finger-tap", tenFingerTap),
        ("next-application-modes", nextApplicationModes), ("four-then-three-finger-left", fourThenThreeFingerLeft),
        ("two-then-four-finger-left", twoThenFourFingerLeft), ("three-finger-left", threeFingerLeft),
    ]
}
