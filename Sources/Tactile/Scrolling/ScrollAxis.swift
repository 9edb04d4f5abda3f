/// One of the two directions a scroll view moves in.
package enum ScrollAxis: Hashable, Sendable {
    /// The x axis.
    case horizontal
    /// The y axis.
    case vertical
}
