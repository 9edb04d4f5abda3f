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
    public var file: String {
        get { storage.file }
        set { storage = Storage(file: newValue, line: line, column: column, path: path, reason: reason) }
    }
    /// The 1-based line, when known.
    public var line: Int? {
        get { storage.line }
        set { storage = Storage(file: file, line: newValue, column: column, path: path, reason: reason) }
    }
    /// The 1-based column (in UTF-8 bytes) within `line`, when known.
    public var column: Int? {
        get { storage.column }
        set { storage = Storage(file: file, line: line, column: newValue, path: path, reason: reason) }
    }
    /// The JSON path inside the document or line, when known.
    package var path: JSONPath? {
        get { storage.path }
        set { storage = Storage(file: file, line: line, column: column, path: newValue, reason: reason) }
    }
    /// What is wrong.
    public var reason: String {
        get { storage.reason }
        set { storage = Storage(file: file, line: line, column: column, path: path, reason: newValue) }
    }

    /// The parts, boxed: an error is one reference wide, so the readers' many
    /// `throw`s pass a pointer rather than five fields (in tactile.wasm every
    /// field copy is inlined code).
    private final class Storage: Sendable {
        let file: String
        let line: Int?
        let column: Int?
        let path: JSONPath?
        let reason: String

        init(file: String, line: Int?, column: Int?, path: JSONPath?, reason: String) {
            self.file = file
            self.line = line
            self.column = column
            self.path = path
            self.reason = reason
        }
    }

    private var storage: Storage

    /// Creates an error.
    package init(file: String, line: Int? = nil, column: Int? = nil, path: JSONPath? = nil, reason: String) {
        storage = Storage(file: file, line: line, column: column, path: path, reason: reason)
    }

    /// The same parts.
    public static func == (a: FormatError, b: FormatError) -> Bool {
        a.file == b.file && a.line == b.line && a.column == b.column && a.path == b.path && a.reason == b.reason
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
