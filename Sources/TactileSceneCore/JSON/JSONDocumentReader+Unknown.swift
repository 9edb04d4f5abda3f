/// The "unknown name" errors, built in one place: each inlined string
/// interpolation cost tactile.wasm a few hundred bytes per call site.
extension JSONDocumentReader {
    /// `unknown PROPERTY "KEY"CONTEXT (expected one of: EXPECTED)` at the member
    /// `m` (PROPERTY is e.g. `view property`) — the form `Suggestion` completes
    /// with a "did you mean".
    @inline(never)
    package func unknownProperty(_ m: JSONMember, _ path: JSONPath, _ property: String = "property", context: String = "",
                                 expected: String) -> FormatError {
        error(m, path, "unknown \(property) \(quoted(m.key))\(context) (expected one of: \(expected))")
    }

    /// `unknown WHAT "NAME" (expected one of: EXPECTED)` about `value`.
    @inline(never)
    package func unknownName(_ what: String, _ name: String, _ value: JSONValue, _ path: JSONPath,
                             expected: String) -> FormatError {
        error(value, path, "unknown \(what) \(quoted(name)) (expected one of: \(expected))")
    }
}
