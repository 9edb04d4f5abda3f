import ArgumentParser
import Tactile
import TactileScene

/// `tactile live DEVICE --scene SCENE`: runs a scene on a Linux touch device and prints the timeline as it happens.
package struct LiveCommand: IOCommand {
    /// `tactile live`'s name, help text for ArgumentParser.
    package static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Run a scene on a Linux touch device and print the timeline as it happens.",
        discussion: """
            Device coordinates map onto the scene's window. Timers (long press, the wait for a double \
            tap) fire in real time while the device is quiet. Stop with Ctrl-C. DEVICE may also be a \
            file or pipe of raw evdev records, replayed as fast as it is read.
            """)

    /// The device.
    @Argument(help: "The evdev device node, e.g. /dev/input/event5 (or a file or pipe of raw evdev records).")
    package var device: String

    /// The scene.
    @Option(help: ArgumentHelp("The scene file (JSON).", valueName: "scene.json"))
    package var scene: String

    /// The output format.
    @Option(help: "Output format: text (a timeline) or jsonl (one JSON object per event).")
    package var format: OutputFormat = .text

    /// Whether the text timeline shows each finger's down, up and cancel (the input lane).
    @Flag(name: .customLong("input"), help: "Text timeline: also show each finger's down, up and cancel as it arrived (the input lane).")
    package var showsInput = false

    /// Where to write the HTML report when the session ends.
    @Option(name: .long, help: ArgumentHelp("Write a self-contained HTML report of the session when it ends (Ctrl-C or the end of the stream).", valueName: "file.html"))
    package var report: String?

    /// How the device maps onto the window.
    @OptionGroup(title: "Device mapping")
    package var input: TouchInputArguments

    package init() {}

    /// Runs the scene on the device and prints each event as it happens,
    /// firing timers in real time while the device is quiet, until the
    /// stream ends or Ctrl-C; throws when the scene is invalid or the device
    /// is missing, unreadable or not a touch device.
    package func execute(_ io: CommandIO) throws(CommandFailure) {
        let s = try InputFiles.scene(scene)
        let options = try input.options()
        var session = try DeviceSession(path: device, windowSize: Size(width: s.window.width, height: s.window.height), options: options)
        let runtime: any SceneReplaying
        do { runtime = try Replay.makeRuntime(scene: s, file: scene) } catch { throw .format(error) }
        // Events are written as they happen and not kept: memory stays flat
        // however long the session runs.
        let text = format == .text
        let writer = StreamingTimelineWriter(timeline: StreamingTimeline(scene: s, showsInput: showsInput), showsInput: showsInput && text) { io.out($0) }
        if text { writer.start() }
        let capture = report.map { _ in ReportCapture() }
        runtime.log.streamEvents { e in
            if text { writer.event(e) } else { io.out(LogFormatter.jsonLine(e) + "\n") }
            capture?.add(e)
        }
        try session.run(duration: nil, onFrames: { frames in
            for f in frames {
                let frame = TraceFrame(inputFrame: f)
                capture?.add(frame)
                writer.willFeed(frame)
                runtime.feed(frame)
                writer.flush()
            }
        }, onIdle: { t in runtime.advance(to: t) })
        runtime.finish()
        if let note = ReplayEndNote.text(runtime) { io.err(note + "\n") }
        guard let capture else { return }
        try ReportOutput.write([capture.section(title: "\(device) with \(scene)", scene: s)], to: report)
        if format == .text { io.err("report written to \(report ?? "")\n") }
    }
}
