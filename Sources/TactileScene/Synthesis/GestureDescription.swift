/// One gesture of a `tactile synth` description (docs/formats.md, "Synthesized
/// traces"): what the fingers do, in window points and seconds.
package enum GestureStep: Equatable, Sendable {
    /// `tap X,Y`: one finger down and up (about 90 ms).
    case tap(x: Double, y: Double)
    /// `double-tap X,Y`: two taps 0.2 s apart, the second a few points off.
    case doubleTap(x: Double, y: Double)
    /// `long-press X,Y [for Ns]`: one finger held still (0.8 s by default).
    case longPress(x: Double, y: Double, duration: Double)
    /// `pan X,Y to X,Y over Ns`: one finger drags from one point to another.
    case pan(fromX: Double, fromY: Double, toX: Double, toY: Double, duration: Double)
    /// `pinch X,Y scale S over Ns`: two fingers about a centre, their distance times S.
    case pinch(x: Double, y: Double, scale: Double, duration: Double)
    /// `rotate X,Y by Adeg over Ns` (or `A rad`): two fingers turn about a centre, clockwise for positive A.
    case rotate(x: Double, y: Double, radians: Double, duration: Double)
    /// `swipe left|right|up|down from X,Y`: a quick 220-point flick.
    case swipe(direction: String, x: Double, y: Double)
    /// `wait Ns`: nothing happens (a pause longer than the usual gap).
    case wait(duration: Double)
}

/// Parses a `tactile synth` description: gestures separated by `;`, e.g.
/// `tap 100,200; pan 50,50 to 250,50 over 0.3s`.
package enum GestureDescription {
    /// The gesture words, for errors and "did you mean".
    package static let gestureNames = ["tap", "double-tap", "long-press", "pan", "pinch", "rotate", "swipe", "wait"]
    /// The swipe directions.
    package static let directions = ["left", "right", "up", "down"]

    /// The steps of `text`; an error names the step (1-based) and what is wrong.
    package static func parse(_ text: String) throws(FormatError) -> [GestureStep] {
        var steps: [GestureStep] = []
        let parts = text.split(separator: ";", omittingEmptySubsequences: false)
        for (i, part) in parts.enumerated() {
            let words = part.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
            if words.isEmpty {
                if parts.count == 1 || i < parts.count - 1 { throw error(i, part, "empty gesture (expected one of: \(gestureNames.joined(separator: ", ")))") }
                continue
            }
            steps.append(try step(words, i, part))
        }
        return steps
    }

    private static func step(_ w: [String], _ i: Int, _ part: Substring) throws(FormatError) -> GestureStep {
        var reader = WordReader(words: w, fail: { error(i, part, $0) })
        let name = try reader.word("a gesture")
        let step: GestureStep
        switch name {
        case "tap":
            let p = try reader.point()
            step = .tap(x: p.0, y: p.1)
        case "double-tap":
            let p = try reader.point()
            step = .doubleTap(x: p.0, y: p.1)
        case "long-press":
            let p = try reader.point()
            var d = 0.8
            if reader.peek == "for" {
                try reader.expect("for")
                d = try reader.seconds()
            }
            step = .longPress(x: p.0, y: p.1, duration: d)
        case "pan":
            let a = try reader.point()
            try reader.expect("to")
            let b = try reader.point()
            try reader.expect("over")
            step = .pan(fromX: a.0, fromY: a.1, toX: b.0, toY: b.1, duration: try reader.seconds())
        case "pinch":
            let c = try reader.point()
            try reader.expect("scale")
            let s = try reader.number("a scale")
            guard s > 0.05 && s <= 20 else { throw reader.fail("scale must be between 0.05 and 20, found \(LogNumber.format(s, fractionDigits: 4))") }
            try reader.expect("over")
            step = .pinch(x: c.0, y: c.1, scale: s, duration: try reader.seconds())
        case "rotate":
            let c = try reader.point()
            try reader.expect("by")
            let a = try reader.angle()
            try reader.expect("over")
            step = .rotate(x: c.0, y: c.1, radians: a, duration: try reader.seconds())
        case "swipe":
            let d = try reader.word("a direction")
            guard directions.contains(d) else { throw reader.fail("unknown direction \"\(d)\" (expected one of: \(directions.joined(separator: ", ")))") }
            try reader.expect("from")
            let p = try reader.point()
            step = .swipe(direction: d, x: p.0, y: p.1)
        case "wait":
            step = .wait(duration: try reader.seconds())
        default:
            throw reader.fail("unknown gesture \"\(name)\" (expected one of: \(gestureNames.joined(separator: ", ")))")
        }
        if let extra = reader.peek { throw reader.fail("unexpected \"\(extra)\" after the gesture") }
        return step
    }

    private static func error(_ i: Int, _ part: Substring, _ reason: String) -> FormatError {
        var text = String(part)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return FormatError(file: "description", reason: "gesture \(i + 1) (\"\(text)\"): \(reason)")
    }
}

/// Reads the words of one gesture, failing with a reason.
private struct WordReader {
    var words: [String]
    var fail: (String) -> FormatError
    var index = 0

    var peek: String? { index < words.count ? words[index] : nil }

    mutating func word(_ what: String) throws(FormatError) -> String {
        guard let w = peek else { throw fail("expected \(what), found the end") }
        index += 1
        return w
    }

    /// Consumes the keyword `k`.
    mutating func expect(_ k: String) throws(FormatError) {
        let w = try word("\"\(k)\"")
        guard w == k else { throw fail("expected \"\(k)\", found \"\(w)\"") }
    }

    mutating func number(_ what: String) throws(FormatError) -> Double {
        let w = try word(what)
        guard let v = Double(w), v.isFinite else { throw fail("expected \(what), found \"\(w)\"") }
        return v
    }

    /// `X,Y` in points, each within ±100000.
    mutating func point() throws(FormatError) -> (Double, Double) {
        let w = try word("a point X,Y")
        let parts = w.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite,
              abs(x) <= 100_000, abs(y) <= 100_000 else {
            throw fail("expected a point X,Y in points (e.g. 100,200), found \"\(w)\"")
        }
        return (x, y)
    }

    /// `0.3s`, `300ms` or a bare number of seconds, above 0 and at most 60 s.
    mutating func seconds() throws(FormatError) -> Double {
        let w = try word("a duration")
        var v: Double?
        if w.hasSuffix("ms") { v = Double(w.dropLast(2)).map { $0 / 1000 } } else if w.hasSuffix("s") { v = Double(w.dropLast()) } else { v = Double(w) }
        guard let v, v.isFinite, v > 0, v <= 60 else { throw fail("expected a duration such as 0.3s or 300ms (at most 60 s), found \"\(w)\"") }
        return v
    }

    /// `90deg`, `1.57rad` or a bare number of degrees, within ±3600°.
    mutating func angle() throws(FormatError) -> Double {
        let w = try word("an angle")
        var v: Double?
        if w.hasSuffix("deg") { v = Double(w.dropLast(3)).map { $0 * Double.pi / 180 } } else if w.hasSuffix("rad") { v = Double(w.dropLast(3)) } else { v = Double(w).map { $0 * Double.pi / 180 } }
        guard let v, v.isFinite, abs(v) <= 20 * Double.pi else { throw fail("expected an angle such as 90deg or 1.57rad, found \"\(w)\"") }
        return v
    }
}
