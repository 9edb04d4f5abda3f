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
    @exclusivity(unchecked) private var capacity: Int

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

    /// Appends `bytes` bytes from `source`.
    package func append(_ source: UnsafePointer<UInt8>, count n: Int) {
        guard n > 0 else { return }
        reserve(n)
        (start + count).update(from: source, count: n)
        count += n
        start[count] = 0
    }

    /// Appends a literal (ASCII or UTF-8).
    package func append(_ text: StaticString) {
        if text.hasPointerRepresentation {
            append(text.utf8Start, count: text.utf8CodeUnitCount)
        } else {
            text.withUTF8Buffer { if let p = $0.baseAddress { append(p, count: $0.count) } }
        }
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
    /// characters escaped (`\n`, `\r`, `\t`, else `\u00XX`).
    package func appendQuoted(_ text: String) {
        var s = text
        s.withUTF8 { bytes in
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
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9.0e18 else {
            if value < 0 { append(UInt8(ascii: "-")) }
            append(LogNumber.plainDecimal(abs(value)))
            return
        }
        let units = UInt64(scaled)
        if units == 0 { append(UInt8(ascii: "0")); return }
        if value < 0 { append(UInt8(ascii: "-")) }
        appendDigits(units, fractionDigits: fractionDigits)
    }

    /// Appends `units / 10^fractionDigits` in decimal, without trailing
    /// fraction zeros (nor a point when none remain).
    private func appendDigits(_ value: UInt64, fractionDigits: Int) {
        var units = value
        var fraction = fractionDigits
        while fraction > 0 && units % 10 == 0 {
            units /= 10
            fraction -= 1
        }
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
