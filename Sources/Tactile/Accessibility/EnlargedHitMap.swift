// Cited: seed-004 R-E2.
/// Original and enlarged hit areas of the items of one tree.
///
/// Enlargement changes hit testing only, never drawing. An item that is not
/// enlarged has its original frame here.
package struct EnlargedHitMap: Sendable {
    /// Per node index of the tree: the enlarged frame of an item (its original if not enlarged).
    internal var frames: [Rect]
    /// Item indices whose enlarged frame differs from the original.
    internal var enlargedItems: [Int]
    /// Spatial index over the enlarged frames of `enlargedItems`.
    internal var grid: AccessibilitySpatialGrid
    /// Enlarged frames by id, for the enlarged items.
    package let enlargedFrames: [AccessibilityID: Rect]

    /// The map with nothing enlarged.
    internal init(unenlarged tree: AccessibilityTree) {
        frames = tree.nodes.map { $0.frame }
        enlargedItems = []
        grid = AccessibilitySpatialGrid(keys: [], rects: [])
        enlargedFrames = .init()
    }

    internal init(tree: AccessibilityTree, frames: [Rect]) {
        self.frames = frames
        var items: [Int] = []
        var byID = [AccessibilityID: Rect]()
        for i in tree.itemIndices where frames[i] != tree.nodes[i].frame {
            items.append(i)
            byID[tree.nodes[i].id] = frames[i]
        }
        enlargedItems = items
        grid = AccessibilitySpatialGrid(keys: items, rects: items.map { frames[$0] })
        enlargedFrames = byID
    }
}
