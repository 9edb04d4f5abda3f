import Testing
@testable import Tactile

// seed-004 rules without their own worked example (design note §5.4), at the
// model level. Touch-level rules (R-M1 pass-through of frames, G6) need the
// input layer and are listed as left in docs/accessibility.md.

private let bodyText = "Message text: Are we still on for lunch?"

// MARK: Modes (R-M)

/// seed-004 R-M1.
@Test func modeOffDoesNothingAndReportsNotConsumed() {
    let h = NavigatorHarness()
    h.navigator.isEnabled = false
    #expect(h.navigator.touchDown(at: Point(100, 30)) == false)
    #expect(h.navigator.touchMoved(to: Point(100, 90)) == false)
    #expect(h.navigator.handle(.flickRight) == false)
    h.navigator.perform(.activate)
    #expect(h.output.presentations.isEmpty)
    #expect(h.instructions().isEmpty)
    #expect(h.navigator.state == AccessibilityNavigationState())
    h.navigator.isEnabled = true
    #expect(h.touch(100, 30) == [speech("Mailboxes, Inbox")])
}

/// seed-004 R-M5.
@Test func enlargementIndependentOfContainerFeatures() {
    let h = NavigatorHarness { $0.features = []; $0.enlargement = .halfEmptySpace; $0.selectionStyle = .direct }
    h.navigator.touchDown(at: Point(10, 10))
    #expect(h.instructions() == [.select("Inbox", activationPoint: Point(128, 38))])
}

// MARK: Containers and order (R-C, R-O)

/// seed-004 R-C2.
@Test func containersRemappedAfterLayout() {
    let h = NavigatorHarness()
    var nodes = AccessibilityFixtures.emailNodes()
    nodes[3] = AccessibilityFixtures.container("K4", "Message actions", Rect(256, 400, 768, 64), [
        AccessibilityFixtures.item("Reply", "Reply", Rect(272, 412, 120, 40)),
    ])
    nodes[2] = AccessibilityFixtures.container("K3", "Message body", Rect(256, 160, 768, 240), [])
    h.navigator.updateTree(AccessibilityTree(screen: AccessibilityFixtures.screen, roots: nodes))
    #expect(h.touch(300, 420) == [speech("Message actions, Reply")])
    #expect(h.touch(300, 670) == [leftContainer])  // the old place is in no container now
    #expect(h.cursor == ("K4", "Reply"))
}

/// seed-004 R-O3.
@Test func cartesianOrderIndependentOfInputOrder() {
    #expect(AccessibilityFixtures.email(shuffled: true).containerOrder == ["K1", "K2", "K3", "K4", "K5"])
    #expect(AccessibilityFixtures.email().containerOrder == ["K1", "K2", "K3", "K4", "K5"])
    #expect(AccessibilityFixtures.email(shuffled: true).sequence(of: "K5") == ["Mail", "AddressBook", "Calendar", "Music"])
}

/// seed-004 R-O3.
@Test func rowSweepUsesMidYAnchor() {
    // B starts above A's midY, so it joins A's row and comes after A (left to right);
    // C starts at A's midY, so it opens a new row.
    let kids: [AccessibilityNode] = [
        AccessibilityFixtures.item("C", "C", Rect(0, 20, 10, 10)),
        AccessibilityFixtures.item("B", "B", Rect(50, 19, 10, 10)),
        AccessibilityFixtures.item("A", "A", Rect(100, 0, 10, 40)),
    ]
    let tree = AccessibilityTree(screen: AccessibilityFixtures.screen,
                                 roots: [AccessibilityFixtures.container("K", "K", Rect(0, 0, 200, 100), kids)])
    #expect(tree.sequence(of: "K") == ["B", "A", "C"])
}

/// seed-004 R-O1.
@Test func sourceDocumentAndExplicitOrders() {
    func tree(_ ordering: AccessibilityOrdering) -> AccessibilityTree {
        var a = AccessibilityItem(id: "A", label: "A", frame: Rect(0, 0, 10, 10)); a.sourceIndex = 3
        var b = AccessibilityItem(id: "B", label: "B", frame: Rect(20, 0, 10, 10)); b.sourceIndex = 1
        var c = AccessibilityItem(id: "C", label: "C", frame: Rect(40, 0, 10, 10)); c.sourceIndex = 2
        let k = AccessibilityContainer(id: "K", title: "K", frame: Rect(0, 0, 100, 20), ordering: ordering,
                                       children: [.item(c), .item(a), .item(b)])
        return AccessibilityTree(screen: AccessibilityFixtures.screen, roots: [.container(k)])
    }
    #expect(tree(.cartesian).sequence(of: "K") == ["A", "B", "C"])
    #expect(tree(.sourceOrder).sequence(of: "K") == ["B", "C", "A"])
    #expect(tree(.documentOrder).sequence(of: "K") == ["C", "A", "B"])
    #expect(tree(.explicit(["B", "Z", "B"])).sequence(of: "K") == ["B", "C", "A"])
}

/// seed-004 R-O2.
@Test func explicitContainerOrderIndexComesFirst() {
    var nodes = AccessibilityFixtures.emailNodes()
    if case .container(var k5) = nodes[4] { k5.explicitOrderIndex = 0; nodes[4] = .container(k5) }
    if case .container(var k3) = nodes[2] { k3.explicitOrderIndex = 1; nodes[2] = .container(k3) }
    let tree = AccessibilityTree(screen: AccessibilityFixtures.screen, roots: nodes)
    #expect(tree.containerOrder == ["K5", "K3", "K1", "K2", "K4"])
}

/// seed-004 R-O6.
@Test func itemCountIsDirectChildren() {
    let tree = AccessibilityFixtures.calendar()
    #expect(tree.itemCount(of: "KC") == 2)
    #expect(tree.itemCount(of: "D2") == 2)
    #expect(tree.nextContainer(after: "KC") == nil)  // D1 and D2 are descendants
    #expect(tree.previousContainer(before: "D2") == "D1")
    #expect(tree.previousContainer(before: "D1") == nil)  // KC is an ancestor
    #expect(tree.parent(of: "MeetingA") == "D2")
}

@Test func seed004_tree_repairsBadInputWithDiagnostics() {
    var hidden = AccessibilityItem(id: "Hidden", label: "Hidden", frame: Rect(0, 0, 5, 5))
    hidden.isAccessibilityElement = false
    let tree = AccessibilityTree(screen: AccessibilityFixtures.screen, roots: [
        AccessibilityFixtures.container("K", "K", Rect(0, 0, 100, 100), [
            AccessibilityFixtures.item("A", "A", Rect(.nan, 0, 10, 10)),
            AccessibilityFixtures.item("B", "B", Rect(50, 50, -10, -10)),
            AccessibilityFixtures.item("A", "Again", Rect(0, 0, 10, 10)),
            .item(hidden),
        ]),
    ])
    #expect(tree.sequence(of: "K").count == 2)
    #expect(tree.item("A")?.accessibilityFrame == .zero)
    #expect(tree.item("B")?.accessibilityFrame == Rect(40, 40, 10, 10))
    #expect(tree.item("Hidden") == nil)
    #expect(tree.diagnostics.count == 2)
    #expect(tree.hit(at: Point(.nan, 3)) == AccessibilityHit())
    #expect(tree.hit(at: Point(45, 45)).item == "B")
}

@Test func seed004_builder_buildsTheSameTreeAsNodes() {
    var b = AccessibilityTreeBuilder(screen: AccessibilityFixtures.screen)
    b.container(AccessibilityContainer(id: "KC", title: "Calendar", frame: Rect(0, 0, 768, 400))) { b in
        b.add(AccessibilityContainer(id: "D1", title: "September 1", frame: Rect(0, 40, 384, 360)))
        b.container(AccessibilityContainer(id: "D2", title: "September 2, 2009", frame: Rect(384, 40, 384, 360))) { b in
            b.add(AccessibilityItem(id: "MeetingB", label: "Meeting B", frame: Rect(392, 160, 368, 40)))
            b.add(AccessibilityItem(id: "MeetingA", label: "Meeting A", frame: Rect(392, 80, 368, 40)))
        }
    }
    let tree = b.build()
    #expect(tree.sequence(of: "KC") == AccessibilityFixtures.calendar().sequence(of: "KC"))
    #expect(tree.containerOrder == ["KC", "D1", "D2"])
}

// MARK: Exploration (R-T, R-B)

/// seed-004 R-T2.
@Test func frontMostOriginalThenDeepestContainer() {
    var back = AccessibilityItem(id: "Back", label: "Back", frame: Rect(0, 0, 100, 100))
    back.zIndex = 0
    var front = AccessibilityItem(id: "Front", label: "Front", frame: Rect(50, 50, 100, 100))
    front.zIndex = 1
    let loose = AccessibilityItem(id: "Loose", label: "Loose", frame: Rect(900, 700, 20, 20))
    let tree = AccessibilityTree(screen: AccessibilityFixtures.screen, roots: [
        AccessibilityFixtures.container("Outer", "Outer", Rect(0, 0, 400, 400), [
            .item(front), .item(back),
            AccessibilityFixtures.container("Inner", "Inner", Rect(200, 200, 100, 100), []),
        ]),
        .item(loose),
    ])
    #expect(tree.hit(at: Point(60, 60)) == AccessibilityHit(item: "Front", container: "Outer"))
    #expect(tree.hit(at: Point(10, 10)) == AccessibilityHit(item: "Back", container: "Outer"))
    #expect(tree.hit(at: Point(250, 250)) == AccessibilityHit(container: "Inner"))
    #expect(tree.hit(at: Point(350, 350)) == AccessibilityHit(container: "Outer"))
    #expect(tree.hit(at: Point(905, 705)) == AccessibilityHit(item: "Loose"))  // items outside every container
    #expect(tree.hit(at: Point(600, 600)) == AccessibilityHit())
}

/// seed-004 R-T3.
@Test func emptyAreaRestoresRememberedNodeUnlessDisabled() {
    let h = NavigatorHarness { $0.remembersPositionPerContainer = false }
    h.touch(100, 98)
    h.touch(600, 400)
    h.touch(128, 400)
    #expect(h.cursor == ("K1", nil))
    #expect(h.gesture(.flickRight) == [speech("Inbox")])
}

/// seed-004 R-T5.
@Test func explorationNeverSelects() {
    let h = NavigatorHarness { $0.enlargement = .halfEmptySpace }
    for p in [Point(100, 30), Point(10, 10), Point(424, 736), Point(600, 400)] {
        h.navigator.touchDown(at: p)
        h.navigator.touchMoved(to: Point(p.x + 1, p.y + 1))
        h.navigator.touchEnded()
    }
    #expect(h.instructions().isEmpty)
}

/// seed-004 R-T8.
@Test func touchDownAlwaysAnnouncesAgain() {
    let h = NavigatorHarness()
    #expect(h.touch(100, 30) == [speech("Mailboxes, Inbox")])
    #expect(h.touch(100, 31) == [speech("Inbox")])
    #expect(h.touch(128, 400) == [speech("Mailboxes, 4 items")])
}

/// seed-004 R-B3.
@Test func touchOutsideEveryContainerOnlyAlerts() {
    let tree = AccessibilityTree(screen: AccessibilityFixtures.screen, roots: [
        AccessibilityFixtures.container("K", "K", Rect(0, 0, 100, 100), [AccessibilityFixtures.item("A", "A", Rect(10, 10, 20, 20))]),
    ])
    let h = NavigatorHarness(tree)
    #expect(h.touch(15, 15) == [speech("K, A")])
    #expect(h.touch(500, 500) == [leftContainer])
    #expect(h.cursor == ("K", "A"))
}

/// seed-004 R-B4.
@Test func oneAlertPerContainerChange() {
    let h = NavigatorHarness()
    let n = h.navigator
    n.touchDown(at: Point(100, 30))
    #expect(h.output.takeFeedback() == [speech("Mailboxes, Inbox")])
    for x in stride(from: 300.0, through: 700, by: 50) { n.touchMoved(to: Point(x, 400)) }  // across the body: one alert
    #expect(h.output.takeFeedback() == [leftContainer, speech("Message body, \(bodyText)")])
    n.touchMoved(to: Point(600, 20))  // into the header: one more
    #expect(h.output.takeFeedback() == [leftContainer, speech("Message header, From: Alice")])
    n.touchEnded()
}

/// seed-004 R-B5.
@Test func navigationNeverAlerts() {
    let h = NavigatorHarness()
    h.touch(560, 670)
    let crossing = h.gesture(.flickRight) + h.gesture(.fourUp) + h.command(.nextContainer) + h.gesture(.flickLeft)
    #expect(!crossing.contains(leftContainer))
}

// MARK: Navigation (R-N, R-K, R-X)

/// seed-004 R-N15.
@Test func itemCommandsWithoutContainerStartAtTheEnds() {
    #expect(NavigatorHarness().gesture(.flickRight) == [speech("Mailboxes, Inbox")])
    #expect(NavigatorHarness().gesture(.flickLeft) == [speech("Dock, Music")])
    #expect(NavigatorHarness().gesture(.fourLeft) == [speech("Mailboxes, Inbox")])
    #expect(NavigatorHarness().gesture(.fourRight) == [speech("Dock, Music")])
}

/// seed-004 R-N14.
@Test func emptyContainerCommands() {
    let h = NavigatorHarness(AccessibilityFixtures.calendar())
    h.touch(100, 300)  // empty D1
    #expect(h.cursor == ("D1", nil))
    #expect(h.gesture(.fourLeft) == [speech("September 1, no items")])
    #expect(h.gesture(.fourRight) == [speech("September 1, no items")])
    #expect(h.gesture(.flickLeft) == [endOfSequence])  // the only container before D1 is its ancestor KC (§2.3)
    h.touch(100, 300)
    #expect(h.gesture(.flickRight) == [speech("September 2, 2009, Meeting A")])
}

/// seed-004 R-N10.
@Test func wrapAroundAtTheEnds() {
    let h = NavigatorHarness { $0.endOfSequence = .wrapAround }
    h.touch(900, 730)  // Music, the very last item
    #expect(h.gesture(.flickRight) == [speech("Mailboxes, Inbox")])
    #expect(h.gesture(.flickLeft) == [speech("Dock, Music")])
    #expect(h.command(.nextContainer) == [speech("Mailboxes, 4 items")])
    #expect(h.command(.previousContainer) == [speech("Dock, 4 items")])
}

/// seed-004 R-K3.
@Test func containerEntryStyles() {
    let both = NavigatorHarness { $0.containerEntry = .summaryAndFirstItem }
    both.touch(300, 95)
    #expect(both.command(.nextContainer) == [speech("Message body, 1 item"), speech(bodyText)])
    #expect(both.cursor == ("K3", "Body"))

    let first = NavigatorHarness { $0.containerEntry = .firstItemOnly }
    first.touch(300, 95)
    #expect(first.command(.nextContainer) == [speech("Message body, \(bodyText)")])
    #expect(first.command(.lastContainer) == [speech("Dock, Mail")])
    #expect(first.command(.firstContainer) == [speech("Mailboxes, Inbox")])
}

/// seed-004 R-K5, R-K6.
@Test func containerCommandsAtTheEnds() {
    #expect(NavigatorHarness().command(.nextContainer) == [speech("Mailboxes, 4 items")])
    #expect(NavigatorHarness().command(.previousContainer) == [speech("Dock, 4 items")])
    let h = NavigatorHarness()
    h.touch(128, 400)
    #expect(h.command(.previousContainer) == [endOfSequence])
    #expect(h.cursor == ("K1", nil))
    #expect(h.command(.lastContainer) == [speech("Dock, 4 items")])
    #expect(h.command(.nextContainer) == [endOfSequence])
}

/// seed-004 R-K4.
@Test func zoomOnlyForCommands() {
    let h = NavigatorHarness { $0.zoomsToContainer = true }
    h.touch(560, 670)
    h.touch(600, 400)  // a touch changes the container: no zoom
    #expect(h.instructions().isEmpty)
    h.gesture(.flickRight)  // within nothing: Body is the only item, so this crosses into K4 (R-K2)
    #expect(h.instructions() == [.zoomToContainer("K4")])
    h.gesture(.flickRight)  // inside K4: no zoom
    #expect(h.instructions().isEmpty)
}

/// seed-004 R-X1.
@Test func contextOfTheCurrentContainer() {
    let h = NavigatorHarness()
    #expect(h.navigator.context == nil)
    h.touch(300, 60)
    let c = h.navigator.context
    #expect(c?.container == "K2")
    #expect(c?.items == ["From", "To", "Subject", "Date"])
    #expect(c?.lastPresented == "To")
    #expect(c?.orderIndex == 1)
    #expect(c?.frame == Rect(256, 0, 768, 160))
}

/// seed-004 R-X2.
@Test func defaultBindingsAreTheSeedsPlusDoubleTap() {
    let seed = AccessibilityGestureBindings.seedDefaults
    #expect(seed.count == 6)
    #expect(seed.command(for: .flickRight) == .nextItem)
    #expect(seed.command(for: .flickLeft) == .previousItem)
    #expect(seed.command(for: .fourLeft) == .firstItemInContainer)
    #expect(seed.command(for: .fourRight) == .lastItemInContainer)
    #expect(seed.command(for: .fourUp) == .firstItemInFirstContainer)
    #expect(seed.command(for: .fourDown) == .lastItemInLastContainer)
    #expect(seed.command(for: .doubleTap) == nil)
    #expect(AccessibilityGestureBindings.standard.command(for: .doubleTap) == .activate)
    #expect(AccessibilityGestureBindings.standard.count == 7)
}

// MARK: Output (R-F)

/// seed-004 R-F6.
@Test func itemCountPluralization() {
    let f = AnnouncementFormatter()
    func k(_ n: Int, summary: String? = nil) -> String {
        f.summary(of: AccessibilityContainer(id: "K", title: "Folders", frame: .zero, summary: summary), itemCount: n)
    }
    #expect(k(0) == "Folders, no items")
    #expect(k(1) == "Folders, 1 item")
    #expect(k(2) == "Folders, 2 items")
    #expect(k(12, summary: "mail folders") == "Folders, mail folders, 12 items")
    let item = AccessibilityItem(id: "I", label: "Volume", frame: .zero, value: "50%", hint: "adjusts the sound")
    #expect(f.content(of: item) == "Volume, 50%, adjusts the sound")
    #expect(AnnouncementFormatter(speaksHints: false).content(of: item) == "Volume, 50%")
}

/// seed-004 R-F3.
@Test func brailleAndHapticChannels() {
    let h = NavigatorHarness(AccessibilityFixtures.calendar()) { $0.channels = [.speech, .braille, .haptics] }
    #expect(h.touch(100, 300) == [speech("September 1, no items"), .braille("⠠⠎⠑⠏⠞⠑⠍⠃⠑⠗⠀⠼⠁⠂⠀⠝⠕⠀⠊⠞⠑⠍⠎")])
    #expect(h.command(.nextContainer) == [speech("September 2, 2009, 2 items"),
                                          .braille("⠠⠎⠑⠏⠞⠑⠍⠃⠑⠗⠀⠼⠃⠂⠀⠼⠃⠚⠚⠊⠂⠀⠼⠃⠀⠊⠞⠑⠍⠎")])
    #expect(h.command(.nextContainer) == [.haptic(.endOfSequence)])  // no earcon: that channel is off
}

@Test func seed004_braille_numbersCapitalsAndUnknownCharacters() {
    #expect(BrailleTranslator.cells(for: "To: me@me.com") == "⠠⠞⠕⠒⠀⠍⠑⠈⠁⠍⠑⠲⠉⠕⠍")
    #expect(BrailleTranslator.cells(for: "2009a") == "⠼⠃⠚⠚⠊⠰⠁")
    #expect(BrailleTranslator.cells(for: "é").unicodeScalars.map(\.value) == [0x283F])
    #expect(BrailleTranslator.cells(for: "").isEmpty)
}

/// seed-004 R-F8.
@Test func everyPresentationInterrupts() {
    let h = NavigatorHarness()
    h.navigator.touchDown(at: Point(100, 30))
    h.navigator.touchEnded()
    h.navigator.handle(.flickRight)
    #expect(h.output.presentations.count == 2)
    #expect(h.output.presentations.allSatisfy { $0.interrupt })
}

// MARK: Selection (R-S)

// Apple, SwiftUI `accessibilityActivationPoint(_:)`: "If an activation point is
// not provided, an activation point will be derrived from one of the
// accessibility elements decendents or from the center of the accessibility frame."
/// seed-004 R-S5.
@Test func selectCarriesOriginalCentreNotTouchPoint() {
    let h = NavigatorHarness { $0.enlargement = .halfEmptySpace; $0.selectionStyle = .direct }
    h.navigator.touchDown(at: Point(247, 67))  // enlarged corner of Inbox
    #expect(h.instructions() == [.select("Inbox", activationPoint: Point(128, 38))])

    var item = AccessibilityItem(id: "Knob", label: "Knob", frame: Rect(0, 0, 100, 40))
    #expect(item.accessibilityActivationPoint == Point(50, 20))
    item.accessibilityActivationPoint = Point(90, 20)
    let tree = AccessibilityTree(screen: AccessibilityFixtures.screen, roots: [.item(item)])
    let k = NavigatorHarness(tree)
    k.touch(10, 10)
    k.gesture(.doubleTap)
    #expect(k.instructions() == [.select("Knob", activationPoint: Point(90, 20))])
}

/// seed-004 R-S6.
@Test func unselectableItemIsDescribedOnly() {
    let dimmed = AccessibilityItem(id: "Send", label: "Send", frame: Rect(10, 10, 50, 20), traits: [.button, .notEnabled])
    let tree = AccessibilityTree(screen: AccessibilityFixtures.screen, roots: [
        .container(AccessibilityContainer(id: "K", title: "Compose", frame: Rect(0, 0, 200, 100), children: [.item(dimmed)])),
    ])
    let h = NavigatorHarness(tree)
    #expect(h.touch(20, 20) == [speech("Compose, Send")])
    h.gesture(.doubleTap)
    #expect(h.instructions().isEmpty)
    let d = NavigatorHarness(tree) { $0.selectionStyle = .direct }
    d.navigator.touchDown(at: Point(20, 20))
    #expect(d.instructions().isEmpty)
}

/// seed-004 R-S3.
@Test func noItemNoSelection() {
    let h = NavigatorHarness { $0.selectionStyle = .direct }
    h.navigator.touchDown(at: Point(128, 400))
    h.navigator.touchDown(at: Point(-5, -5))
    #expect(h.instructions().isEmpty)
    #expect(h.output.presentations.isEmpty)
}

// MARK: Enlargement rules (R-E)

/// seed-004 R-E4.
@Test func fixedThresholdAndNever() {
    var nodes = AccessibilityFixtures.emailNodes()
    if case .container(var k1) = nodes[0], case .item(var trash) = k1.children[3] {
        trash.enlargement = .never
        k1.children[3] = .item(trash)
        nodes[0] = .container(k1)
    }
    let tree = AccessibilityTree(screen: AccessibilityFixtures.screen, roots: nodes)
    let map = HitTargetEnlarger.enlarge(tree, policy: EnlargementPolicy(amount: .proportionalToEmptySpace(factor: 0.5),
                                                                        gate: .fixedThreshold(100)))
    #expect(map.enlargedFrames["Trash"] == nil)
    #expect(map.enlargedFrames["Inbox"] == nil)  // gaps of 16 are below 100
    #expect(map.enlargedFrames["Sent"] == nil)
    #expect(map.enlargedFrames["Date"] == Rect(264, 113, 584, 40))  // 352 on the right
    #expect(map.enlargedFrames["Mail"] == Rect(80, 708, 224, 56))
}

/// seed-004 R-E6.
@Test func badAmountsDoNotEnlarge() {
    let tree = AccessibilityFixtures.email()
    for amount in [EnlargementAmount.proportionalToEmptySpace(factor: .nan), .emptySpaceMinus(constant: .infinity),
                   .predefined(byCategory: [.dockIcon: -5], fallback: .nan), .fillEnclosingComponent(horizontal: true, vertical: true)] {
        #expect(HitTargetEnlarger.enlarge(tree, policy: EnlargementPolicy(amount: amount)).enlargedFrames.isEmpty)
    }
    let big = HitTargetEnlarger.enlarge(tree, policy: EnlargementPolicy(amount: .proportionalToEmptySpace(factor: 7)))
    #expect(big.enlargedFrames["Inbox"] == Rect(0, 0, 256, 68))  // factor clamped to 1, then the facing split
}

/// seed-004 A21.
@Test func ignoreEdgeBoundedDirectionsInUniform() {
    let tree = AccessibilityTree(screen: AccessibilityFixtures.screen, roots: [
        AccessibilityFixtures.container("K", "K", Rect(0, 0, 200, 100), [
            AccessibilityFixtures.item("A", "A", Rect(0, 40, 40, 20)),
            AccessibilityFixtures.item("B", "B", Rect(80, 40, 40, 20)),
        ]),
    ])
    let literal = HitTargetEnlarger.enlarge(tree, policy: EnlargementPolicy(amount: .proportionalToEmptySpace(factor: 0.5), uniform: true))
    #expect(literal.enlargedFrames["A"] == nil)  // flush with the left edge: gap 0 on one side
    let option = HitTargetEnlarger.enlarge(tree, policy: EnlargementPolicy(amount: .proportionalToEmptySpace(factor: 0.5),
                                                                           uniform: true, ignoresEdgeBoundedDirections: true))
    #expect(option.enlargedFrames["A"] == Rect(0, 20, 60, 60))  // 20 on every side that has room
}

@Test func seed004_spatialIndexLooksOnlyNearThePoint() {
    var items: [AccessibilityNode] = []
    for r in 0..<100 {
        for c in 0..<100 {
            items.append(AccessibilityFixtures.item("i\(r)-\(c)", nil, Rect(Double(c) * 10 + 1, Double(r) * 10 + 1, 8, 8)))
        }
    }
    let tree = AccessibilityTree(screen: Rect(0, 0, 1000, 1000),
                                 roots: [AccessibilityFixtures.container("Grid", "Grid", Rect(0, 0, 1000, 1000), items)])
    for p in [Point(5, 5), Point(505, 505), Point(995, 995)] {
        #expect(tree.itemGrid.candidates(at: p).count <= 4)
    }
    #expect(tree.hit(at: Point(505, 505)).item == "i50-50")
    let map = HitTargetEnlarger.enlarge(tree, policy: .halfEmptySpace)
    #expect(map.grid.candidates(at: Point(500, 500)).count <= 9)
    #expect(tree.hit(at: Point(500, 500), enlarged: map).item == "i50-50")
    #expect(tree.hit(at: Point(499.9, 499.9), enlarged: map).item == "i49-49")
}

// MARK: Layout changes (A29)

/// seed-004 A29.
@Test func cursorSurvivesLayoutChange() {
    let h = NavigatorHarness()
    h.touch(100, 98)  // Drafts
    // Everything moves down by 10 and a new folder appears before Drafts: the cursor stays on Drafts.
    var nodes = AccessibilityFixtures.emailNodes()
    nodes[0] = AccessibilityFixtures.container("K1", "Mailboxes", Rect(0, 10, 256, 694), [
        AccessibilityFixtures.item("Inbox", "Inbox", Rect(16, 26, 224, 44)),
        AccessibilityFixtures.item("Archive", "Archive", Rect(16, 76, 224, 44)),
        AccessibilityFixtures.item("Drafts", "Drafts", Rect(16, 136, 224, 44)),
        AccessibilityFixtures.item("Sent", "Sent", Rect(16, 196, 224, 44)),
    ])
    h.navigator.updateTree(AccessibilityTree(screen: AccessibilityFixtures.screen, roots: nodes))
    #expect(h.cursor == ("K1", "Drafts"))
    #expect(h.gesture(.flickLeft) == [speech("Archive")])
    #expect(h.gesture(.flickRight) == [speech("Drafts")])

    // Drafts disappears: the node now at its old index (2) takes the cursor.
    nodes[0] = AccessibilityFixtures.container("K1", "Mailboxes", Rect(0, 10, 256, 694), [
        AccessibilityFixtures.item("Inbox", "Inbox", Rect(16, 26, 224, 44)),
        AccessibilityFixtures.item("Archive", "Archive", Rect(16, 76, 224, 44)),
        AccessibilityFixtures.item("Sent", "Sent", Rect(16, 196, 224, 44)),
    ])
    h.navigator.updateTree(AccessibilityTree(screen: AccessibilityFixtures.screen, roots: nodes))
    #expect(h.cursor == ("K1", "Sent"))
    #expect(h.navigator.state.lastPresented["K1"] == nil)  // Drafts was remembered; it is gone

    // The whole container disappears: no cursor, item commands start over (R-N15).
    h.navigator.updateTree(AccessibilityTree(screen: AccessibilityFixtures.screen, roots: Array(nodes.dropFirst())))
    #expect(h.cursor == (nil, nil))
    #expect(h.gesture(.flickRight) == [speech("Message header, From: Alice")])
}

/// seed-004 A29.
@Test func movedNodeFollowsItsNewParent() {
    let h = NavigatorHarness()
    h.touch(100, 98)  // Drafts in K1
    var nodes = AccessibilityFixtures.emailNodes()
    nodes[0] = AccessibilityFixtures.container("K1", "Mailboxes", Rect(0, 0, 256, 704), [])
    nodes[4] = AccessibilityFixtures.container("K5", "Dock", Rect(0, 704, 1024, 64), [
        AccessibilityFixtures.item("Drafts", "Drafts", Rect(16, 712, 48, 48)),
    ])
    h.navigator.updateTree(AccessibilityTree(screen: AccessibilityFixtures.screen, roots: nodes))
    #expect(h.cursor == ("K5", "Drafts"))
}

/// seed-004 R-E13.
@Test func hitMapRecomputedAfterLayoutChange() {
    let h = NavigatorHarness { $0.enlargement = .halfEmptySpace; $0.selectionStyle = .direct }
    var nodes = AccessibilityFixtures.emailNodes()
    nodes[0] = AccessibilityFixtures.container("K1", "Mailboxes", Rect(0, 0, 256, 704), [
        AccessibilityFixtures.item("Inbox", "Inbox", Rect(16, 100, 224, 44)),
    ])
    h.navigator.updateTree(AccessibilityTree(screen: AccessibilityFixtures.screen, roots: nodes))
    #expect(h.navigator.hitMap.enlargedFrames["Inbox"] == Rect(8, 50, 240, 374))
    h.navigator.touchDown(at: Point(10, 10))
    #expect(h.instructions().isEmpty)
    h.navigator.touchDown(at: Point(10, 60))
    #expect(h.instructions() == [.select("Inbox", activationPoint: Point(128, 122))])
}

/// seed-004 R-T2c.
@Test func overlappingContainersSmallerAreaThenEarlierOrder() {
    // A25: non-nested overlapping containers: the smaller wins; with equal areas, the earlier in order.
    let tree = AccessibilityTree(screen: AccessibilityFixtures.screen, roots: [
        AccessibilityFixtures.container("Big", "Big", Rect(0, 0, 300, 300), []),
        AccessibilityFixtures.container("Small", "Small", Rect(100, 100, 100, 100), []),
        AccessibilityFixtures.container("Twin", "Twin", Rect(150, 150, 100, 100), []),
    ])
    #expect(tree.deepestContainer(at: Point(120, 120)) == "Small")
    #expect(tree.deepestContainer(at: Point(160, 160)) == "Small")  // Small and Twin tie on area; Small is earlier
    #expect(tree.deepestContainer(at: Point(220, 220)) == "Twin")
    #expect(tree.deepestContainer(at: Point(10, 10)) == "Big")
    #expect(tree.deepestContainer(at: Point(300, 10)) == nil)  // half-open: maxX belongs outside
}

@Test func seed004_hitReportsEnlargedAreaAndTreeQueries() {
    let h = NavigatorHarness { $0.enlargement = .halfEmptySpace }
    #expect(h.navigator.hit(at: Point(10, 10)) == AccessibilityHit(item: "Inbox", container: "K1", isInEnlargedArea: true))
    #expect(h.navigator.hit(at: Point(20, 20)) == AccessibilityHit(item: "Inbox", container: "K1"))
    let tree = h.navigator.tree
    #expect(tree.topLevelNodes == ["K1", "K2", "K3", "K4", "K5"])
    #expect(tree.children(of: "K4") == ["Reply", "Forward", "Delete"])
    #expect(tree.container("K4")?.title == "Message actions")
    #expect(tree.container("K4")?.children.isEmpty == true)
    #expect(tree.item("AddressBook")?.accessibilityHint == "opens Address Book")
    #expect(tree.contains("Reply") && !tree.contains("Nope"))

    var b = AccessibilityTreeBuilder(screen: AccessibilityFixtures.screen)
    b.rootOrdering = .documentOrder
    for node in AccessibilityFixtures.emailNodes(shuffled: true) { if case .container(let c) = node { b.add(c) } }
    #expect(b.build().containerOrder == ["K4", "K2", "K5", "K1", "K3"])
}

/// seed-004 R-N4.
@Test func crossingBackPastANestedContainerLandsInIt() {
    // §2.3: previousContainer(before: T) is the last container before T that is
    // not T's ancestor; after a parent C with a nested D, that is D, not C.
    let tree = AccessibilityTree(screen: AccessibilityFixtures.screen, roots: [
        AccessibilityFixtures.container("C", "Parent", Rect(0, 0, 400, 200), [
            AccessibilityFixtures.container("D", "Nested", Rect(0, 0, 400, 100), [
                AccessibilityFixtures.item("d1", "d1", Rect(10, 10, 50, 20)),
            ]),
            AccessibilityFixtures.item("x", "x", Rect(10, 150, 50, 20)),
        ]),
        AccessibilityFixtures.container("T", "Next", Rect(0, 200, 400, 100), [
            AccessibilityFixtures.item("t1", "t1", Rect(10, 210, 50, 20)),
        ]),
    ])
    #expect(tree.containerOrder == ["C", "D", "T"])
    let h = NavigatorHarness(tree)
    #expect(h.touch(20, 160) == [speech("Parent, x")])
    #expect(h.gesture(.flickRight) == [speech("Next, t1")])
    #expect(h.gesture(.flickLeft) == [speech("Nested, d1")])
    #expect(h.cursor == ("D", "d1"))
}

/// seed-004 R-X2.
@Test func bindingsRebindReplaceAndUnbindRemove() {
    var b = AccessibilityGestureBindings.standard
    #expect(b.count == 7)
    #expect(b.command(for: .flick(.right)) == .nextItem)
    b.bind(.flick(.right), to: .activate)   // rebinding replaces, it does not add
    #expect(b.count == 7 && b.command(for: .flick(.right)) == .activate)
    b.unbind(.flick(.right))
    b.unbind(.flick(.right))               // unbinding twice is harmless
    #expect(b.count == 6 && b.command(for: .flick(.right)) == nil)
    b.bind(.flick(.right, fingers: 2), to: .nextContainer)
    // Flicks before taps, then by finger count and direction, whatever the binding order.
    #expect(b.gestures.first == .flick(.left) && b.gestures.last == .tap(fingers: 1, taps: 2))
    #expect(b.gestures.firstIndex(of: .flick(.right, fingers: 2))! < b.gestures.firstIndex(of: .flick(.left, fingers: 4))!)
}
