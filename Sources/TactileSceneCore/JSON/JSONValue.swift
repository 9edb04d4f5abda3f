/// A parsed JSON value that remembers where it was written.
///
/// The scene and trace parsers need what `JSONSerialization` and `Codable`
/// lose: the order of object members (errors and logs must be deterministic),
/// the difference between `true` and `1`, duplicate keys, and the line of every
/// value (error messages name it).
package struct JSONValue: Equatable, Sendable {
    /// The value's content.
    package var content: Content
    /// The 1-based line on which the value starts.
    package var line: Int
    /// The 1-based column (in UTF-8 bytes) of the value's first character.
    package var column: Int

    /// Creates a value.
    package init(_ content: Content, line: Int, column: Int = 1) {
        self.content = content
        self.line = line
        self.column = column
    }

    /// What a JSON value holds.
    package enum Content: Equatable, Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number (JSON numbers are read as `Double`).
        case number(Double)
        /// A string.
        case string(String)
        /// An array, in order.
        case array([JSONValue])
        /// An object's members in the order written (duplicates kept; see `JSONMember`).
        case object([JSONMember])
    }

    /// A short phrase naming the kind of value, for error messages ("a string", "an array", …).
    package var kindDescription: String {
        switch content {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One `"key": value` member of a JSON object.
package struct JSONMember: Equatable, Sendable {
    /// The key.
    package var key: String
    /// The value.
    package var value: JSONValue
    /// The line of the key.
    package var line: Int
    /// The 1-based column (in UTF-8 bytes) of the key's opening quote.
    package var column: Int

    /// Creates a member.
    package init(key: String, value: JSONValue, line: Int, column: Int = 1) {
        self.key = key
        self.value = value
        self.column = column
        self.line = line
    }
}
