/// The content offsets a scroll view can rest at: from `minimum` to `maximum`
/// on each axis (UIKit: `-contentInset.left/top` to
/// `contentSize + inset.right/bottom - bounds.size`, never below the minimum).
package struct ScrollRange: Hashable, Sendable {
    /// The smallest resting offset on each axis.
    package var minimum: Point
    /// The largest resting offset on each axis (never less than `minimum`).
    package var maximum: Point

    /// A range from explicit bounds; each maximum is raised to its minimum if
    /// below it, and non-finite values become 0.
    package init(minimum: Point, maximum: Point) {
        let lo = Point(x: minimum.x.isFinite ? minimum.x : 0, y: minimum.y.isFinite ? minimum.y : 0)
        self.minimum = lo
        self.maximum = Point(x: maximum.x.isFinite ? max(maximum.x, lo.x) : lo.x,
                             y: maximum.y.isFinite ? max(maximum.y, lo.y) : lo.y)
    }

    /// The range of a viewport of `viewport` size over content of `content`
    /// size with `inset` added around the content.
    package init(viewport: Size, content: Size, inset: EdgeValues<Double> = .zero) {
        self.init(minimum: Point(x: -inset.left, y: -inset.top),
                  maximum: Point(x: content.width + inset.right - viewport.width,
                                 y: content.height + inset.bottom - viewport.height))
    }

    /// The lower bound on `axis`.
    package func lower(_ axis: ScrollAxis) -> Double { axis == .horizontal ? minimum.x : minimum.y }
    /// The upper bound on `axis`.
    package func upper(_ axis: ScrollAxis) -> Double { axis == .horizontal ? maximum.x : maximum.y }

    /// Whether the content is longer than the viewport on `axis`.
    package func canScroll(_ axis: ScrollAxis) -> Bool { upper(axis) > lower(axis) }

    /// Whether `offset` lies inside the range (bounds included).
    package func contains(_ offset: Point) -> Bool {
        offset.x >= minimum.x && offset.x <= maximum.x && offset.y >= minimum.y && offset.y <= maximum.y
    }

    /// `offset` moved to the nearest resting offset.
    package func clamped(_ offset: Point) -> Point {
        Point(x: clamp(offset.x, .horizontal), y: clamp(offset.y, .vertical))
    }

    /// `value` clamped to the bounds of `axis` (a NaN value gives the lower bound).
    package func clamp(_ value: Double, _ axis: ScrollAxis) -> Double {
        let lo = lower(axis), hi = upper(axis)
        guard !value.isNaN else { return lo }
        return min(max(value, lo), hi)
    }
}
