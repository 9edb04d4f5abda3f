#if !TACTILE_NO_TRACE_LINE_SCANNER
import Tactile

/// Reads an ordinary valid trace line straight into a `TraceFrame`: no JSON
/// tree, no key strings, no error paths. Anything else — a syntax or value
/// error, an escape in a string, a repeated key, an `"edit"` — gives nil, and
/// `TraceParser.parseLine` reads the line instead, with its error messages.
///
/// Whatever it accepts, `TraceParser.parseLine` accepts too and reads as the
/// same frame (`TraceLineScannerTests` compare the two): the same JSON grammar,
/// the same `DecimalToDouble`, the same valid ranges.
struct TraceLineScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The frame of `line` (without its line break), or nil when the line
    /// is not a plain valid one.
    static func frame(_ line: Substring) -> TraceFrame? {
        line.utf8.withContiguousStorageIfAvailable { bytes in
            var scanner = TraceLineScanner(bytes)
            return scanner.line()
        } ?? nil
    }

    private mutating func line() -> TraceFrame? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var t: Double?, touches: [TraceTouch]?, mode: String?, command: String?
        if !take(UInt8(ascii: "}")) {
            repeat {
                guard let key = key() else { return nil }
                switch key {
                case .t:
                    guard t == nil, let n = number(), n >= 0, ValidRange.time.contains(n) else { return nil }
                    t = n
                case .touches:
                    guard touches == nil, let list = touchList() else { return nil }
                    touches = list
                case .mode:
                    guard mode == nil, let s = string(), !s.isEmpty else { return nil }
                    mode = s
                case .command:
                    guard command == nil, let s = string(), !s.isEmpty, AccessibilityCommand(traceName: s) != nil else { return nil }
                    command = s
                default:
                    return nil
                }
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return nil }
        }
        skipWhitespace()
        guard index == bytes.endIndex, let t else { return nil }
        var frame = TraceFrame(t: t, touches: touches, mode: mode)
        frame.command = command
        return frame
    }

    private mutating func touchList() -> [TraceTouch]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var list: [TraceTouch] = []
        if take(UInt8(ascii: "]")) { return list }
        repeat {
            guard let touch = touch(), !list.contains(where: { $0.id == touch.id }) else { return nil }
            list.append(touch)
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? list : nil
    }

    private mutating func touch() -> TraceTouch? {
        guard take(UInt8(ascii: "{")), !take(UInt8(ascii: "}")) else { return nil }
        var id: Int?, phase: TouchPhase?, x: Double?, y: Double?, force: Double?, radius: Double?
        repeat {
            guard let key = key() else { return nil }
            switch key {
            case .id:
                guard id == nil, let n = number(), n.rounded() == n,
                      n >= Double(ValidRange.integer.lowerBound), n <= Double(ValidRange.integer.upperBound) else { return nil }
                id = Int(n)
            case .phase:
                guard phase == nil, let s = string(), let p = TouchPhase(traceName: s) else { return nil }
                phase = p
            case .x:
                guard x == nil, let n = magnitude() else { return nil }
                x = n
            case .y:
                guard y == nil, let n = magnitude() else { return nil }
                y = n
            case .force:
                guard force == nil, let n = magnitude(), n >= 0 else { return nil }
                force = n
            case .radius:
                guard radius == nil, let n = magnitude(), n >= 0 else { return nil }
                radius = n
            default:
                return nil
            }
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")), let id, let phase, let x, let y else { return nil }
        return TraceTouch(id: id, phase: phase, x: x, y: y, force: force, radius: radius)
    }

    // MARK: Keys

    /// The keys of a trace line and of a touch.
    private enum Key { case t, touches, mode, command, id, phase, x, y, force, radius }

    /// The next member's key (with its `:`), if it is one of `Key`'s.
    private mutating func key() -> Key? {
        guard let range = stringBytes(), take(UInt8(ascii: ":")) else { return nil }
        let n = range.count
        func starts(_ word: StaticString) -> Bool {
            guard n == word.utf8CodeUnitCount else { return false }
            let w = word.utf8Start
            for k in 0..<n where bytes[range.lowerBound + k] != w[k] { return false }
            return true
        }
        switch n {
        case 1: return starts("t") ? .t : starts("x") ? .x : starts("y") ? .y : nil
        case 2: return starts("id") ? .id : nil
        case 4: return starts("mode") ? .mode : nil
        case 5: return starts("phase") ? .phase : starts("force") ? .force : nil
        case 6: return starts("radius") ? .radius : nil
        case 7: return starts("touches") ? .touches : starts("command") ? .command : nil
        default: return nil
        }
    }

    // MARK: Values

    /// A string without escapes, as its bytes' range (after the closing quote).
    private mutating func stringBytes() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.endIndex {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                index += 1
                return start..<(index - 1)
            }
            if b == UInt8(ascii: "\\") || b < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    private mutating func string() -> String? {
        guard let range = stringBytes() else { return nil }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// A number of magnitude at most `ValidRange.magnitude`.
    private mutating func magnitude() -> Double? {
        guard let n = number(), abs(n) <= ValidRange.magnitude else { return nil }
        return n
    }

    /// A JSON number (RFC 8259's grammar, as `JSONParser` reads it).
    private mutating func number() -> Double? {
        skipWhitespace()
        let start = index
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.endIndex, isDigit(bytes[index]) else { return nil }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.endIndex, isDigit(bytes[index]) { return nil }
        } else {
            skipDigits()
        }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.endIndex, isDigit(bytes[index]) else { return nil }
            skipDigits()
        }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.endIndex, isDigit(bytes[index]) else { return nil }
            skipDigits()
        }
        let value = Self.plainDecimal(bytes[start..<index]) ?? DecimalToDouble.value(of: Array(bytes[start..<index])[...])
        return value.isFinite ? value : nil
    }

    /// The value of a valid JSON number without an exponent and with at most
    /// 15 digits (`-420.125`), as one correctly rounded division of exact
    /// doubles (digits < 2^53, a power of ten up to 10^15): the nearest double,
    /// as `DecimalToDouble` gives it. Nil for any other number.
    private static func plainDecimal(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
        guard text.count <= 17 else { return nil }
        var m: UInt64 = 0, digits = 0, power = 1.0, inFraction = false
        for b in text {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                m = m * 10 + UInt64(b - UInt8(ascii: "0"))
                digits += 1
                if inFraction { power *= 10 }
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "-"): continue
            default: return nil   // an exponent
            }
        }
        guard digits <= 15 else { return nil }
        let v = Double(m) / power
        return text.first == UInt8(ascii: "-") ? -v : v
    }

    // MARK: Helpers

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while index < bytes.endIndex, isDigit(bytes[index]) { index += 1 }
    }

    /// Skips whitespace, then consumes `byte` if it is next.
    private mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.endIndex, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.endIndex {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D, 0x0A: index += 1
            default: return
            }
        }
    }
}
#endif
