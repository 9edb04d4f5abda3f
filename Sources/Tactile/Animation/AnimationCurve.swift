/// How an animation's progress follows its elapsed time (the seed's
/// `setAnimationCurve:`, An3; values per Core Animation's named timing
/// functions, which UIKit's `UIView.AnimationCurve` uses).
///
/// Every curve maps 0 to 0 and 1 to 1 exactly. The four named curves and a
/// `cubicBezier` with control-point y values in 0…1 never leave 0…1; a
/// `spring` with a damping ratio below 1 overshoots.
public enum AnimationCurve: Hashable, Sendable {
    /// Even progress over the duration.
    case linear
    /// Begins slowly, then speeds up: the cubic Bézier (0.42, 0), (1, 1).
    case easeIn
    /// Begins quickly, then slows down: the cubic Bézier (0, 0), (0.58, 1).
    case easeOut
    /// Slow, faster in the middle, slow again: the cubic Bézier (0.42, 0),
    /// (0.58, 1). UIKit's default curve.
    case easeInOut
    /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and
    /// (x2, y2); x values are clamped to 0…1 so time stays monotone.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A damped spring that settles within the duration (scroll and zoom
    /// settles; UIKit's `usingSpringWithDamping:initialSpringVelocity:`).
    /// `dampingRatio` 1 decelerates without oscillation, smaller values
    /// oscillate more (clamped to 0.01…100); `initialVelocity` is in total
    /// distances per second (1 = the whole distance in one second).
    case spring(dampingRatio: Double, initialVelocity: Double)

    /// The progress at time fraction `t` (clamped to 0…1) of an animation
    /// lasting `duration` seconds (used only by `spring`'s velocity).
    package func progress(at t: Double, duration: Seconds = 1) -> Double {
        let t = t.isNaN ? 0 : min(max(t, 0), 1)
        if t == 0 { return 0 }
        if t == 1 { return 1 }
        switch self {
        case .linear: return t
        case .easeIn: return CubicBezierTiming.solve(t, 0.42, 0, 1, 1)
        case .easeOut: return CubicBezierTiming.solve(t, 0, 0, 0.58, 1)
        case .easeInOut: return CubicBezierTiming.solve(t, 0.42, 0, 0.58, 1)
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return CubicBezierTiming.solve(t, x1, y1, x2, y2)
        case .spring(let zeta, let velocity):
            let d = duration.isFinite && duration > 0 ? duration : 1
            return SpringTiming.progress(t, dampingRatio: zeta, initialVelocity: velocity.isFinite ? velocity * d : 0)
        }
    }

    /// Whether progress never decreases and never leaves 0…1.
    package var isMonotone: Bool {
        switch self {
        case .linear, .easeIn, .easeOut, .easeInOut: return true
        case .cubicBezier(_, let y1, _, let y2): return (0...1).contains(y1) && (0...1).contains(y2)
        case .spring: return false
        }
    }
}

/// Evaluates a cubic-Bézier timing function: solves x(s) = t, returns y(s).
enum CubicBezierTiming {
    static func solve(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        let x1 = x1.isFinite ? min(max(x1, 0), 1) : 0, x2 = x2.isFinite ? min(max(x2, 0), 1) : 1
        let y1 = y1.isFinite ? y1 : 0, y2 = y2.isFinite ? y2 : 1
        // Polynomial coefficients: B(s) = ((a·s + b)·s + c)·s.
        let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
        let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
        func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
        func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
        // Newton from s = t; bisection if it stalls (x is monotone in s).
        var s = t
        for _ in 0..<8 {
            let err = x(s) - t
            if abs(err) < 1e-12 { return ((ay * s + by) * s + cy) * s }
            let d = dx(s)
            if abs(d) < 1e-9 { break }
            s -= err / d
        }
        var lo = 0.0, hi = 1.0
        s = t
        for _ in 0..<64 {
            let v = x(s)
            if abs(v - t) < 1e-12 { break }
            if v < t { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        let y = ((ay * s + by) * s + cy) * s
        // Control points inside 0…1 keep the curve inside 0…1 (convex hull); do not let rounding leave it.
        if (0...1).contains(y1) && (0...1).contains(y2) { return min(max(y, 0), 1) }
        return y
    }
}

/// A unit spring from 0 to 1 in normalised time 0…1: the damped harmonic
/// oscillator whose slowest decay reaches e⁻¹⁰ (≈ 4.5·10⁻⁵) at t = 1, so the
/// final snap to exactly 1 is invisible.
enum SpringTiming {
    static let settleExponent = 10.0

    static func progress(_ t: Double, dampingRatio: Double, initialVelocity v0: Double) -> Double {
        let zeta = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 100) : 1
        if zeta < 1 {
            let omega = settleExponent / zeta
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let envelope = TactileMath.exp(-zeta * omega * t)
            return 1 - envelope * (TactileMath.cos(wd * t) + (zeta * omega - v0) / wd * TactileMath.sin(wd * t))
        }
        if zeta == 1 {
            let omega = settleExponent
            return 1 - TactileMath.exp(-omega * t) * (1 + (omega - v0) * t)
        }
        // Overdamped: the slow root decays at settleExponent.
        let root = (zeta * zeta - 1).squareRoot()
        let omega = settleExponent / (zeta - root)
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c1 = (v0 + r2) / (r1 - r2)
        let c2 = -1 - c1
        return 1 + c1 * TactileMath.exp(r1 * t) + c2 * TactileMath.exp(r2 * t)
    }
}
