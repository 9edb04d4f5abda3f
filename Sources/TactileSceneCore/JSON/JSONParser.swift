/// A strict RFC 8259 JSON parser producing `JSONValue`s with line numbers.
///
/// Strict means: no comments, no trailing commas, no leading zeros, no
/// unescaped control characters, nothing after the value but whitespace.
/// Nesting deeper than `maximumDepth` is refused instead of overflowing the
/// stack, so hostile input never traps.
package struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    package var maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    /// Creates a parser over `text`.
    package init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Parses `text` as one JSON value.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(text)
        return try parser.parseDocument()
    }

    /// Parses the whole input as one JSON value followed only by whitespace.
    package mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw error("empty input: expected a JSON value") }
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count { throw error("unexpected \(describeCurrent()) after the JSON value") }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of input: expected a value") }
        let startLine = line, startColumn = index - lineStart + 1
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONValue(try parseObject(), line: startLine, column: startColumn)
        case UInt8(ascii: "["): return JSONValue(try parseArray(), line: startLine, column: startColumn)
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), line: startLine, column: startColumn)
        case UInt8(ascii: "t"): try expectLiteral("true"); return JSONValue(.bool(true), line: startLine, column: startColumn)
        case UInt8(ascii: "f"): try expectLiteral("false"); return JSONValue(.bool(false), line: startLine, column: startColumn)
        case UInt8(ascii: "n"): try expectLiteral("null"); return JSONValue(.null, line: startLine, column: startColumn)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber()), line: startLine, column: startColumn)
        default:
            throw error("unexpected \(describeCurrent()): expected a value")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue.Content {
        try enterNesting()
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a string key, found \(describeCurrent())")
            }
            let keyLine = line, keyColumn = index - lineStart + 1
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            let value = try parseValue()
            members.append(JSONMember(key: key, value: value, line: keyLine, column: keyColumn))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input: expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw error("expected ',' or '}' after an object member, found \(describeCurrent())")
        }
        depth -= 1
        return .object(members)
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue.Content {
        try enterNesting()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input: expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw error("expected ',' or ']' after an array element, found \(describeCurrent())")
        }
        depth -= 1
        return .array(elements)
    }

    private mutating func enterNesting() throws(JSONSyntaxError) {
        depth += 1
        if depth > maximumDepth { throw error("nesting deeper than \(maximumDepth) levels") }
    }

    // MARK: Strings

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw error("unterminated string") }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""): out.append(e)
                case UInt8(ascii: "\\"): out.append(e)
                case UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("unpaired UTF-16 surrogate in \\u escape")
                        }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired UTF-16 surrogate in \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw error("unpaired UTF-16 surrogate in \\u escape")
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default:
                    index -= 1
                    throw error("invalid escape '\\\(String(decoding: [e], as: UTF8.self))' in string")
                }
            default:
                if b < 0x20 {
                    throw error(b == 0x0A ? "unterminated string (line break inside a string)" : "unescaped control character in string")
                }
                out.append(b)
                index += 1
            }
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("incomplete \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            v = v << 4 | d
            index += 1
        }
        return v
    }

    // MARK: Numbers and literals

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number: expected a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("invalid number: leading zero") }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number: expected a digit after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number: expected a digit in the exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let value = DecimalToDouble.value(of: bytes[start..<index])
        guard value.isFinite else {
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            index = start
            throw error("number out of range: \(text)")
        }
        return value
    }

    private mutating func expectLiteral(_ word: StaticString) throws(JSONSyntaxError) {
        let w = word.utf8Start
        for i in 0..<word.utf8CodeUnitCount {
            guard index + i < bytes.count, bytes[index + i] == w[i] else {
                throw error("unexpected \(describeCurrent()): expected a value")
            }
        }
        index += word.utf8CodeUnitCount
    }

    // MARK: Helpers

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of input" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(String(decoding: [b], as: UTF8.self))'" }
        if b == 0x20 { return "' '" }
        let hex = String(b, radix: 16, uppercase: true)
        return "byte 0x\(hex.utf8.count < 2 ? "0" + hex : hex)"
    }

    private func error(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: index - lineStart + 1, reason: reason)
    }
}
