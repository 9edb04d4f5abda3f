/// The declaration of one type-specific recognizer property a scene may set.
public struct ParameterSpec: Sendable {
    /// The Swift property name, used as the JSON key.
    public var name: String
    /// What values it takes.
    public var kind: Kind

    /// The kinds of parameter values.
    public enum Kind: Sendable {
        /// An integer no smaller than `minimum`.
        case integer(minimum: Int)
        /// A finite number no smaller than `minimum`.
        case number(minimum: Double)
        /// Any finite number (angles).
        case anyNumber
        /// A boolean.
        case boolean
        /// An array of names drawn from `allowed` (an option set such as `direction`).
        case names(allowed: [String])
        /// An object whose keys are the Swift property names of a value-type
        /// property (`velocityEstimator`: `{"horizon": 0.08}`); omitted keys
        /// keep the defaults, unknown keys are errors.
        case object([ParameterSpec])
    }

    /// Creates a declaration.
    public init(_ name: String, _ kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// Checks a JSON value against this declaration.
    public func read(_ value: JSONValue, at path: JSONPath, reader: JSONDocumentReader) throws(FormatError) -> ParameterValue {
        switch kind {
        case .integer(let minimum):
            let i = try reader.integer(value, path)
            if i < minimum { throw reader.error(value, path, "\(name) must be at least \(minimum), found \(i)") }
            return .integer(i)
        case .number(let minimum):
            let n = try reader.number(value, path)
            if n < minimum {
                throw reader.error(value, path, "\(name) must be at least \(LogNumber.format(minimum, fractionDigits: 6)), found \(LogNumber.format(n, fractionDigits: 6))")
            }
            return .number(n)
        case .anyNumber:
            return .number(try reader.number(value, path))
        case .boolean:
            return .boolean(try reader.bool(value, path))
        case .names(let allowed):
            var names: [String] = []
            for (i, e) in try reader.array(value, path).enumerated() {
                let p = path.appending(i)
                let s = try reader.string(e, p)
                guard allowed.contains(s) else {
                    throw reader.error(e, p, "unknown \(name) value \(quoted(s)) (expected one of: \(allowed.joined(separator: ", ")))")
                }
                if !names.contains(s) { names.append(s) }
            }
            return .names(names)
        case .object(let fields):
            var values: [RecognizerParameter] = []
            for m in try reader.object(value, path) {
                let p = path.appending(m.key)
                guard let field = fields.first(where: { $0.name == m.key }) else {
                    throw reader.error(line: m.line, p, "unknown property \(quoted(m.key)) of \(name) (expected one of: \(fields.map(\.name).joined(separator: ", ")))")
                }
                values.append(RecognizerParameter(name: m.key, value: try field.read(m.value, at: p, reader: reader)))
            }
            return .object(values)
        }
    }
}
