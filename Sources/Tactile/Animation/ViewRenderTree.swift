// Cited: seed-001 L1–L8 as decision D11 reads them: views are public, what is drawn is a `RenderSnapshot` value.
/// The picture to draw, produced from the real view tree and a view animator's
/// presentation values (R62, R65–R70).
///
/// `update(roots:)` walks the visible views back to front and builds the
/// snapshot: each entry has the view's presented frame (centre and size,
/// before the transform), transform and alpha, its `bounds.origin` (a
/// scroll offset moves its children), and its content kind from
/// `contentKind`. Hidden views and their subtrees are not drawn.
///
/// **References (R65, R66, R68).** The tree holds the views it draws, as
/// the seed's layer holds its view: a view removed from its superview stays
/// alive until the next `update` drops it from the picture; then the tree
/// lets it go, and the view lives on only if someone else holds it.
///
/// **Will-remove (R67).** Before an update drops a view from the picture,
/// `onWillRemove` is called with it — parents first, while `snapshot` still
/// shows it.
package final class ViewRenderTree {
    /// The animator whose presentation values are drawn (nil: model values only).
    package let animations: ViewAnimator?
    /// The picture of the last update.
    package private(set) var snapshot = RenderSnapshot(nodes: [])
    /// The views of `snapshot.entries`, in the same order (the tree's references).
    package private(set) var drawnViews: [View] = []
    /// Told before a view leaves the picture (R67).
    package var onWillRemove: ((View) -> Void)?
    /// Classifies a view for compositing (R69); nil: every view is non-media.
    package var contentKind: ((View) -> RenderContentKind)?
    /// Whether a view clips its subviews; nil: none does.
    package var clipsToBounds: ((View) -> Bool)?

    private var ids = [ObjectIdentifier: AnimationTargetID]()
    private var nextID: UInt64 = 1

    /// Creates an empty tree drawing `animations`' presentation values.
    package init(animations: ViewAnimator? = nil) { self.animations = animations }

    /// The view drawn as entry `id`.
    package func view(for id: AnimationTargetID) -> View? {
        guard let i = snapshot.index(of: id) else { return nil }
        return drawnViews[i]
    }

    /// The entry id of `view`, if it is drawn.
    package func entryID(of view: View) -> AnimationTargetID? {
        guard let id = ids[ObjectIdentifier(view)], snapshot.index(of: id) != nil else { return nil }
        return id
    }

    /// Rebuilds the picture from `roots` (each drawn at its own frame, back
    /// to front), announces the views it drops, then replaces `snapshot`.
    /// The views in `revealing` are drawn even when hidden (their hidden
    /// subviews are not): an outgoing application's windows while they
    /// animate out.
    @discardableResult
    package func update(roots: [View], revealing: [View] = []) -> RenderSnapshot {
        var nodes: [RenderNode] = []
        var views: [View] = []
        var newIDs = [ObjectIdentifier: AnimationTargetID]()
        func visit(_ v: View, parent: Int?) {
            guard !v.isHidden || revealing.contains(where: { $0 === v }) else { return }
            let key = ObjectIdentifier(v)
            let id: AnimationTargetID
            if let known = ids[key] ?? newIDs[key] {
                id = known
            } else {
                id = AnimationTargetID(nextID)
                nextID &+= 1
            }
            newIDs[key] = id
            nodes.append(node(for: v, id: id, parent: parent))
            views.append(v)
            let index = nodes.count - 1
            for s in v.subviews { visit(s, parent: index) }
        }
        for r in roots { visit(r, parent: nil) }
        let next = RenderSnapshot(nodes: nodes)
        if let onWillRemove {
            for v in drawnViews where newIDs[ObjectIdentifier(v)] == nil { onWillRemove(v) }
        }
        snapshot = next
        drawnViews = views
        ids = newIDs
        return next
    }

    private func node(for v: View, id: AnimationTargetID, parent: Int?) -> RenderNode {
        var center = v.center, size = v.bounds.size
        var transform = v.transform, alpha = v.alpha
        if let a = animations, a.isAnimating(v) {
            if a.isAnimating(v, .frame) {
                let f = a.presentationFrame(of: v)
                center = f.center
                size = f.size
            }
            transform = a.presentationTransform(of: v)
            alpha = a.presentationAlpha(of: v)
        }
        let frame = Rect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                         width: size.width, height: size.height)
        return RenderNode(id: id, parent: parent, frame: frame, transform: transform, alpha: alpha,
                          clipsToBounds: clipsToBounds?(v) ?? false, contentKind: contentKind?(v) ?? .nonMedia,
                          boundsOrigin: v.bounds.origin)
    }
}
