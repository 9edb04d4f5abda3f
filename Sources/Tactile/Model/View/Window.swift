// Cited: seed-002 §3.7.
/// The root of a view tree.
///
/// A window's coordinate space is "window coordinates", the space in which a
/// host reports touch locations. Its `center`/`bounds`/`transform` place it in
/// screen space, which only matters when a dispatcher drives several windows.
open class Window: View {
    /// The link to the engine that delivers touches to this window (see `HostLink`).
    internal var hostLink: HostLink?
    internal var treeHost: (any ViewTreeHost)? {
        guard let link = hostLink, link.isLive else { return nil }
        return link.treeHost
    }

    /// Windows with equal tags belong to one application for `ExclusivityScope.application`.
    package var applicationTag = 0

    /// Creates a window; `frame` is in screen coordinates (usually the whole screen).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A window is its own window.
    open override var window: Window? { self }

    /// Retargets new touches after the hit test, e.g. into enlarged hit areas
    /// (seed-004 R-S1). Nil (the default) keeps the plain hit test.
    package var touchTargetResolver: (any TouchTargetResolver)?

    /// The plain hit test, then the `touchTargetResolver`'s choice.
    open override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
        let hit = super.hitTest(point, with: event)
        guard let resolver = touchTargetResolver else { return hit }
        return resolver.touchTarget(at: point, hit: hit, in: self)
    }
}
