/// The context of the current state-processing update (SwiftUI's
/// `Transaction`), passed to `updating(_:body:)`. Tactile has no view
/// animations to carry: it holds only whether the update is part of a
/// continuous gesture change.
public struct Transaction: Sendable {
    /// Whether the update comes from a continuous gesture change (true while
    /// a gesture's value changes; false for a `GestureState`'s reset).
    public var isContinuous = false
    /// Whether animations are disabled for this update (kept for the host).
    public var disablesAnimations = false
    /// An empty transaction.
    public init() {}
}
