import TactileScene

/// What `replay --report` keeps of a streamed replay: the trace lines and log
/// events the report draws, up to `maximumFrames` trace lines. After the cap
/// nothing more is kept (the report shows that first part and says so), so a
/// replay with a report also runs in bounded memory.
final class ReportCapture {
    /// The most trace lines a report draws by default (docs/formats.md,
    /// "Report"): 20,000 lines, almost three minutes of 120 Hz input.
    static let defaultMaximumFrames = 20_000
    /// The most trace lines this capture keeps.
    let maximumFrames: Int

    /// Creates an empty capture keeping at most `maximumFrames` trace lines.
    init(maximumFrames: Int = ReportCapture.defaultMaximumFrames) { self.maximumFrames = maximumFrames }

    private(set) var frames: [TraceFrame] = []
    private(set) var events: [LogEvent] = []
    /// The number of trace lines seen, kept or not.
    private(set) var frameCount = 0

    /// Whether the cap has been reached.
    var isFull: Bool { frameCount > maximumFrames }

    /// Notes a trace line (kept while under the cap).
    func add(_ frame: TraceFrame) {
        frameCount += 1
        if !isFull { frames.append(frame) }
    }

    /// Notes a log event (kept while under the cap).
    func add(_ event: LogEvent) {
        if !isFull { events.append(event) }
    }

    /// The report section; its title says when the replay was longer than the cap.
    func section(title: String, scene: Scene) -> ReportSection {
        let note = isFull ? " (first \(maximumFrames) of \(frameCount) trace lines)" : ""
        return ReportSection(title: title + note, scene: scene, frames: frames, events: events)
    }
}
