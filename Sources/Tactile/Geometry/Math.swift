// Elementary functions for the core, written in pure Swift so that `Tactile`
// imports no platform module (Glibc, Darwin, WinSDK) and compiles in Embedded
// Swift. The kernels follow fdlibm (Sun Microsystems, freely distributable);
// results agree with the platform libm to within a few ulps for the ranges a
// touch engine meets (|x| < 1e9).

/// Elementary math used by the engine (angles, spans, exponential decay).
@usableFromInline package enum TactileMath {
    /// π.
    package static let pi: Double = 3.14159265358979311600e+00

    // Cody–Waite split of π/2 for argument reduction.
    private static let pio2_1: Double = 1.57079632673412561417e+00
    private static let pio2_1t: Double = 6.07710050650619224932e-11
    private static let pio2_2: Double = 6.07710050630396597660e-11
    private static let pio2_2t: Double = 2.02226624879595063154e-21
    private static let invpio2: Double = 6.36619772367581382433e-01

    @inline(__always)
    private static func kernelSin(_ x: Double) -> Double {
        let s1 = -1.66666666666666324348e-01, s2 = 8.33333333332248946124e-03
        let s3 = -1.98412698298579493134e-04, s4 = 2.75573137070700676789e-06
        let s5 = -2.50507602534068634195e-08, s6 = 1.58969099521155010221e-10
        let z = x * x
        let v = z * x
        let r = s2 + z * (s3 + z * (s4 + z * (s5 + z * s6)))
        return x + v * (s1 + z * r)
    }

    @inline(__always)
    private static func kernelCos(_ x: Double) -> Double {
        let c1 = 4.16666666666666019037e-02, c2 = -1.38888888888741095749e-03
        let c3 = 2.48015872894767294178e-05, c4 = -2.75573143513906633035e-07
        let c5 = 2.08757232129817482790e-09, c6 = -1.13596475577881948265e-11
        let z = x * x
        let r = z * (c1 + z * (c2 + z * (c3 + z * (c4 + z * (c5 + z * c6)))))
        let hz = 0.5 * z
        let w = 1.0 - hz
        return w + (((1.0 - w) - hz) + z * r)
    }

    /// 1.5 · 2^52: adding and subtracting it rounds a double to the nearest
    /// integer (ties to even) without calling libm's `rint`.
    private static let roundingShift: Double = 6755399441055744.0

    /// `x` rounded to the nearest integer, ties to even, for |x| < 2^51.
    ///
    /// `Double.rounded(_:)` and `truncatingRemainder(dividingBy:)` call libm
    /// (`rint`, `fmod`) on most targets; the core avoids them, keeping its
    /// libm use to the errno fallback of `squareRoot()` (the `Tactile` target
    /// links libm on Linux for that; `scripts/link-check.sh` checks a
    /// Foundation-free host links and runs).
    @inline(__always)
    internal static func roundedToNearest(_ x: Double) -> Double {
        (x + roundingShift) - roundingShift
    }

    /// Largest |x| for which `sin`/`cos` reduce their argument (2^50 ≈ 1.1e15);
    /// beyond it a double has no fractional bits worth a turn, and the result
    /// is that of 0 (documented limitation, no trap).
    private static let reductionLimit: Double = 1125899906842624.0

    /// Reduces `x` to `r` in [-π/4, π/4] with `x = r + n·π/2`; returns `(n mod 4, r)`.
    @inline(__always)
    private static func reduce(_ x: Double) -> (quadrant: Int, r: Double) {
        if abs(x) <= 0.7853981633974483 { return (0, x) }
        if abs(x) >= reductionLimit { return (0, 0) }
        let n = roundedToNearest(x * invpio2)
        // Two rounds of Cody–Waite reduction (fdlibm __ieee754_rem_pio2, medium case).
        let r0 = x - n * pio2_1
        let w0 = n * pio2_1t
        var r = r0 - w0
        let t = r0
        let w1 = n * pio2_2
        let r1 = t - w1
        let w2 = n * pio2_2t - ((t - r1) - w1)
        r = abs(x) > 1.0e5 ? r1 - w2 : r
        return (Int(n) & 3, r)
    }

    /// Sine of `x` (radians). NaN and infinities give NaN.
    package static func sin(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        if abs(x) < 7.450580596923828125e-9 { return x }  // 2^-27: sin x == x, keeps the sign of zero
        let (q, r) = reduce(x)
        switch q {
        case 0: return kernelSin(r)
        case 1: return kernelCos(r)
        case 2: return -kernelSin(r)
        default: return -kernelCos(r)
        }
    }

    /// Cosine of `x` (radians). NaN and infinities give NaN.
    package static func cos(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (q, r) = reduce(x)
        switch q {
        case 0: return kernelCos(r)
        case 1: return -kernelSin(r)
        case 2: return -kernelCos(r)
        default: return kernelSin(r)
        }
    }

    private static let atanhi: (Double, Double, Double, Double) = (
        4.63647609000806093515e-01, 7.85398163397448278999e-01,
        9.82793723247329054082e-01, 1.57079632679489655800e+00)
    private static let atanlo: (Double, Double, Double, Double) = (
        2.26987774529616870924e-17, 3.06161699786838301793e-17,
        1.39033110312309984516e-17, 6.12323399573676603587e-17)

    /// Arc tangent of `x`, in (-π/2, π/2).
    package static func atan(_ x: Double) -> Double {
        if x.isNaN { return x }
        let ax = abs(x)
        if ax > 7.37869762948382064640e+19 {  // 2^66
            return x > 0 ? atanhi.3 + atanlo.3 : -(atanhi.3 + atanlo.3)
        }
        var t = ax
        var id = -1
        if ax < 0.4375 {
            if ax < 7.450580596923828125e-9 { return x }  // 2^-27
        } else if ax < 1.1875 {
            if ax < 0.6875 { id = 0; t = (2.0 * ax - 1.0) / (2.0 + ax) } else { id = 1; t = (ax - 1.0) / (ax + 1.0) }
        } else if ax < 2.4375 {
            id = 2; t = (ax - 1.5) / (1.0 + 1.5 * ax)
        } else {
            id = 3; t = -1.0 / ax
        }
        let a0 = 3.33333333333329318027e-01, a1 = -1.99999999998764832476e-01
        let a2 = 1.42857142725034663711e-01, a3 = -1.11111104054623557880e-01
        let a4 = 9.09088713343650656196e-02, a5 = -7.69187620504482999495e-02
        let a6 = 6.66107313738753120669e-02, a7 = -5.83357013379057348645e-02
        let a8 = 4.97687799461593236017e-02, a9 = -3.65315727442169155270e-02
        let a10 = 1.62858201153657823623e-02
        let z = t * t
        let w = z * z
        let s1 = z * (a0 + w * (a2 + w * (a4 + w * (a6 + w * (a8 + w * a10)))))
        let s2 = w * (a1 + w * (a3 + w * (a5 + w * (a7 + w * a9))))
        if id < 0 { return x - x * (s1 + s2) }
        let hi: Double, lo: Double
        switch id {
        case 0: hi = atanhi.0; lo = atanlo.0
        case 1: hi = atanhi.1; lo = atanlo.1
        case 2: hi = atanhi.2; lo = atanlo.2
        default: hi = atanhi.3; lo = atanlo.3
        }
        let r = hi - ((t * (s1 + s2) - lo) - t)
        return x < 0 ? -r : r
    }

    /// Angle of the vector (x, y) from the positive x axis, in [-π, π].
    @usableFromInline package static func atan2(_ y: Double, _ x: Double) -> Double {
        if x.isNaN || y.isNaN { return .nan }
        if x == 0 {
            if y == 0 { return x.sign == .minus ? (y.sign == .minus ? -pi : pi) : y }
            return y > 0 ? pi / 2 : -pi / 2
        }
        if x.isInfinite {
            if y.isInfinite { return x > 0 ? (y > 0 ? pi / 4 : -pi / 4) : (y > 0 ? 3 * pi / 4 : -3 * pi / 4) }
            return x > 0 ? (y.sign == .minus ? -0.0 : 0.0) : (y.sign == .minus ? -pi : pi)
        }
        if y.isInfinite { return y > 0 ? pi / 2 : -pi / 2 }
        let a = atan(abs(y / x))
        if x > 0 { return y.sign == .minus ? -a : a }
        return y.sign == .minus ? -(pi - a) : pi - a
    }

    /// e raised to `x`, within 1 ulp of the correctly rounded result
    /// (fdlibm `__ieee754_exp`: reduction by ln 2, then a rational approximation).
    package static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 7.09782712893383973096e+02 { return .infinity }
        if x < -7.45133219101941108420e+02 { return 0 }
        let ln2hi = 6.93147180369123816490e-01, ln2lo = 1.90821492927058770002e-10
        let ax = abs(x)
        if ax < 3.7252902984e-09 { return 1 + x }  // 2^-28
        var k = 0
        var hi = x, lo = 0.0, r = x
        if ax > 0.5 * 6.93147180559945286227e-01 {
            let kd = roundedToNearest(x * 1.44269504088896338700e+00)
            k = Int(kd)
            hi = x - kd * ln2hi
            lo = kd * ln2lo
            r = hi - lo
        }
        let p1 = 1.66666666666666019037e-01, p2 = -2.77777777770155933842e-03
        let p3 = 6.61375632143793436117e-05, p4 = -1.65339022054652515390e-06
        let p5 = 4.13813679705723846039e-08
        let t = r * r
        let c = r - t * (p1 + t * (p2 + t * (p3 + t * (p4 + t * p5))))
        if k == 0 { return 1 - ((r * c) / (c - 2) - r) }
        let y = 1 - ((lo - (r * c) / (2 - c)) - hi)
        if k < -1021 {
            // Scale in two steps so a subnormal result is rounded once.
            return Double(sign: .plus, exponent: k + 1000, significand: y) * Double(sign: .plus, exponent: -1000, significand: 1)
        }
        return Double(sign: .plus, exponent: k, significand: y)
    }

    /// Hypotenuse `sqrt(x² + y²)` without undue overflow.
    @inline(__always)
    @usableFromInline package static func hypot(_ x: Double, _ y: Double) -> Double {
        let ax = abs(x), ay = abs(y)
        let m = max(ax, ay)
        if m == 0 || !m.isFinite { return m.isNaN ? m : (ax.isInfinite || ay.isInfinite ? .infinity : m) }
        // m·√(a² + b²) with a = ax/m, b = ay/m, where the larger of the two
        // is exactly 1: one division, the same result to the bit.
        let r = (m == ax ? ay : ax) / m
        return m * (1 + r * r).squareRoot()
    }

    /// Wraps an angle into (-π, π]. Angles of magnitude 2^50 or more (which
    /// carry no meaningful fraction of a turn) give 0.
    package static func normalizedAngle(_ a: Double) -> Double {
        guard a.isFinite else { return a }
        guard abs(a) < reductionLimit else { return 0 }
        let twoPi = 2 * pi
        var r = a - twoPi * roundedToNearest(a / twoPi)
        if r <= -pi { r += twoPi } else if r > pi { r -= twoPi }
        return r
    }
}
