import Testing
@testable import Tactile

// The render tree produced from the real view tree (seed-001 §3.8; R62, R65–R70, D11).

@Test func renderTree_drawsPresentedValuesOfTheViewTree() {
    let dispatcher = TouchDispatcher()
    let window = Window(frame: Rect(0, 0, 400, 800))
    let list = View(frame: Rect(0, 100, 400, 600))
    list.bounds.origin = Point(x: 0, y: 50)  // scrolled down by 50
    let row = View(frame: Rect(0, 60, 400, 40))
    let hidden = View(frame: Rect(0, 0, 10, 10))
    hidden.isHidden = true
    hidden.addSubview(View(frame: Rect(0, 0, 5, 5)))
    list.addSubview(row)
    window.addSubview(list)
    window.addSubview(hidden)
    dispatcher.addWindow(window)
    let animations = ViewAnimator(dispatcher: dispatcher)
    let tree = ViewRenderTree(animations: animations)
    animations.animate(withDuration: 1, options: .curveLinear) { $0.setAlpha(of: row, to: 0) }
    dispatcher.advance(to: 0.5)
    let s = tree.update(roots: [window])
    #expect(s.entries.count == 3 && tree.drawnViews.map { $0 === row } == [false, false, true])
    let r = s.entries[2]
    #expect(r.screenFrame == Rect(0, 110, 400, 40))  // 100 + 60 − 50
    #expect(abs(r.alpha - 0.5) < 1e-9 && r.depth == 2 && r.parent == 1)
    #expect(s.entries[1].boundsOrigin == Point(x: 0, y: 50))
    #expect(tree.view(for: r.id) === row && tree.entryID(of: row) == r.id)
    // Ids are stable from one update to the next.
    #expect(tree.update(roots: [window]).entries[2].id == r.id)
}

/// seed-001 E26.
@Test func viewLifetimeFollowsReferences() {
    // FIG. 25A/B: view 2510 is referenced by its layer (the drawn picture) and by controller 2530.
    // Removing the layer leaves the controller's reference; dropping that deallocates the view.
    let window = Window(frame: Rect(0, 0, 100, 100))
    var controller: View? = View(frame: Rect(0, 0, 10, 10))
    weak let weakView = controller
    window.addSubview(controller!)
    let tree = ViewRenderTree()
    tree.update(roots: [window])
    controller!.removeFromSuperview()
    tree.update(roots: [window])  // the layer is removed: one reference left (R66)
    #expect(weakView != nil)
    controller = nil  // the last reference goes: deallocated
    #expect(weakView == nil)

    // R65: while drawn, the picture holds the view like the seed's layer→view pointer;
    // the superview's and the controller's references gone, it still lives until the picture drops it.
    var other: View? = View(frame: Rect(0, 0, 10, 10))
    weak let weakOther = other
    window.addSubview(other!)
    tree.update(roots: [window])
    other!.removeFromSuperview()
    other = nil
    #expect(weakOther != nil)  // R68: another owner (the drawn picture) keeps it alive
    tree.update(roots: [window])
    #expect(weakOther == nil)
}

/// seed-001 R67.
@Test func viewNotifiedBeforeRemoval() {
    let window = Window(frame: Rect(0, 0, 100, 100))
    let panel = View(frame: Rect(0, 0, 50, 50)), badge = View(frame: Rect(0, 0, 5, 5)), keep = View(frame: Rect(50, 0, 50, 50))
    panel.addSubview(badge)
    window.addSubview(panel)
    window.addSubview(keep)
    let tree = ViewRenderTree()
    tree.update(roots: [window])
    var log: [String] = []
    tree.onWillRemove = { v in
        log.append("\(v === panel ? "panel" : v === badge ? "badge" : "?") drawn=\(tree.entryID(of: v) != nil)")
    }
    panel.removeFromSuperview()
    #expect(log.isEmpty)  // the picture has not changed yet
    tree.update(roots: [window])
    #expect(log == ["panel drawn=true", "badge drawn=true"])  // parents first, while still drawn
    #expect(tree.entryID(of: panel) == nil && tree.snapshot.entries.count == 2)
    // Hiding leaves the picture too.
    keep.isHidden = true
    tree.update(roots: [window])
    #expect(log.count == 3)
}

/// seed-001 E27.
@Test func viewTreeMediaPartition() {
    // FIG. 27: video layer 2704 (media) and UI layer 2710 with children 2720, 2730, 2740 (non-media).
    let window = Window(frame: Rect(0, 0, 400, 300))
    let video = View(frame: Rect(0, 0, 400, 300)), ui = View(frame: Rect(0, 250, 400, 50))
    let children = (0..<3).map { View(frame: Rect(Double($0) * 100, 0, 50, 50)) }
    for c in children { ui.addSubview(c) }
    window.addSubview(video)
    window.addSubview(ui)
    let tree = ViewRenderTree()
    tree.contentKind = { $0 === video ? .media(preferredFramesPerSecond: 30) : .nonMedia }
    let parts = tree.update(roots: [window]).partition()
    let id = { (v: View) in tree.entryID(of: v) }
    #expect(parts.media.map { Optional($0.id) } == [id(video)])
    #expect(parts.nonMedia.entries.map { Optional($0.id) } == ([window, ui] + children).map(id))
    #expect(parts.nonMedia.entries[2].parent == 1 && parts.nonMedia.entries[1].parent == 0)
}

/// seed-001 E28.
@Test func publicAPIExposesNoLayers() {
    // R70: the application reaches views; what is drawn is a snapshot value, not a layer it can change.
    let window = Window(frame: Rect(0, 0, 100, 100))
    let v = View(frame: Rect(0, 0, 10, 10))
    window.addSubview(v)
    let tree = ViewRenderTree()
    let before = tree.update(roots: [window])
    v.frame = Rect(50, 50, 10, 10)
    #expect(tree.snapshot == before)  // changing a view does not touch the picture already made
    var copy = tree.snapshot
    copy = RenderSnapshot(nodes: [])
    #expect(copy.entries.isEmpty && tree.snapshot.entries.count == 2)
    #expect(tree.update(roots: [window]).entries[1].frame == Rect(50, 50, 10, 10))
}
