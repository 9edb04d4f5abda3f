import Tactile

/// Builds realistic touch traces from a script of finger paths: samples every
/// contact on a fixed-rate digitizer clock (120 Hz by default), adds small
/// deterministic pseudo-noise and quantises positions like a real panel.
///
/// Used to make the bundled demo traces; handy for writing test traces by code.
/// Deterministic: the same script and `seed` always give the same frames.
package struct TraceSynthesizer {
    /// Samples per second.
    package var frameRate: Double
    /// Amplitude of the positional noise in points (uniform in ±jitter per axis).
    package var jitter: Double
    /// Seed of the noise.
    package var seed: UInt64
    /// Position resolution in points (positions are rounded to multiples of it).
    package var resolution: Double
    /// Movement filter in points, like the kernel's `fuzz`: a sample closer than
    /// this to the last one sent is not sent, so a resting finger stays quiet.
    package var fuzz: Double

    /// One finger: down at `down`, up at `up`, following `path(u)` for `u` in 0...1.
    package struct Contact {
        /// The contact id written to the trace.
        package var id: Int
        /// Touch-down time.
        package var down: Double
        /// Lift time.
        package var up: Double
        /// The position at normalised time `u` (0 at touch-down, 1 at lift), in window points.
        package var path: (Double) -> Point
    }

    /// The contacts, in the order added.
    package private(set) var contacts: [Contact] = []
    private var idleUntil: [Double] = []
    private var modeSwitches: [(t: Double, mode: String)] = []

    /// Creates a synthesizer.
    package init(frameRate: Double = 120, jitter: Double = 0.25, seed: UInt64 = 1, resolution: Double = 0.01, fuzz: Double = 0.5) {
        self.frameRate = frameRate
        self.fuzz = fuzz
        self.jitter = jitter
        self.seed = seed
        self.resolution = resolution
    }

    /// Adds a finger.
    package mutating func touch(id: Int, down: Double, up: Double, path: @escaping (Double) -> Point) {
        contacts.append(Contact(id: id, down: down, up: max(up, down), path: path))
    }

    /// Adds a time-only line at `t` (lets timers fire at that point when replayed line by line).
    package mutating func idle(until t: Double) {
        idleUntil.append(t)
    }

    /// Switches the device's operating mode at the first tick at or after `t`
    /// (a `"mode"` line; seed-000 §7.2).
    package mutating func switchMode(to mode: String, at t: Double) {
        modeSwitches.append((t, mode))
    }

    /// The frames: at every tick where some contact begins, moves or lifts,
    /// or the mode switches.
    package func frames() -> [TraceFrame] {
        var ticks: [Int: [TraceTouch]] = [:]
        for c in contacts {
            let first = tick(atOrAfter: c.down)
            var last = tick(atOrAfter: c.up)
            if last <= first { last = first + 1 }
            var previous: (Double, Double)?
            for k in first...last {
                let u = Double(k - first) / Double(last - first)
                let p = c.path(u)
                let x = quantise(p.x + jitter * noise(c.id, k, 0))
                let y = quantise(p.y + jitter * noise(c.id, k, 1))
                let phase: TouchPhase = k == first ? .began : (k == last ? .ended : .moved)
                if phase == .moved, let previous, ((x - previous.0) * (x - previous.0) + (y - previous.1) * (y - previous.1)).squareRoot() <= fuzz {
                    continue
                }
                previous = (x, y)
                ticks[k, default: []].append(TraceTouch(id: c.id, phase: phase, x: x, y: y))
            }
        }
        for t in idleUntil where ticks[tick(atOrAfter: t)] == nil { ticks[tick(atOrAfter: t)] = [] }
        var modes: [Int: String] = [:]
        for s in modeSwitches {
            let k = tick(atOrAfter: s.t)
            modes[k] = s.mode
            if ticks[k] == nil { ticks[k] = [] }
        }
        return ticks.keys.sorted().map { k in
            let touches = ticks[k] ?? []
            return TraceFrame(t: time(ofTick: k), touches: touches.isEmpty ? nil : touches, mode: modes[k])
        }
    }

    // MARK: Paths

    /// Minimum-jerk interpolation (`10u³ − 15u⁴ + 6u⁵`): how a hand moves between two points.
    package static func ease(_ u: Double) -> Double {
        let c = min(max(u, 0), 1)
        return c * c * c * (10 - 15 * c + 6 * c * c)
    }

    /// A path from `a` to `b` with a human velocity profile; it starts moving
    /// at `start` and arrives at `end` (fractions of the contact's life), holding still outside.
    package static func line(from a: Point, to b: Point, start: Double = 0, end: Double = 1) -> (Double) -> Point {
        { u in
            let s = ease((u - start) / max(end - start, 1e-9))
            return Point(x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s)
        }
    }

    /// A path around `center`: the angle goes from `angle0` to `angle1` (radians) and
    /// the distance from `radius0` to `radius1`, between `start` and `end`; the centre
    /// itself moves by `drift`.
    package static func orbit(center: Point, radius0: Double, radius1: Double, angle0: Double, angle1: Double,
                             drift: Vector = Vector(dx: 0, dy: 0), start: Double = 0, end: Double = 1) -> (Double) -> Point {
        { u in
            let s = ease((u - start) / max(end - start, 1e-9))
            let r = radius0 + (radius1 - radius0) * s
            let a = angle0 + (angle1 - angle0) * s
            return Point(x: center.x + drift.dx * s + r * TactileMath.cos(a), y: center.y + drift.dy * s + r * TactileMath.sin(a))
        }
    }

    // MARK: Helpers

    private func tick(atOrAfter t: Double) -> Int {
        Int((t * frameRate - 1e-9).rounded(.up))
    }

    private func time(ofTick k: Int) -> Double {
        (Double(k) / frameRate * 1_000_000).rounded() / 1_000_000
    }

    private func quantise(_ v: Double) -> Double {
        guard resolution > 0 else { return v }
        return (v / resolution).rounded() * resolution
    }

    /// Uniform pseudo-noise in -1...1 from (seed, contact, tick, axis) (SplitMix64).
    private func noise(_ id: Int, _ k: Int, _ axis: UInt64) -> Double {
        var z = seed &+ UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(bitPattern: Int64(k)) &* 0xBF58_476D_1CE4_E5B9 &+ axis &* 0x94D0_49BB_1331_11EB
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53) * 2 - 1
    }
}
