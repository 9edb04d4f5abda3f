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

    /// The one-line message printed on standard error: `error: …`.
    package var description: String { "error: \(message)" }
}
