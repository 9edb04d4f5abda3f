/// Fixed number formatting for the HTML report, built on `LogNumber`, so the
/// same replay always gives byte-identical HTML.
package enum ReportNumber {
    /// An SVG coordinate or length in pixels (two decimals, no trailing zeros).
    package static func px(_ v: Double) -> String {
        LogNumber.format(v, fractionDigits: 2)
    }

    /// A time in seconds shown in milliseconds with one decimal (`"123.4"`).
    package static func ms(_ seconds: Double) -> String {
        LogNumber.format(seconds * 1000, fractionDigits: 1)
    }

    /// A position or distance in points (two decimals, as in the log).
    package static func points(_ v: Double) -> String {
        LogNumber.format(v, fractionDigits: LogNumber.pointDigits)
    }

    /// A point as `(x, y)` in points.
    package static func point(_ x: Double, _ y: Double) -> String {
        "(\(points(x)), \(points(y)))"
    }

    /// `v` rounded toward zero and kept within `range`; NaN gives the lower
    /// bound (a drawing count or width never traps on a degenerate drawing).
    package static func whole(_ v: Double, clampedTo range: ClosedRange<Int>) -> Int {
        guard !v.isNaN else { return range.lowerBound }
        if v <= Double(range.lowerBound) { return range.lowerBound }
        if v >= Double(range.upperBound) { return range.upperBound }
        return Int(v)
    }
}
