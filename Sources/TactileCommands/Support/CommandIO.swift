import Foundation

/// Where a command writes: the process's standard output and error, or
/// buffers (the test suite runs commands in-process and reads them).
public final class CommandIO {
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void

    /// Creates an IO that sends text to two closures.
    public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
        writeOut = out
        writeErr = err
    }

    /// The process's standard output and standard error (unbuffered, so
    /// `tactile live` output appears as it happens).
    public static func standard() -> CommandIO {
        CommandIO(out: { FileHandle.standardOutput.write(Data($0.utf8)) },
                  err: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// Writes to standard output.
    public func out(_ text: String) { writeOut(text) }
    /// Writes to standard error.
    public func err(_ text: String) { writeErr(text) }
}

/// A `CommandIO` that keeps what was written.
public final class CapturedIO {
    /// Text written to standard output.
    public private(set) var stdout = ""
    /// Text written to standard error.
    public private(set) var stderr = ""

    /// Creates empty buffers.
    public init() {}

    /// An IO writing into these buffers.
    public var io: CommandIO {
        CommandIO(out: { [self] in stdout += $0 }, err: { [self] in stderr += $0 })
    }
}
