// Cited: seed-004 R-E6.
/// How far an item's hit area grows in each direction.
///
/// Every amount is limited to the empty space (gap) in its direction, so an
/// enlarged area never covers another item's original frame (R-E3).
package enum EnlargementAmount: Sendable {
    /// A fraction of the empty space (R-E6a). 0.5 is the largest factor with which
    /// two facing items cannot collide; factors are clamped to 0…1.
    case proportionalToEmptySpace(factor: Double)
    /// The empty space minus a constant, never negative (R-E6b).
    case emptySpaceMinus(constant: Double)
    /// A fixed amount per item category, reduced to the empty space (R-E6d).
    case predefined(byCategory: [AccessibilityItemCategory: Double], fallback: Double)
    /// The enclosing component's horizontal and/or vertical extent (R-E6e).
    case fillEnclosingComponent(horizontal: Bool, vertical: Bool)
}
