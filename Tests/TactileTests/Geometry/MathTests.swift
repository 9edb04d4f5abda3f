import Foundation
import Testing
import PropertyBased
@testable import Tactile
import TactileTestSupport

// TactileMath (pure Swift, no libm in the core) against Foundation's libm.

/// Distance between two doubles in units in the last place of the expected value.
private func ulps(_ got: Double, _ want: Double) -> Double {
    if got == want || (got.isNaN && want.isNaN) { return 0 }
    if !got.isFinite || !want.isFinite { return .infinity }
    return abs(got - want) / max(want.ulp, Double.leastNormalMagnitude)
}

/// Deterministic sample points: a dense grid plus values spread log-uniformly in magnitude.
private func samples(upTo limit: Double, count: Int = 20_000) -> [Double] {
    var out: [Double] = []
    for i in 0...count {
        let u = Double(i) / Double(count)
        out.append(-limit + 2 * limit * u)
        let mag = Foundation.pow(10, -8 + u * (Foundation.log10(limit) + 8))
        out.append(mag); out.append(-mag)
    }
    return out
}

@Test func math_sinCosMatchLibmWithinTwoUlps() {
    // Near a zero of sin/cos the result is tiny and absolute error is what matters.
    for x in samples(upTo: 1e6) {
        let s = TactileMath.sin(x), c = TactileMath.cos(x)
        #expect(ulps(s, Foundation.sin(x)) <= 2 || abs(s - Foundation.sin(x)) <= 1e-16 * max(1, abs(x)), "sin(\(x))")
        #expect(ulps(c, Foundation.cos(x)) <= 2 || abs(c - Foundation.cos(x)) <= 1e-16 * max(1, abs(x)), "cos(\(x))")
    }
}

@Test func math_sinCosSpecialValues() {
    #expect(TactileMath.sin(0) == 0 && TactileMath.cos(0) == 1)
    #expect(TactileMath.sin(-0.0).sign == .minus)
    #expect(nearly(TactileMath.sin(TactileMath.pi / 2), 1, 1e-16))
    #expect(nearly(TactileMath.cos(TactileMath.pi), -1, 1e-16))
    #expect(TactileMath.sin(.nan).isNaN && TactileMath.cos(.infinity).isNaN && TactileMath.sin(-.infinity).isNaN)
    #expect(TactileMath.sin(1e-300) == 1e-300)
}

@Test func math_atanMatchesLibm() {
    for x in samples(upTo: 1e300) {
        #expect(ulps(TactileMath.atan(x), Foundation.atan(x)) <= 1, "atan(\(x))")
    }
    #expect(TactileMath.atan(.infinity) == Foundation.atan(Double.infinity))
    #expect(TactileMath.atan(-.infinity) == Foundation.atan(-Double.infinity))
    #expect(TactileMath.atan(.nan).isNaN)
}

@Test func math_atan2MatchesLibmInEveryQuadrant() {
    let values = samples(upTo: 1e6, count: 300)
    for y in values {
        for x in values {
            #expect(ulps(TactileMath.atan2(y, x), Foundation.atan2(y, x)) <= 2, "atan2(\(y), \(x))")
        }
    }
}

@Test func math_atan2SpecialValues() {
    let specials: [Double] = [0, -0.0, 1, -1, .infinity, -.infinity, 0x1p-1063, -0x1p-1063, 1e308]
    for y in specials {
        for x in specials {
            let got = TactileMath.atan2(y, x), want = Foundation.atan2(y, x)
            #expect(got == want && got.sign == want.sign || ulps(got, want) <= 1, "atan2(\(y), \(x)) = \(got), libm \(want)")
        }
    }
    #expect(TactileMath.atan2(.nan, 1).isNaN && TactileMath.atan2(1, .nan).isNaN)
}

@Test func math_expMatchesLibm() {
    var x = -745.0
    while x <= 709.7 {
        #expect(ulps(TactileMath.exp(x), Foundation.exp(x)) <= 1, "exp(\(x))")
        x += 0.0137
    }
    for x in samples(upTo: 700) {
        #expect(ulps(TactileMath.exp(x), Foundation.exp(x)) <= 1, "exp(\(x))")
    }
    #expect(TactileMath.exp(0) == 1)
    #expect(TactileMath.exp(710) == .infinity && TactileMath.exp(-746) == 0)
    #expect(TactileMath.exp(.nan).isNaN)
    #expect(TactileMath.exp(.infinity) == .infinity && TactileMath.exp(-.infinity) == 0)
}

@Test func math_hypotMatchesLibmWithoutOverflow() {
    let values = samples(upTo: 1e300, count: 200)
    for a in values {
        for b in values {
            #expect(ulps(TactileMath.hypot(a, b), Foundation.hypot(a, b)) <= 2, "hypot(\(a), \(b))")
        }
    }
    #expect(TactileMath.hypot(1e308, 1e308) == Foundation.hypot(1e308, 1e308))
    #expect(TactileMath.hypot(0x3p-1065, 0x4p-1065) == Foundation.hypot(0x3p-1065, 0x4p-1065))
    #expect(TactileMath.hypot(.infinity, .nan) == .infinity)
    #expect(TactileMath.hypot(.nan, 1).isNaN)
    #expect(TactileMath.hypot(0, -0.0) == 0)
}

@Test func math_normalizedAngle() {
    let pi = TactileMath.pi
    #expect(TactileMath.normalizedAngle(0) == 0)
    #expect(nearly(TactileMath.normalizedAngle(3 * pi), pi))
    #expect(nearly(TactileMath.normalizedAngle(-pi), pi))
    #expect(nearly(TactileMath.normalizedAngle(2 * pi + 0.5), 0.5))
    for i in -200...200 {
        let a = Double(i) * 0.37
        let n = TactileMath.normalizedAngle(a)
        #expect(n > -pi - 1e-12 && n <= pi + 1e-12)
        #expect(nearly(Foundation.sin(n), Foundation.sin(a), 1e-9) && nearly(Foundation.cos(n), Foundation.cos(a), 1e-9))
    }
    #expect(TactileMath.normalizedAngle(.nan).isNaN)
}

@Test func math_propertyPythagoreanIdentity() async {
    await propertyCheck(count: 500, input: Gen.double(in: -1e5...1e5)) { x in
        let s = TactileMath.sin(x), c = TactileMath.cos(x)
        #expect(abs(s * s + c * c - 1) < 1e-15)
        #expect(nearly(TactileMath.atan2(s, c), TactileMath.normalizedAngle(x), 1e-9) || abs(abs(TactileMath.normalizedAngle(x)) - TactileMath.pi) < 1e-9)
    }
}
