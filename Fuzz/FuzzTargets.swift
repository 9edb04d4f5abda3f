// libFuzzer targets for Tactile's input readers, the dispatcher, the gesture
// synthesizer and the C interface (scripts/fuzz.sh builds this file together
// with the sources of Tactile, TactileSceneCore, TactileScene,
// TactileLinuxInput and TactileC as one module and runs each target).
// The target is chosen by TACTILE_FUZZ_TARGET: scene, trace, libinput,
// evtest, evdev, dispatcher, synth or capi. Every target must not trap or
// hang on any input; the decoders and the dispatcher also check that every
// touch a view saw ends exactly once.
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
    case "synth": FuzzSynth.run(bytes)
    case "capi": FuzzCSession.run(bytes)
    default:
        fputs("set TACTILE_FUZZ_TARGET to scene, trace, libinput, evtest, evdev, dispatcher, synth or capi\n", stderr)
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
    /// A tap, a drag, a two-finger pinch and a long wait: enough to start
    /// recognizers, scroll and zoom, animations and the screen reader.
    static let frames = [
        TraceFrame(t: 0, touches: [TraceTouch(id: 1, phase: .began, x: 10, y: 10)]),
        TraceFrame(t: 0.1, touches: [TraceTouch(id: 1, phase: .moved, x: 60, y: 40)]),
        TraceFrame(t: 0.2, touches: [TraceTouch(id: 1, phase: .ended, x: 60, y: 40)]),
        TraceFrame(t: 0.5, touches: [TraceTouch(id: 2, phase: .began, x: 150, y: 300),
                                     TraceTouch(id: 3, phase: .began, x: 250, y: 300)]),
        TraceFrame(t: 0.6, touches: [TraceTouch(id: 2, phase: .moved, x: 100, y: 300),
                                     TraceTouch(id: 3, phase: .moved, x: 300, y: 300)]),
        TraceFrame(t: 0.7, touches: [TraceTouch(id: 2, phase: .ended, x: 100, y: 300),
                                     TraceTouch(id: 3, phase: .ended, x: 300, y: 300)]),
        TraceFrame(t: 2, touches: nil),
    ]

    /// Every surface a scene reaches: the replay (views, scroll and zoom,
    /// animations, applications, the screen reader) with its text and JSON
    /// Lines logs, the render snapshots and the accessibility tree.
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let scene = try? SceneParser().parse(text, file: "fuzz.json") else { return }
        // A valid scene must build and replay; `finish` stops at ReplayEnd's bound.
        guard let runtime = try? Replay.makeRuntime(scene: scene, file: "fuzz.json") else { return }
        var events: [LogEvent] = []
        runtime.log.streamEvents { events.append($0) }
        for f in frames {
            runtime.feed(f)
            if f.t == 0.6 { _ = RenderSnapshotPrinter.text(of: runtime, at: f.t) }
        }
        runtime.finish()
        _ = RenderSnapshotPrinter.jsonLine(of: runtime, at: 2)
        _ = LogFormatter.render(events, format: .text)
        _ = LogFormatter.render(events, format: .jsonl)
        _ = try? AccessibilityTreeText.render(scene: scene, file: "fuzz.json")
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

enum FuzzSynth {
    /// A `tactile synth` description: parsed, and when valid synthesized
    /// (every frame in the trace format's ranges) and replayed.
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let steps = try? GestureDescription.parse(text) else { return }
        let frames = GestureScript.frames(steps, seed: 1)
        var live: Set<Int> = []
        for f in frames {
            invariant(f.rangeViolation == nil, "synthesized frame out of range: \(f.rangeViolation ?? "")")
            for touch in f.touches ?? [] {
                switch touch.phase {
                case .began: invariant(live.insert(touch.id).inserted, "synthesized touch \(touch.id) began twice")
                case .ended, .cancelled: invariant(live.remove(touch.id) != nil, "synthesized touch \(touch.id) ended while up")
                default: invariant(live.contains(touch.id), "synthesized touch \(touch.id) moved while up")
                }
            }
        }
        invariant(live.isEmpty, "synthesized touches \(live.sorted()) never lift")
        if let scene = FuzzTrace.scene { _ = try? Replay.run(scene: scene, frames: frames) }
    }
}

enum FuzzCSession {
    /// The C interface's session calls on arbitrary input: the bytes up to
    /// the first NUL are a scene given to `tactile_session_create`; the rest
    /// is a program of calls (feed touches, feed a time, feed a trace line,
    /// advance, read events one way or another, describe), then finish,
    /// read and destroy. Touch values may be NaN, infinite or huge, phases
    /// invalid, times backwards. A program starting with a byte of 0xF0 or
    /// more runs in a records-only session (`TACTILE_SESSION_RECORDS_ONLY`).
    static func run(_ bytes: [UInt8]) {
        guard let split = bytes.firstIndex(of: 0) else { return }
        let scene = Array(bytes[..<split])
        let recordsOnly = split + 1 < bytes.count && bytes[split + 1] >= 0xF0
        var program = bytes[(recordsOnly ? split + 2 : split + 1)...].makeIterator()
        let session = scene.withUnsafeBufferPointer { b in
            tactile_session_create_with_options(b.baseAddress, b.count, nil, recordsOnly ? 1 : 0)
        }
        guard let session else { return }
        var t = 0.0
        var length = 0
        let record = UnsafeMutableRawPointer.allocate(byteCount: CEventLayout.size * 4, alignment: 16)
        defer { record.deallocate() }
        func number() -> Double {
            switch program.next() ?? 0 {
            case 250: return .nan
            case 251: return .infinity
            case 252: return -1e300
            case 253: return 1e9
            case let b: return Double(b) * 2
            }
        }
        var steps = 0
        while let op = program.next(), steps < 512 {
            steps += 1
            switch op % 8 {
            case 0:
                t += Double(program.next() ?? 1) / 100
                let count = Int(program.next() ?? 0) % 6
                let touches = UnsafeMutableRawPointer.allocate(byteCount: max(count, 1) * CTouchLayout.size, alignment: 8)
                for i in 0..<count {
                    let p = touches + i * CTouchLayout.size
                    p.storeBytes(of: Int32(program.next() ?? 0) % 8, as: Int32.self)
                    p.storeBytes(of: Int32(program.next() ?? 0) % 7 - 1, toByteOffset: 4, as: Int32.self)
                    for (k, offset) in [8, 16, 24, 32].enumerated() {
                        p.storeBytes(of: k < 2 ? number() : number() / 100 - 0.5, toByteOffset: offset, as: Double.self)
                    }
                }
                _ = tactile_session_feed(session, t, touches, count)
                touches.deallocate()
            case 1:
                t += Double(program.next() ?? 1) / 10
                _ = tactile_session_feed_time(session, program.next() == 0 ? number() : t)
            case 2:
                var line: [UInt8] = []
                while let b = program.next(), b != 0x0A { line.append(b) }
                _ = line.withUnsafeBufferPointer { tactile_session_feed_trace_line(session, $0.baseAddress, $0.count) }
                _ = tactile_session_last_trace_line(session, &length)
            case 3: tactile_session_advance(session, t + Double(program.next() ?? 0) / 10)
            case 4: _ = tactile_session_read_jsonl(session, &length)
            case 5: _ = tactile_session_next_event(session, record)
            case 6: _ = tactile_session_read_events(session, record, 4)
            default: _ = tactile_session_describe(session, &length)
            }
            _ = tactile_last_error(&length)
        }
        tactile_session_finish(session)
        while tactile_session_next_event(session, record) == 1 {}
        _ = tactile_session_pending_events(session)
        tactile_session_destroy(session)
    }
}
