/// Builds the JSON object of one log line, a member at a time: one call per
/// member, where an inlined string interpolation cost tactile.wasm a few
/// hundred bytes each.
struct JSONLineWriter {
    /// The object so far, without its closing brace.
    var text: String

    /// An object whose first member is `"t": t` (`t` already formatted).
    init(t: String) { text = "{\"t\": " + t }

    /// `, "key": value` with `value` written as it is (a number, array or object).
    @inline(never)
    mutating func raw(_ key: StaticString, _ value: String) {
        text += ", \""
        key.withUTF8Buffer { text += String(decoding: $0, as: UTF8.self) }
        text += "\": " + value
    }

    /// `, "key": "value"` with `value` quoted and escaped.
    @inline(never)
    mutating func string(_ key: StaticString, _ value: String) { raw(key, quoted(value)) }

    /// `, "key": n`.
    @inline(never)
    mutating func int(_ key: StaticString, _ value: Int) { raw(key, String(value)) }

    /// The finished object.
    var object: String { text + "}" }
}
