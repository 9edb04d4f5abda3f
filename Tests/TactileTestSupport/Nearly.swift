import Tactile

// The one float comparison of the tests, in two tolerances: relative
// (`nearly(a, b, tol)`) and absolute (`nearly(a, b, within: tol)`).

/// Whether `a` and `b` agree within `tol` relative to their size:
/// |a − b| ≤ tol · max(1, |a|, |b|). NaN equals only NaN.
package func nearly(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
    if a == b { return true }
    return abs(a - b) <= tol * max(1, abs(a), abs(b))
}

/// Whether the points agree coordinate by coordinate within the relative `tol`.
package func nearly(_ a: Point, _ b: Point, _ tol: Double = 1e-9) -> Bool { nearly(a.x, b.x, tol) && nearly(a.y, b.y, tol) }

/// Whether the rects agree in origin and size within the relative `tol`.
package func nearly(_ a: Rect, _ b: Rect, _ tol: Double = 1e-9) -> Bool {
    nearly(a.origin, b.origin, tol) && nearly(a.size.width, b.size.width, tol) && nearly(a.size.height, b.size.height, tol)
}

/// Whether `a` is within the absolute tolerance `tol` of `b`: |a − b| ≤ tol.
/// False when `a` is nil, and when either is NaN or both are infinite.
package func nearly(_ a: Double?, _ b: Double, within tol: Double) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tol
}

/// Whether the vectors agree component by component within the absolute `tol`.
package func nearly(_ a: Vector, _ b: Vector, within tol: Double) -> Bool {
    abs(a.dx - b.dx) <= tol && abs(a.dy - b.dy) <= tol
}
