import ArgumentParser
import Tactile
import TactileScene

/// `tactile live DEVICE --scene SCENE`: runs a scene on a Linux touch device and prints the timeline as it happens.
public struct LiveCommand: IOCommand {
    /// `tactile live`'s name, help text for ArgumentParser.
    public static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Run a scene on a Linux touch device and print the timeline as it happens.",
        discussion: """
            Device coordinates map onto the scene's window. Timers (long press, the wait for a double \
            tap) fire in real time while the device is quiet. Stop with Ctrl-C. DEVICE may also be a \
            file or pipe of raw evdev records, replayed as fast as it is read.
            """)

    /// The device.
    @Argument(help: "The evdev device node, e.g. /dev/input/event5 (or a file or pipe of raw evdev records).")
    public var device: String

    /// The scene.
    @Option(help: ArgumentHelp("The scene file (JSON).", valueName: "scene.json"))
    public var scene: String

    /// The output format.
    @Option(help: "Output format: text (a timeline) or jsonl (one JSON object per event).")
    public var format: OutputFormat = .text

    /// How the device maps onto the window.
    @OptionGroup(title: "Device mapping")
    public var input: TouchInputArguments

    /// Creates the command with default options (ArgumentParser fills them in).
    public init() {}

    /// Runs the scene on the device and prints each event as it happens,
    /// firing timers in real time while the device is quiet, until the
    /// stream ends or Ctrl-C; throws when the scene is invalid or the device
    /// is missing, unreadable or not a touch device.
    public func execute(_ io: CommandIO) throws(CommandFailure) {
        let s = try InputFiles.scene(scene)
        let options = try input.options()
        var session = try DeviceSession(path: device, windowSize: Size(width: s.window.width, height: s.window.height), options: options)
        let runtime: any SceneReplaying
        do { runtime = try Replay.makeRuntime(scene: s, file: scene) } catch { throw .format(error) }
        // Text lines cannot be aligned on the whole log while it streams: pad the
        // subject to the longest id in the scene instead.
        let width = max(7, s.allIdentifiers.map(\.count).max() ?? 0)
        if format == .text { io.out(LiveCommand.textLine("time", "event", "subject", "details", width: width)) }
        runtime.log.onEvent = { e in
            switch format {
            case .jsonl: io.out(LogFormatter.jsonLine(e) + "\n")
            case .text:
                let c = TextTimeline.columns(e)
                io.out(LiveCommand.textLine(c.0, c.1, c.2, c.3, width: width))
            }
        }
        try session.run(duration: nil, onFrames: { frames in
            for f in frames { runtime.feed(TraceFrame(inputFrame: f)) }
        }, onIdle: { t in runtime.advance(to: t) })
        runtime.finish()
    }

    static func textLine(_ t: String, _ kind: String, _ subject: String, _ details: String, width: Int) -> String {
        let time = String(repeating: " ", count: max(0, 9 - t.count)) + t
        var line = time + "  " + kind.padding(7) + "  " + subject.padding(width) + "  " + details
        while line.hasSuffix(" ") { line.removeLast() }
        return line + "\n"
    }
}

private extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
