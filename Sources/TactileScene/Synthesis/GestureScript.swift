import Tactile

/// Turns parsed gesture steps into a realistic trace with the demo traces'
/// synthesizer (120 Hz, ±0.25 pt deterministic noise, 0.01 pt resolution):
/// the first gesture starts at 0.3 s, each next one 0.6 s after the previous
/// one ends (longer than a double tap's wait, so separate taps stay separate),
/// and a time-only line at the end lets pending timers fire.
package enum GestureScript {
    /// When the first gesture starts, in seconds.
    package static let start = 0.3
    /// The pause between gestures, in seconds.
    package static let gap = 0.6
    /// How long a tap's finger stays down, in seconds.
    package static let tapDuration = 0.09
    /// How far and how fast a swipe goes: points, seconds.
    package static let swipeDistance = 220.0, swipeDuration = 0.16

    /// The trace of `steps`; the same steps and seed always give the same frames.
    package static func frames(_ steps: [GestureStep], seed: UInt64 = 1) -> [TraceFrame] {
        typealias S = TraceSynthesizer
        var s = S(seed: seed)
        var t = start
        var id = 1
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        func still(_ x: Double, _ y: Double) -> (Double) -> Point { { _ in Point(x: x, y: y) } }
        func finger(_ down: Double, _ up: Double, _ path: @escaping (Double) -> Point) {
            s.touch(id: id, down: down, up: up, path: path)
            id += 1
        }
        /// Two fingers on opposite sides of (x, y) at distance r0 → r1 from it,
        /// turning by `turn` radians (clockwise on screen for positive values);
        /// the second finger lands one frame after the first.
        func twoFingers(_ x: Double, _ y: Double, r0: Double, r1: Double, turn: Double, _ t: Double, _ d: Double) {
            finger(t, t + d, S.orbit(center: p(x, y), radius0: r0, radius1: r1, angle0: Double.pi, angle1: Double.pi + turn, start: 0.06, end: 0.94))
            finger(t + 0.016, t + d + 0.016, S.orbit(center: p(x, y), radius0: r0, radius1: r1, angle0: 0, angle1: turn, start: 0.05, end: 0.93))
        }
        for step in steps {
            switch step {
            case .tap(let x, let y):
                finger(t, t + tapDuration, still(x, y))
                t += tapDuration
            case .doubleTap(let x, let y):
                finger(t, t + 0.085, still(x, y))
                finger(t + 0.2, t + 0.29, still(x + 2, y + 2))
                t += 0.29
            case .longPress(let x, let y, let d):
                finger(t, t + d, still(x, y))
                t += d
            case .pan(let x0, let y0, let x1, let y1, let d):
                finger(t, t + d, S.line(from: p(x0, y0), to: p(x1, y1), start: 0.05, end: 0.95))
                t += d
            case .pinch(let x, let y, let scale, let d):
                let r0 = scale >= 1 ? 60.0 : 120.0
                twoFingers(x, y, r0: r0, r1: r0 * scale, turn: 0, t, d)
                t += d + 0.016
            case .rotate(let x, let y, let radians, let d):
                twoFingers(x, y, r0: 80, r1: 80, turn: radians, t, d)
                t += d + 0.016
            case .swipe(let direction, let x, let y):
                let (dx, dy): (Double, Double)
                switch direction {
                case "left": (dx, dy) = (-swipeDistance, 0)
                case "right": (dx, dy) = (swipeDistance, 0)
                case "up": (dx, dy) = (0, -swipeDistance)
                default: (dx, dy) = (0, swipeDistance)
                }
                finger(t, t + swipeDuration, S.line(from: p(x, y), to: p(x + dx, y + dy), start: 0.05, end: 0.95))
                t += swipeDuration
            case .wait(let d):
                t += d
            }
            t += gap
        }
        s.idle(until: t)
        return s.frames()
    }
}
