/// The `Double` nearest a JSON number's text, ties to even: bit for bit what
/// `Double(String)` (C's `strtod`) gives, in pure Swift, so the WebAssembly
/// module carries no `strtod`.
///
/// Correct for every valid JSON number: subnormals, underflow to ±0, overflow
/// to ±infinity, `-0`, any number of digits and any exponent (clamped, never
/// trapping). At most 19 significant digits forming at most 2^53, with a power
/// of ten up to 22, take Clinger's fast path: one correctly rounded
/// multiplication or division of exact doubles. Everything else is exact
/// big-integer arithmetic (slow, rare). Only the first 800 significant digits
/// are kept, plus a `1` standing for any nonzero digit after them: a value
/// halfway between two doubles has at most 768 significant digits, so that
/// never changes the rounding.
package enum DecimalToDouble {
    /// Significant digits kept (more than the 768 of the longest halfway value).
    private static let keptDigits = 800

    /// The value of `text`, which must be a valid JSON number
    /// (`-`? digits (`.` digits)? ([eE] [+-]? digits)?).
    package static func value(of text: ArraySlice<UInt8>) -> Double {
        var i = text.startIndex
        let negative = text[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        // value = 0.d₁d₂d₃… × 10^point, d₁ ≠ 0
        var digits: [UInt8] = []
        var point = 0, inFraction = false, dropped = false
        while i < text.endIndex, text[i] != UInt8(ascii: "e"), text[i] != UInt8(ascii: "E") {
            let d = text[i] &- UInt8(ascii: "0")
            i += 1
            if d > 9 { inFraction = true; continue }  // the '.'
            if digits.isEmpty && d == 0 {
                if inFraction { point -= 1 }
                continue
            }
            if !inFraction { point += 1 }
            if digits.count < keptDigits { digits.append(d) } else if d != 0 { dropped = true }
        }
        var exponent: Int64 = 0, negativeExponent = false
        if i < text.endIndex {
            i += 1
            negativeExponent = text[i] == UInt8(ascii: "-")
            if text[i] == UInt8(ascii: "-") || text[i] == UInt8(ascii: "+") { i += 1 }
            while i < text.endIndex {
                // Saturates far past the exponent of any finite, nonzero double (no overflow).
                if exponent < 1 << 56 { exponent = exponent * 10 + Int64(text[i] &- UInt8(ascii: "0")) }
                i += 1
            }
        }
        if dropped { digits.append(1) } else { while digits.last == 0 { digits.removeLast() } }
        let k = Int64(point) + (negativeExponent ? -exponent : exponent)
        let sign: UInt64 = negative ? 1 << 63 : 0
        // 0.1 × 10^311 is above the largest double; 10^-325 below half the least.
        if digits.isEmpty || k < -324 { return Double(bitPattern: sign) }
        if k > 310 { return Double(bitPattern: sign | 0x7FF0_0000_0000_0000) }
        // value = digits × 10^e
        let e = Int(k) - digits.count
        if digits.count <= 19 {
            var m: UInt64 = 0
            for d in digits { m = m * 10 + UInt64(d) }
            if m <= 1 << 53 && e >= -22 && e <= 22 {
                var power = 1.0
                for _ in 0..<abs(e) { power *= 10 }
                let v = e < 0 ? Double(m) / power : Double(m) * power
                return negative ? -v : v
            }
        }
        // value = a / b × 2^-s with a × 2^s / b in (2^53, 2^55): its quotient q has 54 or 55 bits.
        var a: [UInt32] = [0], b: [UInt32] = [1]
        for d in digits { multiplyAdd(&a, 10, UInt32(d)) }
        for _ in 0..<abs(e) { if e > 0 { multiplyAdd(&a, 10, 0) } else { multiplyAdd(&b, 10, 0) } }
        let s = 54 - bitLength(a) + bitLength(b)
        if s > 0 { shiftLeft(&a, s) } else { shiftLeft(&b, -s) }
        var q: UInt64 = 0, r: [UInt32] = [0]
        var bit = bitLength(a)
        while bit > 0 {
            bit -= 1
            multiplyAdd(&r, 2, a[bit / 32] >> (bit % 32) & 1)
            q <<= 1
            if !less(r, b) { subtract(&r, b); q |= 1 }
        }
        // Keep 53 bits, or down to 2^-1074 (a subnormal); round half to even.
        let shift = max(64 - q.leadingZeroBitCount - 53, s - 1074)
        var m = q >> shift
        let rest = bitLength(r) > 0 || q & ~(UInt64.max << (shift - 1)) != 0
        if (q >> (shift - 1)) & 1 == 1 && (rest || m & 1 == 1) { m += 1 }
        // m × 2^(shift - s); a subnormal has shift - s = -1074 and m < 2^52 (or 2^52: the least normal).
        let field = shift - s + 1074
        if field + Int(m >> 52) >= 2047 { return Double(bitPattern: sign | 0x7FF0_0000_0000_0000) }
        return Double(bitPattern: sign | (UInt64(field) << 52 + m))
    }

    /// x = x × factor + carry (little-endian 32-bit limbs).
    private static func multiplyAdd(_ x: inout [UInt32], _ factor: UInt32, _ carry: UInt32) {
        var c = UInt64(carry)
        for j in x.indices {
            let p = UInt64(x[j]) * UInt64(factor) + c
            x[j] = UInt32(truncatingIfNeeded: p)
            c = p >> 32
        }
        if c != 0 { x.append(UInt32(c)) }
    }

    /// x = x × 2^n.
    private static func shiftLeft(_ x: inout [UInt32], _ n: Int) {
        var n = n
        while n > 0 {
            multiplyAdd(&x, 1 << min(n, 31), 0)
            n -= 31
        }
    }

    /// The number of bits of x without its leading zeros.
    private static func bitLength(_ x: [UInt32]) -> Int {
        var j = x.count - 1
        while j > 0 && x[j] == 0 { j -= 1 }
        return j * 32 + 32 - x[j].leadingZeroBitCount
    }

    /// x < y.
    private static func less(_ x: [UInt32], _ y: [UInt32]) -> Bool {
        var j = max(x.count, y.count)
        while j > 0 {
            j -= 1
            let u = j < x.count ? x[j] : 0, v = j < y.count ? y[j] : 0
            if u != v { return u < v }
        }
        return false
    }

    /// x = x − y, for x ≥ y.
    private static func subtract(_ x: inout [UInt32], _ y: [UInt32]) {
        var borrow: UInt64 = 0
        for j in x.indices {
            let u = UInt64(x[j]), v = UInt64(j < y.count ? y[j] : 0) + borrow
            x[j] = UInt32(truncatingIfNeeded: u &- v)
            borrow = u < v ? 1 : 0
        }
    }
}
