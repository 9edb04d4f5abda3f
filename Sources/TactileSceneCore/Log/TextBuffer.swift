/// UTF-8 text written a piece at a time into one growing buffer, always
/// followed by a NUL byte (so C can read it in place).
///
/// The JSON Lines log, the canonical trace lines and the C interface's
/// texts are written here: numbers straight from integers
/// (`append(_:fractionDigits:)`), strings byte by byte, with no
/// intermediate `String`. Emptied with `removeAll()` and written again, a
/// buffer allocates only when a text is longer than every one before it.
package final class TextBuffer {
    // The buffer has one owner at a time: its stored properties are not
    // checked for exclusive access at run time (each check cost more than the
    // write it guarded: about 11,000 instructions per moved sample on the
    // JSON Lines path).

    /// The first byte (valid until the next write).
    @exclusivity(unchecked) package private(set) var start: UnsafeMutablePointer<UInt8>
    /// The number of bytes written (without the NUL).
    @exclusivity(unchecked) package private(set) var count = 0
    /// Bytes that fit before the buffer must grow (the NUL's byte not included).
    @exclusivity(unchecked) package private(set) var capacity: Int

    /// An empty buffer with room for `capacity` bytes.
    package init(capacity: Int = 64) {
        self.capacity = max(capacity, 8)
        start = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity + 1)
        start[0] = 0
    }

    deinit { start.deallocate() }

    /// The text as a `String`.
    package var string: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }

    /// Empties the buffer, keeping its memory.
    package func removeAll() {
        count = 0
        start[0] = 0
    }

    /// Makes room for `n` more bytes.
    @inline(__always)
    package func reserve(_ n: Int) {
        if count + n > capacity { grow(to: count + n) }
    }

    @inline(never)
    private func grow(to needed: Int) {
        var c = capacity * 2
        while c < needed { c *= 2 }
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: c + 1)
        p.update(from: start, count: count + 1)
        start.deallocate()
        start = p
        capacity = c
    }

    /// Appends one byte.
    @inline(__always)
    package func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
        start[count] = 0
    }

    /// Appends `n` bytes from `source`.
    package func append(_ source: UnsafePointer<UInt8>, count n: Int) {
        guard n > 0 else { return }
        reserve(n)
        Self.copy(source, to: start + count, count: n)
        count += n
        start[count] = 0
    }

    /// Copies `n` bytes (a key, a name, a number's digits: a few dozen at
    /// most, usually) a word at a time, the last word overlapping the one
    /// before: cheaper than a call to `memcpy`, or a byte loop, for so few.
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count n: Int) {
        let s = UnsafeRawPointer(source), t = UnsafeMutableRawPointer(target)
        if n >= 8 {
            guard n <= 64 else { return target.update(from: source, count: n) }
            var k = 0
            while k + 8 < n {
                t.storeBytes(of: s.loadUnaligned(fromByteOffset: k, as: UInt64.self), toByteOffset: k, as: UInt64.self)
                k += 8
            }
            t.storeBytes(of: s.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self), toByteOffset: n - 8, as: UInt64.self)
        } else if n >= 4 {
            t.storeBytes(of: s.loadUnaligned(as: UInt32.self), as: UInt32.self)
            t.storeBytes(of: s.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self), toByteOffset: n - 4, as: UInt32.self)
        } else {
            for k in 0..<n { target[k] = source[k] }
        }
    }

    /// Appends a literal (ASCII or UTF-8).
    package func append(_ text: StaticString) {
        guard text.hasPointerRepresentation else {
            return text.withUTF8Buffer { if let p = $0.baseAddress { append(p, count: $0.count) } }
        }
        let n = text.utf8CodeUnitCount
        reserve(n)
        Self.copy(text.utf8Start, to: start + count, count: n)
        count += n
        start[count] = 0
    }

    /// Appends `, "key": ` (a JSON object's next member, its value to follow).
    package func appendMemberKey(_ key: StaticString) {
        guard key.hasPointerRepresentation else {
            append(", \"")
            append(key)
            return append("\": ")
        }
        let n = key.utf8CodeUnitCount
        reserve(n + 6)                                  // `, "` + key + `": `
        let p = start + count
        p[0] = UInt8(ascii: ",")
        p[1] = UInt8(ascii: " ")
        p[2] = UInt8(ascii: "\"")
        Self.copy(key.utf8Start, to: p + 3, count: n)
        p[n + 3] = UInt8(ascii: "\"")
        p[n + 4] = UInt8(ascii: ":")
        p[n + 5] = UInt8(ascii: " ")
        count += n + 6
        start[count] = 0
    }

    /// Appends the UTF-8 bytes of `text`. (Disfavoured: a literal is
    /// appended as a `StaticString`, without making a `String`.)
    @_disfavoredOverload
    package func append(_ text: String) {
        var s = text
        s.withUTF8 { if let p = $0.baseAddress { append(p, count: $0.count) } }
    }

    /// Appends the bytes of another buffer.
    package func append(_ other: TextBuffer) { append(other.start, count: other.count) }

    /// Appends `text` as a JSON string: quoted, with `"`, `\` and control
    /// characters escaped (`\n`, `\r`, `\t`, else `\u00XX`). A name with
    /// nothing to escape (every view and recognizer id) is copied whole.
    package func appendQuoted(_ text: String) {
        var s = text
        s.withUTF8 { bytes in
            guard let p = bytes.baseAddress else { append("\"\""); return }
            var plain = true
            for b in bytes where b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") {
                plain = false
                break
            }
            if plain {
                let n = bytes.count
                reserve(n + 2)
                let q = start + count
                q[0] = UInt8(ascii: "\"")
                Self.copy(p, to: q + 1, count: n)
                q[n + 1] = UInt8(ascii: "\"")
                count += n + 2
                start[count] = 0
            } else {
                appendEscaped(bytes)
            }
        }
    }

    /// `appendQuoted`'s text with something to escape.
    @inline(never)
    private func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count + 2)
        append(UInt8(ascii: "\""))
        for b in bytes {
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): append(UInt8(ascii: "\\")); append(b)
            case 0x0A: append(UInt8(ascii: "\\")); append(UInt8(ascii: "n"))
            case 0x0D: append(UInt8(ascii: "\\")); append(UInt8(ascii: "r"))
            case 0x09: append(UInt8(ascii: "\\")); append(UInt8(ascii: "t"))
            case ..<0x20:
                append("\\u00")
                append(Self.hexDigit(b >> 4))
                append(Self.hexDigit(b & 0xF))
            default: append(b)
            }
        }
        append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ v: UInt8) -> UInt8 { v < 10 ? UInt8(ascii: "0") + v : UInt8(ascii: "a") + v - 10 }

    /// Appends `value` in decimal.
    package func append(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        appendDigits(UInt64(value.magnitude), fractionDigits: 0)
    }

    /// Appends `value` rounded half away from zero to `fractionDigits`
    /// digits, without trailing zeros (or a trailing point); `-0` as `0`,
    /// non-finite values as `null` (`LogNumber.format`'s text).
    package func append(_ value: Double, fractionDigits: Int) {
        guard value.isFinite else { append("null"); return }
        let scaled = abs(value) * Self.powerOfTen(fractionDigits)
        guard scaled < 9.0e18 else {
            if value < 0 { append(UInt8(ascii: "-")) }
            append(LogNumber.plainDecimal(abs(value)))
            return
        }
        // Rounded half away from zero (`rounded(.toNearestOrAwayFromZero)`,
        // without its library call): `scaled - units` is exact.
        var units = UInt64(scaled)
        if scaled - Double(units) >= 0.5 { units += 1 }
        if units == 0 { append(UInt8(ascii: "0")); return }
        if value < 0 { append(UInt8(ascii: "-")) }
        appendDigits(units, fractionDigits: fractionDigits)
    }

    /// 10^`n` (exact for the digits numbers are written with).
    private static func powerOfTen(_ n: Int) -> Double {
        switch n {
        case 2: return 100
        case 3: return 1_000
        case 4: return 10_000
        case 6: return 1_000_000
        default:
            var scale = 1.0
            for _ in 0..<max(n, 0) { scale *= 10 }
            return scale
        }
    }

    /// Appends `units / 10^fractionDigits` in decimal, without trailing
    /// fraction zeros (nor a point when none remain): the digits are written
    /// in place from the last, two at a time.
    private func appendDigits(_ value: UInt64, fractionDigits: Int) {
        var units = value
        var fraction = fractionDigits
        while fraction > 0 && units % 10 == 0 {
            units /= 10
            fraction -= 1
        }
        guard fraction <= 19 else { return appendDigitsSlowly(units, fractionDigits: fraction) }
        var all = 1                                    // the digits of `units` (below 10^20)
        var power: UInt64 = 10
        while all < 20 && units >= power {
            all += 1
            power &*= 10
        }
        let integer = max(all - fraction, 1)           // at least one integer digit
        let length = fraction > 0 ? integer + 1 + fraction : integer
        reserve(length)
        let first = start + count
        var p = first + length
        if fraction > 0 {
            var left = fraction
            while left >= 2 {
                Self.writeLastTwoDigits(of: &units, before: &p)
                left -= 2
            }
            if left == 1 {
                let q = units / 10
                p -= 1
                p[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: units &- q &* 10)
                units = q
            }
            p -= 1
            p[0] = UInt8(ascii: ".")
        }
        while units >= 10 { Self.writeLastTwoDigits(of: &units, before: &p) }
        if p > first {
            // One digit left (or a lone 0 before the point).
            p -= 1
            p[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: units)
        }
        count += length
        start[count] = 0
    }

    /// Writes the last two decimal digits of `units` before `p` and removes them.
    @inline(__always)
    private static func writeLastTwoDigits(of units: inout UInt64, before p: inout UnsafeMutablePointer<UInt8>) {
        let q = units / 100
        let r = Int(truncatingIfNeeded: units &- q &* 100) &* 2
        let pairs = digitPairs.utf8Start
        p -= 2
        p[0] = pairs[r]
        p[1] = pairs[r + 1]
        units = q
    }

    /// `00`, `01`, … `99`: the two digits of each number below 100.
    private static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    /// `appendDigits` for more than 19 fraction digits.
    @inline(never)
    private func appendDigitsSlowly(_ value: UInt64, fractionDigits fraction: Int) {
        var units = value
        var digits = 1
        var rest = units / 10
        while rest > 0 { digits += 1; rest /= 10 }
        digits = max(digits, fraction + 1)              // at least one integer digit
        let length = digits + (fraction > 0 ? 1 : 0)
        reserve(length)
        var p = start + count + length
        for position in 0..<digits {
            if position == fraction && fraction > 0 {
                p -= 1
                p.pointee = UInt8(ascii: ".")
            }
            p -= 1
            p.pointee = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: units % 10)
            units /= 10
        }
        count += length
        start[count] = 0
    }
}
