import ArgumentParser

/// A `tactile` subcommand that writes through a `CommandIO`, so the test
/// suite can run it in-process and read its output.
public protocol IOCommand: ParsableCommand {
    /// Runs the command.
    func execute(_ io: CommandIO) throws(CommandFailure)
}

extension IOCommand {
    /// Runs with the process's standard streams (used when the command is run
    /// through ArgumentParser's own `main()`); `TactileCLI.run` is the usual entry.
    public func run() throws {
        do {
            try execute(.standard())
        } catch {
            CommandIO.standard().err("\(error)\n")
            throw ExitCode(error.exitCode)
        }
    }
}

/// The `--format` values.
public enum OutputFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// An aligned, readable timeline.
    case text
    /// One JSON object per event.
    case jsonl
}
