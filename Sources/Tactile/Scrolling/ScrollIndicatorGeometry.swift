// Cited: seed-001 Sc10, R31, R50.
/// Where the scroll indicators are drawn, in the viewport's coordinates (origin at its
/// visible top-left corner).
package struct ScrollIndicatorGeometry: Hashable, Sendable {
    /// The indicator's thickness.
    package var thickness: Double
    /// The gap between an indicator and the viewport's edges.
    package var inset: Double
    /// The shortest indicator (R31's floor).
    package var minimumLength: Double
    /// Whether the indicators attach to the content and move with it past an
    /// edge (true) or to the window and stay at the track's end (false, the
    /// default) — the seed's `setScrollerIndicatorsPinToContent:` (R50).
    package var pinsToContent: Bool
    /// A track that replaces the computed one for both indicators, the seed's
    /// `setScrollerIndicator:(Rect)` (A:88).
    package var indicatorRect: Rect?

    /// Creates a geometry.
    package init(thickness: Double = 3, inset: Double = 2, minimumLength: Double = 7,
                pinsToContent: Bool = false, indicatorRect: Rect? = nil) {
        self.thickness = thickness
        self.inset = inset
        self.minimumLength = minimumLength
        self.pinsToContent = pinsToContent
        self.indicatorRect = indicatorRect
    }

    /// The indicator length for a track of `track` points showing `viewport` of
    /// `content × scale` (R31): `track × min(1, viewport / (content × scale))`,
    /// at least `minimumLength` and at most the track. Zooming in shortens it.
    package static func length(track: Double, viewport: Double, content: Double, scale: Double = 1,
                              minimumLength: Double = 0) -> Double {
        guard track.isFinite, track > 0 else { return 0 }
        let shown = content * scale
        guard viewport.isFinite, viewport > 0, shown.isFinite, shown > 0 else { return track }
        let floor = minimumLength.isFinite ? max(minimumLength, 0) : 0
        return min(track, max(track * min(1, viewport / shown), floor))
    }

    /// The frame of the indicator for `axis` at content offset `offset`, for a
    /// viewport of `viewport` size over `range`. Past an edge a window-pinned
    /// indicator stays at its track's end; a content-pinned one moves with the content.
    package func frame(for axis: ScrollAxis, offset: Point, range: ScrollRange, viewport: Size) -> Rect {
        let track = trackRect(for: axis, viewport: viewport)
        let horizontal = axis == .horizontal
        let trackLength = horizontal ? track.width : track.height
        let view = horizontal ? viewport.width : viewport.height
        let lo = range.lower(axis), hi = range.upper(axis)
        let content = hi - lo + view
        let length = ScrollIndicatorGeometry.length(track: trackLength, viewport: view, content: content,
                                                    minimumLength: minimumLength)
        let raw = horizontal ? offset.x : offset.y
        let value = raw.isNaN ? lo : raw
        let clamped = min(max(value, lo), hi)
        let fraction = hi > lo ? (clamped - lo) / (hi - lo) : 0
        var position = fraction * (trackLength - length)
        if pinsToContent { position -= value - clamped }
        if horizontal {
            return Rect(x: track.minX + position, y: track.minY, width: length, height: track.height)
        }
        return Rect(x: track.minX, y: track.minY + position, width: track.width, height: length)
    }

    /// The track of `axis`: `indicatorRect` when set, else along the right
    /// (vertical) or bottom (horizontal) edge of the viewport.
    package func trackRect(for axis: ScrollAxis, viewport: Size) -> Rect {
        if let indicatorRect { return indicatorRect.standardized }
        let w = max(viewport.width, 0), h = max(viewport.height, 0)
        switch axis {
        case .vertical:
            return Rect(x: w - inset - thickness, y: inset, width: thickness, height: max(h - 2 * inset, 0))
        case .horizontal:
            return Rect(x: inset, y: h - inset - thickness, width: max(w - 2 * inset, 0), height: thickness)
        }
    }
}
