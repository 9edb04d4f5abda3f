extension TraceFrame {
    /// The value a trace line gives for `value` written with `digits`
    /// fraction digits: `LogNumber.format`'s rounding (half away from zero),
    /// read back. `k / 10^digits` with `k` an integer below 2⁵³ is the
    /// correctly rounded quotient, which is what reading the decimal text
    /// `k/10^digits` gives, so no text is needed; `-0` reads as `0`.
    package static func canonical(_ value: Double, digits: Int) -> Double {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let units = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        if units == 0 { return 0 }
        return (value < 0 ? -units : units) / scale
    }

    /// This frame as a trace reader reads its canonical line (`traceLine`):
    /// the values checked as the trace parser checks a line's (time within
    /// `ValidRange.time`, coordinates, force and radius finite and within
    /// `ValidRange.magnitude`, force and radius not negative, an id at most
    /// once) and rounded to the line's digits. Errors name `file`, `line` and
    /// the value's path as a trace line's errors do.
    package func canonicalized(file: String, line: Int) throws(FormatError) -> TraceFrame {
        let root = JSONPath.root
        func failure(_ path: JSONPath, _ reason: String) -> FormatError {
            FormatError(file: file, line: line, path: path, reason: reason)
        }
        if t < 0 { throw failure(root.appending("t"), "time must not be negative") }
        guard ValidRange.time.contains(t) else {
            throw failure(root.appending("t"), "time \(ValidRange.shown(t)) is outside the valid range \(ValidRange.describe(ValidRange.time)) s")
        }
        var out = self
        out.t = Self.canonical(t, digits: Self.timeDigits)
        guard let touches else { return out }
        var list: [TraceTouch] = []
        for (i, touch) in touches.enumerated() {
            let path = root.appending("touches").appending(i)
            guard ValidRange.integer.contains(touch.id) else {
                throw failure(path.appending("id"), "\(touch.id) is outside the valid range \(ValidRange.integer.lowerBound)…\(ValidRange.integer.upperBound)")
            }
            if list.contains(where: { $0.id == touch.id }) {
                throw failure(path.appending("id"), "touch \(touch.id) is listed twice in one line")
            }
            var c = touch
            c.x = try Self.checked(touch.x, path.appending("x"), failure)
            c.y = try Self.checked(touch.y, path.appending("y"), failure)
            if let f = touch.force {
                if f < 0 { throw failure(path.appending("force"), "force must not be negative") }
                c.force = try Self.checked(f, path.appending("force"), failure)
            }
            if let r = touch.radius {
                if r < 0 { throw failure(path.appending("radius"), "radius must not be negative") }
                c.radius = try Self.checked(r, path.appending("radius"), failure)
            }
            list.append(c)
        }
        out.touches = list
        return out
    }

    /// `v` within `ValidRange.magnitude` (NaN is not), rounded to `valueDigits`.
    private static func checked(_ v: Double, _ path: JSONPath,
                                _ failure: (JSONPath, String) -> FormatError) throws(FormatError) -> Double {
        guard abs(v) <= ValidRange.magnitude else { throw failure(path, ValidRange.magnitudeError(v)) }
        return canonical(v, digits: valueDigits)
    }
}
