import TactileScene

/// A validator for the subset of JSON Schema (2020-12) that
/// docs/scene.schema.json uses: `type`, `properties`, `required`,
/// `additionalProperties` (a boolean), `items`, `enum`, `minimum`, `maximum`,
/// `exclusiveMinimum`, `minItems`, `maxItems`, `minLength` and local `$ref`s
/// (`#/$defs/NAME`). Any other keyword is reported as unsupported, so the
/// schema cannot use one this validator would silently skip.
struct SchemaValidator {
    let root: JSONValue
    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]
    static let keywords: Set<String> = ["type", "properties", "required", "additionalProperties", "items", "enum",
                                        "minimum", "maximum", "exclusiveMinimum", "minItems", "maxItems", "minLength", "$ref"]

    /// The problems of `value` against the root schema, as `PATH: reason` lines (empty: valid).
    func errors(_ value: JSONValue) -> [String] {
        var out: [String] = []
        check(value, root, "$", &out)
        return out
    }

    private func member(_ object: JSONValue, _ key: String) -> JSONValue? {
        guard case .object(let members) = object.content else { return nil }
        return members.first { $0.key == key }?.value
    }

    private func resolve(_ ref: String) -> JSONValue? {
        guard ref.hasPrefix("#/$defs/"), let defs = member(root, "$defs") else { return nil }
        return member(defs, String(ref.dropFirst("#/$defs/".count)))
    }

    private func number(_ v: JSONValue?) -> Double? {
        if case .number(let n)? = v?.content { return n } else { return nil }
    }

    private func check(_ value: JSONValue, _ schema: JSONValue, _ path: String, _ out: inout [String]) {
        guard case .object(let members) = schema.content else { return out.append("\(path): schema is not an object") }
        for m in members where !Self.keywords.contains(m.key) && !Self.annotations.contains(m.key) {
            out.append("\(path): unsupported schema keyword \(m.key)")
        }
        if case .string(let ref)? = member(schema, "$ref")?.content {
            guard let target = resolve(ref) else { return out.append("\(path): unresolved $ref \(ref)") }
            check(value, target, path, &out)
        }
        if case .string(let type)? = member(schema, "type")?.content, !matches(value, type) {
            out.append("\(path): expected \(type), found \(value.kindDescription)")
            return
        }
        if case .array(let allowed)? = member(schema, "enum")?.content, !allowed.contains(where: { $0.content == value.content }) {
            out.append("\(path): \(text(value)) is not one of the allowed values")
        }
        if case .number(let n) = value.content {
            if let min = number(member(schema, "minimum")), n < min { out.append("\(path): \(n) is below the minimum \(min)") }
            if let max = number(member(schema, "maximum")), n > max { out.append("\(path): \(n) is above the maximum \(max)") }
            if let min = number(member(schema, "exclusiveMinimum")), n <= min { out.append("\(path): \(n) is not above \(min)") }
        }
        if case .string(let s) = value.content, let min = number(member(schema, "minLength")), Double(s.count) < min {
            out.append("\(path): string shorter than \(min)")
        }
        if case .array(let elements) = value.content {
            if let min = number(member(schema, "minItems")), Double(elements.count) < min { out.append("\(path): fewer than \(min) items") }
            if let max = number(member(schema, "maxItems")), Double(elements.count) > max { out.append("\(path): more than \(max) items") }
            if let items = member(schema, "items") {
                for (i, e) in elements.enumerated() { check(e, items, "\(path)[\(i)]", &out) }
            }
        }
        if case .object(let fields) = value.content {
            let properties = member(schema, "properties")
            if case .array(let required)? = member(schema, "required")?.content {
                for r in required {
                    if case .string(let key) = r.content, !fields.contains(where: { $0.key == key }) {
                        out.append("\(path): missing required property \(key)")
                    }
                }
            }
            for f in fields {
                if let p = properties.flatMap({ member($0, f.key) }) {
                    check(f.value, p, "\(path).\(f.key)", &out)
                } else if case .bool(false)? = member(schema, "additionalProperties")?.content {
                    out.append("\(path): property \(f.key) is not allowed")
                }
            }
        }
    }

    private func matches(_ value: JSONValue, _ type: String) -> Bool {
        switch (type, value.content) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number): return true
        case ("integer", .number(let n)): return n.rounded() == n
        default: return false
        }
    }

    private func text(_ value: JSONValue) -> String {
        switch value.content {
        case .string(let s): return "\"\(s)\""
        case .number(let n): return "\(n)"
        case .bool(let b): return "\(b)"
        default: return value.kindDescription
        }
    }
}
