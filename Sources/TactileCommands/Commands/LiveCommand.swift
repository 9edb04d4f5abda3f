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
        let timeline = StreamingTimeline(scene: s)
        if format == .text { io.out(timeline.header) }
        let format = self.format
        runtime.log.streamEvents { e in io.out(format == .jsonl ? LogFormatter.jsonLine(e) + "\n" : timeline.line(e)) }
        try session.run(duration: nil, onFrames: { frames in
            for f in frames { runtime.feed(TraceFrame(inputFrame: f)) }
        }, onIdle: { t in runtime.advance(to: t) })
        runtime.finish()
    }
}
