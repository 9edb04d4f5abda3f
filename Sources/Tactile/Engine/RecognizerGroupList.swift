/// The dispatcher's recognizer groups (`RecognizerGroup`), and the only code
/// that changes the list: groups in creation order, and the counters that
/// order groups and engagements deterministically.
internal struct RecognizerGroupList {
    /// The groups, roots and absorbed ones, in creation order.
    private(set) var all: [RecognizerGroup] = []
    private var lastOrder: UInt64 = 0
    private var lastEngagement: UInt64 = 0

    /// A new empty root group, listed last.
    mutating func makeGroup() -> RecognizerGroup {
        lastOrder += 1
        let g = RecognizerGroup(order: lastOrder)
        all.append(g)
        return g
    }

    /// The next engagement order (`RecognizerRecord.engagementOrder`).
    mutating func nextEngagement() -> UInt64 {
        lastEngagement += 1
        return lastEngagement
    }

    /// Merges the later-created of two roots into the earlier and unlists it; returns the root kept.
    mutating func merge(_ a: RecognizerGroup, _ b: RecognizerGroup) -> RecognizerGroup {
        let (keep, drop) = a.order < b.order ? (a, b) : (b, a)
        keep.absorb(drop)
        all.removeAll { $0 === drop }
        return keep
    }

    /// Unlists the group at `index`.
    mutating func remove(at index: Int) { all.remove(at: index) }
}
