import Testing
import PropertyBased
@testable import Tactile

/// Apple, `UIView.isMultipleTouchEnabled`: "This property does not affect the
/// gesture recognizers attached to the view. Gesture recognizers receive all
/// touches that occur in the view." Property: for any random recognizer
/// configuration and random multi-finger stream, the recognizers of views with
/// the flag off receive exactly the touches, make exactly the transitions and
/// send exactly the actions of the same recognizers on views with the flag on.
@Suite struct MultipleTouchFlagPropertyTests {
    /// Logs every touches… call (with touch ids), transition and action.
    final class Probe: GestureRecognizer {
        var log: [String] = []
        private func add(_ what: String, _ t: TouchSet) { log.append("\(debugName) \(what) " + t.map { String($0.id) }.joined(separator: ",")) }
        override func touchesBegan(_ t: TouchSet, with e: TouchEvent) { add("began", t) }
        override func touchesMoved(_ t: TouchSet, with e: TouchEvent) { add("moved", t) }
        override func touchesEnded(_ t: TouchSet, with e: TouchEvent) { add("ended", t); state = .failed }
        override func touchesCancelled(_ t: TouchSet, with e: TouchEvent) { add("cancelled", t); super.touchesCancelled(t, with: e) }
    }

    /// Builds one world from `config`, replays `stream`, returns its recognizer log.
    static func recognizerLog(multipleTouch: Bool, config: [Int], stream: [Int]) -> [String] {
        var c = config.makeIterator()
        func next() -> Int { c.next() ?? 0 }
        let dispatcher = TouchDispatcher()
        let window = Window(frame: Rect(0, 0, 400, 800))
        let container = View(frame: Rect(0, 0, 400, 800))
        let child = View(frame: Rect(0, 200, 400, 400))
        for v in [container, child] { v.isMultipleTouchEnabled = multipleTouch }
        window.addSubview(container)
        container.addSubview(child)
        dispatcher.addWindow(window)
        var log: [String] = []
        var recognizers: [GestureRecognizer] = []
        let count = 1 + next() % 5
        for k in 0..<count {
            let r: GestureRecognizer
            let p = next()
            switch p % 8 {
            case 0:
                let tap = TapGestureRecognizer()
                tap.numberOfTouchesRequired = 1 + (p / 8) % 3
                tap.numberOfTapsRequired = 1 + (p / 24) % 2
                r = tap
            case 1:
                let pan = PanGestureRecognizer()
                pan.minimumNumberOfTouches = 1 + (p / 8) % 3
                pan.maximumNumberOfTouches = pan.minimumNumberOfTouches + (p / 24) % 3
                r = pan
            case 2: r = PinchGestureRecognizer()
            case 3: r = RotationGestureRecognizer()
            case 4:
                let press = LongPressGestureRecognizer()
                press.numberOfTouchesRequired = 1 + (p / 8) % 3
                r = press
            case 5:
                let swipe = SwipeGestureRecognizer()
                swipe.numberOfTouchesRequired = 1 + (p / 8) % 3
                swipe.direction = [.right, .left, .up, .down][(p / 24) % 4]
                r = swipe
            case 6:
                let edge = ScreenEdgePanGestureRecognizer()
                edge.edges = .all
                r = edge
            default: r = Probe()
            }
            r.name = "r\(k)"
            r.cancelsTouchesInView = p & 256 != 0
            r.delaysTouchesBegan = p & 512 != 0
            r.delaysTouchesEnded = p & 1024 != 0
            (p & 2048 != 0 ? child : container).addGestureRecognizer(r)
            r.addAction { g in log.append("\(g.debugName)! \(g.state) n=\(g.numberOfTouches) at \(g.location(in: nil))") }
            recognizers.append(r)
        }
        dispatcher.onRecognizerTransition = { r, from, to in log.append("\(r.debugName): \(from)->\(to)") }

        var t = 0.0
        var down: [Int: Point] = [:]
        func frame(_ samples: [TouchSample]) { dispatcher.handle(InputFrame(timestamp: t, samples: samples)) }
        for s in stream {
            t += 0.016 * Double(1 + (s / 5) % 4)
            let id = 1 + (s / 7) % 4
            switch s % 5 {
            case 0 where down[id] == nil:
                let p = Point(x: Double((s / 28) % 400), y: Double((s / 11200) % 800))
                down[id] = p
                frame([TouchSample(id: id, phase: .began, location: p)])
            case 1:
                // Every finger down moves, as a hand does.
                var samples: [TouchSample] = []
                for (k, p) in down.sorted(by: { $0.key < $1.key }) {
                    let q = p + Vector(dx: Double((s / 28 + k) % 31 - 15), dy: Double((s / 868 + k) % 31 - 15))
                    down[k] = q
                    samples.append(TouchSample(id: k, phase: .moved, location: q))
                }
                frame(samples)
            case 2 where down[id] != nil:
                frame([TouchSample(id: id, phase: .ended, location: down[id]!)])
                down[id] = nil
            case 3 where down[id] != nil:
                frame([TouchSample(id: id, phase: .cancelled, location: down[id]!)])
                down[id] = nil
            default:
                dispatcher.advance(to: t)
            }
        }
        t += 0.016
        for (k, p) in down.sorted(by: { $0.key < $1.key }) { frame([TouchSample(id: k, phase: .ended, location: p)]) }
        dispatcher.drainTimers()
        for case let probe as Probe in recognizers { log.append(contentsOf: probe.log) }
        return log
    }

    @Test func recognizersReceiveTheSameTouchesWhateverTheMultipleTouchFlag() async {
        await propertyCheck(count: 300,
                            input: Gen.int(in: 0...1_000_000).array(of: 0...12), Gen.int(in: 0...10_000_000).array(of: 0...60)) { config, stream in
            let off = Self.recognizerLog(multipleTouch: false, config: config, stream: stream)
            let on = Self.recognizerLog(multipleTouch: true, config: config, stream: stream)
            #expect(off == on)
        }
    }

    /// The stream value that `recognizerLog` decodes as `kind` (0 down, 1 move
    /// every finger, 2 lift, 3 cancel, 4 time passes) of finger `id` at (x, y).
    static func code(_ kind: Int, id: Int = 1, x: Int = 0, y: Int = 0) -> Int {
        let base = 11200 * y + 28 * x + 7 * (id - 1)
        var s = base
        while s % 5 != kind { s += 1 }
        return s
    }

    /// The property is not vacuous: multi-finger gestures are recognized with the flag off.
    @Test func aTwoFingerPanIsRecognizedWithTheFlagOff() {
        // One pan (2 fingers) on the container; two fingers down, moving together, lifted.
        let config = [0, 1 + 8 * 1]
        let stream = [Self.code(0, id: 1, x: 100, y: 300), Self.code(0, id: 2, x: 200, y: 300)]
            + (0..<4).map { _ in Self.code(1, x: 5) }
        let log = Self.recognizerLog(multipleTouch: false, config: config, stream: stream)
        #expect(log.contains { $0.hasPrefix("r0! began n=2") })
        #expect(log.contains { $0.hasPrefix("r0! ended n=0") })
    }
}
