import Testing
@testable import Tactile

// Issue 14 item 8: the cost of one exploration move must not grow with the
// items away from the finger. Checked structurally (counts, not times; wall
// times are in Benchmarks/): the candidates a point query examines stay a
// handful however many items the screen holds, and an unchanged layout keeps
// the enlarged map instead of recomputing it.

/// `items` items in containers of 100 (rows of 10 cells of 30 × 20 pt), as in the benchmarks.
private func tree(items: Int) -> AccessibilityTree {
    var out: [AccessibilityNode] = []
    for c in 0..<(items + 99) / 100 {
        let ox = Double(c % 10) * 400, oy = Double(c / 10) * 260
        var children: [AccessibilityNode] = []
        for k in 0..<min(100, items - c * 100) {
            children.append(AccessibilityFixtures.item("i\(c).\(k)", nil,
                                                       Rect(ox + 5 + Double(k % 10) * 36, oy + 5 + Double(k / 10) * 25, 30, 20)))
        }
        out.append(AccessibilityFixtures.container("c\(c)", "Group \(c)", Rect(ox, oy, 370, 255), children))
    }
    return AccessibilityTree(screen: Rect(0, 0, 4000, 40_000), roots: out)
}

/// The most candidates any probe point gets from the item, container and enlarged-area indexes.
private func worstCandidates(_ t: AccessibilityTree, _ map: EnlargedHitMap) -> (items: Int, containers: Int, enlarged: Int) {
    var worst = (items: 0, containers: 0, enlarged: 0)
    for x in stride(from: 1.0, to: 400, by: 7) {
        for y in stride(from: 1.0, to: 260, by: 7) {
            let p = Point(x: x, y: y)
            worst.items = max(worst.items, t.itemGrid.candidates(at: p).count)
            worst.containers = max(worst.containers, t.containerGrid.candidates(at: p).count)
            worst.enlarged = max(worst.enlarged, map.grid.candidates(at: p).count)
        }
    }
    return worst
}

@Test func seed004_explorationExaminesABoundedNumberOfCandidatesAsItemsGrow() {
    var seen: [(items: Int, containers: Int, enlarged: Int)] = []
    for n in [100, 1_000, 10_000] {
        let t = tree(items: n)
        let map = HitTargetEnlarger.enlarge(t, policy: .halfEmptySpace)
        let w = worstCandidates(t, map)
        #expect(w.items <= 6 && w.containers <= 4 && w.enlarged <= 12, "\(n) items: \(w)")
        seen.append(w)
        // The queries still find the right things.
        #expect(t.hit(at: Point(x: 15, y: 15), enlarged: map).item == "i0.0")
        #expect(t.hit(at: Point(x: 45, y: 15), enlarged: map).item == "i0.1")
        #expect(t.hit(at: Point(x: 365, y: 252), enlarged: map).container == "c0")
        #expect(t.hit(at: Point(x: 385, y: 100), enlarged: map) == AccessibilityHit())   // between containers
    }
    // 100 times the items, no more candidates than with 100 items, give or take the grid's cell edges.
    #expect(seen[2].items <= seen[0].items + 2 && seen[2].enlarged <= seen[0].enlarged + 4)
}

@Test func seed004_unchangedLayoutKeepsTheTreeAndItsEnlargedMap() {
    let t = tree(items: 300)
    #expect(t.hasSameContent(as: tree(items: 300)))
    #expect(!t.hasSameContent(as: tree(items: 301)))
    var configuration = AccessibilityConfiguration()
    configuration.enlargement = .halfEmptySpace
    let out = RecordingAccessibilityOutput()
    let navigator = AccessibilityNavigator(tree: t, configuration: configuration, output: out)
    navigator.touchDown(at: Point(x: 45, y: 15))
    navigator.touchEnded()
    let state = navigator.state
    navigator.updateTree(tree(items: 300))   // the same layout, rebuilt: nothing to recompute
    #expect(navigator.state == state && navigator.hitMap.enlargedFrames == HitTargetEnlarger.enlarge(t, policy: .halfEmptySpace).enlargedFrames)
    // A real change still reaches the map (R-E13): item i0.1 gone, so i0.0 grows into its place.
    navigator.updateTree(AccessibilityTree(screen: t.screen, roots: [AccessibilityFixtures.container(
        "c0", "Group 0", Rect(0, 0, 370, 255), [AccessibilityFixtures.item("i0.0", nil, Rect(5, 5, 30, 20))])]))
    #expect(navigator.hit(at: Point(x: 45, y: 15)).item == "i0.0")
    #expect(navigator.state.currentNode == "i0.0")   // A29: the vanished item's place goes to the one now there
}
