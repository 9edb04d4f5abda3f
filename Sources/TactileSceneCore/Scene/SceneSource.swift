/// The parsed JSON document a `Scene` came from, kept so that errors found
/// after parsing — while the scene is built into views and recognizers —
/// still name the line and column of the offending value.
///
/// It is not part of the scene's value: two scenes are equal whatever their
/// sources (a scene built in code has none).
package struct SceneSource: Equatable, Sendable {
    /// The document's root value.
    package let root: JSONValue

    /// Wraps the root of a parsed scene document.
    package init(root: JSONValue) { self.root = root }

    /// Always true: where a scene was written does not change what it is.
    package static func == (lhs: SceneSource, rhs: SceneSource) -> Bool { true }
}

extension Scene {
    /// An error about the value at `path` of this scene's file `file`: with
    /// its line and column when the scene was parsed from a document.
    package func error(file: String, path: JSONPath, reason: String) -> FormatError {
        let position = source?.root.position(of: path)
        return FormatError(file: file, line: position?.line, column: position?.column, path: path, reason: reason)
    }
}
