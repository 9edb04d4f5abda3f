/// A JSON text that is not well-formed, with the position of the problem.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line of the offending character.
    public var line: Int
    /// 1-based column (in UTF-8 bytes) of the offending character.
    public var column: Int
    /// What is wrong, e.g. `expected ',' or '}' after an object member`.
    public var reason: String

    /// Creates an error.
    public init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `LINE:COLUMN: reason`.
    public var description: String { "\(line):\(column): \(reason)" }
}
