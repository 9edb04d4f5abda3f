import ArgumentParser
import TactileScene
import TactileLinuxInput

/// `tactile replay SCENE TRACE`: replays a trace through a scene and prints the log.
public struct ReplayCommand: IOCommand {
    /// `tactile replay`'s name, help text for ArgumentParser.
    public static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a touch trace through a scene and print what every view and recognizer did.",
        discussion: """
            The log lists every responder callback a scene view received, every recognizer state \
            change and every time actions fired, in the order they happened. The same scene and \
            trace always give byte-identical output.
            """)

    /// The scene file.
    @Argument(help: "The scene file (JSON).")
    public var scene: String

    /// The trace file.
    @Argument(help: "The touch trace: JSON Lines, a `libinput record` YAML file, an evtest log or raw evdev bytes.")
    public var trace: String

    /// The output format.
    @Option(help: "Output format: text (an aligned timeline) or jsonl (one JSON object per event).")
    public var format: OutputFormat = .text

    /// Whether the text timeline shows each finger's down, up and cancel (the input lane).
    @Flag(name: .customLong("input"), help: "Text timeline: also show each finger's down, up and cancel as it arrived (the input lane).")
    public var showsInput = false

    /// Where to write the HTML report.
    @Option(name: .long, help: ArgumentHelp("Also write a self-contained HTML report.", valueName: "file.html"))
    public var report: String?

    /// How a Linux recording maps onto the window.
    @OptionGroup(title: "Linux recordings")
    public var input: TouchInputArguments

    /// Creates the command with default options (ArgumentParser fills them in).
    public init() {}

    /// Replays the trace (JSON Lines or a Linux recording) through the scene,
    /// writing each log event as it happens in the chosen format, and writes
    /// the report if asked; throws a format error for a bad scene, trace or
    /// option (a JSON Lines trace is checked whole before the replay starts,
    /// so a bad one prints nothing). Memory stays constant for any trace
    /// length: the log is not kept, except what `--report` draws (at most
    /// `ReportCapture.defaultMaximumFrames` trace lines).
    public func execute(_ io: CommandIO) throws(CommandFailure) {
        if let warning = ImplausibleInput.swappedArguments(scene: scene, trace: trace) { io.err(warning + "\n") }
        let s = try InputFiles.scene(scene)
        let source = try TraceInput.open(trace, window: s.window, options: input.options())
        let runtime: any SceneReplaying
        do { runtime = try Replay.makeRuntime(scene: s, file: scene) } catch { throw .format(error) }
        io.buffersOutput = true
        let capture = report.map { _ in ReportCapture() }
        let text = format == .text
        let writer = StreamingTimelineWriter(timeline: StreamingTimeline(scene: s, showsInput: showsInput), showsInput: showsInput && text) { io.out($0) }
        if text { writer.start() }
        runtime.log.streamEvents { e in
            if text { writer.event(e) } else { io.out(LogFormatter.jsonLine(e) + "\n") }
            capture?.add(e)
        }
        var times = ImplausibleInput.TimeUnits()
        try source.forEach { frame throws(CommandFailure) in
            if let failure = io.failure { throw failure }
            capture?.add(frame)
            times.add(frame.t)
            writer.willFeed(frame)
            runtime.feed(frame)
            writer.flush()
        }
        runtime.finish()
        io.flush()
        if let failure = io.failure { throw failure }
        if let warning = times.warning(trace: trace) { io.err(warning + "\n") }
        guard let capture else { return }
        try ReportOutput.write([capture.section(title: "\(scene) + \(trace)", scene: s)], to: report)
    }
}
