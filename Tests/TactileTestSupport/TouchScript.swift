import Tactile

/// The one touch-script DSL of the tests: frames of touch samples sent to a
/// dispatcher, router or input layer (`TouchInputSink`), with a clock.
///
/// Two ways to say when a frame happens:
/// - *at a time*: `down(1, 100, 200, at: 0.1)`, `frame(0.2, samples)`;
/// - *after the last frame*: `down(at: p)`, `move(dx: 5, dy: 0)`, `up()`,
///   `frame(samples)`, each `step` seconds (or `dt`) after the previous one.
///
/// Every frame keeps where each finger is, so `up()` lifts a finger where it
/// last was. A fixture adopts the DSL by conforming to `TouchScripting`.
package final class TouchScript: TouchScripting {
    /// Where the frames go.
    package let sink: any TouchInputSink
    /// The time of the last frame (or wait).
    package var time: Seconds = 0
    /// The time between relative frames when no `dt` is given.
    package var step: Seconds
    /// Where `down()` puts a finger when no point is given.
    package var defaultPoint: Point = .zero
    /// Where each finger down is.
    package var positions: [Int: Point] = [:]
    /// Runs before every frame and wait (a fixture's per-step bookkeeping).
    package var beforeStep: (() -> Void)?

    /// A script sending to `sink`, relative frames `step` seconds apart.
    package init(_ sink: any TouchInputSink, step: Seconds = 0.016) {
        self.sink = sink
        self.step = step
    }

    /// The script itself.
    package var script: TouchScript { self }

    /// Sends `samples` as one frame at `t`.
    package func send(_ t: Seconds, _ samples: [TouchSample], complete: Bool) {
        beforeStep?()
        time = t
        for s in samples {
            switch s.phase {
            case .ended, .cancelled: positions[s.id] = nil
            default: positions[s.id] = s.location
            }
        }
        sink.handle(InputFrame(timestamp: t, samples: samples, listsAllContacts: complete))
    }
}

/// A fixture (or script) that speaks the touch-script DSL through its `script`.
package protocol TouchScripting: AnyObject {
    /// The script the DSL drives.
    var script: TouchScript { get }
}

extension TouchScripting {
    /// The script's clock: the time of the last frame.
    package var time: Seconds {
        get { script.time }
        set { script.time = newValue }
    }

    /// The time between relative frames.
    package var step: Seconds {
        get { script.step }
        set { script.step = newValue }
    }

    /// A sample (shorthand).
    package static func s(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) -> TouchSample {
        TouchSample(id: id, phase: phase, location: Point(x, y))
    }

    // MARK: At a time

    /// One frame at `t`.
    package func frame(_ t: Seconds, _ samples: [TouchSample], complete: Bool = false) {
        script.send(t, samples, complete: complete)
    }

    /// One frame at `t`.
    package func frame(_ t: Seconds, _ samples: TouchSample..., complete: Bool = false) {
        script.send(t, samples, complete: complete)
    }

    /// One frame of (id, phase, point) triples at `t`.
    package func frame(_ t: Seconds, _ samples: [(Int, TouchPhase, Point)]) {
        frame(t, samples.map { TouchSample(id: $0.0, phase: $0.1, location: $0.2) })
    }

    /// Finger `id` goes down at (x, y) at `t`.
    package func down(_ id: Int, _ x: Double, _ y: Double, at t: Seconds) { frame(t, [Self.s(id, .began, x, y)]) }
    /// Finger `id` moves to (x, y) at `t`.
    package func move(_ id: Int, _ x: Double, _ y: Double, at t: Seconds) { frame(t, [Self.s(id, .moved, x, y)]) }
    /// Finger `id` lifts at (x, y) at `t`.
    package func up(_ id: Int, _ x: Double, _ y: Double, at t: Seconds) { frame(t, [Self.s(id, .ended, x, y)]) }
    /// Finger `id` is cancelled at (x, y) at `t`.
    package func cancel(_ id: Int, _ x: Double, _ y: Double, at t: Seconds) { frame(t, [Self.s(id, .cancelled, x, y)]) }

    /// A quick tap (down, then up `duration` later) at (x, y) starting at `t`.
    package func tap(_ id: Int = 1, _ x: Double, _ y: Double, at t: Seconds, duration: Seconds = 0.05) {
        down(id, x, y, at: t)
        up(id, x, y, at: t + duration)
    }

    /// Finger `id` in a straight line from `from` to `to` over `duration`, one
    /// sample every `interval` seconds (the down at `t`, the lift at the end).
    package func drag(_ id: Int = 1, from: Point, to: Point, at t: Seconds, duration: Seconds, interval: Seconds,
                      lift: Bool = true) {
        down(id, from.x, from.y, at: t)
        let steps = max(1, Int((duration / interval).rounded()))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            let p = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            if i == steps && lift { up(id, p.x, p.y, at: t + duration) } else { move(id, p.x, p.y, at: t + duration * f) }
        }
    }

    /// Time moves to `t` with no input: due timers fire.
    package func advance(to t: Seconds) { script.sink.advance(to: t) }

    // MARK: After the last frame

    /// One frame `dt` (default `step`) after the last.
    package func frame(_ samples: [TouchSample], dt: Seconds? = nil) {
        script.send(script.time + (dt ?? script.step), samples, complete: false)
    }

    /// One frame of (id, phase, point) triples `dt` (default `step`) after the last.
    package func frame(_ samples: [(Int, TouchPhase, Point)], dt: Seconds? = nil) {
        frame(samples.map { TouchSample(id: $0.0, phase: $0.1, location: $0.2) }, dt: dt)
    }

    /// Finger `id` goes down at `p` (default: the script's `defaultPoint`).
    package func down(_ id: Int = 1, at p: Point? = nil, majorRadius: Double? = nil, dt: Seconds? = nil) {
        frame([TouchSample(id: id, phase: .began, location: p ?? script.defaultPoint, majorRadius: majorRadius)], dt: dt)
    }
    /// Finger `id` moves to `p`.
    package func move(_ id: Int = 1, to p: Point, dt: Seconds? = nil) {
        frame([TouchSample(id: id, phase: .moved, location: p)], dt: dt)
    }
    /// Finger `id` moves by (dx, dy) from where it is.
    package func move(_ id: Int = 1, dx: Double, dy: Double, dt: Seconds? = nil) {
        move(id, to: (script.positions[id] ?? .zero) + Vector(dx: dx, dy: dy), dt: dt)
    }
    /// Finger `id` lifts at `p` (default: where it is).
    package func up(_ id: Int = 1, at p: Point? = nil, dt: Seconds? = nil) {
        frame([TouchSample(id: id, phase: .ended, location: p ?? script.positions[id] ?? .zero)], dt: dt)
    }
    /// Finger `id` is cancelled at `p` (default: where it is).
    package func cancel(_ id: Int = 1, at p: Point? = nil, dt: Seconds? = nil) {
        frame([TouchSample(id: id, phase: .cancelled, location: p ?? script.positions[id] ?? .zero)], dt: dt)
    }

    /// Fingers `ids` go down together at `points`.
    package func down(_ ids: [Int], at points: [Point], dt: Seconds? = nil) {
        frame(zip(ids, points).map { TouchSample(id: $0, phase: .began, location: $1) }, dt: dt)
    }
    /// Fingers `ids` move together to `points`.
    package func move(_ ids: [Int], to points: [Point], dt: Seconds? = nil) {
        frame(zip(ids, points).map { TouchSample(id: $0, phase: .moved, location: $1) }, dt: dt)
    }
    /// Fingers `ids` lift together at `points`.
    package func up(_ ids: [Int], at points: [Point], dt: Seconds? = nil) {
        frame(zip(ids, points).map { TouchSample(id: $0, phase: .ended, location: $1) }, dt: dt)
    }

    /// Finger `id` from `a` to `b` in `steps` moves `dt` apart, then (if `lift`) a lift at `b`.
    package func drag(_ id: Int = 1, from a: Point, to b: Point, steps: Int = 10, dt: Seconds? = nil, lift: Bool = true) {
        down(id, at: a)
        for i in 1...max(1, steps) {
            let u = Double(i) / Double(max(1, steps))
            move(id, to: Point(a.x + (b.x - a.x) * u, a.y + (b.y - a.y) * u), dt: dt)
        }
        if lift { up(id, at: b, dt: dt) }
    }

    /// `n` fingers down at `start` (20 pt apart), moved in `steps` by `delta`,
    /// then lifted one per frame.
    package func fingers(_ n: Int, from start: Point, by delta: Vector, steps: Int = 4, firstID: Int = 1) {
        let ids = Array(firstID..<(firstID + n))
        var pts = (0..<n).map { Point(x: start.x + Double($0) * 20, y: start.y) }
        down(ids, at: pts)
        for _ in 0..<steps {
            pts = pts.map { Point(x: $0.x + delta.dx / Double(steps), y: $0.y + delta.dy / Double(steps)) }
            move(ids, to: pts)
        }
        for (i, id) in ids.enumerated() { up([id], at: [pts[i]]) }
    }

    /// Two fingers symmetric about `center`, `span` apart, turned by `angle` radians.
    package static func pair(center: Point, span: Double, angle: Double) -> (Point, Point) {
        let dx = TactileMath.cos(angle) * span / 2, dy = TactileMath.sin(angle) * span / 2
        return (Point(center.x - dx, center.y - dy), Point(center.x + dx, center.y + dy))
    }
    /// Two fingers go down as `pair(center:span:angle:)`, in one frame.
    package func downPair(center: Point, span: Double, angle: Double = 0, ids: (Int, Int) = (1, 2)) {
        let (a, b) = Self.pair(center: center, span: span, angle: angle)
        frame([(ids.0, .began, a), (ids.1, .began, b)])
    }
    /// Two fingers move to `pair(center:span:angle:)`.
    package func movePair(center: Point, span: Double, angle: Double = 0, ids: (Int, Int) = (1, 2), dt: Seconds? = nil) {
        let (a, b) = Self.pair(center: center, span: span, angle: angle)
        frame([(ids.0, .moved, a), (ids.1, .moved, b)], dt: dt)
    }
    /// Two fingers lift at `pair(center:span:angle:)`.
    package func upPair(center: Point, span: Double, angle: Double = 0, ids: (Int, Int) = (1, 2)) {
        let (a, b) = Self.pair(center: center, span: span, angle: angle)
        frame([(ids.0, .ended, a), (ids.1, .ended, b)])
    }

    /// `dt` seconds pass with no input: due timers fire.
    package func wait(_ dt: Seconds) {
        script.beforeStep?()
        script.time += dt
        script.sink.advance(to: script.time)
    }
}

extension TouchScript {
    /// Whether the dispatcher the script drives takes the engine's cheap
    /// paths (`TouchDispatcher.usesFastPaths`); nil when the sink is not a
    /// dispatcher (a router or an input layer), where setting it does nothing.
    package var usesFastPaths: Bool? {
        get { (sink as? TouchDispatcher)?.usesFastPaths }
        set { if let newValue { (sink as? TouchDispatcher)?.usesFastPaths = newValue } }
    }

    /// Runs `scenario` twice — the engine's cheap paths on, then off — and
    /// returns both logs; a test expects them equal, since every fast path
    /// must behave exactly like the general one (as swift-collections runs
    /// each test on unique and shared storage). `scenario` builds its world
    /// and sets `usesFastPaths` on its script or dispatcher from the flag.
    package static func onBothPaths<Log: Equatable>(
        _ scenario: (_ fastPaths: Bool) throws -> Log
    ) rethrows -> (fast: Log, general: Log) {
        let fast = try scenario(true)
        let general = try scenario(false)
        return (fast, general)
    }
}
