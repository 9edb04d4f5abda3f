import ArgumentParser
import TactileScene

/// `tactile demo`: replays the bundled scenes and traces with a narrated timeline.
package struct DemoCommand: IOCommand {
    /// `tactile demo`'s name, help text for ArgumentParser.
    package static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Replay the bundled demo scenes and traces and print a narrated timeline.",
        discussion: """
            The scenes and traces are also in Examples/ so you can replay them yourself, e.g. \
            `tactile replay Examples/map.scene.json Examples/map.trace.jsonl`.
            """)

    /// The output format of the per-scenario logs.
    @Option(help: "Log format: text (narrated timeline) or jsonl (the logs only, one JSON object per event).")
    package var format: OutputFormat = .text

    /// Whether to print every event instead of the condensed timeline.
    @Flag(help: "Print the complete timeline (every per-frame move and change) instead of the condensed one.")
    package var full = false

    /// Whether to play the screen-reader demo instead.
    @Flag(name: .customLong("screen-reader"), help: "Play the screen-reader demo: a mail screen read by touch.")
    package var screenReader = false

    /// Whether the timeline shows each finger's down, up and cancel (the input lane).
    @Flag(inversion: .prefixedNo, help: "Show each finger's down, up and cancel as it arrived (the input lane).")
    package var input = true

    /// Where to write the HTML report.
    @Option(name: .long, help: ArgumentHelp("Also write a self-contained HTML report of every scenario.", valueName: "file.html"))
    package var report: String?

    /// Where to write a playground page per demo scene.
    @Option(name: .long, help: ArgumentHelp("Also write a playground page per demo scene into this directory.", valueName: "dir"))
    package var playground: String?

    package init() {}

    /// Replays every bundled scenario and prints its title, narration and
    /// condensed timeline (`--full`: every event; `--format jsonl`: the logs
    /// only), then writes the report if asked; throws a format error if a
    /// bundled file does not parse, a runtime error if the report cannot be written.
    package func execute(_ io: CommandIO) throws(CommandFailure) {
        var sections: [ReportOutput.Section] = []
        for (i, scenario) in (screenReader ? [DemoScenario.screenReaderMail] : DemoScenario.all).enumerated() {
            let run: (scene: Scene, frames: [TraceFrame], events: [LogEvent])
            do { run = try scenario.replay() } catch { throw .format(error) }
            switch format {
            case .jsonl:
                io.out(LogFormatter.render(run.events, format: .jsonl))
            case .text:
                if i > 0 { io.out("\n") }
                io.out("== \(i + 1). \(scenario.title)  (Examples/\(scenario.sceneFile) + Examples/\(scenario.traceFile))\n")
                io.out(wrap(scenario.narration, width: 100) + "\n\n")
                let lanes: [any TimelineLane] = input ? [InputLane(run.frames)] : []
                io.out(full ? TextTimeline(run.events, lanes: lanes).render() : CondensedTimeline(run.events, lanes: lanes).render())
            }
            sections.append(ReportOutput.Section(title: scenario.title, scene: run.scene, frames: run.frames, events: run.events))
        }
        try ReportOutput.write(sections, to: report)
        if let report, format == .text { io.out("\nReport written to \(report)\n") }
        if let playground {
            let pages = try PlaygroundPage.writeDemoPages(into: playground) { io.err($0) }
            if format == .text { io.out("\nPlayground pages written to \(playground): \(pages.joined(separator: ", "))\n") }
        }
    }

    private func wrap(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
