/// A scene, trace or recording that cannot be used, with where and why.
///
/// Printed as one line, `FILE:LINE: PATH: reason` — the parts that are known:
/// scene errors carry the line and the JSON path of the offending value
/// (`scene.json:14: recognizers[2].requireToFail[0]: unknown recognizer id "dbl"`),
/// trace errors the line (`trace.jsonl:5: touches[0].phase: …`). The CLI prefixes
/// `error: ` and exits with status 2.
public struct FormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file name as the user gave it (or a label such as `<demo:photo-viewer.json>`).
    public var file: String
    /// The 1-based line, when known.
    public var line: Int?
    /// The JSON path inside the document or line, when known.
    package var path: JSONPath?
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    package init(file: String, line: Int? = nil, path: JSONPath? = nil, reason: String) {
        self.file = file
        self.line = line
        self.path = path
        self.reason = reason
    }

    /// `FILE:LINE: PATH: reason`, omitting unknown parts.
    public var description: String {
        var s = file
        if let line { s += ":\(line)" }
        if let path, !path.components.isEmpty { s += ": \(path)" }
        return s + ": " + reason
    }
}
