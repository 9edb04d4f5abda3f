// Cited: seed-001 L1–L8 as D11 decides: an immutable value, not a public layer tree.
/// What to draw at one instant (R62, R69, R70).
///
/// Built from the host's node list and an animator's presentation values:
/// a running animation's `.frame`, `.transform`, `.alpha` and `.rotation`
/// replace the node's model values, so held (synchronised) animations keep
/// showing the old state until their start call (R62). Hidden nodes and
/// their descendants are left out; a node whose parent index is not an
/// earlier node becomes a root (counted in `repairedParents`).
public struct RenderSnapshot: Hashable, Sendable {
    /// One drawn node.
    package struct Entry: Hashable, Sendable {
        /// The node's target id.
        public var id: AnimationTargetID
        /// The parent's index in `entries`, or nil for a root.
        public var parent: Int?
        /// The number of ancestors.
        public var depth: Int
        /// The presented frame, in the parent's coordinates.
        public var frame: Rect
        /// The frame in root coordinates: the parent's origin plus this
        /// frame's (transforms are the host's to apply, about each frame's centre).
        public var screenFrame: Rect
        /// The presented transform; an animated `.rotation` is applied after it.
        public var transform: AffineTransform
        /// The presented opacity of the node alone.
        public var alpha: Double
        /// The opacity times every ancestor's.
        public var effectiveAlpha: Double
        /// The root-coordinate region the node is clipped to (the intersection
        /// of its clipping ancestors' screen frames; empty when clipped away),
        /// or nil when no ancestor clips.
        public var clip: Rect?
        /// Media or not.
        public var contentKind: RenderContentKind
        /// Whether descendants are clipped to this entry's frame.
        public var clipsToBounds: Bool
        /// The origin of the entry's own coordinate space (children are placed relative to it).
        public var boundsOrigin: Point = .zero
    }

    /// The drawn nodes, parents first, back to front.
    package private(set) var entries: [Entry]
    /// Nodes whose parent index was invalid and that were drawn as roots.
    package private(set) var repairedParents: Int

    /// A snapshot of `nodes` with the presentation values of `animator` (none: model values only).
    public init(nodes: [RenderNode], animator: Animator? = nil) {
        entries = []
        entries.reserveCapacity(nodes.count)
        repairedParents = 0
        var entryIndex = [Int?](repeating: nil, count: nodes.count)
        for (i, node) in nodes.enumerated() {
            var parentEntry: Int? = nil
            if let p = node.parent {
                guard p >= 0 && p < i else {
                    repairedParents += 1
                    if !node.isHidden { entryIndex[i] = append(node, parent: nil, animator: animator) }
                    continue
                }
                guard let pe = entryIndex[p] else { continue }  // the parent is hidden
                parentEntry = pe
            }
            if node.isHidden { continue }
            entryIndex[i] = append(node, parent: parentEntry, animator: animator)
        }
    }

    private mutating func append(_ node: RenderNode, parent: Int?, animator: Animator?) -> Int {
        var frame = node.frame, transform = node.transform, alpha = node.alpha
        if let animator {
            if case .frame(let r)? = animator.presentationValue(of: node.id, .frame) { frame = r }
            if case .transform(let t)? = animator.presentationValue(of: node.id, .transform) { transform = t }
            if case .alpha(let a)? = animator.presentationValue(of: node.id, .alpha) { alpha = a }
            if case .rotation(let degrees)? = animator.presentationValue(of: node.id, .rotation) {
                transform = transform.concatenating(AffineTransform(rotationAngle: degrees * TactileMath.pi / 180))
            }
        }
        alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1
        var screen = frame, effectiveAlpha = alpha, depth = 0
        var clip: Rect? = nil
        if let p = parent {
            let up = entries[p]
            screen = Rect(origin: Point(x: up.screenFrame.origin.x + frame.origin.x - up.boundsOrigin.x,
                                        y: up.screenFrame.origin.y + frame.origin.y - up.boundsOrigin.y),
                          size: frame.size)
            effectiveAlpha = up.effectiveAlpha * alpha
            depth = up.depth + 1
            clip = up.clip
            if up.clipsToBounds {
                let own = up.screenFrame.standardized
                clip = (clip ?? own).intersection(own) ?? Rect(origin: own.origin, size: .zero)
            }
        }
        entries.append(Entry(id: node.id, parent: parent, depth: depth, frame: frame, screenFrame: screen,
                             transform: transform, alpha: alpha, effectiveAlpha: effectiveAlpha, clip: clip,
                             contentKind: node.contentKind, clipsToBounds: node.clipsToBounds,
                             boundsOrigin: node.boundsOrigin.isFinite ? node.boundsOrigin : .zero))
        return entries.count - 1
    }

    /// The index of the entry for `id`, if drawn.
    public func index(of id: AnimationTargetID) -> Int? { entries.firstIndex { $0.id == id } }

    /// The entry for `id`, if drawn.
    package func entry(_ id: AnimationTargetID) -> Entry? { index(of: id).map { entries[$0] } }

    /// Splits the snapshot for compositing (R69, E27): every entry is
    /// classified; media entries are detached (their `parent` then names an
    /// entry of `nonMedia`, or nil), and the non-media entries keep their
    /// hierarchy. A non-media child of a media node moves up to the nearest
    /// non-media ancestor.
    package func partition() -> RenderPartition {
        var media: [Entry] = []
        var rest: [Entry] = []
        var newIndex = [Int?](repeating: nil, count: entries.count)
        for (i, e) in entries.enumerated() {
            var p = e.parent
            while let q = p, entries[q].contentKind.isMedia { p = entries[q].parent }
            var moved = e
            moved.parent = p.flatMap { newIndex[$0] }
            if e.contentKind.isMedia {
                media.append(moved)
            } else {
                moved.depth = moved.parent.map { rest[$0].depth + 1 } ?? 0
                newIndex[i] = rest.count
                rest.append(moved)
            }
        }
        var nonMedia = self
        nonMedia.entries = rest
        return RenderPartition(media: media, nonMedia: nonMedia)
    }
}

/// A snapshot split for compositing (R69).
package struct RenderPartition: Hashable, Sendable {
    /// The media entries, detached from the tree.
    package var media: [RenderSnapshot.Entry]
    /// The rest, hierarchy kept.
    package var nonMedia: RenderSnapshot
}
