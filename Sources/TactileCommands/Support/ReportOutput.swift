import TactileScene

/// The `--report FILE.html` seam: the HTML report renderer plugs in here.
///
/// `renderer` turns one or more replays into one self-contained HTML file.
/// While it is nil (no report renderer in this build) every `--report`
/// option fails before anything runs, with a clear message, and no file is written.
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

    /// Renders report sections as one HTML document; nil while no renderer is built in.
    public static let renderer: (@Sendable ([Section]) -> String)? = nil

    /// Fails (status 2) when a report was asked for but no renderer exists.
    public static func checkAvailable(_ path: String?) throws(CommandFailure) {
        guard path != nil, renderer == nil else { return }
        throw .usage("--report: the HTML report is not available in this build yet; nothing was written")
    }

    /// Writes the report atomically to `path` (nothing happens for a nil path).
    public static func write(_ sections: [Section], to path: String?) throws(CommandFailure) {
        guard let path else { return }
        guard let renderer else { try checkAvailable(path); return }
        let html = renderer(sections)
        do {
            let file = try AtomicFileWriter(path: path)
            try file.append(html)
            try file.commit()
        } catch {
            throw .runtime(error.description)
        }
    }
}
