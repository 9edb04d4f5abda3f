import Tactile

/// Typed access to the values of one JSON document, throwing `FormatError`s
/// that name the file, the line and the JSON path of the offending value.
///
/// The accessors are never inlined: the scene reader calls them a few hundred
/// times, and each inlined copy (with its error path) cost tactile.wasm bytes.
package struct JSONDocumentReader: Sendable {
    /// The file name used in errors.
    package var file: String
    /// A line-number offset added to every value's line (for JSON Lines, where
    /// each line is parsed on its own).
    package var lineOffset: Int

    /// Creates a reader for `file`.
    package init(file: String, lineOffset: Int = 0) {
        self.file = file
        self.lineOffset = lineOffset
    }

    /// An error about `value` at `path`.
    @inline(never)
    package func error(_ value: JSONValue, _ path: JSONPath, _ reason: String) -> FormatError {
        FormatError(file: file, line: value.line + lineOffset, column: value.column, path: path, reason: reason)
    }

    /// An error about the member `m` (its key's position) at `path`.
    @inline(never)
    package func error(_ m: JSONMember, _ path: JSONPath, _ reason: String) -> FormatError {
        FormatError(file: file, line: m.line + lineOffset, column: m.column, path: path, reason: reason)
    }

    /// A syntax error in a document or line.
    @inline(never)
    package func syntaxError(_ e: JSONSyntaxError) -> FormatError {
        FormatError(file: file, line: e.line + lineOffset, column: e.column, path: nil, reason: "invalid JSON: \(e.reason)")
    }

    @inline(never)
    private func mismatch(_ value: JSONValue, _ path: JSONPath, expected: String) -> FormatError {
        var found = value.kindDescription
        if case .number(let n) = value.content { found = "the number \(ValidRange.shown(n))" }
        if case .string(let s) = value.content { found = "the string \(quoted(s))" }
        return error(value, path, "expected \(expected), found \(found)")
    }

    /// The members of an object; a key written twice is an error at its second occurrence.
    @inline(never)
    package func object(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> [JSONMember] {
        guard case .object(let members) = value.content else { throw mismatch(value, path, expected: "an object") }
        for (i, m) in members.enumerated() {
            for earlier in members[..<i] where earlier.key.hasSameUTF8(as: m.key) {
                throw error(m, path.appending(m.key), "duplicate key \(quoted(m.key))")
            }
        }
        return members
    }

    /// The elements of an array.
    @inline(never)
    package func array(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> [JSONValue] {
        guard case .array(let elements) = value.content else { throw mismatch(value, path, expected: "an array") }
        return elements
    }

    /// A string.
    @inline(never)
    package func string(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> String {
        guard case .string(let s) = value.content else { throw mismatch(value, path, expected: "a string") }
        return s
    }

    /// A non-empty string identifier.
    @inline(never)
    package func identifier(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> String {
        let s = try string(value, path)
        if s.isEmpty { throw error(value, path, "an id must not be empty") }
        return s
    }

    /// A boolean.
    @inline(never)
    package func bool(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> Bool {
        guard case .bool(let b) = value.content else { throw mismatch(value, path, expected: "a boolean") }
        return b
    }

    /// A number of magnitude at most `ValidRange.magnitude` (10⁹).
    @inline(never)
    package func number(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> Double {
        guard case .number(let n) = value.content else { throw mismatch(value, path, expected: "a number") }
        guard abs(n) <= ValidRange.magnitude else { throw error(value, path, ValidRange.magnitudeError(n)) }
        return n
    }

    /// A time in seconds within `ValidRange.time` (0…10⁹).
    @inline(never)
    package func time(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> Double {
        guard case .number(let n) = value.content else { throw mismatch(value, path, expected: "a number") }
        if n < 0 { throw error(value, path, "time must not be negative") }
        guard ValidRange.time.contains(n) else {
            throw error(value, path, "time \(ValidRange.shown(n)) is outside the valid range \(ValidRange.describe(ValidRange.time)) s")
        }
        return n
    }

    /// A number that is an integer (`2` and `2.0` are accepted, `2.5` is not)
    /// within `ValidRange.integer` (32 bits).
    @inline(never)
    package func integer(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> Int {
        guard case .number(let n) = value.content, n.rounded() == n else {
            throw mismatch(value, path, expected: "an integer")
        }
        let range = ValidRange.integer
        guard n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            throw error(value, path, "\(ValidRange.shown(n)) is outside the valid range \(range.lowerBound)…\(range.upperBound)")
        }
        return Int(n)
    }

    /// An array of exactly `count` numbers.
    @inline(never)
    package func numbers(_ value: JSONValue, _ path: JSONPath, count: Int, what: String) throws(FormatError) -> [Double] {
        let elements = try array(value, path)
        guard elements.count == count else {
            throw error(value, path, "expected \(what), found an array of \(elements.count) element\(elements.count == 1 ? "" : "s")")
        }
        var out: [Double] = []
        for (i, e) in elements.enumerated() { out.append(try number(e, path.appending(i))) }
        return out
    }

    /// An array of identifiers.
    @inline(never)
    package func identifiers(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> [String] {
        var out: [String] = []
        for (i, e) in try array(value, path).enumerated() { out.append(try identifier(e, path.appending(i))) }
        return out
    }
}

/// `s` in double quotes with JSON escapes, for error messages and logs.
///
/// Works on UTF-8 bytes: only ASCII bytes are escaped, so the bytes of other
/// characters pass through as they are.
@inline(never)
package func quoted(_ s: String) -> String {
    let text = TextBuffer(capacity: s.utf8.count + 2)
    text.appendQuoted(s)
    return text.string
}
