import CSDL2
import CTactileAPI
import Foundation

/// The SDL host (docs/sdl.md): a window showing a running scene, SDL's input
/// events turned into the engine's input frames, the log's events into
/// drawing (scroll offsets, zoom, animation presentation, the screen reader's
/// focus ring) and speech.
///
/// Per loop iteration: `pumpEvents()` polls SDL's queue and feeds the frames,
/// `tick()` advances the engine's clock to SDL's, `draw()` renders a frame.
public final class SDLHost {
    public struct Options: Sendable {
        /// The window's size in window coordinates (nil: the scene's, scaled down to fit 900 high).
        public var windowSize: (Int32, Int32)?
        /// Draw with SDL's software renderer (tests, `dummy`/`offscreen` video drivers).
        public var softwareRenderer = false
        /// Do not speak (speech is still recorded in `speech.spoken`).
        public var muted = false
        /// Draw the touches as discs.
        public var showTouches = true
        /// Where the engine's time comes from.
        public var clock = ClockSource.sdl
        public init() {}
    }

    /// The engine's clock: SDL's (event timestamps, `SDL_GetTicks`), or one the
    /// caller sets (`manualTime`; tests, so that a loaded machine does not change
    /// a fling's velocity). Events are SDL's either way.
    public enum ClockSource: Sendable {
        case sdl
        case manual
    }

    /// The engine's time with `ClockSource.manual`: every event polled and every tick is at this time.
    public var manualTime: Double = 0
    /// Where the engine's time comes from.
    public var clockSource: ClockSource { options.clock }

    public let session: EngineSession
    public let style: SceneStyle
    public let presentation: Presentation
    public let speech: Speech
    public private(set) var mapping: WindowMapping
    public private(set) var meter = LatencyMeter()
    /// Every log event's JSON line, in order (what `tactile replay --format jsonl` prints).
    public private(set) var logLines: [String] = []
    /// Called for each recognizer action, right after the frame that caused it is fed
    /// (the figures of `meter` time it, and the scroll and zoom events).
    public var onAction: ((EngineEvent) -> Void)?
    /// The screen reader's focused element, if any.
    public private(set) var focusedView: String?
    /// Set when the window was closed or Escape pressed.
    public private(set) var quitRequested = false
    /// The contacts down now, in scene points (drawn as discs).
    public private(set) var contacts: [Int32: Point2] = [:]

    let window: OpaquePointer
    let renderer: OpaquePointer
    private let canvas: Canvas
    private let sceneRenderer: SceneRenderer
    private var mapper = ContactMapper()
    private let startTicks: UInt32
    private let options: Options
    /// The mirrored finger's centre while the mouse is down with Alt or Shift.
    private var mirrorCentre: Point2?
    private var lastDrawn: [Quad] = []
    private var lastGeometry: SceneGeometry

    /// Opens a window for the scene document `sceneText` (`file` names it in
    /// errors). Initialises SDL's video and events if needed.
    public init(sceneText: String, file: String, options: Options = Options()) throws {
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) == 0 {
            guard SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)) == 0 else {
                throw EngineError(description: "SDL_Init: \(String(cString: SDL_GetError()))")
            }
        }
        session = try EngineSession(sceneText: sceneText, file: file)
        style = SceneStyle(sceneText: sceneText)
        presentation = Presentation(style: style)
        speech = Speech(muted: options.muted)
        self.options = options
        let geometry = session.describe()
        lastGeometry = geometry
        let fit = min(1, 900 / max(geometry.height, 1))
        let size = options.windowSize ?? (Int32((geometry.width * fit).rounded()), Int32((geometry.height * fit).rounded()))
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centred = Int32(bitPattern: 0x2FFF0000)   // SDL_WINDOWPOS_CENTERED
        guard let w = SDL_CreateWindow("tactile-sdl — \(file)", centred, centred, size.0, size.1, flags) else {
            throw EngineError(description: "SDL_CreateWindow: \(String(cString: SDL_GetError()))")
        }
        window = w
        let rendererFlags = options.softwareRenderer ? SDL_RENDERER_SOFTWARE.rawValue : 0
        guard let r = SDL_CreateRenderer(w, -1, rendererFlags) ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(w)
            throw EngineError(description: "SDL_CreateRenderer: \(String(cString: SDL_GetError()))")
        }
        renderer = r
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
        canvas = Canvas(renderer: r)
        sceneRenderer = SceneRenderer(style: style)
        startTicks = SDL_GetTicks()
        mapping = WindowMapping(sceneWidth: geometry.width, sceneHeight: geometry.height, windowWidth: 1, windowHeight: 1)
        updateMapping()
        consume(session.readEvents(), timestampMs: nil, polledAt: nil)
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// The engine's clock for SDL's millisecond clock reading `ms` (0 when the host started).
    public func engineTime(sdlTicks ms: UInt32) -> Double { Double(ms &- startTicks) / 1000 }

    /// The engine's clock now.
    public var now: Double { options.clock == .manual ? manualTime : engineTime(sdlTicks: SDL_GetTicks()) }

    /// Re-reads the window's size and the drawable's pixel ratio (after a resize or a move between screens).
    public func updateMapping() {
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        mapping = WindowMapping(sceneWidth: lastGeometry.width, sceneHeight: lastGeometry.height,
                                windowWidth: Double(w), windowHeight: Double(h),
                                pixelRatio: w > 0 ? Double(pw) / Double(w) : 1)
    }

    // MARK: Input

    private struct PendingFrame {
        var timestamp: UInt32
        var polledAt: UInt64
        var touches: [tactile_touch] = []
    }
    private var pending: PendingFrame?

    /// Polls every event in SDL's queue and feeds the input frames they make.
    /// Events with the same timestamp and distinct contacts make one frame.
    public func pumpEvents() {
        var e = SDL_Event()
        while SDL_PollEvent(&e) == 1 {
            handle(e, polledAt: SDL_GetPerformanceCounter())
        }
        flush()
    }

    private func touch(_ id: Int32, _ phase: tactile_phase, _ p: Point2, timestamp: UInt32, polledAt: UInt64) {
        if let f = pending, f.timestamp != timestamp || f.touches.contains(where: { $0.id == id }) { flush() }
        if pending == nil { pending = PendingFrame(timestamp: timestamp, polledAt: polledAt) }
        pending!.touches.append(tactile_touch(id: id, phase: Int32(phase.rawValue), x: p.x, y: p.y, force: -1, radius: -1))
        if phase == TACTILE_PHASE_ENDED || phase == TACTILE_PHASE_CANCELLED { contacts[id] = nil } else { contacts[id] = p }
    }

    private func flush() {
        guard let f = pending else { return }
        pending = nil
        do {
            try session.feed(t: options.clock == .manual ? manualTime : engineTime(sdlTicks: f.timestamp), touches: f.touches)
        } catch {
            FileHandle.standardError.write(Data("tactile-sdl: frame refused: \(error)\n".utf8))
        }
        consume(session.readEvents(), timestampMs: f.timestamp, polledAt: f.polledAt)
    }

    private func handle(_ e: SDL_Event, polledAt: UInt64) {
        let type = e.type
        switch type {
        case SDL_QUIT.rawValue:
            quitRequested = true
        case SDL_KEYDOWN.rawValue:
            if e.key.keysym.sym == SDLK_ESCAPE.rawValue || e.key.keysym.sym == Int32(UInt8(ascii: "q")) { quitRequested = true }
        case SDL_WINDOWEVENT.rawValue:
            if e.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) || e.window.event == UInt8(SDL_WINDOWEVENT_RESIZED.rawValue) {
                updateMapping()
            }
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let f = e.tfinger
            guard f.touchId != -1 else { return }   // SDL_MOUSE_TOUCHID: the mouse, handled as the mouse
            let source = ContactMapper.Source.finger(touch: f.touchId, finger: f.fingerId)
            let p = mapping.point(normalizedX: Double(f.x), y: Double(f.y))
            switch type {
            case SDL_FINGERDOWN.rawValue:
                let id = mapper.begin(source)
                touch(id, TACTILE_PHASE_BEGAN, p, timestamp: f.timestamp, polledAt: polledAt)
            case SDL_FINGERMOTION.rawValue:
                guard let id = mapper.current(source) else { return }
                touch(id, TACTILE_PHASE_MOVED, p, timestamp: f.timestamp, polledAt: polledAt)
            default:
                guard let id = mapper.end(source) else { return }
                touch(id, TACTILE_PHASE_ENDED, p, timestamp: f.timestamp, polledAt: polledAt)
            }
        case SDL_MOUSEBUTTONDOWN.rawValue:
            let b = e.button
            guard b.which != UInt32.max, b.button == UInt8(SDL_BUTTON_LEFT) else { return }   // not SDL_TOUCH_MOUSEID
            let p = mapping.point(window: Point2(x: Double(b.x), y: Double(b.y)))
            let id = mapper.begin(.mouse)
            touch(id, TACTILE_PHASE_BEGAN, p, timestamp: b.timestamp, polledAt: polledAt)
            let mods = SDL_GetModState().rawValue
            if mods & (KMOD_ALT.rawValue | KMOD_SHIFT.rawValue) != 0 {
                let c = mirrorCentre(for: p)
                mirrorCentre = c
                let twin = mapper.begin(.mirroredMouse)
                touch(twin, TACTILE_PHASE_BEGAN, Point2(x: 2 * c.x - p.x, y: 2 * c.y - p.y), timestamp: b.timestamp, polledAt: polledAt)
            }
        case SDL_MOUSEMOTION.rawValue:
            let m = e.motion
            guard m.which != UInt32.max, let id = mapper.current(.mouse) else { return }
            let p = mapping.point(window: Point2(x: Double(m.x), y: Double(m.y)))
            touch(id, TACTILE_PHASE_MOVED, p, timestamp: m.timestamp, polledAt: polledAt)
            if let c = mirrorCentre, let twin = mapper.current(.mirroredMouse) {
                touch(twin, TACTILE_PHASE_MOVED, Point2(x: 2 * c.x - p.x, y: 2 * c.y - p.y), timestamp: m.timestamp, polledAt: polledAt)
            }
        case SDL_MOUSEBUTTONUP.rawValue:
            let b = e.button
            guard b.which != UInt32.max, b.button == UInt8(SDL_BUTTON_LEFT), let id = mapper.end(.mouse) else { return }
            let p = mapping.point(window: Point2(x: Double(b.x), y: Double(b.y)))
            touch(id, TACTILE_PHASE_ENDED, p, timestamp: b.timestamp, polledAt: polledAt)
            if let c = mirrorCentre, let twin = mapper.end(.mirroredMouse) {
                touch(twin, TACTILE_PHASE_ENDED, Point2(x: 2 * c.x - p.x, y: 2 * c.y - p.y), timestamp: b.timestamp, polledAt: polledAt)
            }
            mirrorCentre = nil
        default:
            break
        }
    }

    /// The centre the mirrored finger turns around (as the playground's): the
    /// centre of the part inside the window of the frontmost view under `p`.
    func mirrorCentre(for p: Point2) -> Point2 {
        let w = mapping.sceneWidth, h = mapping.sceneHeight
        for (i, v) in lastGeometry.views.enumerated().reversed() where !v.hidden && i < lastDrawn.count && lastDrawn[i].contains(p) {
            let q = lastDrawn[i]
            let x0 = min(max(q.minX, 0), w), x1 = min(max(q.maxX, 0), w)
            let y0 = min(max(q.minY, 0), h), y1 = min(max(q.maxY, 0), h)
            return Point2(x: (x0 + x1) / 2, y: (y0 + y1) / 2)
        }
        return Point2(x: w / 2, y: h / 2)
    }

    /// Feeds a mode or command line (`{"mode": …}`, `{"command": …}`) at the engine's time now.
    public func feed(lineMembers: [String: String]) {
        pumpEvents()
        let t = max(now, session.now)
        var line = "{\"t\": \(t)"
        func quoted(_ s: String) -> String {
            "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        for (k, v) in lineMembers.sorted(by: { $0.key < $1.key }) { line += ", \(quoted(k)): \(quoted(v))" }
        do { try session.feed(traceLine: line + "}") } catch {
            FileHandle.standardError.write(Data("tactile-sdl: line refused: \(error)\n".utf8))
        }
        consume(session.readEvents(), timestampMs: nil, polledAt: nil)
    }

    // MARK: Time and events

    /// Advances the engine's clock to SDL's (timers, scroll deceleration and animations run).
    public func tick() {
        flush()
        consume(session.tick(to: now), timestampMs: nil, polledAt: nil)
    }

    /// Ends the session's input (every pending timer fires) and reads the last events.
    public func finish() {
        flush()
        session.finish()
        consume(session.readEvents(), timestampMs: nil, polledAt: nil)
    }

    private func consume(_ events: [EngineEvent], timestampMs: UInt32?, polledAt: UInt64?) {
        guard !events.isEmpty else { return }
        for e in events {
            logLines.append(e.json)
            switch e.kind {
            case EngineEvent.action, EngineEvent.scroll, EngineEvent.zoom:   // the callbacks an app runs (action targets, scrollViewDidScroll)
                if e.kind == EngineEvent.action { onAction?(e) }
                if let ts = timestampMs, let polled = polledAt {
                    let ticks = SDL_GetTicks()
                    let us = Double(SDL_GetPerformanceCounter() &- polled) * 1e6 / Double(SDL_GetPerformanceFrequency())
                    meter.action(fromTimestampMs: Double(ticks &- ts), fromPollUs: us)
                }
            case EngineEvent.accessibility:
                accessibility(e.json)
            default:
                break
            }
        }
        presentation.consume(events)
    }

    private func accessibility(_ json: String) {
        guard let o = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { return }
        switch o["kind"] as? String {
        case "focus": focusedView = (o["node"] as? String) ?? (o["container"] as? String)
        case "speech": if let text = o["text"] as? String { speech.say(text) }
        default: break
        }
    }

    // MARK: Drawing

    /// Draws the scene as the engine has it now and presents it; returns the
    /// microseconds it took (describe → present, recorded in `meter` when presented).
    @discardableResult
    public func draw(present: Bool = true) -> Double {
        let start = SDL_GetPerformanceCounter()
        let cpuStart = Self.threadCPUTime()
        let geometry = session.describe()
        lastGeometry = geometry
        lastDrawn = presentation.present(geometry)
        sceneRenderer.draw(geometry: geometry, drawn: lastDrawn, presentation: presentation, mapping: mapping,
                           focused: focusedView, contacts: options.showTouches ? Array(contacts.values) : [], on: canvas)
        // SDL batches render commands: they are rasterised at the present, which is timed too.
        if present { SDL_RenderPresent(renderer) }
        let us = Double(SDL_GetPerformanceCounter() &- start) * 1e6 / Double(SDL_GetPerformanceFrequency())
        if present { meter.frame(drawUs: us, cpuUs: (Self.threadCPUTime() - cpuStart) * 1e6) }
        return us
    }

    /// This thread's CPU time in seconds (`CLOCK_THREAD_CPUTIME_ID`): what a
    /// frame costs, apart from the time other processes take on a loaded machine.
    static func threadCPUTime() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The drawable's pixels (ARGB8888), as last drawn (call before `SDL_RenderPresent`, i.e. `draw(present: false)`).
    public func readPixels() -> (width: Int, height: Int, pixels: [UInt32]) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        var pixels = [UInt32](repeating: 0, count: Int(w) * Int(h))
        pixels.withUnsafeMutableBytes { b in
            _ = SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, b.baseAddress, w * 4)
        }
        return (Int(w), Int(h), pixels)
    }

    /// Draws a frame and writes it as a PNG file.
    public func screenshot(to path: String) throws {
        draw(present: false)
        let (w, h, pixels) = readPixels()
        SDL_RenderPresent(renderer)
        try PNGWriter.data(width: w, height: h, argb: pixels).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// The corners the views were drawn at last, by id.
    public func drawnQuad(_ id: String) -> Quad? {
        lastGeometry.views.firstIndex { $0.id == id }.flatMap { $0 < lastDrawn.count ? lastDrawn[$0] : nil }
    }

    /// Runs the window: events, time, drawing, about 60 frames a second,
    /// until the window closes or `until` returns true.
    public func run(until done: () -> Bool = { false }) {
        while !quitRequested && !done() {
            let frameStart = SDL_GetTicks()
            pumpEvents()
            tick()
            draw()
            let spent = SDL_GetTicks() &- frameStart
            if spent < 16 { SDL_Delay(16 - spent) }
        }
    }
}
