// Cited: seed-004 R-E4…R-E13.
/// The settings of virtually enlarged hit areas.
public struct EnlargementPolicy: Sendable {
    /// How far areas grow.
    package var amount: EnlargementAmount
    /// Apply the smallest of the four directional amounts on every side (R-E6c).
    package var uniform: Bool
    /// With `uniform`, leave out of the minimum the directions limited only by
    /// the bounds (not by a neighbour), so an item flush with a screen edge still grows (spec A21).
    package var ignoresEdgeBoundedDirections: Bool
    /// Whether an item is enlarged at all.
    package var gate: EnlargementGate
    /// Which items are enlarged.
    package var scope: EnlargementScope

    /// Creates a policy; the defaults are the spec's §4.2 defaults except the amount.
    package init(amount: EnlargementAmount, uniform: Bool = false, ignoresEdgeBoundedDirections: Bool = false,
                gate: EnlargementGate = .always, scope: EnlargementScope = .allItems) {
        self.amount = amount
        self.uniform = uniform
        self.ignoresEdgeBoundedDirections = ignoresEdgeBoundedDirections
        self.gate = gate
        self.scope = scope
    }

    /// Half the empty space in each direction (R-E6a with the recommended factor 0.5).
    public static let halfEmptySpace = EnlargementPolicy(amount: .proportionalToEmptySpace(factor: 0.5))
}
