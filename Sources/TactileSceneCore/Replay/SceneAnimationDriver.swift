import Tactile

/// Commits a scene's `"animations"` on the animators of its views
/// (docs/formats.md, "Animations"): `at` ones from a timer on the view's
/// dispatcher, `on` ones from the recognizer's actions when it is recognized
/// or ends. A `sync` animation joins its session through the window server,
/// is held, and commits; it starts when every participant has committed.
final class SceneAnimationDriver {
    /// Where a scene view lives: the view, its animator, its dispatcher and,
    /// with applications, its application's connection.
    struct Place {
        var view: View
        var animations: ViewAnimator
        var dispatcher: TouchDispatcher
        var connection: ApplicationConnection?
    }

    let logger: SceneAnimationLogger
    private var tokens: [GestureActionToken] = []
    private var triggers: [Int] = []  // per animation: how often it ran
    /// Per animation, where its view lives. The trigger closures (kept by the
    /// view's recognizer or dispatcher) reach it only through the driver, so
    /// they hold no view or dispatcher and make no reference cycle.
    private var places: [Place?] = []

    /// Sets up every animation of `scene`. `place` finds a view by id,
    /// `recognizer` a recognizer by id (the parser checked both exist).
    init(scene: Scene, log: ReplayLog, place: (String) -> Place?, recognizer: (String) -> GestureRecognizer?) {
        logger = SceneAnimationLogger(log: log)
        triggers = Array(repeating: 0, count: scene.animations.count)
        places = Array(repeating: nil, count: scene.animations.count)
        var observed: [ObjectIdentifier] = []
        for (index, a) in scene.animations.enumerated() {
            guard let p = place(a.view) else { continue }
            places[index] = p
            if !observed.contains(ObjectIdentifier(p.animations)) {
                observed.append(ObjectIdentifier(p.animations))
                logger.observe(p.animations, dispatcher: p.dispatcher)
            }
            let original = (frame: p.view.frame, transform: p.view.transform, alpha: p.view.alpha,
                            rotation: ViewAnimationTargets.degrees(of: p.view.transform))
            let run = { [unowned(unsafe) self] in
                guard let p = self.places[index] else { return }
                self.triggers[index] += 1
                let back = a.toggle && self.triggers[index] % 2 == 0
                var end = a
                if back {
                    end.frame = a.frame.map { _ in original.frame }
                    end.transform = a.transform.map { _ in original.transform }
                    end.alpha = a.alpha.map { _ in original.alpha }
                    end.rotation = a.rotation.map { _ in original.rotation }
                }
                self.commit(end, at: p)
            }
            switch a.trigger {
            case .at(let t):
                p.dispatcher.timerQueue.schedule(at: t) { run() }
            case .on(let id):
                guard let r = recognizer(id) else { continue }
                tokens.append(r.addAction { g in
                    if g.state == .ended { run() }
                })
            }
        }
    }

    private func commit(_ a: SceneAnimation, at p: Place) {
        let view = p.view
        var properties: [String] = []
        var firstKey: AnimationKey?
        var reads: (AnimationValue) -> Double = { _ in 0 }
        let id = p.animations.targets.target(for: view)
        func first(_ name: String, _ property: AnimatableProperty, _ read: @escaping (AnimationValue) -> Double) {
            properties.append(name)
            if firstKey == nil { firstKey = AnimationKey(id, property); reads = read }
        }
        if let f = a.frame {
            let from = view.frame
            let deltas = [abs(f.origin.x - from.origin.x), abs(f.origin.y - from.origin.y),
                          abs(f.size.width - from.size.width), abs(f.size.height - from.size.height)]
            let field = deltas.firstIndex(of: deltas.max() ?? 0) ?? 0
            first("frame", .frame) { v in
                guard case .frame(let r) = v else { return 0 }
                return [r.origin.x, r.origin.y, r.size.width, r.size.height][field]
            }
        }
        if a.transform != nil {
            first("transform", .transform) { v in
                guard case .transform(let t) = v else { return 0 }
                return TactileMath.hypot(t.a, t.b)
            }
        }
        if a.alpha != nil { first("alpha", .alpha) { v in if case .alpha(let x) = v { return x } else { return 0 } } }
        if a.rotation != nil {
            first("rotation", .rotation) { v in if case .rotation(let d) = v { return d } else { return 0 } }
        }
        var parameters = AnimationParameters(duration: a.duration, delay: a.delay, curve: a.curve)
        if let sync = a.sync, let c = p.connection {
            c.requestSynchronization(SyncID(sync.id), expecting: .count(sync.count))
            parameters.synchronization = SyncID(sync.id)
        }
        logger.committed(p.animations.animator.nextHandle, on: p.animations, views: [Self.name(of: view)],
                         properties: properties, curve: a.curve, duration: a.duration, delay: a.delay,
                         sync: a.sync?.id ?? 0, firstKey: firstKey, reads: reads)
        let handle = p.animations.animate(parameters, changes: { tx in
            if let f = a.frame { tx.setFrame(of: view, to: f) }
            if let t = a.transform { tx.setTransform(of: view, to: t) }
            if let x = a.alpha { tx.setAlpha(of: view, to: x) }
            if let r = a.rotation { tx.setRotation(of: view, toDegrees: r) }
        })
        logger.noteEndValue(of: handle, on: p.animations)
        if let sync = a.sync, let c = p.connection { c.commit(SyncID(sync.id)) }
    }

    static func name(of view: View) -> String {
        if let v = view as? SceneViewNode { return v.sceneID }
        if let w = view as? SceneWindowNode { return w.sceneID }
        return view.name ?? "?"
    }
}
