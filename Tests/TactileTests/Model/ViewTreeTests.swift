import Testing
@testable import Tactile
import TactileTestSupport

// The view tree: children order, parent/window links, frame/bounds/center/transform.

private func named(_ n: String, _ frame: Rect = Rect(0, 0, 10, 10)) -> View {
    let v = View(frame: frame)
    v.name = n
    return v
}
private func names(_ v: View) -> [String] { v.subviews.map { $0.name ?? "?" } }

@Test func viewTree_addInsertAndOrder() {
    let root = named("root")
    let a = named("a"), b = named("b"), c = named("c"), d = named("d")
    root.addSubview(a); root.addSubview(b)
    #expect(names(root) == ["a", "b"])                 // last is frontmost
    root.insertSubview(c, at: 0)
    #expect(names(root) == ["c", "a", "b"])
    root.insertSubview(d, at: 99)                      // index clamped
    #expect(names(root) == ["c", "a", "b", "d"])
    root.insertSubview(d, at: -5)
    #expect(names(root) == ["d", "c", "a", "b"])
    root.insertSubview(d, aboveSubview: a)
    #expect(names(root) == ["c", "a", "d", "b"])
    root.insertSubview(d, belowSubview: c)
    #expect(names(root) == ["d", "c", "a", "b"])
    let stranger = named("x")
    let e = named("e"), f = named("f")
    root.insertSubview(e, aboveSubview: stranger)      // not a child: goes to the front
    root.insertSubview(f, belowSubview: stranger)      // not a child: goes to the back
    #expect(names(root) == ["f", "d", "c", "a", "b", "e"])
    #expect(root.subviews.allSatisfy { $0.superview === root })
    // Moving existing children next to a sibling, from either side.
    let q = named("q")
    let (a2, b2, c2, d2) = (named("a"), named("b"), named("c"), named("d"))
    for v in [a2, b2, c2, d2] { q.addSubview(v) }
    q.insertSubview(a2, belowSubview: d2)
    #expect(names(q) == ["b", "c", "a", "d"])
    q.insertSubview(d2, aboveSubview: b2)
    #expect(names(q) == ["b", "d", "c", "a"])
    q.insertSubview(b2, aboveSubview: a2)
    #expect(names(q) == ["d", "c", "a", "b"])
    q.insertSubview(b2, belowSubview: d2)
    #expect(names(q) == ["b", "d", "c", "a"])
    q.insertSubview(c2, aboveSubview: c2)
    #expect(names(q) == ["b", "d", "c", "a"])
}

@Test func viewTree_bringToFrontSendToBackRemove() {
    let root = named("root")
    let a = named("a"), b = named("b"), c = named("c")
    for v in [a, b, c] { root.addSubview(v) }
    root.bringSubviewToFront(a)
    #expect(names(root) == ["b", "c", "a"])
    root.sendSubviewToBack(c)
    #expect(names(root) == ["c", "b", "a"])
    root.bringSubviewToFront(named("stranger"))        // not a child: nothing happens
    #expect(names(root) == ["c", "b", "a"])
    b.removeFromSuperview()
    #expect(names(root) == ["c", "a"])
    #expect(b.superview == nil)
    b.removeFromSuperview()                            // twice is harmless
    #expect(names(root) == ["c", "a"])
}

@Test func viewTree_reparentingAndCycles() {
    let p1 = named("p1"), p2 = named("p2"), child = named("child"), grandchild = named("gc")
    p1.addSubview(child)
    child.addSubview(grandchild)
    p2.addSubview(child)                                // moves: removed from p1 first
    #expect(p1.subviews.isEmpty && names(p2) == ["child"] && child.superview === p2)
    child.addSubview(child)                             // a view cannot contain itself
    grandchild.addSubview(p2)                           // nor an ancestor
    #expect(child.subviews.count == 1 && grandchild.subviews.isEmpty && p2.superview == nil)
    #expect(grandchild.isDescendant(of: p2) && grandchild.isDescendant(of: grandchild) && !p2.isDescendant(of: grandchild))
    #expect(grandchild.depth == 2 && p2.depth == 0)
    #expect(grandchild.root === p2)
}

@Test func viewTree_windowLink() {
    let w = Window(frame: Rect(0, 0, 100, 100))
    let v = named("v"), inner = named("inner")
    v.addSubview(inner)
    #expect(inner.window == nil)
    w.addSubview(v)
    #expect(inner.window === w && v.window === w && w.window === w)
    v.removeFromSuperview()
    #expect(inner.window == nil)
    let d = TouchDispatcher()
    d.addWindow(w)
    #expect(w.dispatcher === d && d.windows.count == 1)
    d.addWindow(w)                                       // once only
    #expect(d.windows.count == 1)
    let d2 = TouchDispatcher()
    d2.addWindow(w)                                      // moves to the other dispatcher
    #expect(w.dispatcher === d2 && d.windows.isEmpty)
    d2.removeWindow(w)
    #expect(w.dispatcher == nil && d2.windows.isEmpty)
}

@Test func viewTree_frameBoundsCenter() {
    let v = View(frame: Rect(10, 20, 100, 50))
    #expect(v.bounds == Rect(0, 0, 100, 50))
    #expect(v.center == Point(60, 45))
    #expect(v.frame == Rect(10, 20, 100, 50))
    v.frame = Rect(0, 0, 40, 40)
    #expect(v.center == Point(20, 20) && v.bounds.size == Size(40, 40))
    v.center = Point(100, 100)
    #expect(v.frame == Rect(80, 80, 40, 40))
    // A negative frame is standardized.
    let n = View(frame: Rect(50, 50, -20, -10))
    #expect(n.frame == Rect(30, 40, 20, 10))
    // Bounds origin scrolls the content: it changes conversion, not the frame.
    let w = Window(frame: Rect(0, 0, 400, 400))
    let parent = View(frame: Rect(0, 0, 200, 200)), child = View(frame: Rect(10, 10, 20, 20))
    w.addSubview(parent); parent.addSubview(child)
    parent.bounds.origin = Point(0, 50)
    #expect(parent.frame == Rect(0, 0, 200, 200))
    #expect(child.convert(Point(0, 0), to: nil) == Point(10, -40))
    #expect(child.convert(Point(0, 0), to: parent) == Point(10, 10))
    // A view with no window: `nil` means its root's coordinates.
    child.removeFromSuperview()
    #expect(child.convert(Point(3, 4), to: nil) == Point(3, 4))
}

@Test func viewTree_transformKeepsCenterAndGrowsFrame() {
    let w = Window(frame: Rect(0, 0, 400, 400))
    let v = View(frame: Rect(0, 0, 100, 50))
    w.addSubview(v)
    v.transform = AffineTransform(scaleX: 2, y: 2)
    #expect(v.center == Point(50, 25))
    #expect(v.frame == Rect(-50, -25, 200, 100))
    #expect(v.bounds == Rect(0, 0, 100, 50))
    v.transform = AffineTransform(rotationAngle: TactileMath.pi / 2)
    #expect(nearly(v.frame, Rect(25, -25, 50, 100), 1e-12))
    // Transforms apply about the centre: the centre maps to itself.
    #expect(nearly(v.convert(Point(50, 25), to: nil), Point(50, 25), 1e-12))
    #expect(nearly(v.convert(Point(0, 0), to: nil), Point(75, -25), 1e-12))
}
