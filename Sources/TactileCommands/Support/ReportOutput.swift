import TactileScene

/// The `--report FILE.html` output: one or more replays rendered by
/// `HTMLReport` into one self-contained HTML file, written atomically.
public enum ReportOutput {
    /// One replay for the report: the scene, the trace and the log.
    public struct Section: Sendable {
        /// A title (the scenario or the file names).
        public var title: String
        /// The scene.
        public var scene: Scene
        /// The trace frames.
        public var frames: [TraceFrame]
        /// The log events.
        public var events: [LogEvent]

        /// Creates a section.
        public init(title: String, scene: Scene, frames: [TraceFrame], events: [LogEvent]) {
            self.title = title
            self.scene = scene
            self.frames = frames
            self.events = events
        }
    }

    /// Renders report sections as one self-contained HTML document (`HTMLReport`).
    public static func render(_ sections: [Section]) -> String {
        HTMLReport.render(sections.map { ReportSection(title: $0.title, scene: $0.scene, frames: $0.frames, events: $0.events) })
    }

    /// Writes the report atomically to `path` (nothing happens for a nil path).
    public static func write(_ sections: [Section], to path: String?) throws(CommandFailure) {
        guard let path else { return }
        let html = render(sections)
        do {
            let file = try AtomicFileWriter(path: path)
            try file.append(html)
            try file.commit()
        } catch {
            throw .runtime(error.description)
        }
    }
}
