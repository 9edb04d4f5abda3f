/// Writes the JSON object of one log line into a `TextBuffer`, a member at
/// a time: one call per member (an inlined string interpolation cost
/// tactile.wasm a few hundred bytes each), numbers written from integers.
struct JSONLineWriter {
    /// The buffer the line is appended to.
    let text: TextBuffer

    /// Opens an object whose first member is `"t": t` (`LogNumber.timeDigits`).
    init(into text: TextBuffer, t: Double) {
        self.text = text
        text.append("{\"t\": ")
        text.append(t, fractionDigits: LogNumber.timeDigits)
    }

    /// `, "key": ` — the value is written next.
    @inline(never)
    func key(_ key: StaticString) { text.appendMemberKey(key) }

    /// `, "key": value` with `value` written as it is (a number, array or object).
    func raw(_ key: StaticString, _ value: String) {
        self.key(key)
        text.append(value)
    }

    /// `, "key": "value"` with `value` quoted and escaped.
    @inline(never)
    func string(_ key: StaticString, _ value: String) {
        self.key(key)
        text.appendQuoted(value)
    }

    /// `, "key": n`.
    @inline(never)
    func int(_ key: StaticString, _ value: Int) {
        self.key(key)
        text.append(value)
    }

    /// `, "key": value` for a log value (`LogValue.json`'s text).
    func value(_ key: StaticString, _ value: LogValue) {
        self.key(key)
        value.write(to: text)
    }

    /// Closes the object.
    func close() { text.append(UInt8(ascii: "}")) }
}
