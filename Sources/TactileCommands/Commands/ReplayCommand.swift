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

    /// Where to write the HTML report.
    @Option(name: .long, help: ArgumentHelp("Also write a self-contained HTML report.", valueName: "file.html"))
    public var report: String?

    /// How a Linux recording maps onto the window.
    @OptionGroup(title: "Linux recordings")
    public var input: TouchInputArguments

    /// Creates the command with default options (ArgumentParser fills them in).
    public init() {}

    /// Replays the trace (JSON Lines or a Linux recording) through the scene,
    /// prints the complete log in the chosen format and writes the report if
    /// asked; throws a format error for a bad scene, trace or option.
    public func execute(_ io: CommandIO) throws(CommandFailure) {
        let s = try InputFiles.scene(scene)
        let frames = try TraceInput.load(trace, window: s.window, options: input.options())
        let events: [LogEvent]
        do { events = try Replay.run(scene: s, frames: frames, file: scene) } catch { throw .format(error) }
        io.out(LogFormatter.render(events, format: format == .jsonl ? .jsonl : .text))
        try ReportOutput.write([ReportOutput.Section(title: "\(scene) + \(trace)", scene: s, frames: frames, events: events)], to: report)
    }
}
