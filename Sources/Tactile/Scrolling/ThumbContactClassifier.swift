// Cited: seed-001 A13, R11.
/// Decides whether a new contact is inadvertent, such as a thumb resting on the
/// screen's edge while the hand holds the device.
///
/// A contact is inadvertent when its major axis exceeds `maximumMajorAxis`
/// and, if `edgeWidth` is set, it lies within that distance of the screen's
/// edge. Contacts with unknown (non-finite or non-positive) size are never
/// inadvertent: a classifier must not drop input it cannot judge.
package struct ThumbContactClassifier: Hashable, Sendable {
    /// Contacts with a larger major axis (diameter, points) are candidates. Default 40.
    package var maximumMajorAxis: Double
    /// Only candidates within this distance of the screen edge are rejected; nil rejects them anywhere. Default 30.
    package var edgeWidth: Double?

    /// Creates a classifier.
    package init(maximumMajorAxis: Double = 40, edgeWidth: Double? = 30) {
        self.maximumMajorAxis = maximumMajorAxis
        self.edgeWidth = edgeWidth
    }

    /// Whether a contact of major axis `majorAxis` at `location` on a screen
    /// of bounds `screen` is inadvertent. (For a touch with a major radius,
    /// the major axis is twice the radius, as in `FingerInfo`.)
    package func isInadvertent(majorAxis: Double, at location: Point, screen: Rect) -> Bool {
        guard majorAxis.isFinite, majorAxis > 0, majorAxis > maximumMajorAxis else { return false }
        guard let edgeWidth else { return true }
        guard location.isFinite, edgeWidth.isFinite || edgeWidth == .infinity else { return false }
        let s = screen.standardized
        let distance = min(min(location.x - s.minX, s.maxX - location.x),
                           min(location.y - s.minY, s.maxY - location.y))
        return distance <= edgeWidth
    }
}
