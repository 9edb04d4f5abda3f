/// Replays a trace through a scene and returns the log (docs/formats.md).
public enum Replay {
    /// Builds the scene, feeds every frame, drains the timers, and returns the
    /// events in the order they happened. Deterministic: the same scene and
    /// frames always give the same events.
    public static func run(scene: Scene, frames: [TraceFrame], registry: RecognizerRegistry = .standard,
                           file: String = "<scene>") throws(FormatError) -> [LogEvent] {
        let runtime = try makeRuntime(scene: scene, registry: registry, file: file)
        for f in frames { runtime.feed(f) }
        runtime.finish()
        return runtime.log.events
    }

    /// Builds the runtime for `scene`: an `ApplicationSceneRuntime` when it has
    /// applications (touches go through an `ApplicationRouter`), else a `SceneRuntime`.
    public static func makeRuntime(scene: Scene, registry: RecognizerRegistry = .standard,
                                   file: String = "<scene>") throws(FormatError) -> any SceneReplaying {
        if scene.hasApplications { return try ApplicationSceneRuntime(scene: scene, registry: registry, file: file) }
        return try SceneRuntime(scene: scene, registry: registry, file: file)
    }
}
