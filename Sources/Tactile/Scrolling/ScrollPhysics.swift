// Cited: seed-001 Sc1–Sc11, UIKit's scroll-view properties.
/// The settings of a scroll motion, all per instance. Defaults are UIKit's where UIKit
/// documents one; the seed's behaviours are reachable by changing them
/// (docs/scrolling.md).
package struct ScrollPhysics: Hashable, Sendable {
    /// The momentum model (R40). Default UIKit's `.normal` rate at 60 Hz ticks.
    package var deceleration: Deceleration
    /// The drag-time overscroll per edge (R42–R44). Default D = 100 on all four edges.
    package var rubberBand: RubberBand
    /// Whether the x axis bounces (UIKit `bouncesHorizontally`). When false the
    /// content stops at its left and right edges, in a drag and in a glide.
    package var bouncesHorizontally: Bool
    /// Whether the y axis bounces (UIKit `bouncesVertically`).
    package var bouncesVertically: Bool
    /// Whether the x axis can be dragged (and bounce) even when the content is
    /// not wider than the viewport (UIKit `alwaysBounceHorizontal`; needs `bouncesHorizontally`).
    package var alwaysBounceHorizontal: Bool
    /// The same for the y axis (UIKit `alwaysBounceVertical`).
    package var alwaysBounceVertical: Bool
    /// The seed's minimum and maximum bounce values per edge (R47).
    package var bounceLimits: EdgeValues<BounceLimits>
    /// k of R47, in seconds: the peak overshoot of a momentum bounce is
    /// `clamp(k·|v at the edge|, minimum, maximum)`. Default 0.05.
    package var bounceSpeedFactor: Double
    /// Directional locking (R35–R39); nil (default, as UIKit) disables it.
    package var directionalLock: DirectionalLock?
    /// The slide back to the edge after a drag released in overscroll (R43). Default 0.4 s.
    package var slideBackDuration: Seconds
    /// The glide to a resting offset chosen for a release without momentum on
    /// that axis (paging), and to an animated offset. Default 0.3 s.
    package var settleDuration: Seconds

    /// Creates the defaults.
    package init() {
        deceleration = Deceleration()
        rubberBand = RubberBand()
        bouncesHorizontally = true
        bouncesVertically = true
        alwaysBounceHorizontal = false
        alwaysBounceVertical = false
        bounceLimits = EdgeValues(all: BounceLimits())
        bounceSpeedFactor = 0.05
        directionalLock = nil
        slideBackDuration = 0.4
        settleDuration = 0.3
    }

    /// Whether both axes bounce (UIKit `bounces`: setting it sets both; the seed's `setBounces:`, R45).
    package var bounces: Bool {
        get { bouncesHorizontally && bouncesVertically }
        set { bouncesHorizontally = newValue; bouncesVertically = newValue }
    }

    /// Whether `axis` bounces.
    package func bounces(_ axis: ScrollAxis) -> Bool {
        axis == .horizontal ? bouncesHorizontally : bouncesVertically
    }

    /// Whether a finger can move `axis` over `range`: the content is longer
    /// than the viewport, or the axis always bounces (UIKit: "allows vertical
    /// dragging even if the content is smaller than the bounds").
    package func canDrag(_ axis: ScrollAxis, in range: ScrollRange) -> Bool {
        if range.canScroll(axis) { return true }
        let always = axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical
        return always && bounces(axis)
    }

    /// The overscroll shown past `edge` for a raw overscroll: 0 when the axis
    /// does not bounce, else the rubber band's (R42, R44).
    package func shownOverscroll(_ raw: Double, past edge: ScrollEdge) -> Double {
        bounces(ScrollPhysics.axis(of: edge)) ? rubberBand.displayed(raw, past: edge) : 0
    }

    static func axis(of edge: ScrollEdge) -> ScrollAxis {
        edge == .left || edge == .right ? .horizontal : .vertical
    }
}
