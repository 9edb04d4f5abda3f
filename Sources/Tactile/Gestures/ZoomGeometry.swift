// Cited: seed-001 S8, R30.
/// The geometry of keeping a gesture's centre fixed on screen while zooming.
package enum ZoomGeometry {
    /// The content offset after zooming from scale `s` to `s′` about the
    /// display point `center`, so that the content point under `center` stays
    /// there (seed-001 R30): with display = content·s − offset,
    /// `o′ = (c + o)·s′/s − c`. A zero or non-finite scale leaves the offset unchanged.
    package static func contentOffset(afterZoomingFrom s: Double, to sNew: Double, offset o: Point, center c: Point) -> Point {
        guard s != 0, s.isFinite, sNew.isFinite else { return o }
        let k = sNew / s
        return Point(x: (c.x + o.x) * k - c.x, y: (c.y + o.y) * k - c.y)
    }

    /// The content point shown at display point `c` with scale `s` and offset `o`: `(c + o)/s` (seed-001 R30).
    package static func contentPoint(at c: Point, scale s: Double, offset o: Point) -> Point {
        guard s != 0 else { return o }
        return Point(x: (c.x + o.x) / s, y: (c.y + o.y) / s)
    }

    /// The centre a view must have so that the point `anchor` (relative to
    /// the middle of its bounds) appears at `point` in its superview when its
    /// transform's linear part is `transform` — how `GestureController` keeps
    /// the content under the gesture centre in place.
    package static func center(placing anchor: Vector, at point: Point, transform: AffineTransform) -> Point {
        point - transform.apply(to: anchor)
    }

    /// The length of a scroll indicator after a zoom (seed-001 S9, R31): in
    /// proportion to the visible fraction of the content,
    /// `track × min(1, viewport / (content × scale))`, never below
    /// `minimumLength` (nor above `track`). Zooming in shortens it. Bad input
    /// (non-positive or non-finite sizes or scale) gives the full track.
    package static func indicatorLength(track: Double, viewport: Double, content: Double, scale: Double,
                                       minimumLength: Double = 0) -> Double {
        guard track.isFinite, track > 0 else { return 0 }
        let shown = content * scale
        guard viewport.isFinite, viewport > 0, shown.isFinite, shown > 0 else { return track }
        let length = track * min(1, viewport / shown)
        return min(track, max(length, minimumLength.isFinite ? minimumLength : 0))
    }
}
