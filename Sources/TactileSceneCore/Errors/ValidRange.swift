/// The valid range of every number the scene and trace formats accept
/// (docs/formats.md, "Valid ranges"). A value outside it is a format error
/// naming the file, the place and the range, so nothing deeper down (timer
/// arithmetic, log formatting, the report's drawing) ever sees a number it
/// cannot represent.
package enum ValidRange {
    /// The largest magnitude of any number (coordinates, sizes, durations,
    /// distances, velocities, transform entries, force, radius): 10⁹. Squares
    /// and sums of such values stay far from overflow, and a log prints them
    /// with their fraction digits exact.
    package static let magnitude = 1e9
    /// Times in seconds: 0 ≤ t ≤ 10⁹ (31.7 years), so a time plus any
    /// duration stays below 2⁵³ ten-thousandths of a second and the log's
    /// four decimals stay exact.
    package static let time: ClosedRange<Double> = 0...1e9
    /// Integers (touch ids, counts): the 32-bit range, the width of an evdev
    /// tracking id.
    package static let integer: ClosedRange<Int> = Int(Int32.min)...Int(Int32.max)

    /// `range` for an error message: `0…1000000000`.
    static func describe(_ range: ClosedRange<Double>) -> String {
        "\(LogNumber.format(range.lowerBound, fractionDigits: 6))…\(LogNumber.format(range.upperBound, fractionDigits: 6))"
    }

    /// A number as an error message shows it: plain decimals (six at most)
    /// up to 10¹⁵, beyond that Swift's shortest digits with an exponent
    /// (`1e308`), and `NaN`, `infinity`, `-infinity`.
    package static func shown(_ v: Double) -> String {
        if v.isNaN { return "NaN" }
        if v.isInfinite { return v < 0 ? "-infinity" : "infinity" }
        if abs(v) < 1e15 { return LogNumber.format(v, fractionDigits: 6) }
        return "\(v)".replacingPlusExponent()
    }

    /// The message for a number outside `-magnitude…magnitude`.
    static func magnitudeError(_ v: Double) -> String {
        let m = LogNumber.format(magnitude, fractionDigits: 0)
        return "\(shown(v)) is outside the valid range -\(m)…\(m)"
    }
}

private extension String {
    /// `1e+308` as `1e308`.
    func replacingPlusExponent() -> String {
        var out: [UInt8] = []
        var previous: UInt8 = 0
        for b in utf8 where !(b == UInt8(ascii: "+") && previous == UInt8(ascii: "e")) {
            out.append(b)
            previous = b
        }
        return String(decoding: out, as: UTF8.self)
    }
}
