import ArgumentParser
import Tactile
import TactileScene
import TactileLinuxInput

/// `tactile replay SCENE TRACE`: replays a trace through a scene and prints the log.
package struct ReplayCommand: IOCommand {
    /// `tactile replay`'s name, help text for ArgumentParser.
    package static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a touch trace through a scene and print what every view and recognizer did.",
        discussion: """
            The log lists every responder callback a scene view received, every recognizer state \
            change and every time actions fired, in the order they happened. The text timeline is \
            condensed as `tactile demo`'s is (a run of per-frame moves, changes, scrolls and zooms is \
            one line, e.g. "changed ×21"); --full prints every line, --format jsonl every event. The \
            same scene and trace always give byte-identical output.
            """)

    /// The scene file.
    @Argument(help: "The scene file (JSON).")
    package var scene: String

    /// The trace file.
    @Argument(help: "The touch trace: JSON Lines, a `libinput record` YAML file, an evtest log or raw evdev bytes.")
    package var trace: String

    /// The output format.
    @Option(help: "Output format: text (an aligned timeline) or jsonl (one JSON object per event).")
    package var format: OutputFormat = .text

    /// Whether the text timeline prints every event instead of condensing per-frame runs.
    @Flag(help: "Text timeline: print every event (each per-frame move, change, scroll and zoom) instead of the condensed one.")
    package var full = false

    /// Whether the text timeline shows each finger's down, up and cancel (the input lane).
    @Flag(name: .customLong("input"), help: "Text timeline: also show each finger's down, up and cancel as it arrived (the input lane).")
    package var showsInput = false

    /// Where to write the HTML report.
    @Option(name: .long, help: ArgumentHelp("Also write a self-contained HTML report.", valueName: "file.html"))
    package var report: String?

    /// Times at which to print what would be drawn.
    @Option(name: .customLong("snapshot-at"), help: ArgumentHelp("Also print what a host would draw at this time (repeatable).", valueName: "seconds"))
    package var snapshotAt: [Double] = []

    /// Where to write the screen reader's speech as audio.
    @Option(name: .long, help: ArgumentHelp("Also render what the screen reader said to a WAV file (needs espeak-ng).", valueName: "out.wav"))
    package var speak: String?

    /// How a Linux recording maps onto the window.
    @OptionGroup(title: "Linux recordings")
    package var input: TouchInputArguments

    package init() {}

    /// Replays the trace (JSON Lines or a Linux recording) through the scene,
    /// writing each log event as it happens in the chosen format, and writes
    /// the report if asked; throws a format error for a bad scene, trace or
    /// option (a JSON Lines trace is checked whole before the replay starts,
    /// so a bad one prints nothing). With `--full` or `--format jsonl` memory
    /// stays constant for any trace length: the log is not kept, except what
    /// `--report` draws (at most `ReportCapture.defaultMaximumFrames` trace
    /// lines). The condensed timeline (the default) folds runs that last to a
    /// scroll's rest, so it keeps the log and prints it at the end.
    package func execute(_ io: CommandIO) throws(CommandFailure) {
        if let warning = ImplausibleInput.swappedArguments(scene: scene, trace: trace) { io.err(warning + "\n") }
        let s = try InputFiles.scene(scene)
        let source = try TraceInput.open(trace, window: s.window, options: input.options(), scene: s)
        let runtime: any SceneReplaying
        do { runtime = try Replay.makeRuntime(scene: s, file: scene) } catch { throw .format(error) }
        io.buffersOutput = true
        let capture = report.map { _ in ReportCapture() }
        let text = format == .text && full
        let condensed = format == .text && !full
        let writer = StreamingTimelineWriter(timeline: StreamingTimeline(scene: s, showsInput: showsInput), showsInput: showsInput && text) { io.out($0) }
        if text { writer.start() }
        var spoken: [LogEvent] = []
        let speaks = speak != nil   // read once: an option's getter is slow (generic metadata per call)
        var kept: [LogEvent] = []
        var inputLines = RecordedLane()
        runtime.log.streamEvents { e in
            if text {
                writer.event(e)
            } else if condensed {
                kept.append(e)
            } else {
                io.out { LogFormatter.writeJSONLine(e, to: $0); $0.append(UInt8(ascii: "\n")) }
            }
            capture?.add(e)
            if speaks, case .accessibility = e.kind { spoken.append(e) }
        }
        var times = ImplausibleInput.TimeUnits()
        var snapshots = SnapshotSchedule(snapshotAt, jsonl: format == .jsonl)
        try source.forEach { frame throws(CommandFailure) in
            if let failure = io.failure { throw failure }
            snapshots.print(before: frame.t, runtime, io)
            capture?.add(frame)
            times.add(frame.t)
            writer.willFeed(frame)
            if condensed && showsInput { inputLines.add(frame) }
            runtime.feed(frame)
            writer.flush()
        }
        snapshots.print(before: .infinity, runtime, io)
        runtime.finish()
        if condensed { io.out(CondensedTimeline(kept, lanes: showsInput ? [inputLines] : []).render()) }
        io.flush()
        if let failure = io.failure { throw failure }
        if let warning = times.warning(trace: trace) { io.err(warning + "\n") }
        if let note = ReplayEndNote.text(runtime) { io.err(note + "\n") }
        if let speak {
            try SpeechFile.write(spoken, preferences: s.screenReader?.speech ?? SpeechPreferences(), to: speak)
        }
        guard let capture else { return }
        try ReportOutput.write([capture.section(title: "\(scene) + \(trace)", scene: s)], to: report)
    }
}

/// The input lane's lines of the frames fed so far (finger down, up, cancel:
/// a few per touch), for the condensed timeline printed after the replay.
private struct RecordedLane: TimelineLane {
    var entries: [TimelineEntry] = []

    mutating func add(_ frame: TraceFrame) {
        entries += InputLane.rows(frame).map { TimelineEntry(t: frame.t, row: $0) }
    }
}
