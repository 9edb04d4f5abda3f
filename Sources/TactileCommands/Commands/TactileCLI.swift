import ArgumentParser
import TactileScene

/// The entry point of the `tactile` executable, callable in-process.
package enum TactileCLI {
    /// Parses `arguments` (without the program name), runs the command and
    /// returns the exit status. Help and version go to standard output with
    /// status 0; usage errors print one line `error: …` (plus a pointer to
    /// `--help`) with status 2; command failures print `error: …` with their status.
    package static func run(arguments: [String], io: CommandIO = .standard()) -> Int32 {
        var command: ParsableCommand
        do {
            command = try TactileCommand.parseAsRoot(arguments)
            guard let runnable = command as? any IOCommand else {
                // Built-in commands (`help`, `--help` after a subcommand, the bare root)
                // report through errors that carry the text to show.
                try command.run()
                return 0
            }
            do {
                try runnable.execute(io)
            } catch {
                // A failed write to standard output explains a failure it caused.
                let failure = io.failure ?? error
                io.err("\(failure)\n")
                return failure.exitCode
            }
            return finish(io)
        } catch {
            let code = TactileCommand.exitCode(for: error)
            if code == .success {
                io.out(TactileCommand.fullMessage(for: error, columns: 100) + "\n")
                return finish(io)
            }
            let message = TactileCommand.message(for: error)
            let names = TactileCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
            let subcommand = arguments.first.flatMap { names.contains($0) ? " \($0)" : nil } ?? ""
            let hint = didYouMean(arguments: arguments, message: oneLine(message), subcommands: names)
            io.err("error: \(CommandFailure.printable(oneLine(message)))\(hint) (see 'tactile\(subcommand) --help')\n")
            return 2
        }
    }

    /// Status 0, or 1 after a failed write to standard output or error (the
    /// message goes to standard error when that still works).
    private static func finish(_ io: CommandIO) -> Int32 {
        io.flush()
        guard let failure = io.failure else { return 0 }
        io.err("\(failure)\n")
        return failure.exitCode
    }

    /// `; did you mean "replay"?` for a misspelt subcommand (the first
    /// argument, when it is no subcommand and no option), or for a value
    /// ArgumentParser rejected with a list of allowed ones
    /// (`The value 'txt' is invalid for '--format <format>'. Please provide one of 'text' and 'jsonl'.`).
    static func didYouMean(arguments: [String], message: String, subcommands: [String]) -> String {
        if let first = arguments.first, !first.hasPrefix("-"), !subcommands.contains(first),
           let match = Suggestion.closest(to: first, among: subcommands) {
            return "; did you mean \"\(match)\"?"
        }
        guard let valueStart = message.range(of: "The value '"), let listStart = message.range(of: "one of ") else { return "" }
        let rest = message[valueStart.upperBound...]
        guard let valueEnd = rest.firstIndex(of: "'") else { return "" }
        let value = String(rest[..<valueEnd])
        let candidates = message[listStart.upperBound...].split(separator: "'", omittingEmptySubsequences: false)
            .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        guard let match = Suggestion.closest(to: value, among: candidates) else { return "" }
        return "; did you mean \"\(match)\"?"
    }

    private static func oneLine(_ s: String) -> String {
        var s = s
        if s.hasPrefix("Error: ") { s.removeFirst(7) }
        return s.split(separator: "\n").map { line in
            var l = line
            while l.first == " " { l.removeFirst() }
            while l.last == " " { l.removeLast() }
            return String(l)
        }.joined(separator: " ")
    }
}
