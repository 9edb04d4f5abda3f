import Testing
import PropertyBased
@testable import TactileSceneCore

// The log's text writer (`TextBuffer`): numbers written in place from integers,
// two digits at a time; names and literals copied a word at a time.

/// `value` to `digits` fraction digits as the log has always written it:
/// `abs(value) × 10^digits` rounded half away from zero, as an integer's
/// decimal digits with a point inserted, trailing fraction zeros dropped,
/// `-0` as `0` (the definition `TextBuffer` must keep, written the plain way).
private func reference(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let units = UInt64((abs(value) * scale).rounded(.toNearestOrAwayFromZero))
    if units == 0 { return "0" }
    var text = String(units)
    if digits > 0 {
        if text.count <= digits { text = String(repeating: "0", count: digits + 1 - text.count) + text }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
    }
    return (value < 0 ? "-" : "") + text
}

private func written(_ body: (TextBuffer) -> Void) -> String {
    let text = TextBuffer(capacity: 8)
    body(text)
    return text.string
}

@Suite struct TextBufferTests {
    /// Log numbers are rounded half away from zero to a fixed number of
    /// fraction digits, trailing zeros dropped (docs/formats.md, "Log").
    @Test func numbersAreWrittenAsTheirRoundedDecimalDigits() async {
        await propertyCheck(count: 4000, input: Gen.int(in: -999_999_999...999_999_999), Gen.int(in: -12...6),
                            Gen.int(in: 0...24)) { mantissa, exponent, digits in
            var value = Double(mantissa)
            for _ in 0..<abs(exponent) { value = exponent < 0 ? value / 10 : value * 10 }
            var scale = 1.0
            for _ in 0..<digits { scale *= 10 }
            guard abs(value) * scale < 9e18 else { return }   // beyond: LogNumber.plainDecimal's digits
            #expect(written { $0.append(value, fractionDigits: digits) } == reference(value, digits), "\(value) to \(digits) digits")
        }
    }

    /// Halves round away from zero, from both sides, at every digit count the log uses.
    @Test func halvesRoundAwayFromZero() {
        for (value, digits, text) in [(0.125, 2, "0.13"), (-0.125, 2, "-0.13"), (2.5, 0, "3"), (-2.5, 0, "-3"),
                                      (0.00005, 4, "0.0001"), (10.0000005, 6, "10.000001"), (99.995, 2, "100"),
                                      (0.0005, 3, "0.001"), (1e-7, 6, "0"), (-1e-7, 6, "0")] {
            #expect(written { $0.append(value, fractionDigits: digits) } == reference(value, digits))
            #expect(written { $0.append(value, fractionDigits: digits) } == text, "\(value) to \(digits) digits")
        }
    }

    /// Integers, including the extremes.
    @Test func integersAreWrittenInDecimal() {
        for n in [0, 7, -7, 10, 99, 100, -100, 123_456_789, Int.max, Int.min] {
            #expect(written { $0.append(n) } == String(n))
        }
    }

    /// Names are JSON strings: quoted, escapes only where needed.
    @Test func namesAreQuotedAndEscapedOnlyWhereNeeded() {
        for (name, json) in [("", #""""#), ("pan0", #""pan0""#), ("a \"b\" \\ c", #""a \"b\" \\ c""#),
                             ("tab\tnew\nline\r", #""tab\tnew\nline\r""#), ("\u{1}", #""\u0001""#),
                             ("é → 指", "\"é → 指\""), (String(repeating: "long name ", count: 12), "\"" + String(repeating: "long name ", count: 12) + "\"")] {
            #expect(written { $0.appendQuoted(name) } == json)
        }
    }

    /// A member's key after the first, and literals of every length the copy handles.
    @Test func keysAndLiteralsAreCopiedWhole() {
        #expect(written { $0.appendMemberKey("velocity") } == #", "velocity": "#)
        #expect(written { $0.appendMemberKey("t") } == #", "t": "#)
        let lengths = (0...80).map { String(repeating: "x", count: $0) }
        #expect(written { text in for s in lengths { text.append(s); text.append(UInt8(ascii: "|")) } }
                == lengths.joined(separator: "|") + "|")
    }

    /// Every write stays inside the buffer, whatever was written before it:
    /// the text never passes the capacity (so its NUL has its byte). The
    /// C interface's fuzzer found a member key written one byte past the end
    /// when the buffer had exactly one byte too few (`.build/fuzz/crash-capi-*`).
    @Test func everyWriteStaysInsideTheBuffer() {
        let keys: [StaticString] = ["t", "id", "kind", "state", "velocity", "translationInWindow", "a_key_longer_than_sixty_four_bytes_so_the_copy_takes_its_other_path_"]
        let writes: [(TextBuffer) -> Void] = keys.map { key in { $0.appendMemberKey(key) } } + [
            { $0.appendQuoted("pan0") }, { $0.appendQuoted("a \"b\"") }, { $0.append(-123.456, fractionDigits: 3) },
            { $0.append(Int.min) }, { $0.append("null" as StaticString) }, { $0.append(UInt8(ascii: "x")) },
        ]
        for capacity in [8, 16, 64] {
            for prefix in 0...(2 * capacity) {
                for (k, write) in writes.enumerated() {
                    let text = TextBuffer(capacity: capacity)
                    for _ in 0..<prefix { text.append(UInt8(ascii: "p")) }
                    let before = text.string
                    write(text)
                    #expect(text.count <= text.capacity, "write \(k) after \(prefix) bytes into \(capacity)")
                    #expect(text.start[text.count] == 0)
                    #expect(text.string.hasPrefix(before))
                }
            }
        }
    }
}
