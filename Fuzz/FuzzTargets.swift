// libFuzzer targets for Tactile's input readers and the dispatcher
// (scripts/fuzz.sh builds this file together with the sources of Tactile,
// TactileScene and TactileLinuxInput as one module and runs each target).
// The target is chosen by TACTILE_FUZZ_TARGET: scene, trace, libinput,
// evtest, evdev or dispatcher. Every target must not trap on any input;
// the decoders and the dispatcher also check that every touch a view saw
// ends exactly once.
#if canImport(Glibc)
import Glibc
#endif

/// The target selected by the environment, read once.
let fuzzTarget: String = {
    guard let p = getenv("TACTILE_FUZZ_TARGET") else { return "" }
    return String(cString: p)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func tactileFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    switch fuzzTarget {
    case "scene": FuzzScene.run(bytes)
    case "trace": FuzzTrace.run(bytes)
    case "libinput": FuzzRecording.libinput(bytes)
    case "evtest": FuzzRecording.evtest(bytes)
    case "evdev": FuzzRecording.evdev(bytes)
    case "dispatcher": FuzzDispatcher.run(bytes)
    default:
        fputs("set TACTILE_FUZZ_TARGET to scene, trace, libinput, evtest, evdev or dispatcher\n", stderr)
        exit(2)
    }
    return 0
}

/// Fails the run (libFuzzer saves the input) when an invariant is broken.
func invariant(_ ok: Bool, _ message: @autoclosure () -> String) {
    if !ok {
        fputs("invariant broken: \(message())\n", stderr)
        abort()
    }
}

/// Checks the touch lifecycle of decoded or delivered frames: a touch
/// begins once, is then moved or stationary, and ends or is cancelled once.
struct LifecycleChecker {
    var live: Set<Int> = []

    mutating func check(_ frames: [InputFrame]) {
        for f in frames {
            for s in f.samples {
                switch s.phase {
                case .began:
                    invariant(!live.contains(s.id), "touch \(s.id) began twice")
                    live.insert(s.id)
                case .moved, .stationary:
                    invariant(live.contains(s.id), "touch \(s.id) \(s.phase) while not down")
                case .ended, .cancelled:
                    invariant(live.remove(s.id) != nil, "touch \(s.id) ended while not down")
                }
            }
        }
    }
}

enum FuzzScene {
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let scene = try? SceneParser().parse(text, file: "fuzz.json") else { return }
        // A valid scene must build and replay a short trace.
        let frames = [
            TraceFrame(t: 0, touches: [TraceTouch(id: 1, phase: .began, x: 10, y: 10)]),
            TraceFrame(t: 0.1, touches: [TraceTouch(id: 1, phase: .moved, x: 60, y: 40)]),
            TraceFrame(t: 0.2, touches: [TraceTouch(id: 1, phase: .ended, x: 60, y: 40)]),
        ]
        guard let events = try? Replay.run(scene: scene, frames: frames) else { return }
        _ = LogFormatter.render(events, format: .text)
    }
}

enum FuzzTrace {
    /// The scene traces are replayed through: a view, a child and common recognizers.
    static let scene: Scene? = try? SceneParser().parse("""
        {"window": {"width": 390, "height": 844},
         "views": [{"id": "v", "frame": [0, 0, 390, 844], "multipleTouchEnabled": true,
                    "children": [{"id": "b", "frame": [20, 20, 100, 60]}]}],
         "recognizers": [{"id": "tap", "type": "tap", "view": "b"},
                         {"id": "pan", "type": "pan", "view": "v"},
                         {"id": "pinch", "type": "pinch", "view": "v", "simultaneousWith": ["pan"]},
                         {"id": "lp", "type": "longPress", "view": "v", "requireToFail": ["pan"]}]}
        """, file: "fuzz-scene.json")

    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let scene, let frames = try? TraceParser.parse(text, file: "fuzz.jsonl") else { return }
        guard let events = try? Replay.run(scene: scene, frames: frames) else { return }
        _ = LogFormatter.render(events, format: .text)
        _ = LogFormatter.render(events, format: .jsonl)
        if frames.count <= 64 {
            _ = HTMLReport.render([ReportSection(title: "fuzz", scene: scene, frames: frames, events: events)])
        }
    }
}

enum FuzzRecording {
    static func libinput(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self),
              let recording = try? LibinputRecording.parse(text, file: "fuzz.yml"),
              let device = try? recording.device(.firstTouchDevice, file: "fuzz.yml") else { return }
        decode(device)
    }

    static func evtest(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self),
              let recording = try? EvtestLog.parse(text, file: "fuzz.txt") else { return }
        decode(recording)
    }

    static func evdev(_ bytes: [UInt8]) {
        var decoder = EvdevByteDecoder()
        let events = decoder.decode(bytes)
        decoder.finish()
        decode(EvdevRecording(device: EvdevDeviceDescription(), events: events))
    }

    /// Decodes with default options; the frames keep the touch lifecycle.
    static func decode(_ recording: EvdevRecording) {
        let frames = recording.frames(windowSize: Size(width: 390, height: 844)).frames
        var checker = LifecycleChecker()
        checker.check(frames)
        invariant(checker.live.isEmpty, "touches \(checker.live.sorted()) still down after the end of the stream")
        for f in frames {
            let touches = f.samples.map { TraceTouch(id: $0.id, phase: $0.phase, x: $0.location.x, y: $0.location.y, force: $0.force, radius: $0.majorRadius) }
            _ = TraceFrame(t: f.timestamp, touches: touches).rangeViolation
        }
    }
}

/// A view that checks what it is told: each touch begins once and ends or
/// is cancelled once. Touches are told apart by identity, not id: an id is
/// reused once its contact lifts, while the view may still wait for the
/// old touch's withheld `touchesEnded` (`delaysTouchesEnded`).
final class CheckingView: View {
    var live: Set<ObjectIdentifier> = []
    var ended = 0

    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        for t in touches {
            invariant(!live.contains(ObjectIdentifier(t)), "view saw touch \(t.id) begin twice")
            live.insert(ObjectIdentifier(t))
        }
    }
    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        for t in touches { invariant(live.contains(ObjectIdentifier(t)), "view saw touch \(t.id) move before it began") }
    }
    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { end(touches) }
    override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) { end(touches) }

    private func end(_ touches: TouchSet) {
        for t in touches {
            invariant(live.remove(ObjectIdentifier(t)) != nil, "view saw touch \(t.id) end twice or before it began")
            ended += 1
        }
    }
}

enum FuzzDispatcher {
    /// Reads arbitrary bytes as frames: each frame is a time step byte and a
    /// sample count, each sample an id, a phase and coordinates that may be
    /// huge, negative, NaN or infinite.
    static func run(_ bytes: [UInt8]) {
        var cursor = bytes.makeIterator()
        func next() -> UInt8? { cursor.next() }
        func coordinate() -> Double? {
            guard let b = next() else { return nil }
            switch b {
            case 250: return .nan
            case 251: return .infinity
            case 252: return -.infinity
            case 253: return 1e308
            case 254: return -1e9
            default: return Double(b) * 2
            }
        }
        let dispatcher = TouchDispatcher()
        let window = Window(frame: Rect(0, 0, 500, 500))
        let outer = CheckingView(frame: Rect(0, 0, 300, 300))
        let inner = CheckingView(frame: Rect(50, 50, 100, 100))
        let other = CheckingView(frame: Rect(300, 0, 200, 500))
        outer.isMultipleTouchEnabled = true
        other.isMultipleTouchEnabled = true
        window.addSubview(outer)
        outer.addSubview(inner)
        window.addSubview(other)
        dispatcher.addWindow(window)
        let tap = TapGestureRecognizer { _ in }
        let pan = PanGestureRecognizer { _ in }
        let pinch = PinchGestureRecognizer { _ in }
        let press = LongPressGestureRecognizer { _ in }
        inner.addGestureRecognizer(tap)
        outer.addGestureRecognizer(pan)
        outer.addGestureRecognizer(pinch)
        other.addGestureRecognizer(press)
        try? press.require(toFail: pan)
        pan.delaysTouchesEnded = true
        tap.delaysTouchesBegan = true

        var t = 0.0
        while let step = next(), let count = next() {
            if step == 255 { dispatcher.advance(to: t + 1); continue }
            t += Double(step) / 100
            if step == 254 { t = .nan }
            var samples: [TouchSample] = []
            for _ in 0..<(count % 12) {
                guard let idByte = next(), let phaseByte = next(), let x = coordinate(), let y = coordinate() else { break }
                let phases: [TouchPhase] = [.began, .moved, .stationary, .ended, .cancelled]
                samples.append(TouchSample(id: Int(idByte % 16), phase: phases[Int(phaseByte) % phases.count], location: Point(x, y),
                                           force: phaseByte > 200 ? .nan : nil))
            }
            dispatcher.handle(InputFrame(timestamp: t, samples: samples, listsAllContacts: count & 0x80 != 0))
            if t.isNaN { t = dispatcher.now }
        }
        dispatcher.cancelAllTouches()
        dispatcher.drainTimers()
        for v in [outer, inner, other] {
            invariant(v.live.isEmpty, "\(v.live.count) touches never ended in a view")
        }
    }
}
