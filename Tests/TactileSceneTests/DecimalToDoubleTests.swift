import Testing
import PropertyBased
import TactileSceneCore

// DecimalToDouble (the JSON reader's numbers without C's strtod) against
// Double(String), bit for bit: hard cases, random digit strings, printed
// doubles and the exact values halfway between adjacent doubles.

private func converted(_ text: String) -> Double { DecimalToDouble.value(of: Array(text.utf8)[...]) }

private func expectSameAsStrtod(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let expected = Double(text) else {
        Issue.record("Double(String) refuses \(text)", sourceLocation: sourceLocation)
        return
    }
    let got = converted(text)
    #expect(got.bitPattern == expected.bitPattern, "\(text.prefix(120)) (\(text.utf8.count) bytes): \(got) instead of \(expected)",
            sourceLocation: sourceLocation)
}

/// A valid JSON number from digits: the first `split` form the integer part (leading zeros dropped),
/// the rest the fraction; `style` 0 has no exponent, 1 `e`, 2 `E+` (or `E-`), 3 `e` with a leading zero.
private func jsonNumber(_ digits: [Int], split: Int, exponent: Int, style: Int, negative: Bool) -> String {
    let cut = min(split, digits.count)
    var integer = digits[..<cut].map(String.init).joined()
    while integer.hasPrefix("0") { integer.removeFirst() }
    var text = (negative ? "-" : "") + (integer.isEmpty ? "0" : integer)
    if cut < digits.count { text += "." + digits[cut...].map(String.init).joined() }
    switch style {
    case 1: text += "e\(exponent)"
    case 2: text += exponent < 0 ? "E\(exponent)" : "E+\(exponent)"
    case 3: text += exponent < 0 ? "e-0\(-exponent)" : "e0\(exponent)"
    default: break
    }
    return text
}

/// The exact decimal digits of m × 2^e (e ≥ 0) or of m × 5^-e (e < 0; the value then is that × 10^e).
private func exactDigits(_ m: UInt64, _ e: Int) -> String {
    var limbs: [UInt64] = [m % 1_000_000_000, m / 1_000_000_000 % 1_000_000_000, m / 1_000_000_000_000_000_000]  // base 10^9
    for _ in 0..<abs(e) {
        var carry: UInt64 = 0
        for i in limbs.indices {
            let p = limbs[i] * (e < 0 ? 5 : 2) + carry
            limbs[i] = p % 1_000_000_000
            carry = p / 1_000_000_000
        }
        if carry != 0 { limbs.append(carry) }
    }
    while limbs.count > 1 && limbs.last == 0 { limbs.removeLast() }
    var text = String(limbs.last!)
    for limb in limbs.dropLast().reversed() {
        let s = String(limb)
        text += String(repeating: "0", count: 9 - s.count) + s
    }
    return text
}

/// `digits` − 1 (digits > 0), without a leading zero unless it is 0.
private func decremented(_ digits: String) -> String {
    var d = Array(digits.utf8)
    var i = d.count - 1
    while d[i] == UInt8(ascii: "0") { d[i] = UInt8(ascii: "9"); i -= 1 }
    d[i] -= 1
    while d.count > 1 && d[0] == UInt8(ascii: "0") { d.removeFirst() }
    return String(decoding: d, as: UTF8.self)
}

/// The halfway value between the positive finite double with bit pattern `bits` and the next one up,
/// exactly, and just below and just above it.
private func halfwayTexts(_ bits: UInt64) -> [String] {
    let field = Int(bits >> 52), fraction = bits & (1 << 52 - 1)
    let m = field == 0 ? fraction : fraction | 1 << 52
    let e = (field == 0 ? -1074 : field - 1075) - 1  // (2m + 1) × 2^e
    let digits = exactDigits(2 * m + 1, e)
    let exponent = e < 0 ? "e\(e)" : ""
    return [digits + exponent,
            decremented(digits) + ".99999999999999999999" + exponent,
            digits + ".00000000000000000001" + exponent]
}

@Suite struct DecimalToDoubleTests {
    @Test func hardCasesMatchDoubleOfString() {
        let zeros = String(repeating: "0", count: 400)
        let cases = [
            "0", "-0", "0.0", "-0.0", "0e0", "-0E+5", "0.000e-999999999999", "1", "-1", "0.1", "0.2", "0.3", "1e23", "1E22",
            "9007199254740992", "9007199254740993", "9007199254740994", "9007199254740995", "9007199254740993.0000000001",
            "18014398509481985", "18014398509481987",
            "2.2250738585072011e-308", "2.2250738585072012e-308", "2.2250738585072014e-308", "2.225073858507201e-308",
            "2.2250738585072013830902327173324040642192159804623318305533274168872044348139181958542831590125110205640673397310358110051524341615534601088560123853777188211307779935320023304796101474425836360719215650469425037342083713761e-308",
            "8.98846567431158e307", "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
            "-1.7976931348623157e308", "1.797693134862315708145274237317043567980e308", "1.797693134862315808e308",
            "4.9406564584124654e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125e-324",
            "5e-324", "-5e-324", "3e-324", "1e-323", "1e-400", "-1e-400", "1e400", "-1e400", "1e999999999999", "-1e999999999999",
            "1e-999999999999", "1e" + String(repeating: "9", count: 40), "1e-" + String(repeating: "9", count: 40),
            "-0.5E+" + String(repeating: "8", count: 40), "1" + zeros + "e-" + String(repeating: "0", count: 40) + "400",
            "123456789012345678901234567890e-10", "0.123456789012345678901234567890e10",
            "0." + zeros + "1", "0." + zeros + "1e400", "1" + zeros + "e-400", "1" + zeros + ".5e-400",
            "1" + String(repeating: "9", count: 900) + "e-900",
            "0.30000000000000004", "0.1000000000000000055511151231257827", "0.10000000000000000555111512312578271",
            "100000000000000000000000", "1e308", "1e309", "1e-307", "1e-308", "1e-309", "1e-320",
            "4.35679124e-310", "7.2057594037927933e16", "3.4028234663852886e38", "1.00000000000000011102230246251565404236316680908203125",
            "1.00000000000000011102230246251565404236316680908203124", "1.00000000000000011102230246251565404236316680908203126",
            "9007199254740993" + String(repeating: "0", count: 700) + "1e-700",
            "9007199254740993" + String(repeating: "0", count: 900) + "e-900",
            "9007199254740993" + String(repeating: "0", count: 900) + "1e-901",
            "6.631236846766476e-316", "3.0e-44", "2.5e-323", "1e22", "1e-22", "9007199254740992e22", "9007199254740992e-22",
        ]
        for text in cases { expectSameAsStrtod(text) }
    }

    @Test func halfwayValuesRoundToEven() {
        for bits: UInt64 in [0, 1, 2, 3, 0x000F_FFFF_FFFF_FFFF, 0x0010_0000_0000_0000, 0x3FF0_0000_0000_0000,
                             0x4340_0000_0000_0000, 0x7FEF_FFFF_FFFF_FFFE, 0x7FEF_FFFF_FFFF_FFFF] {
            for text in halfwayTexts(bits) { expectSameAsStrtod(text) }
        }
    }

    @Test func theParserRejectsWhatOverflowsAsBefore() throws {
        #expect(throws: JSONSyntaxError(line: 1, column: 5, reason: "number out of range: -1e400")) { try JSONParser.parse("[1, -1e400]") }
        #expect(try JSONParser.parse("-1e-400").content == .number(-0.0))
        #expect(try JSONParser.parse("1.7976931348623158e308").content == .number(.greatestFiniteMagnitude))
    }

    @Test func randomDigitStrings() async {
        await propertyCheck(count: 3000, input: Gen.int(in: 0...9).array(of: 1...40), Gen.int(in: 0...41),
                            Gen.int(in: -400...400), Gen.int(in: 0...3), Gen.bool) { digits, split, exponent, style, negative in
            expectSameAsStrtod(jsonNumber(digits, split: split, exponent: exponent, style: style, negative: negative))
        }
    }

    @Test func randomShortNumbersNearTheFastPath() async {
        await propertyCheck(count: 3000, input: Gen.int(in: 0...9).array(of: 1...20), Gen.int(in: 0...21),
                            Gen.int(in: -30...30), Gen.bool) { digits, split, exponent, negative in
            expectSameAsStrtod(jsonNumber(digits, split: split, exponent: exponent, style: 1, negative: negative))
        }
    }

    @Test func randomLongDigitStrings() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...9).array(of: 700...1100), Gen.int(in: 0...400),
                            Gen.int(in: -1400...400), Gen.int(in: 0...2)) { digits, split, exponent, tail in
            var digits = digits
            // Zeros then, perhaps, one more digit after the 800th significant one.
            if tail > 0 { digits.replaceSubrange(20..., with: repeatElement(0, count: digits.count - 20)) }
            if tail == 2 { digits.append(contentsOf: [0, 0, 1]) }
            expectSameAsStrtod(jsonNumber(digits, split: split, exponent: exponent, style: 1, negative: false))
        }
    }

    @Test func printedDoublesWithAndWithoutExtraDigits() async {
        await propertyCheck(count: 3000, input: Gen.uint64(in: 0...0x7FEF_FFFF_FFFF_FFFF), Gen.int(in: 0...9).array(of: 0...25),
                            Gen.bool) { bits, extra, negative in
            let value = Double(bitPattern: bits)
            var text = value.description  // e.g. 1.0, 5e-324, 1.2345e+20
            if negative { text = "-" + text }
            let e = text.firstIndex { $0 == "e" }
            var mantissa = e.map { String(text[..<$0]) } ?? text
            var exponent = e.map { String(text[text.index(after: $0)...]) } ?? ""
            if exponent.hasPrefix("+") { exponent.removeFirst() }
            expectSameAsStrtod(mantissa + (exponent.isEmpty ? "" : "e" + exponent))
            if !mantissa.contains(".") { mantissa += ".0" }
            mantissa += extra.map(String.init).joined()
            expectSameAsStrtod(mantissa + (exponent.isEmpty ? "" : "e" + exponent))
        }
    }

    @Test func randomHalfwayValues() async {
        await propertyCheck(count: 250, input: Gen.uint64(in: 0...0x7FEF_FFFF_FFFF_FFFF), Gen.uint64(in: 0...0x0030_0000_0000_0000)) { bits, small in
            for text in halfwayTexts(bits) + halfwayTexts(small) { expectSameAsStrtod(text) }
        }
    }
}
