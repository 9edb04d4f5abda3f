// Cited: seed-001 R41.
/// Paging as a resting-offset policy (UIKit's `isPagingEnabled`). Apple: "If the value
/// of this property is true, the scroll view stops on multiples of the scroll view's
/// bounds when the user scrolls."
///
/// On each axis with a page length: a release faster than `flickSpeed` moves
/// one page from the page where the drag began, in the direction of the
/// velocity; a slower release rests on the page nearest the release offset.
/// The result is clamped into the range.
package struct PagingPolicy: Hashable, Sendable {
    /// The page size (the scroll view's bounds size); a length of 0 leaves that axis free.
    package var pageSize: Size
    /// The speed (points per second) at which a release turns the page.
    package var flickSpeed: Double

    /// Creates a policy.
    package init(pageSize: Size, flickSpeed: Double = 200) {
        self.pageSize = pageSize
        self.flickSpeed = flickSpeed.isFinite ? abs(flickSpeed) : 200
    }

    /// The resting offset for `release`.
    package func restingOffset(for release: ScrollRelease) -> Point {
        let x = page(release.offset.x, start: release.dragStartOffset.x, velocity: release.velocity.dx,
                     length: pageSize.width, proposed: release.proposedOffset.x)
        let y = page(release.offset.y, start: release.dragStartOffset.y, velocity: release.velocity.dy,
                     length: pageSize.height, proposed: release.proposedOffset.y)
        return release.range.clamped(Point(x: x, y: y))
    }

    private func page(_ offset: Double, start: Double, velocity: Double, length: Double, proposed: Double) -> Double {
        guard length.isFinite, length > 0, offset.isFinite, start.isFinite,
              abs(offset / length) < 1e12, abs(start / length) < 1e12 else { return proposed }
        let startPage = TactileMath.roundedToNearest(start / length)
        let index: Double
        if velocity >= flickSpeed, velocity > 0 {
            index = startPage + 1
        } else if velocity <= -flickSpeed, velocity < 0 {
            index = startPage - 1
        } else {
            index = TactileMath.roundedToNearest(offset / length)
        }
        return index * length
    }
}
