import ArgumentParser
import TactileScene

/// `tactile accessibility SCENE [TRACE]`: what a screen reader will see, and
/// with a trace, what it says (seed-004; docs/accessibility.md).
package struct AccessibilityTreeCommand: IOCommand {
    /// `tactile accessibility`'s name, help text for ArgumentParser.
    package static let configuration = CommandConfiguration(
        commandName: "accessibility",
        abstract: "Print the accessibility tree of a scene: containers, navigation order, enlarged hit areas.",
        discussion: """
            Containers are listed in container order with their role, frame and item count; their items \
            in navigation order with label, frame, enlarged frame and activation point. With a trace, \
            the trace is replayed through the screen reader (the scene's "screenReader" settings) and \
            what it said and did follows the tree. --format json prints one JSON object instead: the tree \
            (values, traits, frames, enlarged frames, activation points) and, with a trace, its "transcript" \
            (the screen reader's log events).
            """)

    /// The scene file.
    @Argument(help: "The scene file (JSON).")
    package var scene: String

    /// The trace file.
    @Argument(help: "A touch trace to replay through the screen reader (JSON Lines or a Linux recording).")
    package var trace: String?

    /// The output format.
    @Option(help: "Output format: text (the tree and transcript for reading) or json (one JSON object, for scripts).")
    package var format: AccessibilityTreeFormat = .text

    /// How a Linux recording maps onto the window.
    @OptionGroup(title: "Linux recordings")
    package var input: TouchInputArguments

    /// Creates the command with default options (ArgumentParser fills them in).
    package init() {}

    /// Prints the tree, then the transcript of the trace if one is given.
    package func execute(_ io: CommandIO) throws(CommandFailure) {
        let s = try InputFiles.scene(scene)
        let json = format == .json
        let tree: String
        do {
            tree = json ? try AccessibilityTreeJSON.render(scene: s, file: scene) : try AccessibilityTreeText.render(scene: s, file: scene)
        } catch { throw .format(error) }
        guard let trace else { return io.out(tree + (json ? "\n" : "")) }
        let source = try TraceInput.open(trace, window: s.window, options: input.options(), scene: s)
        let runtime: any SceneReplaying
        do { runtime = try Replay.makeRuntime(scene: s, registry: .standard, file: scene) } catch { throw .format(error) }
        var lines: [String] = []
        runtime.log.streamEvents { e in
            guard case .accessibility(let a) = e.kind else { return }
            if json { return lines.append(LogFormatter.jsonLine(e)) }
            let c = a.textColumns
            lines.append(LogNumber.format(e.t, fractionDigits: LogNumber.timeDigits) + "  \(a.kindName)  \(c.subject)"
                         + (c.details.isEmpty ? "" : "  \(c.details)"))
        }
        try source.forEach { frame throws(CommandFailure) in runtime.feed(frame) }
        runtime.finish()
        if json {
            return io.out(String(tree.dropLast()) + ", \"transcript\": [" + lines.joined(separator: ", ") + "]}\n")
        }
        io.out(tree)
        io.out("\nreplay of \(trace)" + (SceneAccessibilitySource.screenReader(of: runtime) == nil ? " (the scene has no \"screenReader\": nothing is read)" : "") + ":\n")
        for l in lines { io.out(l + "\n") }
        if let note = ReplayEndNote.text(runtime) { io.err(note + "\n") }
    }
}

/// `tactile accessibility --format`.
package enum AccessibilityTreeFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// The tree and transcript as aligned text.
    case text
    /// One JSON object.
    case json
}
