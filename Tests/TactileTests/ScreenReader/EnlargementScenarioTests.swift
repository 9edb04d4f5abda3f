import Testing
@testable import Tactile

// seed-004 §4.2: virtually enlarged boundaries and selection (WX-20…WX-30).
// Default policy: proportionalToEmptySpace(0.5), not uniform, gate .always,
// scope .allItems, selection style .direct; bounds are each item's container.

/// `(minX, minY)-(maxX, maxY)` as the spec writes enlarged frames.
private func corners(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Rect { Rect(x0, y0, x1 - x0, y1 - y0) }

private func directHarness(_ tree: AccessibilityTree = AccessibilityFixtures.email(),
                           _ policy: EnlargementPolicy = .halfEmptySpace,
                           _ configure: (inout AccessibilityConfiguration) -> Void = { _ in }) -> NavigatorHarness {
    NavigatorHarness(tree) {
        $0.enlargement = policy
        $0.selectionStyle = .direct
        configure(&$0)
    }
}

private extension NavigatorHarness {
    /// The instructions a direct touch at (x, y) produces.
    func select(_ x: Double, _ y: Double) -> [AccessibilityInstruction] {
        navigator.touchDown(at: Point(x, y))
        navigator.touchEnded()
        #expect(output.takeFeedback().isEmpty)  // direct selection is silent
        return instructions()
    }

    func enlarged(_ id: AccessibilityID) -> Rect? {
        navigator.hitMap.enlargedFrames[id] ?? navigator.tree.item(id)?.accessibilityFrame
    }
}

private func selects(_ id: AccessibilityID, _ tree: AccessibilityTree = AccessibilityFixtures.email()) -> [AccessibilityInstruction] {
    guard let item = tree.item(id) else { return [] }
    return [.select(id, activationPoint: item.accessibilityActivationPoint)]
}

/// seed-004 WX-20.
@Test func inboxEnlargedUpperLeftSelects() {
    let h = directHarness()
    #expect(h.enlarged("Inbox") == corners(8, 8, 248, 68))
    #expect(h.select(10, 10) == [.select("Inbox", activationPoint: Point(128, 38))])
}

/// seed-004 WX-21.
@Test func abuttingEnlargedAreasHalfOpen() {
    let h = directHarness()
    #expect(h.enlarged("Drafts") == corners(8, 68, 248, 128))
    #expect(h.enlarged("Sent") == corners(8, 128, 248, 188))
    #expect(h.select(100, 67.9) == selects("Inbox"))
    #expect(h.select(100, 68) == selects("Drafts"))
}

/// seed-004 WX-22.
@Test func uniformUsesSmallestGap() {
    let h = directHarness()
    #expect(h.enlarged("Trash") == corners(8, 188, 248, 472))
    #expect(h.select(100, 300) == selects("Trash"))
    #expect(h.select(100, 480).isEmpty)

    let u = directHarness(AccessibilityFixtures.email(), EnlargementPolicy(amount: .proportionalToEmptySpace(factor: 0.5), uniform: true))
    #expect(u.enlarged("Trash") == corners(8, 188, 248, 248))
    #expect(u.select(100, 300).isEmpty)
}

/// seed-004 WX-23.
@Test func dockIconsProportionalUniformPredefined() {
    let a = directHarness()
    #expect(a.enlarged("Mail") == corners(80, 708, 304, 764))
    #expect(a.enlarged("AddressBook") == corners(304, 708, 544, 764))
    #expect(a.enlarged("Calendar") == corners(544, 708, 784, 764))
    #expect(a.enlarged("Music") == corners(784, 708, 976, 764))
    #expect(a.select(300, 740) == selects("Mail"))
    #expect(a.select(304, 740) == selects("AddressBook"))

    let b = directHarness(AccessibilityFixtures.email(), EnlargementPolicy(amount: .proportionalToEmptySpace(factor: 0.5), uniform: true))
    #expect(b.enlarged("Mail") == corners(156, 708, 212, 764))

    let c = directHarness(AccessibilityFixtures.email(),
                          EnlargementPolicy(amount: .predefined(byCategory: [.dockIcon: 24, .hyperlink: 6], fallback: 0)))
    #expect(c.enlarged("Mail") == corners(136, 704, 232, 768))
    #expect(c.enlarged("AddressBook") == corners(376, 704, 472, 768))
    #expect(c.select(140, 706) == selects("Mail"))
    #expect(c.enlarged("Inbox") == corners(16, 16, 240, 60))
    #expect(c.navigator.hitMap.enlargedFrames["Inbox"] == nil)
}

/// seed-004 WX-24.
@Test func hyperlinksFacingSplit() {
    var home = AccessibilityItem(id: "Home", label: "Home", frame: Rect(10, 40, 50, 18), traits: .link)
    home.category = .hyperlink
    let about = AccessibilityItem(id: "About", label: "About", frame: Rect(64, 40, 50, 18), traits: .link)  // category from the trait
    let tree = AccessibilityTree(screen: AccessibilityFixtures.screen, roots: [
        .container(AccessibilityContainer(id: "Web", title: "Web frame", frame: Rect(0, 0, 600, 100),
                                          children: [.item(home), .item(about)])),
    ])
    let h = directHarness(tree, EnlargementPolicy(amount: .predefined(byCategory: [.hyperlink: 6], fallback: 0)))
    #expect(h.enlarged("Home") == corners(4, 34, 62, 64))
    #expect(h.enlarged("About") == corners(62, 34, 120, 64))
    #expect(h.select(61, 50) == selects("Home", tree))
    #expect(h.select(62, 50) == selects("About", tree))
    #expect(h.select(5, 36) == selects("Home", tree))
}

/// seed-004 WX-25.
@Test func fillEnclosingTableCell() {
    var lunch = AccessibilityItem(id: "Lunch", label: "Lunch", frame: Rect(40, 310, 60, 20))
    lunch.enclosingComponentFrame = Rect(0, 300, 320, 44)
    let tree = AccessibilityTree(screen: AccessibilityFixtures.screen, roots: [
        .container(AccessibilityContainer(id: "Table", title: "Table", frame: Rect(0, 0, 320, 600), children: [.item(lunch)])),
    ])
    let a = directHarness(tree, EnlargementPolicy(amount: .fillEnclosingComponent(horizontal: true, vertical: true)))
    #expect(a.enlarged("Lunch") == corners(0, 300, 320, 344))
    #expect(a.select(300, 340) == selects("Lunch", tree))

    let b = directHarness(tree, EnlargementPolicy(amount: .fillEnclosingComponent(horizontal: false, vertical: true)))
    #expect(b.enlarged("Lunch") == corners(40, 300, 100, 344))
    #expect(b.select(300, 340).isEmpty)
}

/// seed-004 WX-26.
@Test func windowFractionGateAndAlways() {
    let gated = EnlargementPolicy(amount: .proportionalToEmptySpace(factor: 0.5),
                                  gate: .windowFraction(0.05, reference: .smallest))
    let h = directHarness(AccessibilityFixtures.email(), gated) { $0.windows = [Rect(0, 0, 1024, 768)] }
    #expect(h.enlarged("Inbox") == Rect(16, 16, 224, 44))  // largest gap 16 < T = 38.4
    #expect(h.select(10, 10).isEmpty)
    #expect(h.enlarged("Trash") == corners(8, 188, 248, 472))
    #expect(h.select(100, 300) == selects("Trash"))

    // In exploration style the same touch describes the container.
    let e = NavigatorHarness { $0.enlargement = gated }
    #expect(e.touch(10, 10) == [speech("Mailboxes, 4 items")])

    // Variant: Inbox marked as always needing enlargement.
    var nodes = AccessibilityFixtures.emailNodes()
    if case .container(var k1) = nodes[0], case .item(var inbox) = k1.children[0] {
        inbox.enlargement = .always
        k1.children[0] = .item(inbox)
        nodes[0] = .container(k1)
    }
    let v = directHarness(AccessibilityTree(screen: AccessibilityFixtures.screen, roots: nodes), gated)
    #expect(v.enlarged("Inbox") == corners(8, 8, 248, 68))
}

/// seed-004 WX-27.
@Test func emptySpaceMinusConstant() {
    let h = directHarness(AccessibilityFixtures.email(), EnlargementPolicy(amount: .emptySpaceMinus(constant: 4)))
    #expect(h.enlarged("Inbox") == corners(4, 4, 252, 68))
    #expect(h.enlarged("Drafts") == corners(4, 68, 252, 128))
    #expect(h.select(5, 5) == selects("Inbox"))
    #expect(h.select(250, 30) == selects("Inbox"))
    #expect(h.select(100, 68) == selects("Drafts"))
}

/// seed-004 WX-28.
@Test func diagonalCornerClipAndNearestOriginal() {
    let tree = AccessibilityTree(screen: AccessibilityFixtures.screen, roots: [
        AccessibilityFixtures.container("Box", "Box", Rect(0, 0, 100, 100), [
            AccessibilityFixtures.item("A", "A", Rect(0, 0, 40, 40)),
            AccessibilityFixtures.item("C", "C", Rect(50, 50, 40, 40)),
        ]),
    ])
    let h = directHarness(tree)
    #expect(h.enlarged("A") == corners(0, 0, 50, 70))
    #expect(h.enlarged("C") == corners(40, 25, 95, 95))
    #expect(h.select(45, 50) == selects("C", tree))  // distance to A ≈ 11.18, to C 5
    #expect(h.select(42, 30) == selects("A", tree))  // distance to A 2, to C ≈ 21.5
    #expect(h.select(60, 20).isEmpty)
}

/// seed-004 WX-29.
@Test func touchedContainerScopeRevertsOthers() {
    let policy = EnlargementPolicy(amount: .proportionalToEmptySpace(factor: 0.5), scope: .touchedContainer(revertOthers: true))
    let h = directHarness(AccessibilityFixtures.email(), policy)
    #expect(h.select(300, 670) == [.select("Reply", activationPoint: Point(332, 672))])
    #expect(h.enlarged("Reply") == corners(264, 646, 400, 698))
    #expect(h.enlarged("Forward") == corners(400, 646, 536, 698))
    #expect(h.enlarged("Delete") == corners(536, 646, 844, 698))
    #expect(h.enlarged("Inbox") == corners(16, 16, 240, 60))
    #expect(h.select(10, 10) == [.select("Inbox", activationPoint: Point(128, 38))])
    #expect(h.enlarged("Reply") == corners(272, 652, 392, 692))
    #expect(h.enlarged("Inbox") == corners(8, 8, 248, 68))
}

/// seed-004 WX-29b.
@Test func touchedContainerScopeWithoutRevertKeepsBoth() {
    let policy = EnlargementPolicy(amount: .proportionalToEmptySpace(factor: 0.5), scope: .touchedContainer(revertOthers: false))
    let h = directHarness(AccessibilityFixtures.email(), policy)
    #expect(h.select(300, 670) == selects("Reply"))
    #expect(h.select(10, 10) == selects("Inbox"))
    #expect(h.enlarged("Reply") == corners(264, 646, 400, 698))
    #expect(h.enlarged("Inbox") == corners(8, 8, 248, 68))
}

/// seed-004 WX-30.
@Test func exploreThenActivateWithEnlargedMap() {
    let h = NavigatorHarness { $0.enlargement = .halfEmptySpace }
    #expect(h.touch(10, 10) == [speech("Mailboxes, Inbox")])
    #expect(h.instructions().isEmpty)
    #expect(h.gesture(.doubleTap).isEmpty)  // made at (700, 300); activation ignores the location
    #expect(h.instructions() == [.select("Inbox", activationPoint: Point(128, 38))])
}
