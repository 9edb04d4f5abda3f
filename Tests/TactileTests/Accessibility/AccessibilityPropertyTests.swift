import Testing
import PropertyBased
@testable import Tactile

// Property tests for seed-004: enlarged areas (R-E3, R-E7) over random
// layouts and every strategy, and next-then-previous navigation.

private let screen = Rect(0, 0, 400, 300)

/// A random layout: one container and items decoded from integers, some
/// overlapping, some partly outside the container, some outside every container.
private func randomLayout(_ v: [Int]) -> AccessibilityTree {
    var inside: [AccessibilityNode] = []
    var outside: [AccessibilityNode] = []
    var k = 0
    while k + 4 <= v.count {
        var item = AccessibilityItem(id: AccessibilityID("i\(k / 4)"), label: "i\(k / 4)",
                                     frame: Rect(Double(v[k] % 420) - 10, Double(v[k + 1] % 320) - 10,
                                                 Double(1 + v[k + 2] % 70), Double(1 + v[k + 3] % 50)))
        item.category = v[k] % 3 == 0 ? .dockIcon : .hyperlink
        item.enlargement = v[k + 1] % 7 == 0 ? .always : (v[k + 1] % 11 == 0 ? .never : .automatic)
        item.enclosingComponentFrame = Rect(item.accessibilityFrame.minX - Double(v[k + 2] % 30),
                                            item.accessibilityFrame.minY - Double(v[k + 3] % 20),
                                            item.accessibilityFrame.width + Double(v[k + 3] % 60),
                                            item.accessibilityFrame.height + Double(v[k] % 40))
        if v[k + 2] % 5 == 0 { outside.append(.item(item)) } else { inside.append(.item(item)) }
        k += 4
    }
    let container = AccessibilityContainer(id: "K", title: "K", frame: Rect(20, 20, 360, 260), children: inside)
    return AccessibilityTree(screen: screen, roots: [.container(container)] + outside)
}

private func policy(_ choice: Int) -> EnlargementPolicy {
    let amounts: [EnlargementAmount] = [
        .proportionalToEmptySpace(factor: 0.5), .proportionalToEmptySpace(factor: 1), .emptySpaceMinus(constant: 4),
        .predefined(byCategory: [.dockIcon: 24, .hyperlink: 6], fallback: 0), .fillEnclosingComponent(horizontal: true, vertical: true),
    ]
    let gates: [EnlargementGate] = [.always, .fixedThreshold(30), .windowFraction(0.1, reference: .average)]
    return EnlargementPolicy(amount: amounts[choice % amounts.count], uniform: (choice / 5) % 2 == 1,
                             ignoresEdgeBoundedDirections: (choice / 10) % 2 == 1, gate: gates[(choice / 20) % gates.count])
}

private func inside(_ inner: Rect, _ outer: Rect) -> Bool {
    inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
}

/// seed-004 R-E3, R-E7.
@Test func enlargedContainsOriginalStaysInWindowAndNeverCoversAnotherOriginal() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...10_000).array(of: 4...80), Gen.int(in: 0...59)) { values, choice in
        let tree = randomLayout(values)
        let map = HitTargetEnlarger.enlarge(tree, policy: policy(choice))
        for i in tree.itemIndices {
            let f = tree.nodes[i].frame, e = map.frames[i]
            #expect(inside(f, e), "enlarged \(e) lost part of original \(f)")
            if inside(f, screen) { #expect(inside(e, screen), "enlarged \(e) leaves the window") }
            let bounds = tree.bounds(of: i)
            if inside(f, bounds) { #expect(inside(e, bounds), "enlarged \(e) leaves its bounds \(bounds)") }
            for j in tree.itemIndices where j != i {
                let g = tree.nodes[j].frame
                guard !HitTargetEnlarger.overlaps(f, g) else { continue }
                #expect(!HitTargetEnlarger.overlaps(e, g), "enlarged \(tree.nodes[i].id) \(e) covers \(tree.nodes[j].id) \(g)")
            }
        }
    }
}

/// seed-004 R-E10.
@Test func everyPointOfAnEnlargedAreaSelectsSomeItem() async {
    // A point in some item's enlarged area always resolves to an item (R-E10),
    // and to the item itself inside its own original frame when no other original is there.
    await propertyCheck(count: 150, input: Gen.int(in: 0...10_000).array(of: 4...60), Gen.int(in: 0...59),
                        Gen.int(in: 0...399), Gen.int(in: 0...299)) { values, choice, x, y in
        let tree = randomLayout(values)
        let map = HitTargetEnlarger.enlarge(tree, policy: policy(choice))
        let p = Point(Double(x) + 0.5, Double(y) + 0.5)
        let covered = tree.itemIndices.contains { map.frames[$0].contains(p) }
        #expect((tree.hit(at: p, enlarged: map).item != nil) == covered)
    }
}

/// A random tree of containers (some nested, some empty) with items, in document order.
private func randomTree(_ v: [Int], nested: Bool) -> AccessibilityTree {
    var roots: [AccessibilityNode] = []
    var n = 0
    func items(_ count: Int) -> [AccessibilityNode] {
        (0..<count).map { _ in
            n += 1
            return .item(AccessibilityItem(id: AccessibilityID("i\(n)"), label: "i\(n)", frame: Rect(Double(n), 0, 1, 1)))
        }
    }
    for (k, x) in v.enumerated() {
        var children = items(x % 4)
        if nested && x % 3 == 0 {
            children.append(.container(AccessibilityContainer(id: AccessibilityID("n\(k)"), title: "n\(k)",
                                                              frame: Rect(0, Double(k) * 10, 5, 5), ordering: .documentOrder,
                                                              children: items((x / 3) % 3))))
            children += items((x / 9) % 2)
        }
        roots.append(.container(AccessibilityContainer(id: AccessibilityID("c\(k)"), title: "c\(k)",
                                                       frame: Rect(0, Double(k) * 10, 10, 10), ordering: .documentOrder,
                                                       children: children)))
    }
    return AccessibilityTree(screen: Rect(0, 0, 1000, 1000), roots: roots, rootOrdering: .documentOrder)
}

/// seed-004 R-N1, R-N2.
@Test func nextThenPreviousReturnsInsideAContainer() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...50).array(of: 1...8), Gen.int(in: 0...40)) { values, steps in
        let tree = randomTree(values, nested: true)
        let h = NavigatorHarness(tree)
        h.command(.firstItemInFirstContainer)
        for step in 0...steps {
            let before = h.navigator.state
            if let c = before.currentContainer, let node = before.currentNode,
               let k = tree.sequence(of: c).firstIndex(of: node), k + 1 < tree.sequence(of: c).count {
                h.command(.nextItem)
                h.command(.previousItem)
                #expect(h.navigator.state.currentContainer == c)
                #expect(h.navigator.state.currentNode == node)
            }
            h.command(step % 5 == 4 ? .previousItem : .nextItem)
        }
    }
}

/// seed-004 R-N3, R-N4.
@Test func nextThenPreviousReturnsAcrossContainers() async {
    // Flat containers (some empty): from every item but the very last,
    // next then previous comes back, crossing containers where needed.
    await propertyCheck(count: 200, input: Gen.int(in: 0...50).array(of: 1...8)) { values in
        let tree = randomTree(values, nested: false)
        let allItems = tree.containerOrder.flatMap { tree.sequence(of: $0) }
        for item in allItems.dropLast() {
            let h = NavigatorHarness(tree)
            let c = tree.parent(of: item)
            // Put the cursor on the item through navigation from the start.
            h.command(.firstItemInFirstContainer)
            while h.navigator.state.currentNode != item { h.command(.nextItem) }
            h.command(.nextItem)
            h.command(.previousItem)
            #expect(h.navigator.state.currentNode == item)
            #expect(h.navigator.state.currentContainer == c)
        }
    }
}

@Test func seed004_badInput_neverTrapsAndKeepsInvariants() async {
    // Frames and points with NaN, infinities and huge values: nothing traps,
    // frames are repaired, and every entry point answers.
    let specials: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, 0, -0.0, 5, 1e-300]
    await propertyCheck(count: 150, input: Gen.int(in: 0...1_000).array(of: 8...64)) { v in
        func d(_ k: Int) -> Double { v[k] % 4 == 0 ? specials[v[k] % specials.count] : Double(v[k] % 500) - 50 }
        var nodes: [AccessibilityNode] = []
        var k = 0
        while k + 8 <= v.count {
            var item = AccessibilityItem(id: AccessibilityID("i\(v[k] % 6)"), label: "i", frame: Rect(d(k), d(k + 1), d(k + 2), d(k + 3)))
            item.enclosingComponentFrame = Rect(d(k + 4), d(k + 5), d(k + 6), d(k + 7))
            nodes.append(v[k + 1] % 2 == 0 ? .item(item)
                : .container(AccessibilityContainer(id: AccessibilityID("c\(k)"), title: "c", frame: Rect(d(k + 4), d(k + 5), d(k + 6), d(k + 7)),
                                                    children: [.item(item)])))
            k += 8
        }
        let tree = AccessibilityTree(screen: Rect(0, 0, 400, 300), roots: nodes)
        for i in tree.itemIndices { #expect(tree.nodes[i].frame.origin.isFinite) }
        for choice in [0, 4, 13] {
            let h = NavigatorHarness(tree) { $0.enlargement = policy(choice) }
            for k in stride(from: 0, to: v.count - 1, by: 2) {
                h.navigator.touchDown(at: Point(d(k), d(k + 1)))
                h.navigator.touchMoved(to: Point(d(k + 1), d(k)))
                h.navigator.touchEnded()
                h.navigator.perform([.nextItem, .previousItem, .lastItemInContainer, .nextContainer, .activate][v[k] % 5])
            }
            for i in tree.itemIndices where tree.nodes[i].frame.width.isFinite && tree.nodes[i].frame.height.isFinite {
                let f = tree.nodes[i].frame, e = h.navigator.hitMap.frames[i]
                #expect(e.minX <= f.minX && e.minY <= f.minY && e.maxX >= f.maxX && e.maxY >= f.maxY)
            }
        }
    }
}
