import ArgumentParser

/// The `tactile` command-line tool: replays, records and inspects touch input
/// and gesture recognition.
package struct TactileCommand: ParsableCommand {
    /// `tactile`'s name, help text and subcommands for ArgumentParser.
    package static let configuration = CommandConfiguration(
        commandName: "tactile",
        abstract: "Replay, record and inspect touch input and gesture recognition.",
        discussion: """
            Tactile is UIKit-grade touch handling and gesture recognition in pure Swift. \
            This tool replays scenes and touch traces through the engine and shows what \
            every recognizer and view did. Start with `tactile demo`. \
            Formats: docs/formats.md. Exit status: 0 success, 1 runtime failure, 2 usage or format error.
            """,
        version: TactileVersion.current,
        subcommands: [DemoCommand.self, ReplayCommand.self, ValidateCommand.self, RecordCommand.self, LiveCommand.self,
                      SynthCommand.self, PlaygroundCommand.self, AccessibilityTreeCommand.self]
    )

    package init() {}
}
