/// A JSON text that is not well-formed, with the position of the problem.
package struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line of the offending character.
    package var line: Int
    /// 1-based column (in UTF-8 bytes) of the offending character.
    package var column: Int
    /// What is wrong, e.g. `expected ',' or '}' after an object member`.
    package var reason: String

    /// Creates an error.
    package init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `LINE:COLUMN: reason`.
    package var description: String { "\(line):\(column): \(reason)" }
}
