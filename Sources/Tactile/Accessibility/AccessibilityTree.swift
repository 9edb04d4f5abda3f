// Cited: seed-004 §2.3.
/// An immutable snapshot of the accessibility tree, separate from the view tree.
///
/// A synthetic, unannounced root (the screen) holds the top-level containers
/// and any items outside every container. Rebuild the snapshot after every
/// layout change (R-C2); the navigator keeps its cursor by id (A29).
///
/// Bad input is repaired, never trapped on: a non-finite frame becomes an
/// empty rectangle at the origin, a negative size is standardized, and a
/// repeated id drops the later node with its subtree; each repair is listed in
/// `diagnostics`.
public struct AccessibilityTree: Sendable {
    internal struct Node: Equatable, Sendable {
        internal var id: AccessibilityID
        /// The item, for an item node.
        internal var item: AccessibilityItem?
        /// The container without its children, for a container node.
        internal var container: AccessibilityContainer?
        internal var frame: Rect
        /// Index of the parent container; nil at the root.
        internal var parent: Int?
        internal var depth: Int
        /// Children in navigation order.
        internal var children: [Int] = []
        /// Position in the pre-order walk of the whole tree.
        internal var preorder = 0
        internal var sourceKey: Int
        internal var insertion: Int
        internal var explicitOrderIndex: Int?
        internal var isContainer: Bool { container != nil }
    }

    /// The screen.
    public let screen: Rect
    /// Repairs made while building, in the order they were made.
    package private(set) var diagnostics: [String] = []
    internal private(set) var nodes: [Node] = []
    internal private(set) var indexByID = [AccessibilityID: Int]()
    internal private(set) var rootChildren: [Int] = []
    /// Containers in pre-order (R-O5).
    internal private(set) var containerIndices: [Int] = []
    /// Items in pre-order.
    internal private(set) var itemIndices: [Int] = []
    /// `sequences[n]`: the pre-order descendants of container `n` (R-O4); empty for items.
    internal private(set) var sequences: [[Int]] = []
    internal private(set) var itemGrid = AccessibilitySpatialGrid(keys: [], rects: [])
    internal private(set) var containerGrid = AccessibilitySpatialGrid(keys: [], rects: [])

    /// Builds a snapshot from top-level nodes.
    public init(screen: Rect, roots: [AccessibilityNode], rootOrdering: AccessibilityOrdering = .cartesian) {
        let s = screen.standardized
        self.screen = s.minX.isFinite && s.minY.isFinite && s.maxX.isFinite && s.maxY.isFinite
            && s.width.isFinite && s.height.isFinite ? s : .zero
        var top: [Int] = []
        for (k, node) in roots.enumerated() {
            if let i = add(node, parent: nil, depth: 0, insertion: k) { top.append(i) }
        }
        rootChildren = order(top, by: rootOrdering)
        var walk = 0
        for c in rootChildren { number(c, &walk) }
        sequences = Array(repeating: [], count: nodes.count)
        for c in containerIndices {
            var s: [Int] = []
            appendDescendants(of: c, to: &s)
            sequences[c] = s
        }
        itemGrid = AccessibilitySpatialGrid(keys: itemIndices, rects: itemIndices.map { nodes[$0].frame })
        containerGrid = AccessibilitySpatialGrid(keys: containerIndices, rects: containerIndices.map { nodes[$0].frame })
    }

    private mutating func sanitized(_ r: Rect, _ id: AccessibilityID) -> Rect {
        let s = r.standardized  // the edges too must be finite: 1e308 + 1e308 overflows
        if s.minX.isFinite && s.minY.isFinite && s.maxX.isFinite && s.maxY.isFinite && s.width.isFinite && s.height.isFinite {
            return s
        }
        diagnostics.append("\(id): non-finite frame replaced by an empty one")
        return .zero
    }

    private mutating func add(_ node: AccessibilityNode, parent: Int?, depth: Int, insertion: Int) -> Int? {
        let id = node.id
        if indexByID[id] != nil {
            diagnostics.append("\(id): repeated id; the later node and its subtree are left out")
            return nil
        }
        let index = nodes.count
        indexByID[id] = index
        switch node {
        case .item(var item):
            guard item.isAccessibilityElement else { indexByID[id] = nil; return nil }
            item.accessibilityFrame = sanitized(item.accessibilityFrame, id)
            if let e = item.enclosingComponentFrame { item.enclosingComponentFrame = sanitized(e, id) }
            nodes.append(Node(id: id, item: item, container: nil, frame: item.accessibilityFrame, parent: parent,
                              depth: depth, sourceKey: item.sourceIndex ?? insertion, insertion: insertion))
        case .container(var c):
            let children = c.children
            c.children = []
            c.accessibilityFrame = sanitized(c.accessibilityFrame, id)
            nodes.append(Node(id: id, item: nil, container: c, frame: c.accessibilityFrame, parent: parent,
                              depth: depth, sourceKey: c.sourceIndex ?? insertion, insertion: insertion,
                              explicitOrderIndex: c.explicitOrderIndex))
            var kids: [Int] = []
            for (k, child) in children.enumerated() {
                if let i = add(child, parent: index, depth: depth + 1, insertion: k) { kids.append(i) }
            }
            nodes[index].children = order(kids, by: c.ordering)
        }
        return index
    }

    private mutating func number(_ n: Int, _ walk: inout Int) {
        nodes[n].preorder = walk
        walk += 1
        if nodes[n].isContainer { containerIndices.append(n) } else { itemIndices.append(n) }
        for c in nodes[n].children { number(c, &walk) }
    }

    private func appendDescendants(of c: Int, to s: inout [Int]) {
        for k in nodes[c].children {
            s.append(k)
            if nodes[k].isContainer { appendDescendants(of: k, to: &s) }
        }
    }

    /// Sibling order: the container's ordering (R-O1, R-O3), then explicit container indices first (R-O2).
    private func order(_ kids: [Int], by ordering: AccessibilityOrdering) -> [Int] {
        var out: [Int]
        switch ordering {
        case .documentOrder:
            out = kids
        case .sourceOrder:
            out = kids.stableSorted { (nodes[$0].sourceKey, nodes[$0].insertion) < (nodes[$1].sourceKey, nodes[$1].insertion) }
        case .cartesian:
            out = CartesianOrder.sorted(kids, frames: kids.map { nodes[$0].frame },
                                        tieBreaks: kids.map { nodes[$0].sourceKey })
        case .explicit(let ids):
            // Membership by node index (kids and listed ids are indices into `nodes`).
            var isChild = [Bool](repeating: false, count: nodes.count)
            for k in kids { isChild[k] = true }
            var seen = [Bool](repeating: false, count: nodes.count)
            var listed: [Int] = []
            for id in ids {
                if let i = indexByID[id], isChild[i], !seen[i] { seen[i] = true; listed.append(i) }
            }
            out = listed + kids.filter { !seen[$0] }
        }
        if out.contains(where: { nodes[$0].explicitOrderIndex != nil }) {
            var rank = [Int](repeating: 0, count: nodes.count)
            for (k, n) in out.enumerated() { rank[n] = k }
            out.stableSort { a, b in
                let ka = nodes[a].explicitOrderIndex ?? Int.max, kb = nodes[b].explicitOrderIndex ?? Int.max
                if ka != kb { return ka < kb }
                return rank[a] < rank[b]
            }
        }
        return out
    }
}

// MARK: - Equality

extension AccessibilityTree {
    /// Whether `other` has the same screen, nodes and order, so every derived
    /// table (sequences, grids, an enlarged map) would come out the same.
    /// Linear, but far cheaper than recomputing an enlarged map.
    internal func hasSameContent(as other: AccessibilityTree) -> Bool {
        screen == other.screen && rootChildren == other.rootChildren && nodes == other.nodes
            && diagnostics.elementsEqual(other.diagnostics) { $0.hasSameUTF8(as: $1) }
    }
}

// MARK: - Queries (ids)

extension AccessibilityTree {
    /// All containers in pre-order: top-level ones in container order, each followed by its nested ones (R-O5).
    package var containerOrder: [AccessibilityID] { containerIndices.map { nodes[$0].id } }

    /// The top-level nodes in order.
    package var topLevelNodes: [AccessibilityID] { rootChildren.map { nodes[$0].id } }

    /// Whether a node with this id exists.
    package func contains(_ id: AccessibilityID) -> Bool { indexByID[id] != nil }

    /// The item with this id.
    package func item(_ id: AccessibilityID) -> AccessibilityItem? { indexByID[id].flatMap { nodes[$0].item } }

    /// The container with this id; its `children` is empty (use `children(of:)` and `sequence(of:)`).
    package func container(_ id: AccessibilityID) -> AccessibilityContainer? { indexByID[id].flatMap { nodes[$0].container } }

    /// The direct children of a container, in order.
    package func children(of id: AccessibilityID) -> [AccessibilityID] {
        guard let c = indexByID[id] else { return [] }
        return nodes[c].children.map { nodes[$0].id }
    }

    /// The navigation sequence of a container: its descendants in pre-order, not itself (R-O4).
    package func sequence(of id: AccessibilityID) -> [AccessibilityID] {
        guard let c = indexByID[id] else { return [] }
        return sequences[c].map { nodes[$0].id }
    }

    /// The container directly holding a node; nil at the root.
    package func parent(of id: AccessibilityID) -> AccessibilityID? {
        guard let n = indexByID[id], let p = nodes[n].parent else { return nil }
        return nodes[p].id
    }

    /// The item count announced for a container: its direct children (R-O6).
    package func itemCount(of id: AccessibilityID) -> Int { indexByID[id].map { nodes[$0].children.count } ?? 0 }

    /// The deepest container whose frame contains `p`; ties: smaller area, then earlier in order (R-T2c).
    package func deepestContainer(at p: Point) -> AccessibilityID? { deepestContainerIndex(at: p).map { nodes[$0].id } }

    /// The first container after `id` in `containerOrder` that is not its descendant (§2.3).
    package func nextContainer(after id: AccessibilityID) -> AccessibilityID? {
        guard let c = indexByID[id] else { return nil }
        return nextContainerIndex(after: c).map { nodes[$0].id }
    }

    /// The last container before `id` in `containerOrder` that is not its ancestor (§2.3).
    package func previousContainer(before id: AccessibilityID) -> AccessibilityID? {
        guard let c = indexByID[id] else { return nil }
        return previousContainerIndex(before: c).map { nodes[$0].id }
    }
}

// MARK: - Queries (indices)

extension AccessibilityTree {
    internal func isAncestor(_ a: Int, of n: Int) -> Bool {
        var p = nodes[n].parent
        while let q = p {
            if q == a { return true }
            p = nodes[q].parent
        }
        return false
    }

    internal func deepestContainerIndex(at p: Point) -> Int? {
        var best: Int?
        for c in containerGrid.candidates(at: p) where nodes[c].frame.contains(p) {
            guard let b = best else { best = c; continue }
            let nc = nodes[c], nb = nodes[b]
            let areaC = nc.frame.width * nc.frame.height, areaB = nb.frame.width * nb.frame.height
            if nc.depth != nb.depth ? nc.depth > nb.depth
                : (areaC != areaB ? areaC < areaB : nc.preorder < nb.preorder) { best = c }
        }
        return best
    }

    internal func nextContainerIndex(after c: Int) -> Int? {
        guard let k = containerIndices.firstIndex(of: c) else { return nil }
        return containerIndices[(k + 1)...].first { !isAncestor(c, of: $0) }
    }

    internal func previousContainerIndex(before c: Int) -> Int? {
        guard let k = containerIndices.firstIndex(of: c) else { return nil }
        return containerIndices[..<k].last { !isAncestor($0, of: c) }
    }

    /// Whether item `i` lies in the subtree of container `c`.
    internal func item(_ i: Int, isInside c: Int) -> Bool { isAncestor(c, of: i) }

    /// The frame of the innermost container of a node, or the screen (R-E5 bounds).
    internal func bounds(of n: Int) -> Rect { nodes[n].parent.map { nodes[$0].frame } ?? screen }
}
