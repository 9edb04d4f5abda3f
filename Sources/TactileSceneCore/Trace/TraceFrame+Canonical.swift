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
    /// id at most once) and rounded, in place, to the line's digits. A valid
    /// frame (the usual one) is checked in one pass without building an
    /// error; a refused one is left as it was, and its error names `file`,
    /// `line` and the first bad value's path as a trace line's errors do.
    package mutating func canonicalize(file: String, line: Int) throws(FormatError) {
        guard isValid else { throw firstProblem(file: file, line: line) }
        t = Self.canonical(t, digits: Self.timeDigits)
        guard var list = touches.take() else { return }   // (taken out, so rounded in place without a copy)
        list.withUnsafeMutableBufferPointer { list in
            for i in list.indices {
                list[i].x = Self.canonical(list[i].x, digits: Self.valueDigits)
                list[i].y = Self.canonical(list[i].y, digits: Self.valueDigits)
                if let f = list[i].force { list[i].force = Self.canonical(f, digits: Self.valueDigits) }
                if let r = list[i].radius { list[i].radius = Self.canonical(r, digits: Self.valueDigits) }
            }
        }
        touches = consume list
    }

    /// Whether every value passes `canonicalize`'s checks (NaN passes none).
    private var isValid: Bool {
        guard t >= 0, t <= ValidRange.time.upperBound else { return false }
        guard let touches else { return true }
        return touches.withUnsafeBufferPointer { list in
            let limit = ValidRange.magnitude, ids = ValidRange.integer
            for i in list.indices {
                let c = list[i]
                guard ids.contains(c.id), abs(c.x) <= limit, abs(c.y) <= limit else { return false }
                if let f = c.force, !(f >= 0 && f <= limit) { return false }
                if let r = c.radius, !(r >= 0 && r <= limit) { return false }
                for j in 0..<i where list[j].id == c.id { return false }
            }
            return true
        }
    }

    /// The error of the first value, in line order, that fails its check
    /// (`isValid` is false: there is one).
    private func firstProblem(file: String, line: Int) -> FormatError {
        func failure(_ path: JSONPath, _ reason: String) -> FormatError {
            FormatError(file: file, line: line, path: path, reason: reason)
        }
        if t < 0 { return failure(JSONPath.root.appending("t"), "time must not be negative") }
        guard ValidRange.time.contains(t) else {
            return failure(JSONPath.root.appending("t"), "time \(ValidRange.shown(t)) is outside the valid range \(ValidRange.describe(ValidRange.time)) s")
        }
        let list = touches ?? []
        for i in list.indices {
            let c = list[i]
            func path(_ key: String) -> JSONPath { JSONPath.root.appending("touches").appending(i).appending(key) }
            guard ValidRange.integer.contains(c.id) else {
                return failure(path("id"), "\(c.id) is outside the valid range \(ValidRange.integer.lowerBound)…\(ValidRange.integer.upperBound)")
            }
            if list[..<i].contains(where: { $0.id == c.id }) {
                return failure(path("id"), "touch \(c.id) is listed twice in one line")
            }
            func problem(_ key: String, _ value: Double?, signed: Bool) -> FormatError? {
                guard let v = value else { return nil }
                if !signed && v < 0 { return failure(path(key), "\(key) must not be negative") }
                return abs(v) <= ValidRange.magnitude ? nil : failure(path(key), ValidRange.magnitudeError(v))
            }
            if let e = problem("x", c.x, signed: true) { return e }
            if let e = problem("y", c.y, signed: true) { return e }
            if let e = problem("force", c.force, signed: false) { return e }
            if let e = problem("radius", c.radius, signed: false) { return e }
        }
        return failure(JSONPath.root, "refused")   // (not reached: `isValid` found a bad value)
    }
}
