import TactileScene

/// Why a command stopped: a one-line message (printed after `error: `) and the exit status.
///
/// Status 2 is for usage and format errors (a bad option, an unreadable or
/// invalid scene or trace); status 1 for failures while running (a device
/// that cannot be opened, a file that cannot be written).
package struct CommandFailure: Error, Equatable, CustomStringConvertible {
    /// The message, without the `error: ` prefix.
    package var message: String
    /// The process exit status.
    package var exitCode: Int32

    /// Creates a failure.
    package init(_ message: String, exitCode: Int32) {
        self.message = message
        self.exitCode = exitCode
    }

    /// A usage error (status 2).
    package static func usage(_ message: String) -> CommandFailure { CommandFailure(message, exitCode: 2) }
    /// A format error in an input file (status 2).
    package static func format(_ error: FormatError) -> CommandFailure { CommandFailure(error.description, exitCode: 2) }
    /// A failure while running (status 1).
    package static func runtime(_ message: String) -> CommandFailure { CommandFailure(message, exitCode: 1) }

    /// The one-line message printed on standard error: `error: …`, with its
    /// control characters escaped (`printable(_:)`).
    package var description: String { "error: \(Self.printable(message))" }

    /// `text` with every control character written as an escape — `\n`,
    /// `\r`, `\t`, otherwise `\u{1B}` — so a message quoting a file or an
    /// argument (a YAML scalar with a newline, an ANSI escape typed into
    /// `synth`) stays one line and never drives the terminal.
    package static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(c): out += "\\u{" + String(c.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// ASCII control characters, DEL and the Latin-1 control block (0x80-0x9F).
    private static func isControl(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x20 || (0x7F...0x9F).contains(c.value)
    }
}
