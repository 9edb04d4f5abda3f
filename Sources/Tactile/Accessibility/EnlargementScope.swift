// Cited: seed-004 R-E11.
/// Which items are enlarged.
package enum EnlargementScope: Sendable {
    /// Every item on screen.
    case allItems
    /// The items of the container a touch falls in; `revertOthers` returns the
    /// items of previously touched containers to their original frames.
    case touchedContainer(revertOthers: Bool)
}
