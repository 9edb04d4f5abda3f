import Tactile

/// The declaration of one type-specific recognizer property a scene may set.
package struct ParameterSpec: Sendable {
    /// The Swift property name, used as the JSON key.
    package var name: String
    /// What values it takes.
    package var kind: Kind

    /// The kinds of parameter values.
    package enum Kind: Sendable {
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

    /// Sets the value on a recognizer built from a scene; nil for a field of an
    /// object parameter (its parent's `apply` reads it).
    package var apply: (@Sendable (GestureRecognizer, ParameterValue) -> Void)?

    /// Creates a declaration.
    package init(_ name: String, _ kind: Kind, apply: (@Sendable (GestureRecognizer, ParameterValue) -> Void)? = nil) {
        self.name = name
        self.kind = kind
        self.apply = apply
    }

    /// An integer property of recognizers of type `R`, at least `minimum`.
    package static func integer<R: GestureRecognizer>(_ name: String, minimum: Int,
                                                     _ set: @escaping @Sendable (R, Int) -> Void) -> ParameterSpec {
        ParameterSpec(name, .integer(minimum: minimum)) { g, v in
            if let g = g as? R, let i = v.integer { set(g, i) }
        }
    }

    /// A number property of recognizers of type `R`, at least `minimum`.
    package static func number<R: GestureRecognizer>(_ name: String, minimum: Double,
                                                    _ set: @escaping @Sendable (R, Double) -> Void) -> ParameterSpec {
        ParameterSpec(name, .number(minimum: minimum)) { g, v in
            if let g = g as? R, let n = v.number { set(g, n) }
        }
    }

    /// An option-set property of recognizers of type `R`, written as an array
    /// of the names in `allowed`.
    package static func names<R: GestureRecognizer>(_ name: String, allowed: [String],
                                                   _ set: @escaping @Sendable (R, [String]) -> Void) -> ParameterSpec {
        ParameterSpec(name, .names(allowed: allowed)) { g, v in
            if let g = g as? R, let names = v.names { set(g, names) }
        }
    }

    /// Checks a JSON value against this declaration.
    package func read(_ value: JSONValue, at path: JSONPath, reader: JSONDocumentReader) throws(FormatError) -> ParameterValue {
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
                guard allowed.containsUTF8(s) else {
                    throw reader.unknownName("\(name) value", s, e, p, expected: allowed.joined(separator: ", "))
                }
                if !names.containsUTF8(s) { names.append(s) }
            }
            return .names(names)
        case .object(let fields):
            var values: [RecognizerParameter] = []
            for m in try reader.object(value, path) {
                let p = path.appending(m.key)
                guard let field = fields.first(where: { $0.name.hasSameUTF8(as: m.key) }) else {
                    throw reader.unknownProperty(m, p, context: " of \(name)", expected: fields.map { $0.name }.joined(separator: ", "))
                }
                values.append(RecognizerParameter(name: m.key, value: try field.read(m.value, at: p, reader: reader)))
            }
            return .object(values)
        }
    }
}
