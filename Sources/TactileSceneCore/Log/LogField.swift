import Tactile

/// A named value attached to an `action` log event (`translation`, `scale`, …).
public struct LogField: Equatable, Sendable {
    /// The JSON key.
    public var name: String
    /// The value, with the precision it is printed with.
    public var value: LogValue

    /// Creates a field.
    package init(_ name: String, _ value: LogValue) {
        self.name = name
        self.value = value
    }
}

/// A value in a log event, with the precision it is printed with.
public enum LogValue: Equatable, Sendable {
    /// A point-like pair printed as `[x, y]` with `LogNumber.pointDigits` digits.
    case vector(Double, Double)
    /// A number printed with `LogNumber.pointDigits` digits (points, points per second).
    case points(Double)
    /// A number printed with `LogNumber.ratioDigits` digits (scale, radians, per second).
    case ratio(Double)
    /// An integer.
    case integer(Int)
    /// A string.
    case string(String)
    /// A list of strings.
    case strings([String])

    /// The JSON text of the value.
    public var json: String {
        let text = TextBuffer(capacity: 32)
        write(to: text)
        return text.string
    }

    /// Appends the JSON text of the value to `text`.
    package func write(to text: TextBuffer) {
        switch self {
        case .vector(let x, let y): Self.writeVector(x, y, to: text)
        case .points(let v): text.append(v, fractionDigits: LogNumber.pointDigits)
        case .ratio(let v): text.append(v, fractionDigits: LogNumber.ratioDigits)
        case .integer(let i): text.append(i)
        case .string(let s): text.appendQuoted(s)
        case .strings(let list):
            text.append(UInt8(ascii: "["))
            for (i, s) in list.enumerated() {
                if i > 0 { text.append(", ") }
                text.appendQuoted(s)
            }
            text.append(UInt8(ascii: "]"))
        }
    }

    /// Appends `[x, y]` (a `vector`'s JSON text) to `text`.
    package static func writeVector(_ x: Double, _ y: Double, to text: TextBuffer) {
        text.append(UInt8(ascii: "["))
        text.append(x, fractionDigits: LogNumber.pointDigits)
        text.append(", ")
        text.append(y, fractionDigits: LogNumber.pointDigits)
        text.append(UInt8(ascii: "]"))
    }

    /// The text-timeline form: like JSON, but vectors as `(x, y)` and strings bare.
    public var text: String {
        switch self {
        case .vector(let x, let y):
            return "(\(LogNumber.format(x, fractionDigits: LogNumber.pointDigits)), \(LogNumber.format(y, fractionDigits: LogNumber.pointDigits)))"
        case .string(let s): return s
        case .strings(let list): return list.joined(separator: ",")
        default: return json
        }
    }
}
