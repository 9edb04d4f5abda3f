// Cited: docs/formats.md "The HTML report".
/// One replay shown in the HTML report: the scene, the trace it replayed and the log it
/// produced.
public struct ReportSection: Equatable, Sendable {
    /// A heading for the replay (the scenario or the file names).
    public var title: String
    /// The scene that was replayed.
    public var scene: Scene
    /// The trace frames, in file order.
    public var frames: [TraceFrame]
    /// The log events, in the order they happened.
    public var events: [LogEvent]

    /// Creates a section.
    public init(title: String, scene: Scene, frames: [TraceFrame], events: [LogEvent]) {
        self.title = title
        self.scene = scene
        self.frames = frames
        self.events = events
    }
}
