import Tactile

/// The centroid and span of touches in window coordinates, as the transform
/// recognizers measure them (span: the distance of two touches; for more,
/// twice their mean distance from the centroid).
package enum TouchGeometry {
    package static func centroid(of touches: [Touch]) -> Point {
        guard !touches.isEmpty else { return .zero }
        var sum = Vector.zero
        for t in touches { sum += t.locationInWindow - Point.zero }
        return Point.zero + sum / Double(touches.count)
    }

    package static func span(of touches: [Touch]) -> Double {
        guard touches.count >= 2 else { return 0 }
        let c = centroid(of: touches)
        var total = 0.0
        for t in touches { total += t.locationInWindow.distance(to: c) }
        return 2 * total / Double(touches.count)
    }

    /// The live (not lifted, not cancelled) touches among `touches`.
    package static func live(_ touches: [Touch]) -> [Touch] {
        touches.filter { $0.phase != .ended && $0.phase != .cancelled }
    }
}
