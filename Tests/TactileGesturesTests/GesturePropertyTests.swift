import Testing
import PropertyBased
import Tactile
import TactileGestures
import TactileTestSupport

/// Random compositions of the standard gestures fed random touch streams.
@Suite struct GesturePropertyTests {
    /// Watches every node of a random composition: how many began (a first change), ended and were cancelled,
    /// and whether the contract of a gesture's life held.
    final class LifeLog {
        var open: [Bool]
        var began = 0, finished = 0, violations: [String] = []
        init(nodes: Int) { open = Array(repeating: false, count: nodes) }
        func observe<V>(_ node: Int) -> (GestureUpdate<V>) -> Void {
            { event in
                switch event {
                case .changed:
                    if !self.open[node] { self.open[node] = true; self.began += 1 }
                case .ended:
                    if self.open[node] { self.open[node] = false; self.finished += 1 }
                case .cancelled:
                    if self.open[node] { self.open[node] = false; self.finished += 1 }
                    else { self.violations.append("node \(node): cancelled without beginning") }
                case .failed:
                    if self.open[node] { self.violations.append("node \(node): failed after beginning") }
                }
            }
        }
    }

    /// Builds a random gesture of depth ≤ 3 from `choices`, observing every node with `log`.
    static func gesture(_ choices: inout ArraySlice<Double>, depth: Int, log: LifeLog, nodes: inout Int) -> AnyGesture<Int> {
        let u = choices.popFirst() ?? 0
        let id = nodes
        nodes += 1
        let kind = depth >= 3 ? Int(u * 7) : Int(u * 10)
        let g: AnyGesture<Int>
        switch kind {
        case 0: g = AnyGesture(TapGesture().map { 0 })
        case 1: g = AnyGesture(TapGesture(count: 2).map { 1 })
        case 2: g = AnyGesture(SpatialTapGesture().map { Int($0.location.x) })
        case 3: g = AnyGesture(LongPressGesture(minimumDuration: 0.3).map { $0 ? 1 : 0 })
        case 4: g = AnyGesture(DragGesture(minimumDistance: u < 0.45 ? 0 : 10).map { Int($0.translation.width) })
        case 5: g = AnyGesture(MagnifyGesture().map { Int($0.magnification * 100) })
        case 6: g = AnyGesture(RotateGesture().map { Int($0.rotation.degrees) })
        case 7:
            let a = gesture(&choices, depth: depth + 1, log: log, nodes: &nodes)
            let b = gesture(&choices, depth: depth + 1, log: log, nodes: &nodes)
            g = AnyGesture(a.simultaneously(with: b).map { ($0.first ?? 0) + ($0.second ?? 0) })
        case 8:
            let a = gesture(&choices, depth: depth + 1, log: log, nodes: &nodes)
            let b = gesture(&choices, depth: depth + 1, log: log, nodes: &nodes)
            g = AnyGesture(a.sequenced(before: b).map { v -> Int in
                switch v { case .first(let x): return x; case .second(let x, let y): return x + (y ?? 0) }
            })
        default:
            let a = gesture(&choices, depth: depth + 1, log: log, nodes: &nodes)
            let b = gesture(&choices, depth: depth + 1, log: log, nodes: &nodes)
            g = AnyGesture(a.exclusively(before: b).map { v -> Int in
                switch v { case .first(let x): return x; case .second(let y): return y }
            })
        }
        return AnyGesture(g.onEvent(log.observe(id)))
    }

    /// Any random composition (on the card, high-priority on the window's root view, simultaneous on the
    /// child), fed random frames (ids 0–2, any phase, locations partly outside the views, time that
    /// sometimes goes backwards), never traps; once the touches lift and the timers run out, every gesture
    /// that began has ended or been cancelled exactly once, and every GestureState is back to its initial
    /// value.
    @Test func randomCompositionsUnderRandomTouchesEndExactlyOnceAndResetTheirState() async {
        let input = Gen.double(in: 0...0.999).array(of: 12...12).array(of: 1...30)
        let shape = Gen.double(in: 0...0.999).array(of: 24...24)
        await propertyCheck(count: 500, input: shape, input) { shape, steps in
            let f = GestureFixture()
            var choices = shape[...]
            var nodes = 0
            let log = LifeLog(nodes: 64)
            let states = (0..<3).map { _ in GestureState(wrappedValue: 0) }
            let onCard = Self.gesture(&choices, depth: 0, log: log, nodes: &nodes)
            let onChild = Self.gesture(&choices, depth: 1, log: log, nodes: &nodes)
            let onRoot = Self.gesture(&choices, depth: 2, log: log, nodes: &nodes)
            f.card.gesture(onCard.updating(states[0]) { v, s, _ in s = v &+ 1 })
            f.child.simultaneousGesture(onChild.updating(states[1]) { v, s, _ in s = v &+ 1 })
            f.window.highPriorityGesture(onRoot.updating(states[2]) { v, s, _ in s = v &+ 1 }, including: .all)
            let phases: [TouchPhase] = [.began, .moved, .moved, .stationary, .ended, .cancelled]
            var t = 0.0
            for u in steps {
                t += -0.01 + 0.5 * u[0]
                let count = 1 + Int(u[1] * 2)
                var samples: [TouchSample] = []
                for k in 0..<count {
                    let v = u[(2 + 4 * k)...]
                    let id = Int(v[v.startIndex] * 3)
                    let phase = phases[Int(v[v.startIndex + 1] * 6)]
                    let location = Point(-20 + 440 * v[v.startIndex + 2], 80 + 460 * v[v.startIndex + 3])
                    samples.append(TouchSample(id: id, phase: phase, location: location))
                }
                f.frame(t, samples)
            }
            f.dispatcher.cancelAllTouches()
            f.dispatcher.drainTimers()
            #expect(log.violations.isEmpty, "\(log.violations)")
            #expect(log.began == log.finished, "began \(log.began), finished \(log.finished), open \(log.open)")
            for s in states { #expect(s.wrappedValue == 0) }
        }
    }

    /// Lifting normally (no cancel) also ends everything: one drag–pinch–rotate card, random two-finger
    /// strokes that always lift.
    @Test func everyStrokeThatLiftsEndsTheCardsGestureOnce() async {
        let strokes = Gen.double(in: 0...0.999).array(of: 6...6).array(of: 1...12)
        await propertyCheck(count: 100, input: strokes) { strokes in
            let f = GestureFixture()
            let offset = GestureState(wrappedValue: Size.zero)
            var began = 0, finished = 0, open = false
            f.card.gesture(DragGesture().simultaneously(with: MagnifyGesture()).simultaneously(with: RotateGesture())
                .updating(offset) { v, s, _ in s = v.first?.first?.translation ?? s }
                .onEvent { e in
                    switch e {
                    case .changed: if !open { open = true; began += 1 }
                    case .ended, .cancelled: if open { open = false; finished += 1 }
                    case .failed: break
                    }
                })
            for s in strokes {
                let center = f.inCard(60 + 180 * s[0], 60 + 280 * s[1])
                let span = 40 + 100 * s[2]
                if s[3] < 0.5 {
                    f.drag(1, from: center, to: Point(center.x + 80 * s[4] - 40, center.y + 80 * s[5] - 40), steps: 3)
                } else {
                    f.downPair(center: center, span: span)
                    f.movePair(center: center, span: span * (0.5 + s[4]), angle: s[5] - 0.5)
                    f.upPair(center: center, span: span * (0.5 + s[4]), angle: s[5] - 0.5)
                }
                f.wait(0.5)
                #expect(!open)
                #expect(offset.wrappedValue == .zero)
            }
            #expect(began == finished)
        }
    }
}
