import Tactile

/// A scene with applications brought to life (docs/formats.md,
/// "Applications"; docs/applications.md): a `DeviceState`, a
/// `ProgrammaticHierarchy` and an `ApplicationRouter` over one `Application`
/// per scene application, each with its windows (`SceneWindowNode`), views
/// (`SceneViewNode`), recognizers, gesture definitions and system-gesture
/// handlers (`LauncherModel`).
///
/// Every view callback, recognizer state change and action lands in `log`
/// as in `SceneRuntime`, stamped with the time of the application's
/// dispatcher; in addition the log gets a `route` event for every routing
/// decision, a `system` event each time a handler runs, a `mode` event for
/// each mode line of the trace, and `definition` events: the selected
/// definition of every recognizer with definitions at time 0, then each change.
package final class ApplicationSceneRuntime {
    /// The scene.
    package let scene: Scene
    /// The log being written.
    package let log: ReplayLog
    /// The device state (operating mode, open applications, foreground).
    package let device: DeviceState
    /// The programmatic hierarchy.
    package let hierarchy: ProgrammaticHierarchy
    /// The router every frame goes through.
    package let router: ApplicationRouter
    /// The applications, in scene order.
    package let applications: [Application]
    /// The launcher's system-gesture handlers (nil when no application has the launcher role).
    package let launcherModel: LauncherModel?
    /// The built views and windows of every application, in scene order.
    package let views: [View]
    /// The built recognizers of every application (view-bound, then application-bound, per application).
    package let recognizers: [GestureRecognizer]

    /// The window server: each application's connection, animator and render tree.
    package let windowServer: WindowServer
    /// The screen reader in front of the router, when the scene has `"screenReader"` settings (seed-004 R-A4, D9).
    package private(set) var screenReader: SceneScreenReaderSession?
    private var animationDriver: SceneAnimationDriver?
    /// The latest time fed or advanced to (where `ReplayEnd`'s bound starts).
    private var latestInput = 0.0
    /// After `finish()`: the time the replay stopped at with timers still pending (`ReplayEnd`).
    package private(set) var stoppedAt: Double?
    private let recognizerIDs: [String]
    let logger: RecognizerLogger
    private let delegates: [SceneRecognizerDelegate]
    private let recorder: EventRecorder

    /// Builds the scene. `file` names the scene in errors.
    package init(scene: Scene, registry: RecognizerRegistry = .standard, file: String = "<scene>") throws(FormatError) {
        self.scene = scene
        let log = ReplayLog()
        self.log = log
        let logger = RecognizerLogger(log: log)
        self.logger = logger
        let device = DeviceState()
        self.device = device
        let hierarchy = ProgrammaticHierarchy()
        self.hierarchy = hierarchy
        let screen = Rect(x: 0, y: 0, width: scene.window.width, height: scene.window.height)
        let policy = scene.routing.dispatchPolicy

        var apps: [Application] = []
        for a in scene.applications {
            let app = Application(name: a.id, role: a.role, screen: screen, policy: policy)
            app.firstPortionPolicy = a.firstPortionPolicy
            apps.append(app)
        }
        applications = apps
        let launcher = zip(scene.applications, apps).first { $0.0.role == .launcher }?.1
        let settingsApp = zip(scene.applications, apps).first { $0.0.role == .settings }?.1
        let model = launcher.map { LauncherModel(device: device, launcher: $0) }
        launcherModel = model
        let router = ApplicationRouter(device: device, hierarchy: hierarchy)
        self.router = router
        let recorder = EventRecorder(log: log, logger: logger, device: device, router: router, model: model)
        self.recorder = recorder
        // Embedded Swift has no `weak` captures: closures hold the recorder through a WeakReference.
        let recorderRef = WeakReference(recorder)

        var allViews: [View] = []
        var allRecognizers: [GestureRecognizer] = []
        var ids: [String] = []
        var allDelegates: [SceneRecognizerDelegate] = []
        var definitionSetups: [() -> Void] = []
        let builder = SceneRecognizerBuilder(registry: registry, file: file, scene: scene)
        for (index, (a, app)) in zip(scene.applications, apps).enumerated() {
            let appPath = JSONPath.root.appending("applications").appending(index)
            var nodes: [(id: String, view: View)] = []
            let dispatcher = app.dispatcher
            let clock = WeakReference(dispatcher)
            func configure(_ node: View, _ v: SceneView) {
                if let t = v.transform { node.transform = t }
                node.isMultipleTouchEnabled = v.multipleTouchEnabled
                node.isExclusiveTouch = v.exclusiveTouch
                node.isUserInteractionEnabled = v.userInteractionEnabled
                node.alpha = v.alpha
                node.recognizerDelivery = v.delivery
                v.accessibility?.apply(to: node)
            }
            func build(_ v: SceneView, into parent: View) {
                let node = SceneViewNode(sceneID: v.id, frame: v.frame, log: log)
                node.timeSource = dispatcher
                configure(node, v)
                node.isHidden = v.hidden
                parent.addSubview(node)
                nodes.append((v.id, node))
                for c in v.children { build(c, into: node) }
            }
            for w in a.windows {
                let window = SceneWindowNode(sceneID: w.id, frame: w.frame, log: log)
                configure(window, w)
                nodes.append((w.id, window))
                for c in w.children { build(c, into: window) }
                app.addWindow(window)
            }
            allViews += nodes.map { $0.view }

            let specs = a.allRecognizers
            let viewBoundCount = a.recognizers.count
            func specPath(_ i: Int) -> JSONPath {
                i < viewBoundCount ? appPath.appending("recognizers").appending(i)
                    : appPath.appending("applicationRecognizers").appending(i - viewBoundCount)
            }
            let built = try builder.build(specs, path: specPath, logger: logger) { (r: SceneRecognizer, g: GestureRecognizer, path: JSONPath) throws(FormatError) in
                if case .key(let k)? = path.components.dropLast().last, "applicationRecognizers" ~= PropertyKey(k) {
                    app.addGestureRecognizer(g)
                    return
                }
                guard let node = nodes.first(where: { $0.id.hasSameUTF8(as: r.view) })?.view else {
                    throw scene.error(file: file, path: path.appending("view"), reason: "unknown view id \(quoted(r.view))")
                }
                node.addGestureRecognizer(g)
            }
            allRecognizers += built.recognizers
            allDelegates += built.delegates
            ids += specs.map { $0.id }

            for (i, r) in specs.enumerated() {
                let g = built.recognizers[i]
                let kind = built.kinds[i]
                if !r.definitions.isEmpty {
                    guard let gestureKind = kind.definitionKind, let apply = kind.applyDefinition else {
                        throw scene.error(file: file, path: specPath(i).appending("definitions"),
                                          reason: "a \(r.type) recognizer cannot have gesture definitions")
                    }
                    let definitions = r.definitions.map { $0.definition(kind: gestureKind) }
                    let id = r.id
                    let target = WeakReference(g)
                    definitionSetups.append {
                        app.registerDefinitions(for: g, definitions) { d in
                            if let g = target.object { apply(g, d) }
                            recorderRef.object?.definitionDidChange(id, d)
                        }
                    }
                }
                if let h = r.handler, let model {
                    g.addAction(Self.handlerAction(h, model: model, settings: settingsApp))
                    let id = r.id
                    g.addAction { _ in recorderRef.object?.handlerDidRun(h, recognizer: id, at: clock.object?.now ?? 0) }
                }
            }
            dispatcher.onRecognizerActions = { r in logger.actionsHook(r, at: clock.object?.now ?? 0) }
            app.onRecognizerTransition = { r, from, to in
                logger.transitionHook(r, from: from, to: to, at: clock.object?.now ?? 0)
            }
        }
        views = allViews
        recognizers = allRecognizers
        recognizerIDs = ids
        delegates = allDelegates

        // The hierarchy (file order; `under` or the roles place each level), then opening in file order.
        for (a, app) in zip(scene.applications, apps) {
            let higher = a.under.flatMap { u in zip(scene.applications, apps).first { $0.0.id.hasSameUTF8(as: u) }?.1 }
            hierarchy.add(app, under: higher)
        }
        for (a, app) in zip(scene.applications, apps) {
            guard let state = a.open else { continue }
            device.open(app, state: state)
        }
        if let o = scene.routing.method { router.method = o }
        if let o = scene.routing.firstPortionPolicy { router.firstPortionPolicy = o }
        if let o = scene.routing.activeApplicationPolicy { router.activeApplicationPolicy = o }
        if let o = scene.routing.levelFallback { router.levelFallback = o }
        if let o = scene.routing.definitionPolicy { router.definitionPolicy = o }
        for setup in definitionSetups { setup() }
        device.operatingMode = OperatingMode(scene.mode)
        router.reselectDefinitions()
        // The selections the replay starts with, then every change.
        for app in apps {
            for b in app.definitionBindings {
                if let d = b.selected, let id = logger.id(of: b.recognizer) { recorder.logDefinition(id, d) }
            }
        }
        recorder.logsDefinitions = true
        router.onDecision = { d in recorderRef.object?.routingDidDecide(d) }
        windowServer = WindowServer(device: device)
        if let kind = sceneContentKind(scene) {
            for app in apps { windowServer.connection(for: app).renderTree.contentKind = kind }
        }
        animationDriver = makeAnimationDriver()
        if let settings = scene.screenReader { screenReader = makeScreenReader(settings) }
    }

    // MARK: Lookup

    /// The application with scene id `id`.
    package func application(withID id: String) -> Application? {
        applications.first { $0.name.hasSameUTF8(as: id) }
    }

    /// The recognizer with scene id `id`.
    package func recognizer(withID id: String) -> GestureRecognizer? {
        guard let i = recognizerIDs.firstIndex(where: { $0.hasSameUTF8(as: id) }) else { return nil }
        return recognizers[i]
    }

    /// The view or window with scene id `id`.
    package func view(withID id: String) -> View? {
        views.first { $0.name?.hasSameUTF8(as: id) ?? false }
    }

    // MARK: Driving

    /// Processes one trace line: a mode switch (first), then an input frame,
    /// or (time-only) advancing time so timers fire.
    package func feed(_ frame: TraceFrame) {
        latestInput = max(latestInput, frame.t)
        if let screenReader { return screenReader.feed(frame) }
        if let mode = frame.mode {
            router.advance(to: frame.t)
            log.record(.mode(.init(mode: mode)), at: max(frame.t, router.now))
            device.operatingMode = OperatingMode(mode)
        }
        if let input = frame.inputFrame {
            router.handle(input)
        } else {
            router.advance(to: frame.t)
        }
    }

    /// Advances time to `t`, firing due timers (a live session's idle tick).
    package func advance(to t: Double) {
        if t.isFinite { latestInput = max(latestInput, t) }
        if let screenReader { return screenReader.advance(to: t) }
        router.advance(to: t)
    }

    /// Ends a replay: fires every pending timer of every application, up to
    /// `ReplayEnd`'s bound after the last input when the scene animates
    /// (`stoppedAt` then says when).
    package func finish() {
        let limit = ReplayEnd.limit(after: latestInput)
        let drain = { [self] in
            guard !scene.animations.isEmpty else { return router.drainTimers() }
            drainInStep(until: limit)
            // An application held back: its timers fire as the router allows, up to the bound.
            if let due = nextDueTime, due <= limit { router.advance(to: limit) }
            if nextDueTime != nil { stoppedAt = limit }
        }
        if let screenReader { return screenReader.finish(drain: drain) }
        drain()
    }

    /// The action that runs handler `h` on `model`.
    static func handlerAction(_ h: SceneSystemHandler, model: LauncherModel, settings: Application?) -> (GestureRecognizer) -> Void {
        switch h {
        case .showOpenApplicationIcons: return model.showOpenApplicationIconsAction()
        case .nextApplication: return model.switchApplicationAction(by: 1)
        case .previousApplication: return model.switchApplicationAction(by: -1)
        case .homeGesture:
            return model.homeGestureAction { g in
                guard let pinch = g as? PinchGestureRecognizer else { return (1, 0) }
                return (pinch.scale, pinch.velocity)
            }
        case .goHome:
            let modelRef = WeakReference(model)
            return { g in if g.state == .ended { modelRef.object?.goHome() } }
        case .openSettings:
            // Launches the scene's settings application even when it is closed (seed-000 A10e).
            let modelRef = WeakReference(model), settingsRef = WeakReference(settings)
            return { g in if g.state == .ended { modelRef.object?.openSettings(settingsRef.object) } }
        }
    }
}

/// Writes the application-level events of an `ApplicationSceneRuntime`:
/// routing decisions, definition changes and system handlers.
private final class EventRecorder {
    let log: ReplayLog
    let logger: RecognizerLogger
    let device: DeviceState
    let model: LauncherModel?
    private let routerRef: WeakReference<ApplicationRouter>
    /// Definition changes are logged once the scene is built.
    var logsDefinitions = false

    init(log: ReplayLog, logger: RecognizerLogger, device: DeviceState, router: ApplicationRouter, model: LauncherModel?) {
        self.log = log
        self.logger = logger
        self.device = device
        self.model = model
        routerRef = WeakReference(router)
    }

    private var now: Double { routerRef.object?.now ?? 0 }

    func routingDidDecide(_ d: RoutingDecision) {
        let reason: String, recognizer: String?
        switch d.reason {
        case .recognized(let r): reason = "recognized"; recognizer = logger.id(of: r) ?? r.name
        case .stillPossibleAfterTouchDowns(let r): reason = "stillPossibleAfterTouchDowns"; recognizer = logger.id(of: r) ?? r.name
        case .higherLevelsFailed: reason = "higherLevelsFailed"; recognizer = nil
        case .sequenceEnded: reason = "sequenceEnded"; recognizer = nil
        }
        log.record(.route(.init(sequence: d.sequence, owner: d.owner.name, reason: reason, recognizer: recognizer,
                                losers: d.losers.map { $0.name })), at: now)
    }

    func definitionDidChange(_ id: String, _ d: GestureDefinition) {
        guard logsDefinitions else { return }
        logDefinition(id, d)
    }

    func logDefinition(_ id: String, _ d: GestureDefinition) {
        log.record(.definition(.init(recognizer: id, gesture: d.kind.description, touches: d.numberOfTouches,
                                     direction: d.direction?.description, mode: d.mode?.name ?? "default")), at: now)
    }

    func handlerDidRun(_ h: SceneSystemHandler, recognizer id: String, at t: Double) {
        guard let model else { return }
        let icons = model.isShowingOpenApplicationIcons ? model.openApplicationIcons.map { $0.name } : []
        log.record(.system(.init(recognizer: id, handler: h.rawValue, foreground: device.foregroundApplication?.name,
                                 icons: icons, scale: model.applicationScale)), at: t)
    }
}
