import Tactile

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
            guard let v = self.views.first(where: { SceneAnimationDriver.name(of: $0) == id }),
                  let app = self.applications.first(where: { $0.rootWindow === v.root }) else { return nil }
            let c = self.windowServer.connection(for: app)
            return .init(view: v, animations: c.animations, dispatcher: app.dispatcher, connection: c)
        }, recognizer: { self.recognizer(withID: $0) })
    }

    /// What each application draws now, in scene order (`tactile replay --snapshot-at`).
    package func renderSnapshots() -> [(application: String, snapshot: RenderSnapshot)] {
        applications.map { ($0.name, windowServer.connection(for: $0).updateRenderTree()) }
    }
}
