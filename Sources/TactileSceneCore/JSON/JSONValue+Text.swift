import Tactile

extension JSONValue {
    /// The value as compact JSON text (`, ` and `: ` separators, as trace
    /// lines are written), members in document order; numbers with up to 6
    /// fraction digits (`LogNumber`), enough for every edit value.
    package var jsonText: String {
        var s = ""
        write(to: &s)
        return s
    }

    private func write(to s: inout String) {
        switch content {
        case .null: s += "null"
        case .bool(let b): s += b ? "true" : "false"
        case .number(let n): s += LogNumber.format(n, fractionDigits: 6)
        case .string(let t): s += quoted(t)
        case .array(let elements):
            s += "["
            for (i, e) in elements.enumerated() {
                if i > 0 { s += ", " }
                e.write(to: &s)
            }
            s += "]"
        case .object(let members):
            s += "{"
            for (i, m) in members.enumerated() {
                if i > 0 { s += ", " }
                s += quoted(m.key) + ": "
                m.value.write(to: &s)
            }
            s += "}"
        }
    }
}
