/// One node of the host's tree as the render snapshot reads it (at
/// integration: one per visible `View`). Nodes are listed parents first, in
/// drawing order (back to front).
public struct RenderNode: Hashable, Sendable {
    /// The node's animation target (animated values are looked up under it).
    public var id: AnimationTargetID
    /// The index of the parent in the node list; it must come earlier. Nil for a root.
    public var parent: Int?
    /// The frame in the parent's coordinates (model value).
    public var frame: Rect
    /// The transform about the frame's centre (model value).
    public var transform: AffineTransform
    /// The opacity (model value).
    public var alpha: Double
    /// Whether the node clips its descendants to its frame.
    public var clipsToBounds: Bool
    /// Whether the node and its descendants are hidden.
    public var isHidden: Bool
    /// Media or not, for compositing.
    package var contentKind: RenderContentKind
    /// The origin of the node's own coordinate space (a view's `bounds.origin`,
    /// a scroll view's content offset): children are placed relative to it.
    package var boundsOrigin: Point

    /// Creates a node.
    public init(id: AnimationTargetID, parent: Int? = nil, frame: Rect, transform: AffineTransform = .identity,
                alpha: Double = 1, clipsToBounds: Bool = false, isHidden: Bool = false,
                contentKind: RenderContentKind = .nonMedia, boundsOrigin: Point = .zero) {
        self.id = id
        self.parent = parent
        self.frame = frame
        self.transform = transform
        self.alpha = alpha
        self.clipsToBounds = clipsToBounds
        self.isHidden = isHidden
        self.contentKind = contentKind
        self.boundsOrigin = boundsOrigin
    }
}
