import ArgumentParser

/// A `tactile` subcommand that writes through a `CommandIO`, so the test
/// suite can run it in-process and read its output.
package protocol IOCommand: ParsableCommand {
    /// Runs the command.
    func execute(_ io: CommandIO) throws(CommandFailure)
}

extension IOCommand {
    /// Runs with the process's standard streams (used when the command is run
    /// through ArgumentParser's own `main()`); `TactileCLI.run` is the usual entry.
    package func run() throws {
        let io = CommandIO.standard()
        do {
            try execute(io)
            io.flush()
        } catch {
            io.err("\(error)\n")
            throw ExitCode(error.exitCode)
        }
        if let failure = io.failure {
            io.err("\(failure)\n")
            throw ExitCode(failure.exitCode)
        }
    }
}

/// The `--format` values.
package enum OutputFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// An aligned, readable timeline.
    case text
    /// One JSON object per event.
    case jsonl
}
