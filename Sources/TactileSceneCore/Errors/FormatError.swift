/// A scene, trace or recording that cannot be used, with where and why.
///
/// Printed as one line, `FILE:LINE:COL: PATH: reason` — the parts that are
/// known, in the form editors and terminals turn into a link to the place:
/// scene errors carry the line, the column and the JSON path of the offending
/// value (`scene.json:14:9: recognizers[2].requireToFail[0]: unknown recognizer id "dbl"`),
/// trace errors the line (`trace.jsonl:5:30: touches[0].phase: …`). A reason
/// `unknown … "X" (expected one of: …)` gains the closest allowed name
/// (`; did you mean "Y"?`) when one is close. The CLI prefixes `error: ` and
/// exits with status 2.
public struct FormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file name as the user gave it (or a label such as `<demo:photo-viewer.json>`).
    public var file: String
    /// The 1-based line, when known.
    public var line: Int?
    /// The 1-based column (in UTF-8 bytes) within `line`, when known.
    public var column: Int?
    /// The JSON path inside the document or line, when known.
    package var path: JSONPath?
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    package init(file: String, line: Int? = nil, column: Int? = nil, path: JSONPath? = nil, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.reason = reason
    }

    /// `FILE:LINE:COL: PATH: reason`, omitting unknown parts.
    public var description: String {
        var s = file
        if let line {
            s += ":\(line)"
            if let column { s += ":\(column)" }
        }
        if let path, !path.components.isEmpty { s += ": \(path)" }
        return s + ": " + reason + Suggestion.didYouMean(forReason: reason)
    }
}
