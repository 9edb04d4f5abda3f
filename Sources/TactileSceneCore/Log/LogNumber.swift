/// Deterministic decimal formatting for logs and error messages.
///
/// Numbers are rounded half away from zero to a fixed number of fraction
/// digits, then trailing zeros (and a trailing point) are removed; `-0` prints
/// as `0`. The result never depends on the locale or the platform's `printf`,
/// so the same replay gives byte-identical output everywhere.
package enum LogNumber {
    /// Fraction digits for times in seconds (0.1 ms).
    package static let timeDigits = 4
    /// Fraction digits for positions, translations and point velocities.
    package static let pointDigits = 2
    /// Fraction digits for scales, angles and their velocities.
    package static let ratioDigits = 4

    /// `value` rounded to `fractionDigits` digits, without trailing zeros.
    /// Non-finite values print as `null` (JSON has no NaN or infinity).
    package static func format(_ value: Double, fractionDigits: Int) -> String {
        let text = TextBuffer(capacity: 24)
        text.append(value, fractionDigits: fractionDigits)
        return text.string
    }

    /// A large magnitude (at least 9e18 / 10^fractionDigits) without an
    /// exponent: Swift's shortest round-trip digits (`1.5e+16`) with the
    /// exponent written out (`15000000000000000`), so a log or an error
    /// message never shows `e+16` (and a time column never `1e+16.0000`).
    static func plainDecimal(_ magnitude: Double) -> String {
        let text = Array("\(magnitude)".utf8)
        guard let e = text.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) else {
            // `Double.description` uses plain notation up to 2^53; drop a ".0".
            let pointZero = text.count >= 2 && text[text.count - 2] == UInt8(ascii: ".") && text.last == UInt8(ascii: "0")
            return String(decoding: pointZero ? text.dropLast(2) : text[...], as: UTF8.self)
        }
        var exponent = 0
        var negative = false
        for b in text[(e + 1)...] {
            if b == UInt8(ascii: "-") { negative = true } else if b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") {
                exponent = exponent * 10 + Int(b - UInt8(ascii: "0"))
            }
        }
        if negative { exponent = -exponent }
        let mantissa = text[..<e]
        let point = mantissa.firstIndex(of: UInt8(ascii: ".")) ?? e
        var digits = Array(mantissa[..<point])
        let fraction = point < e ? mantissa[(point + 1)...] : []
        if exponent >= fraction.count {
            digits += fraction
            digits += repeatElement(UInt8(ascii: "0"), count: exponent - fraction.count)
        } else {
            // Below 2^53 a fraction can remain (1.0000000000000005e+15).
            let cut = fraction.startIndex + max(0, exponent)
            digits += fraction[..<cut]
            digits.append(UInt8(ascii: "."))
            digits += fraction[cut...]
        }
        return String(decoding: digits, as: UTF8.self)
    }
}
