import Tactile

/// A scene brought to life: a `Window` with a `SceneViewNode` per scene view,
/// the scene's recognizers with their delegates and failure requirements, and
/// a `TouchDispatcher` on a `ManualClock` whose every view callback, state
/// change and action lands in `log`.
///
/// Feed it trace frames with `feed(_:)` and end with `finish()` (a replay), or
/// call `feed` as frames arrive and `advance(to:)` in between (a live session).
package final class SceneRuntime {
    /// The scene.
    package let scene: Scene
    /// The clock the dispatcher was created with (frames carry their own times).
    package let clock: ManualClock
    /// The dispatcher.
    package let dispatcher: TouchDispatcher
    /// The window.
    package let window: Window
    /// The log being written.
    package let log: ReplayLog
    /// The built views, in `Scene.allViews` order (then in the order edits added them).
    package internal(set) var views: [SceneViewNode]
    /// The built scroll views, in `Scene.allViews` order (then in the order edits added them).
    package internal(set) var scrollViews: [SceneScrollViewNode]
    /// The built recognizers, in scene order (then in the order edits added them).
    package internal(set) var recognizers: [GestureRecognizer]
    /// The scene ids of `recognizers`, in the same order.
    package internal(set) var recognizerIDs: [String]
    #if !hasFeature(Embedded) && !TACTILE_NO_GESTURES
    /// The recognizers the views' `"gestures"` compiled to (SceneRuntime+Gestures.swift),
    /// then those of views that edits added.
    package internal(set) var gestureRecognizers: [SceneGestureRecognizer] = []
    #endif
    /// The screen reader in front of the dispatcher, when the scene has `"screenReader"` settings.
    @exclusivity(unchecked) package private(set) var screenReader: SceneScreenReaderSession?

    /// The animator of the scene's views (its frames are timers on `dispatcher`).
    package let animations: ViewAnimator
    /// What the scene draws.
    package let renderTree: ViewRenderTree
    private var animationDriver: SceneAnimationDriver?
    /// The latest time fed or advanced to (where `ReplayEnd`'s bound starts).
    @exclusivity(unchecked) private var latestInput = 0.0
    /// The samples of the frame being fed, reused from frame to frame (a frame allocates nothing).
    @exclusivity(unchecked) private var samples: [TouchSample] = []
    /// After `finish()`: the time the replay stopped at with timers still pending (`ReplayEnd`).
    package private(set) var stoppedAt: Double?
    var delegates: [SceneRecognizerDelegate]
    let logger: RecognizerLogger
    let registry: RecognizerRegistry

    /// Builds the scene. `file` names the scene in errors (a scene that did not
    /// come from `SceneParser` may still refer to unknown types or ids).
    package init(scene: Scene, registry: RecognizerRegistry = .standard, file: String = "<scene>") throws(FormatError) {
        self.scene = scene
        let clock = ManualClock()
        self.clock = clock
        let dispatcher = TouchDispatcher(clock: clock, policy: scene.routing.dispatchPolicy)
        self.dispatcher = dispatcher
        let log = ReplayLog()
        log.dispatcher = dispatcher
        self.log = log
        let window = Window(frame: Rect(x: 0, y: 0, width: scene.window.width, height: scene.window.height))
        window.name = "window"
        self.window = window

        var nodes: [SceneViewNode] = []
        var scrollNodes: [SceneScrollViewNode] = []
        for v in scene.views {
            Self.build(v, into: window, at: window.subviews.count, log: log, nodes: &nodes, scrollNodes: &scrollNodes)
        }
        views = nodes
        scrollViews = scrollNodes
        self.registry = registry

        let logger = RecognizerLogger(log: log)
        self.logger = logger
        let built = try SceneRecognizerBuilder(registry: registry, file: file, scene: scene).build(
            scene.recognizers, path: { JSONPath.root.appending("recognizers").appending($0) }, logger: logger
        ) { (r: SceneRecognizer, g: GestureRecognizer, path: JSONPath) throws(FormatError) in
            guard let view: View = nodes.first(where: { $0.sceneID.hasSameUTF8(as: r.view) })
                    ?? scrollNodes.first(where: { $0.sceneID.hasSameUTF8(as: r.view) }) else {
                throw scene.error(file: file, path: path.appending("view"), reason: "unknown view id \(quoted(r.view))")
            }
            view.addGestureRecognizer(g)
        }
        recognizers = built.recognizers
        recognizerIDs = scene.recognizers.map { $0.id }
        self.delegates = built.delegates
        for node in scrollNodes {   // a scroll view's own recognizers: VIEW.pan and VIEW.pinch, states only
            if let k = registry.kind(for: "pan") {
                logger.register(node.panGestureRecognizer, id: node.sceneID + ".pan", kind: k, logsActions: false)
            }
            if let z = node.zoomController, let k = registry.kind(for: "pinch") {
                logger.register(z.pinchRecognizer, id: node.sceneID + ".pinch", kind: k, logsActions: false)
            }
        }
        for node in scrollNodes {   // `zoom.doubleTap` (SceneScrollViewNode.swift)
            guard let id = node.zoomDoubleTapID, let i = scene.recognizers.firstIndex(where: { $0.id.hasSameUTF8(as: id) }) else { continue }
            let tap = built.recognizers[i]
            let target = WeakReference(node)
            tap.addAction { r in
                guard r.state == .ended, let n = target.object else { return }
                n.doubleTapped(at: r.location(in: n.superview))
            }
        }

        #if !hasFeature(Embedded) && !TACTILE_NO_GESTURES
        // Views' "gestures" (SceneRuntime+Gestures.swift; not in Embedded builds).
        gestureRecognizers = SceneGestureAttacher.attach(nodes + scrollNodes.map { $0 as View }, scene: scene,
                                                         logger: logger, registry: registry, log: log)
        #endif
        dispatcher.addWindow(window)
        if scrollNodes.contains(where: { $0.thumbDetectionEnabled }) { ScrollView.installThumbDetection(on: dispatcher) }
        dispatcher.recognizerObserver = logger
        animations = ViewAnimator(dispatcher: dispatcher)
        renderTree = ViewRenderTree(animations: animations)
        renderTree.contentKind = sceneContentKind(scene)
        animationDriver = makeAnimationDriver()
        if let settings = scene.screenReader {
            screenReader = SceneScreenReaderSession(settings: settings, dispatcher: dispatcher, window: window,
                                                    mode: scene.mode, log: log)
        }
    }

    /// Builds scene view `v` and its children into `parent` at subview position `index`.
    static func build(_ v: SceneView, into parent: View, at index: Int, log: ReplayLog,
                      nodes: inout [SceneViewNode], scrollNodes: inout [SceneScrollViewNode]) {
        if let scroll = v.scroll {   // a scroll view (SceneScrollViewNode.swift)
            let node = SceneScrollViewNode(sceneID: v.id, frame: v.frame, scroll: scroll, log: log)
            parent.insertSubview(node, at: index)
            scrollNodes.append(node)
            for c in v.children { build(c, into: node, at: node.subviews.count, log: log, nodes: &nodes, scrollNodes: &scrollNodes) }
            node.finishBuilding()
            return
        }
        let node = SceneViewNode(sceneID: v.id, frame: v.frame, log: log)
        if let t = v.transform { node.transform = t }
        node.isMultipleTouchEnabled = v.multipleTouchEnabled
        node.isExclusiveTouch = v.exclusiveTouch
        node.isUserInteractionEnabled = v.userInteractionEnabled
        node.isHidden = v.hidden
        node.alpha = v.alpha
        node.recognizerDelivery = v.delivery
        v.accessibility?.apply(to: node)
        parent.insertSubview(node, at: index)
        nodes.append(node)
        for c in v.children { build(c, into: node, at: node.subviews.count, log: log, nodes: &nodes, scrollNodes: &scrollNodes) }
    }

    /// The recognizer with scene id `id`.
    package func recognizer(withID id: String) -> GestureRecognizer? {
        guard let i = recognizerIDs.firstIndex(where: { $0.hasSameUTF8(as: id) }) else { return nil }
        return recognizers[i]
    }

    /// The view with scene id `id`.
    package func view(withID id: String) -> SceneViewNode? {
        views.first { $0.sceneID.hasSameUTF8(as: id) }
    }

    /// The view or scroll view with scene id `id`.
    package func anyView(withID id: String) -> View? {
        if let v = view(withID: id) { return v }
        return scrollViews.first { $0.sceneID.hasSameUTF8(as: id) }
    }

    // MARK: Driving

    /// Processes one trace line: an input frame, or (time-only) advancing time so timers fire.
    /// A `mode` line is logged (a scene without applications has no
    /// mode-dependent definitions).
    package func feed(_ frame: TraceFrame) {
        latestInput = max(latestInput, frame.t)
        clock.advance(to: frame.t)
        #if !TACTILE_NO_LIVE_EDITS
        if let edit = frame.edit {
            advance(to: frame.t)
            apply(edit)
        }
        #endif
        if let screenReader { return screenReader.feed(frame) }
        if let mode = frame.mode {
            dispatcher.advance(to: frame.t)
            log.record(.mode(.init(mode: mode)))
        }
        if let touches = frame.touches {
            handle(touches, at: frame.t)
        } else {
            dispatcher.advance(to: frame.t)
        }
    }

    /// `feed` of the line `{"t": t, "touches": touches}`, without building its frame.
    package func feed(touches: [TraceTouch], at t: Double) {
        latestInput = max(latestInput, t)
        clock.advance(to: t)
        if let screenReader { return screenReader.feed(TraceFrame(t: t, touches: touches)) }
        handle(touches, at: t)
    }

    /// Gives the dispatcher the input frame of `touches` at `t`.
    private func handle(_ touches: [TraceTouch], at t: Double) {
        if samples.count == touches.count {   // the usual case: written in place, no array edit
            // Every sample was made by `TraceTouch.sample`: only the fields it
            // sets change (the others keep their defaults).
            samples.withUnsafeMutableBufferPointer { samples in
                for i in touches.indices {
                    let t = touches[i]
                    samples[i].id = t.id
                    samples[i].phase = t.phase
                    samples[i].location = Point(x: t.x, y: t.y)
                    samples[i].force = t.force
                    samples[i].majorRadius = t.radius
                }
            }
        } else {
            samples.removeAll(keepingCapacity: true)
            for touch in touches { samples.append(touch.sample) }
        }
        dispatcher.handle(InputFrame(timestamp: t, samples: samples))
    }

    /// Advances time to `t`, firing due timers (a live session's idle tick).
    package func advance(to t: Double) {
        if t.isFinite { latestInput = max(latestInput, t) }
        clock.advance(to: t)
        if let screenReader { return screenReader.advance(to: t) }
        dispatcher.advance(to: t)
    }

    /// Ends a replay: advances time until no timer is pending, or to
    /// `ReplayEnd`'s bound after the last input (`stoppedAt` then says when).
    package func finish() {
        let limit = ReplayEnd.limit(after: latestInput)
        let drain = { [self] in
            if ReplayEnd.drain(dispatcher, until: limit) != nil { stoppedAt = limit }
        }
        if let screenReader { return screenReader.finish(drain: drain) }
        drain()
    }
}
