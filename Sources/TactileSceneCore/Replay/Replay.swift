/// Replays a trace through a scene and returns the log (docs/formats.md).
public enum Replay {
    /// Builds the scene, feeds every frame, fires the timers still pending,
    /// and returns the events in the order they happened. Deterministic: the
    /// same scene and frames always give the same events. `file` names the
    /// scene in errors.
    public static func run(scene: Scene, frames: [TraceFrame], file: String = "<scene>") throws(FormatError) -> [LogEvent] {
        try run(scene: scene, frames: frames, registry: .standard, file: file)
    }

    /// `run(scene:frames:file:)` with the recognizer types of `registry`.
    package static func run(scene: Scene, frames: [TraceFrame], registry: RecognizerRegistry,
                            file: String = "<scene>") throws(FormatError) -> [LogEvent] {
        let runtime = try makeRuntime(scene: scene, registry: registry, file: file)
        for f in frames { runtime.feed(f) }
        runtime.finish()
        return runtime.log.events
    }

    /// A running scene to feed frames to as they arrive (a live session):
    /// `feed(_:)` each frame, `advance(to:)` between frames so timers fire,
    /// `finish()` at the end. `file` names the scene in errors.
    public static func makeRuntime(scene: Scene, file: String = "<scene>") throws(FormatError) -> any SceneReplaying {
        try makeRuntime(scene: scene, registry: .standard, file: file)
    }

    /// Builds the runtime for `scene`: an `ApplicationSceneRuntime` when it has
    /// applications (touches go through an `ApplicationRouter`), else a `SceneRuntime`.
    package static func makeRuntime(scene: Scene, registry: RecognizerRegistry,
                                    file: String = "<scene>") throws(FormatError) -> any SceneReplaying {
        if scene.hasApplications { return try ApplicationSceneRuntime(scene: scene, registry: registry, file: file) }
        return try SceneRuntime(scene: scene, registry: registry, file: file)
    }
}
