import Tactile

extension JSONValue {
    /// Where the value at `path` starts (1-based line and UTF-8 column): the
    /// deepest value along `path` that the document has — the value itself,
    /// or the nearest enclosing one when the path leaves the document.
    package func position(of path: JSONPath) -> (line: Int, column: Int) {
        var value = self
        for component in path.components {
            switch (component, value.content) {
            case (.key(let key), .object(let members)):
                guard let member = members.first(where: { $0.key.hasSameUTF8(as: key) }) else { return (value.line, value.column) }
                value = member.value
            case (.index(let i), .array(let elements)):
                guard i >= 0, i < elements.count else { return (value.line, value.column) }
                value = elements[i]
            default:
                return (value.line, value.column)
            }
        }
        return (value.line, value.column)
    }
}
