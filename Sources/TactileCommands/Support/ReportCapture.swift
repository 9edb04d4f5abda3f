import TactileScene

/// What `replay --report` keeps of a streamed replay: the trace lines and log
/// events the report draws, up to `maximumFrames` trace lines and
/// `maximumEvents` log events. After either cap nothing more is kept (the
/// report shows that first part and says so), so a replay with a report also
/// runs in bounded memory — also when few trace lines give many events (an
/// animation's frames).
final class ReportCapture {
    /// The most trace lines a report draws by default (docs/formats.md,
    /// "Report"): 20,000 lines, almost three minutes of 120 Hz input.
    static let defaultMaximumFrames = 20_000
    /// The most trace lines this capture keeps.
    let maximumFrames: Int

    /// The most log events a report draws by default: 200,000.
    static let defaultMaximumEvents = 200_000
    /// The most log events this capture keeps.
    let maximumEvents: Int

    /// Creates an empty capture keeping at most `maximumFrames` trace lines and `maximumEvents` events.
    init(maximumFrames: Int = ReportCapture.defaultMaximumFrames, maximumEvents: Int = ReportCapture.defaultMaximumEvents) {
        self.maximumFrames = maximumFrames
        self.maximumEvents = maximumEvents
    }

    private(set) var frames: [TraceFrame] = []
    private(set) var events: [LogEvent] = []
    /// The number of trace lines seen, kept or not.
    private(set) var frameCount = 0
    /// Whether an event arrived after `maximumEvents` were kept.
    private(set) var droppedEvents = false

    /// Whether a cap has been reached.
    var isFull: Bool { frameCount > maximumFrames || droppedEvents }

    /// Notes a trace line (kept while under the cap).
    func add(_ frame: TraceFrame) {
        frameCount += 1
        if !isFull { frames.append(frame) }
    }

    /// Notes a log event (kept while under the cap).
    func add(_ event: LogEvent) {
        guard !isFull else { return }
        if events.count < maximumEvents { events.append(event) } else { droppedEvents = true }
    }

    /// The report section; its title says when the replay was longer than the cap.
    func section(title: String, scene: Scene) -> ReportSection {
        let note = droppedEvents ? " (the first \(maximumEvents) log events only)"
            : frameCount > maximumFrames ? " (first \(maximumFrames) of \(frameCount) trace lines)" : ""
        return ReportSection(title: title + note, scene: scene, frames: frames, events: events)
    }
}
