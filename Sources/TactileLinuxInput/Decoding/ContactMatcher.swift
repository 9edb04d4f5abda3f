import Tactile

/// Matches the anonymous contacts of a protocol A report to the contacts of the
/// previous report: greedy nearest pairs first (ties broken by previous order,
/// then by new order, so the result is deterministic), up to `maximumDistance`
/// window points. Contacts that carry a kernel tracking id are matched by it first.
enum ContactMatcher {
    /// Returns, for each new contact, the index of the previous contact it continues, or `nil` for a new touch.
    static func match(previous: [(location: Point, trackingId: Int32)], current: [(location: Point, trackingId: Int32)],
                      maximumDistance: Double) -> [Int?] {
        var result = [Int?](repeating: nil, count: current.count)
        var taken = [Bool](repeating: false, count: previous.count)
        for (j, c) in current.enumerated() where c.trackingId >= 0 {
            if let i = previous.indices.first(where: { !taken[$0] && previous[$0].trackingId == c.trackingId }) {
                result[j] = i; taken[i] = true
            }
        }
        var pairs: [(distance: Double, i: Int, j: Int)] = []
        for (j, c) in current.enumerated() where result[j] == nil {
            for (i, p) in previous.enumerated() where !taken[i] {
                // Contacts with different kernel tracking ids are different fingers.
                if c.trackingId >= 0 && p.trackingId >= 0 { continue }
                let d = TactileMath.hypot(c.location.x - p.location.x, c.location.y - p.location.y)
                if d.isFinite && d <= maximumDistance { pairs.append((d, i, j)) }
            }
        }
        pairs.sort { a, b in
            if a.distance != b.distance { return a.distance < b.distance }
            if a.i != b.i { return a.i < b.i }
            return a.j < b.j
        }
        for pair in pairs where !taken[pair.i] && result[pair.j] == nil {
            result[pair.j] = pair.i
            taken[pair.i] = true
        }
        return result
    }
}
