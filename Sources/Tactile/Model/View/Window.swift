/// The root of a view tree (seed-002 §3.7).
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
    public var applicationTag = 0

    /// Creates a window; `frame` is in screen coordinates (usually the whole screen).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A window is its own window.
    open override var window: Window? { self }
}
