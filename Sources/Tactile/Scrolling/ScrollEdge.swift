/// One edge of the scrollable content. In content coordinates `.top` is the
/// edge at the smallest y (the offset's minimum), `.bottom` the largest.
package enum ScrollEdge: Hashable, Sendable, CaseIterable {
    /// The edge at minimum y.
    case top
    /// The edge at minimum x.
    case left
    /// The edge at maximum y.
    case bottom
    /// The edge at maximum x.
    case right

    /// The edge of `axis` at its minimum (`isMaximum == false`) or maximum.
    package static func of(_ axis: ScrollAxis, atMaximum isMaximum: Bool) -> ScrollEdge {
        switch axis {
        case .horizontal: return isMaximum ? .right : .left
        case .vertical: return isMaximum ? .bottom : .top
        }
    }
}
