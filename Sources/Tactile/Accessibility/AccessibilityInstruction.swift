// Cited: seed-004 R-A4, R-S2.
/// An instruction from the accessibility layer to the application.
public enum AccessibilityInstruction: Hashable, Sendable {
    /// The user selected the item: act "as if the user had actually selected" it (R-S1).
    /// The point is the item's activation point, never the raw touch point (R-S5).
    case select(AccessibilityID, activationPoint: Point)
    /// Show a larger representation of the container, nil to end the zoom (R-K4).
    case zoomToContainer(AccessibilityID?)
}
