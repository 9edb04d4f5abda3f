import Testing
import Tactile

// The example of docs/toolkit-integration.md, compiled and run: a toolkit with
// its own node tree mirrors each node with a `View` subclass, syncs geometry
// after layout, feeds its host events to the dispatcher and pumps timers once
// per main-loop iteration. Keep this file and the document in step.

// MARK: The toolkit's own scene graph (not Tactile's)

/// A node of the host toolkit: geometry in its parent's coordinates, a shape, handlers.
final class ToolkitNode {
    let name: String
    var x: Double, y: Double, width: Double, height: Double
    var rotation = 0.0                 // radians about the node's centre
    var isVisible = true
    var isRound = false                // round nodes are hit only inside their circle
    private(set) var children: [ToolkitNode] = []
    private(set) weak var parent: ToolkitNode?

    // What the toolkit's widgets react to.
    var onPress: ((Point) -> Void)?
    var onDrag: ((Point) -> Void)?
    var onRelease: ((Point) -> Void)?
    var onAbort: (() -> Void)?

    init(_ name: String, x: Double, y: Double, width: Double, height: Double) {
        self.name = name; self.x = x; self.y = y; self.width = width; self.height = height
    }
    func add(_ child: ToolkitNode) { child.parent?.remove(child); children.append(child); child.parent = self }
    func remove(_ child: ToolkitNode) { children.removeAll { $0 === child }; child.parent = nil }
}

// MARK: The bridge: one Tactile view per node

/// Mirrors one node. Hit testing asks the node for its shape; responder calls go to its handlers.
final class NodeView: View {
    let node: ToolkitNode
    init(node: ToolkitNode) {
        self.node = node
        super.init()
        name = node.name
    }

    override func point(inside point: Point, with event: TouchEvent?) -> Bool {
        guard node.isRound else { return super.point(inside: point, with: event) }
        return point.distance(to: Point(bounds.midX, bounds.midY)) <= min(bounds.width, bounds.height) / 2
    }

    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        guard let handler = node.onPress else { return super.touchesBegan(touches, with: event) }
        for t in touches { handler(t.location(in: self)) }
    }
    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        guard let handler = node.onDrag else { return super.touchesMoved(touches, with: event) }
        for t in touches { handler(t.location(in: self)) }
    }
    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        guard let handler = node.onRelease else { return super.touchesEnded(touches, with: event) }
        for t in touches { handler(t.location(in: self)) }
    }
    override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        guard let handler = node.onAbort else { return super.touchesCancelled(touches, with: event) }
        handler()
    }
}

/// A finger event as the host's event loop delivers it (SDL-style: normalized coordinates).
struct HostFingerEvent {
    enum Kind { case down, motion, up, cancel }
    var kind: Kind
    var finger: Int
    var nx: Double, ny: Double           // 0…1 across the screen
}

/// Keeps a Tactile window in step with a toolkit node tree and feeds it input.
final class TactileBridge {
    let dispatcher = TouchDispatcher()
    let window: Window
    let root: ToolkitNode
    private var mirrors: [ObjectIdentifier: NodeView] = [:]

    init(root: ToolkitNode) {
        self.root = root
        window = Window(frame: Rect(0, 0, root.width, root.height))
        dispatcher.addWindow(window)
        sync()
    }

    /// The mirror of `node`, once synced.
    func view(for node: ToolkitNode) -> NodeView? { mirrors[ObjectIdentifier(node)] }

    /// Call after every layout pass: creates, updates, reorders and removes mirrors.
    /// A mirror that is hidden or removed while touched gets `touchesCancelled`.
    func sync() {
        window.bounds.size = Size(root.width, root.height)
        window.center = Point(root.width / 2, root.height / 2)
        syncChildren(of: root, into: window)
    }

    private func syncChildren(of node: ToolkitNode, into parentView: View) {
        for (index, child) in node.children.enumerated() {
            let view = mirrors[ObjectIdentifier(child)] ?? {
                let v = NodeView(node: child)
                mirrors[ObjectIdentifier(child)] = v
                return v
            }()
            view.bounds = Rect(0, 0, child.width, child.height)
            view.center = Point(child.x + child.width / 2, child.y + child.height / 2)
            view.transform = child.rotation == 0 ? .identity : AffineTransform(rotationAngle: child.rotation)
            view.isHidden = !child.isVisible
            if view.superview !== parentView || parentView.subviews.firstIndex(where: { $0 === view }) != index {
                parentView.insertSubview(view, at: index)
            }
            syncChildren(of: child, into: view)
        }
        // Mirrors whose node left this parent.
        for case let stale as NodeView in parentView.subviews where !node.children.contains(where: { $0 === stale.node }) {
            if stale.node.parent == nil { forget(stale) }
            stale.removeFromSuperview()
        }
    }

    private func forget(_ view: NodeView) {
        mirrors[ObjectIdentifier(view.node)] = nil
        for case let sub as NodeView in view.subviews { forget(sub) }
    }

    /// Call with each batch of events the host's loop read, stamped with the host's monotonic time.
    func deliver(_ events: [HostFingerEvent], at time: Double) {
        let samples = events.map { e -> TouchSample in
            let phase: TouchPhase = switch e.kind {
            case .down: .began
            case .motion: .moved
            case .up: .ended
            case .cancel: .cancelled
            }
            return TouchSample(id: e.finger, phase: phase, location: Point(e.nx * root.width, e.ny * root.height))
        }
        dispatcher.handle(InputFrame(timestamp: time, samples: samples))
    }

    /// Call once per main-loop iteration (also when no event arrived): fires due timers.
    func tick(at time: Double) { dispatcher.advance(to: time) }

    /// Call when the host loses input focus.
    func focusLost() { dispatcher.cancelAllTouches() }
}

// MARK: Tests of the example

/// A 400×300 screen: a toolbar with a round play button, a list of two rows, a rotated card.
private func makeScene() -> (root: ToolkitNode, toolbar: ToolkitNode, play: ToolkitNode, list: ToolkitNode,
                             rows: [ToolkitNode], card: ToolkitNode) {
    let root = ToolkitNode("root", x: 0, y: 0, width: 400, height: 300)
    let toolbar = ToolkitNode("toolbar", x: 0, y: 0, width: 400, height: 60)
    let play = ToolkitNode("play", x: 10, y: 5, width: 50, height: 50)
    play.isRound = true
    let list = ToolkitNode("list", x: 0, y: 60, width: 200, height: 240)
    let rows = [ToolkitNode("row0", x: 0, y: 0, width: 200, height: 40), ToolkitNode("row1", x: 0, y: 40, width: 200, height: 40)]
    let card = ToolkitNode("card", x: 250, y: 100, width: 100, height: 100)
    card.rotation = Double.pi / 4
    root.add(toolbar); toolbar.add(play)
    root.add(list); for r in rows { list.add(r) }
    root.add(card)
    return (root, toolbar, play, list, rows, card)
}

@Test func integration_nodeTreeIsMirroredAndHitTestedByShape() {
    let s = makeScene()
    let bridge = TactileBridge(root: s.root)
    var log: [String] = []
    for n in [s.toolbar, s.play, s.rows[0], s.card] {
        n.onPress = { p in log.append("\(n.name) press \(Int(p.x)),\(Int(p.y))") }
    }
    bridge.deliver([HostFingerEvent(kind: .down, finger: 1, nx: 35.0 / 400, ny: 30.0 / 300)], at: 0)   // play's centre
    bridge.deliver([HostFingerEvent(kind: .up, finger: 1, nx: 35.0 / 400, ny: 30.0 / 300)], at: 0.1)
    bridge.deliver([HostFingerEvent(kind: .down, finger: 1, nx: 12.0 / 400, ny: 7.0 / 300)], at: 1)    // play's corner: toolbar
    bridge.deliver([HostFingerEvent(kind: .up, finger: 1, nx: 12.0 / 400, ny: 7.0 / 300)], at: 1.1)
    bridge.deliver([HostFingerEvent(kind: .down, finger: 1, nx: 300.0 / 400, ny: 85.0 / 300)], at: 2)  // above the unrotated card: its rotated corner
    bridge.deliver([HostFingerEvent(kind: .up, finger: 1, nx: 300.0 / 400, ny: 85.0 / 300)], at: 2.1)
    #expect(log == ["play press 25,25", "toolbar press 12,7", "card press 4,4"])
    #expect(bridge.view(for: s.rows[1])?.superview === bridge.view(for: s.list))
    #expect(bridge.window.subviews.map { $0.name ?? "" } == ["toolbar", "list", "card"])
}

@Test func integration_layoutChangesAreSynced() {
    let s = makeScene()
    let bridge = TactileBridge(root: s.root)
    var log: [String] = []
    s.rows[1].onPress = { _ in log.append("row1 press") }
    s.rows[1].onAbort = { log.append("row1 abort") }
    // The toolkit relayouts: row1 moves to the top and the list scrolls into a new parent order.
    s.rows[1].y = 0; s.rows[0].y = 40
    s.list.remove(s.rows[0]); s.list.add(s.rows[0])
    bridge.sync()
    #expect(bridge.view(for: s.list)?.subviews.map { $0.name ?? "" } == ["row1", "row0"])
    bridge.deliver([HostFingerEvent(kind: .down, finger: 1, nx: 0.1, ny: 70.0 / 300)], at: 0)
    #expect(log == ["row1 press"])
    // Hidden by the toolkit mid-touch: the node hears an abort, once, and nothing after.
    s.rows[1].isVisible = false
    bridge.sync()
    bridge.sync()
    bridge.deliver([HostFingerEvent(kind: .up, finger: 1, nx: 0.1, ny: 70.0 / 300)], at: 0.1)
    #expect(log == ["row1 press", "row1 abort"])
    // Removed from the toolkit tree: its mirror goes too.
    s.list.remove(s.rows[1])
    bridge.sync()
    #expect(bridge.view(for: s.rows[1]) == nil)
    #expect(bridge.view(for: s.list)?.subviews.map { $0.name ?? "" } == ["row0"])
    #expect(bridge.dispatcher.isIdle)
}

@Test func integration_tapThenPanOnOneNodeWithTimersPumped() {
    let s = makeScene()
    let bridge = TactileBridge(root: s.root)
    let cardView = try! #require(bridge.view(for: s.card))
    var log: [String] = []
    let tap = TapGestureRecognizer { _ in log.append("tap") }
    let pan = PanGestureRecognizer { g in
        guard let pan = g as? PanGestureRecognizer else { return }
        log.append("pan \(g.state) \(Int(pan.translation(in: nil).dx))")
    }
    let hold = LongPressGestureRecognizer { g in log.append("hold \(g.state)") }
    cardView.addGestureRecognizer(tap)
    cardView.addGestureRecognizer(pan)
    cardView.addGestureRecognizer(hold)
    let cx = 300.0 / 400, cy = 150.0 / 300
    // A quick tap.
    bridge.deliver([HostFingerEvent(kind: .down, finger: 1, nx: cx, ny: cy)], at: 0)
    bridge.tick(at: 0.05)
    bridge.deliver([HostFingerEvent(kind: .up, finger: 1, nx: cx, ny: cy)], at: 0.1)
    bridge.tick(at: 1)
    #expect(log == ["tap"])
    // A drag on the same node.
    log.removeAll()
    bridge.deliver([HostFingerEvent(kind: .down, finger: 1, nx: cx, ny: cy)], at: 2)
    for i in 1...4 {
        bridge.tick(at: 2 + Double(i) * 0.02)
        bridge.deliver([HostFingerEvent(kind: .motion, finger: 1, nx: cx + Double(i) * 10 / 400, ny: cy)], at: 2 + Double(i) * 0.02)
    }
    bridge.deliver([HostFingerEvent(kind: .up, finger: 1, nx: cx + 40.0 / 400, ny: cy)], at: 2.1)
    bridge.tick(at: 3)
    #expect(log.first?.hasPrefix("pan began") == true)
    #expect(log.last == "pan ended 40")
    #expect(!log.contains("tap") && !log.contains { $0.hasPrefix("hold") })
    // A long press: only pumping the timers (no events) makes it fire.
    log.removeAll()
    bridge.deliver([HostFingerEvent(kind: .down, finger: 1, nx: cx, ny: cy)], at: 4)
    bridge.tick(at: 4.6)
    #expect(log == ["hold began"])
    bridge.focusLost()
    #expect(log == ["hold began", "hold cancelled"])
    #expect(tap.state == .possible && pan.state == .possible && hold.state == .possible)
    #expect(bridge.dispatcher.isIdle)
}
