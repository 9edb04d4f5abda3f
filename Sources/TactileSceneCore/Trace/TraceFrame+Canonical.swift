extension TraceFrame {
    /// The value a trace line gives for `value` written with `digits`
    /// fraction digits: `LogNumber.format`'s rounding (half away from zero),
    /// read back. `k / 10^digits` with `k` an integer below 2⁵³ is the
    /// correctly rounded quotient, which is what reading the decimal text
    /// `k/10^digits` gives, so no text is needed; `-0` reads as `0`.
    package static func canonical(_ value: Double, digits: Int) -> Double {
        let scale: Double
        switch digits {
        case 3: scale = 1e3
        case 6: scale = 1e6
        default:
            var s = 1.0
            for _ in 0..<digits { s *= 10 }
            scale = s
        }
        let units = roundedHalfAwayFromZero(abs(value) * scale)
        if units == 0 { return 0 }
        return (value < 0 ? -units : units) / scale
    }

    /// `u.rounded(.toNearestOrAwayFromZero)` for `u ≥ 0` (or NaN), without a
    /// libm call: adding and subtracting 2⁵² rounds to the nearest integer,
    /// ties to even (`u - r` is then exact), and a tie rounded down is moved
    /// up. From 2⁵² on every double is an integer.
    @inline(__always)
    private static func roundedHalfAwayFromZero(_ u: Double) -> Double {
        let big = 4_503_599_627_370_496.0   // 2⁵²
        guard u < big else { return u }
        var r = (u + big) - big
        if u - r == 0.5 { r += 1 }
        return r
    }

    /// Makes this frame what a trace reader reads from its canonical line
    /// (`traceLine`): the values checked as the trace parser checks a line's
    /// (time within `ValidRange.time`, coordinates, force and radius finite
    /// and within `ValidRange.magnitude`, force and radius not negative, an
    /// id at most once) and rounded, in place, to the line's digits. Errors
    /// name `file`, `line` and the value's path as a trace line's errors do
    /// (a path is built only for an error). After an error the frame is
    /// partly rounded: it is refused.
    package mutating func canonicalize(file: String, line: Int) throws(FormatError) {
        if roundedIfValid() { return }
        try canonicalizeChecked(file: file, line: line)
    }

    /// The usual case of `canonicalize`: when every value passes its checks,
    /// rounds them in place and returns true (one pass, no error paths);
    /// else changes nothing and returns false.
    private mutating func roundedIfValid() -> Bool {
        guard t >= 0, t <= ValidRange.time.upperBound else { return false }
        guard var list = touches.take() else {   // (taken out, so rounded in place without a copy)
            t = Self.canonical(t, digits: Self.timeDigits)
            return true
        }
        let valid = list.withUnsafeMutableBufferPointer { list -> Bool in
            let limit = ValidRange.magnitude, ids = ValidRange.integer
            for i in list.indices {
                let c = list[i]
                guard ids.contains(c.id), abs(c.x) <= limit, abs(c.y) <= limit else { return false }
                if let f = c.force, !(f >= 0 && f <= limit) { return false }
                if let r = c.radius, !(r >= 0 && r <= limit) { return false }
                for j in 0..<i where list[j].id == c.id { return false }
            }
            for i in list.indices {
                list[i].x = Self.canonical(list[i].x, digits: Self.valueDigits)
                list[i].y = Self.canonical(list[i].y, digits: Self.valueDigits)
                if let f = list[i].force { list[i].force = Self.canonical(f, digits: Self.valueDigits) }
                if let r = list[i].radius { list[i].radius = Self.canonical(r, digits: Self.valueDigits) }
            }
            return true
        }
        touches = consume list
        if valid { t = Self.canonical(t, digits: Self.timeDigits) }
        return valid
    }

    /// `canonicalize` value by value, throwing at the first value that fails its check.
    private mutating func canonicalizeChecked(file: String, line: Int) throws(FormatError) {
        func failure(_ path: JSONPath, _ reason: String) -> FormatError {
            FormatError(file: file, line: line, path: path, reason: reason)
        }
        if t < 0 { throw failure(JSONPath.root.appending("t"), "time must not be negative") }
        guard ValidRange.time.contains(t) else {
            throw failure(JSONPath.root.appending("t"), "time \(ValidRange.shown(t)) is outside the valid range \(ValidRange.describe(ValidRange.time)) s")
        }
        t = Self.canonical(t, digits: Self.timeDigits)
        guard let count = touches?.count else { return }
        for i in 0..<count {
            var c = touches![i]
            func path(_ key: String) -> JSONPath { JSONPath.root.appending("touches").appending(i).appending(key) }
            guard ValidRange.integer.contains(c.id) else {
                throw failure(path("id"), "\(c.id) is outside the valid range \(ValidRange.integer.lowerBound)…\(ValidRange.integer.upperBound)")
            }
            for j in 0..<i where touches![j].id == c.id {
                throw failure(path("id"), "touch \(c.id) is listed twice in one line")
            }
            let x = c.x, y = c.y
            c.x = try Self.checked(x) { () throws(FormatError) in throw failure(path("x"), ValidRange.magnitudeError(x)) }
            c.y = try Self.checked(y) { () throws(FormatError) in throw failure(path("y"), ValidRange.magnitudeError(y)) }
            if let f = c.force {
                if f < 0 { throw failure(path("force"), "force must not be negative") }
                c.force = try Self.checked(f) { () throws(FormatError) in throw failure(path("force"), ValidRange.magnitudeError(f)) }
            }
            if let r = c.radius {
                if r < 0 { throw failure(path("radius"), "radius must not be negative") }
                c.radius = try Self.checked(r) { () throws(FormatError) in throw failure(path("radius"), ValidRange.magnitudeError(r)) }
            }
            touches![i] = c
        }
    }

    /// `v` rounded to `valueDigits` when within `ValidRange.magnitude` (NaN
    /// is not); else what `outside` throws.
    private static func checked(_ v: Double, outside: () throws(FormatError) -> Never) throws(FormatError) -> Double {
        guard abs(v) <= ValidRange.magnitude else { try outside() }
        return canonical(v, digits: valueDigits)
    }
}
