import Tactile

/// The render tree's `contentKind` for a scene's `"media"` views and windows
/// (R69), nil when the scene has none.
func sceneContentKind(_ scene: Scene) -> ((View) -> RenderContentKind)? {
    let kinds = scene.mediaKinds
    guard !kinds.isEmpty else { return nil }
    return { v in kinds[SceneAnimationDriver.name(of: v)] ?? .nonMedia }
}

extension SceneRuntime {
    func makeAnimationDriver() -> SceneAnimationDriver? {
        guard !scene.animations.isEmpty else { return nil }
        return SceneAnimationDriver(scene: scene, log: log, place: { id in
            guard let v = self.view(withID: id) else { return nil }
            return .init(view: v, animations: self.animations, dispatcher: self.dispatcher, connection: nil)
        }, recognizer: { self.recognizer(withID: $0) })
    }

    /// What is drawn now: the window's tree with the running animations'
    /// presentation values (`tactile replay --snapshot-at`).
    @discardableResult
    package func renderSnapshot() -> RenderSnapshot { renderTree.update(roots: [window]) }
}

extension ApplicationSceneRuntime {
    func makeAnimationDriver() -> SceneAnimationDriver? {
        guard !scene.animations.isEmpty else { return nil }
        return SceneAnimationDriver(scene: scene, log: log, place: { id in
            guard let v = self.views.first(where: { SceneAnimationDriver.name(of: $0).hasSameUTF8(as: id) }),
                  let app = self.applications.first(where: { $0.rootWindow === v.root }) else { return nil }
            let c = self.windowServer.connection(for: app)
            return .init(view: v, animations: c.animations, dispatcher: app.dispatcher, connection: c)
        }, recognizer: { self.recognizer(withID: $0) })
    }

    /// Advances every application together to its earliest pending timer
    /// until none is left before `limit`: a synchronised start in one
    /// application schedules frames in another, which draining the
    /// applications one after the other would leave behind.
    func drainInStep(until limit: Double) {
        var last = -Double.infinity
        while let due = nextDueTime, due > last, due <= limit {  // a timer that did not fire (an application held back) ends the loop
            router.advance(to: max(due, router.now))
            last = due
        }
    }

    /// The earliest pending timer of any application (nil when none is).
    var nextDueTime: Double? {
        applications.compactMap({ $0.dispatcher.timerQueue.nextDueTime }).filter({ $0 < .infinity }).min()
    }

    /// What each application draws now, in scene order (`tactile replay --snapshot-at`).
    package func renderSnapshots() -> [(application: String, snapshot: RenderSnapshot)] {
        applications.map { ($0.name, windowServer.connection(for: $0).updateRenderTree()) }
    }
}
