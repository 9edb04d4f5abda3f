// Cited: seed-001 R41, the appendix's `scroller:adjustSmoothScrollEnd:velocity:`.
/// What the resting-offset hook sees when a drag ends with momentum (UIKit's
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
package struct ScrollRelease: Hashable, Sendable {
    /// The offset when the finger lifted.
    package var offset: Point
    /// The offset when the drag began.
    package var dragStartOffset: Point
    /// The content-offset velocity at the lift, in points per second (UIKit's
    /// hook reports points per millisecond: divide by 1000).
    package var velocity: Vector
    /// Where the glide would come to rest on its own, clamped into `range`
    /// (UIKit's `targetContentOffset` before any change).
    package var proposedOffset: Point
    /// The resting range.
    package var range: ScrollRange
}
