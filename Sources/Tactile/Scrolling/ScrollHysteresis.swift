// Cited: seed-001 R34, Sc9.
/// The distance a drag must travel before it scrolls, and the no-jump rule: once
/// crossed, the scroll follows the translation beyond the crossing point, so the
/// content never jumps by the hysteresis.
package struct ScrollHysteresis: Hashable, Sendable {
    /// The distance (Euclidean, from touch-down) at or beyond which a drag scrolls. Default 10.
    package var distance: Double
    /// The optional time criterion of R4 ("a drag user input for a certain time period"): a
    /// drag scrolls only once it has also lasted this long. Default 0.
    package var minimumDuration: Seconds
    /// The translation at which the threshold was crossed, or nil before.
    package private(set) var crossing: Vector?

    /// Creates a hysteresis; a negative or non-finite value counts as 0.
    package init(distance: Double = 10, minimumDuration: Seconds = 0) {
        self.distance = distance.isFinite ? max(0, distance) : 0
        self.minimumDuration = minimumDuration.isFinite ? max(0, minimumDuration) : 0
    }

    /// Whether the drag has become a scroll.
    package var hasCrossed: Bool { crossing != nil }

    /// Classifies a touch sequence of `contactCount` contacts whose (centroid)
    /// translation from touch-down is `translation` after `elapsed` seconds (A2).
    /// The boundary is inclusive: `distance >= hysteresis` scrolls (R34 [R]).
    package func classify(contactCount: Int, translation: Vector, elapsed: Seconds = 0) -> InputClassification {
        if contactCount >= 2 { return .gesture }
        guard contactCount == 1 else { return .other }
        return reaches(translation, elapsed: elapsed) ? .scroll : .other
    }

    /// Feeds the cumulative translation since touch-down; returns the scroll
    /// translation (measured from the crossing point), or nil while the drag is
    /// still below the threshold. The crossing point is the translation scaled
    /// back to length `distance`: a drag to (0, 12) with hysteresis 10 scrolls by (0, 2).
    package mutating func update(translation: Vector, elapsed: Seconds = 0) -> Vector? {
        guard translation.dx.isFinite, translation.dy.isFinite else { return nil }
        if let crossing { return translation - crossing }
        guard reaches(translation, elapsed: elapsed) else { return nil }
        let length = translation.length
        let c = length > 0 ? translation * (distance / length) : .zero
        crossing = c
        return translation - c
    }

    /// Forgets the crossing, for the next touch sequence.
    package mutating func reset() { crossing = nil }

    private func reaches(_ translation: Vector, elapsed: Seconds) -> Bool {
        let length = translation.length
        guard length.isFinite else { return false }
        return length >= distance && !(elapsed < minimumDuration)
    }
}
