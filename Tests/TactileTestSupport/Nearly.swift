import Tactile

/// Approximate equality for doubles (relative tolerance; NaN equals NaN).
package func nearly(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
    if a == b { return true }
    return abs(a - b) <= tol * max(1, abs(a), abs(b))
}

/// Approximate equality for points.
package func nearly(_ a: Point, _ b: Point, _ tol: Double = 1e-9) -> Bool { nearly(a.x, b.x, tol) && nearly(a.y, b.y, tol) }

/// Approximate equality for rects.
package func nearly(_ a: Rect, _ b: Rect, _ tol: Double = 1e-9) -> Bool {
    nearly(a.origin, b.origin, tol) && nearly(a.size.width, b.size.width, tol) && nearly(a.size.height, b.size.height, tol)
}
