/// Replays a trace through a scene and returns the log (docs/formats.md).
public enum Replay {
    /// Builds the scene, feeds every frame, drains the timers, and returns the
    /// events in the order they happened. Deterministic: the same scene and
    /// frames always give the same events.
    public static func run(scene: Scene, frames: [TraceFrame], registry: RecognizerRegistry = .standard,
                           file: String = "<scene>") throws(FormatError) -> [LogEvent] {
        let runtime = try SceneRuntime(scene: scene, registry: registry, file: file)
        for f in frames { runtime.feed(f) }
        runtime.finish()
        return runtime.log.events
    }
}
