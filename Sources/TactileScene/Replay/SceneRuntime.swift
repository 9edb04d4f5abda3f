import Tactile

/// A scene brought to life: a `Window` with a `SceneViewNode` per scene view,
/// the scene's recognizers with their delegates and failure requirements, and
/// a `TouchDispatcher` on a `ManualClock` whose every view callback, state
/// change and action lands in `log`.
///
/// Feed it trace frames with `feed(_:)` and end with `finish()` (a replay), or
/// call `feed` as frames arrive and `advance(to:)` in between (a live session).
public final class SceneRuntime {
    /// The scene.
    public let scene: Scene
    /// The clock the dispatcher was created with (frames carry their own times).
    public let clock: ManualClock
    /// The dispatcher.
    public let dispatcher: TouchDispatcher
    /// The window.
    public let window: Window
    /// The log being written.
    public let log: ReplayLog
    /// The built views, in `Scene.allViews` order.
    public let views: [SceneViewNode]
    /// The built recognizers, in scene order.
    public let recognizers: [GestureRecognizer]

    private let delegates: [SceneRecognizerDelegate]
    private var entries: [ObjectIdentifier: Entry] = [:]

    private struct Entry {
        let id: String
        let kind: RecognizerKind
        /// States whose actions are queued, in commit order (actions fire after the transitions).
        var pendingActionStates: [LoggedState] = []
    }

    /// Builds the scene. `file` names the scene in errors (a scene that did not
    /// come from `SceneParser` may still refer to unknown types or ids).
    public init(scene: Scene, registry: RecognizerRegistry = .standard, file: String = "<scene>") throws(FormatError) {
        self.scene = scene
        let clock = ManualClock()
        self.clock = clock
        let dispatcher = TouchDispatcher(clock: clock)
        self.dispatcher = dispatcher
        let log = ReplayLog()
        log.dispatcher = dispatcher
        self.log = log
        let window = Window(frame: Rect(x: 0, y: 0, width: scene.window.width, height: scene.window.height))
        window.name = "window"
        self.window = window

        var nodes: [SceneViewNode] = []
        func build(_ v: SceneView, into parent: View) {
            let node = SceneViewNode(sceneID: v.id, frame: v.frame, log: log)
            if let t = v.transform { node.transform = t }
            node.isMultipleTouchEnabled = v.multipleTouchEnabled
            node.isExclusiveTouch = v.exclusiveTouch
            node.isUserInteractionEnabled = v.userInteractionEnabled
            node.isHidden = v.hidden
            node.alpha = v.alpha
            node.recognizerDelivery = v.delivery.options
            parent.addSubview(node)
            nodes.append(node)
            for c in v.children { build(c, into: node) }
        }
        for v in scene.views { build(v, into: window) }
        views = nodes

        var built: [GestureRecognizer] = []
        var delegates: [SceneRecognizerDelegate] = []
        var entries: [ObjectIdentifier: Entry] = [:]
        for (i, r) in scene.recognizers.enumerated() {
            let path = JSONPath.root.appending("recognizers").appending(i)
            guard let kind = registry.kind(for: r.type) else {
                throw FormatError(file: file, path: path.appending("type"), reason: "unknown recognizer type \(quoted(r.type))")
            }
            guard let view = nodes.first(where: { $0.sceneID == r.view }) else {
                throw FormatError(file: file, path: path.appending("view"), reason: "unknown view id \(quoted(r.view))")
            }
            let g = kind.make(r)
            g.name = r.id
            if let v = r.enabled { g.isEnabled = v }
            if let v = r.cancelsTouchesInView { g.cancelsTouchesInView = v }
            if let v = r.delaysTouchesBegan { g.delaysTouchesBegan = v }
            if let v = r.delaysTouchesEnded { g.delaysTouchesEnded = v }
            if let v = r.exclusive { g.isExclusive = v }
            let d = SceneRecognizerDelegate(shouldBegin: r.shouldBegin)
            g.delegate = d
            view.addGestureRecognizer(g)
            built.append(g)
            delegates.append(d)
            entries[ObjectIdentifier(g)] = Entry(id: r.id, kind: kind)
        }
        func recognizer(_ id: String, _ path: JSONPath) throws(FormatError) -> GestureRecognizer {
            guard let i = scene.recognizers.firstIndex(where: { $0.id == id }) else {
                throw FormatError(file: file, path: path, reason: "unknown recognizer id \(quoted(id))")
            }
            return built[i]
        }
        for (i, r) in scene.recognizers.enumerated() {
            let path = JSONPath.root.appending("recognizers").appending(i)
            let g = built[i]
            for (j, id) in r.simultaneousWith.enumerated() {
                let other = try recognizer(id, path.appending("simultaneousWith").appending(j))
                delegates[i].allowSimultaneous(with: other)
                if let k = built.firstIndex(where: { $0 === other }) { delegates[k].allowSimultaneous(with: g) }
            }
            var exceptions: [GestureRecognizer] = []
            for (j, id) in r.exclusionExceptions.enumerated() {
                exceptions.append(try recognizer(id, path.appending("exclusionExceptions").appending(j)))
            }
            g.exclusivityExceptions = exceptions
            for (j, id) in r.requireToFail.enumerated() {
                let p = path.appending("requireToFail").appending(j)
                let other = try recognizer(id, p)
                do { try g.require(toFail: other) } catch {
                    throw FormatError(file: file, path: p, reason: error.description)
                }
            }
        }
        recognizers = built
        self.delegates = delegates
        self.entries = entries

        dispatcher.addWindow(window)
        dispatcher.onRecognizerTransition = { [weak self] r, from, to in self?.recognizerDidTransition(r, from: from, to: to) }
        dispatcher.onRecognizerActions = { [weak self] r in self?.recognizerWillPerformActions(r) }
    }

    /// The recognizer with scene id `id`.
    public func recognizer(withID id: String) -> GestureRecognizer? {
        guard let i = scene.recognizers.firstIndex(where: { $0.id == id }) else { return nil }
        return recognizers[i]
    }

    /// The view with scene id `id`.
    public func view(withID id: String) -> SceneViewNode? {
        views.first { $0.sceneID == id }
    }

    // MARK: Driving

    /// Processes one trace line: an input frame, or (time-only) advancing time so timers fire.
    public func feed(_ frame: TraceFrame) {
        clock.advance(to: frame.t)
        if let input = frame.inputFrame {
            dispatcher.handle(input)
        } else {
            dispatcher.advance(to: frame.t)
        }
    }

    /// Advances time to `t`, firing due timers (a live session's idle tick).
    public func advance(to t: Double) {
        clock.advance(to: t)
        dispatcher.advance(to: t)
    }

    /// Ends a replay: advances time until no timer is pending.
    public func finish() {
        dispatcher.drainTimers()
    }

    // MARK: Hooks

    private func recognizerDidTransition(_ r: GestureRecognizer, from: GestureRecognizerState, to: GestureRecognizerState) {
        let key = ObjectIdentifier(r)
        guard var entry = entries[key] else { return }
        let continuous = r.isContinuous
        log.record(.state(.init(recognizer: entry.id, from: LoggedState(from, continuous: continuous),
                                to: LoggedState(to, continuous: continuous))))
        // Mirror the engine's rule for which commits send actions (seed-003).
        let fires: Bool
        switch to {
        case .possible, .failed: fires = false
        case .ended: fires = true
        case .began, .changed, .cancelled: fires = continuous
        }
        if fires {
            entry.pendingActionStates.append(LoggedState(to, continuous: continuous))
            entries[key] = entry
        }
    }

    private func recognizerWillPerformActions(_ r: GestureRecognizer) {
        let key = ObjectIdentifier(r)
        guard var entry = entries[key] else { return }
        let state = entry.pendingActionStates.isEmpty
            ? LoggedState(r.state, continuous: r.isContinuous) : entry.pendingActionStates.removeFirst()
        entries[key] = entry
        let location = r.location(in: nil)
        log.record(.action(.init(recognizer: entry.id, state: state, location: location,
                                 touches: r.numberOfTouches, fields: entry.kind.actionFields(r))))
    }
}
