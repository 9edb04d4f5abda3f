@testable import Tactile
import TactileTestSupport

// Touch-level harness for the input modification layer: the seed-004 e-mail
// fixture as real views, a real downstream dispatcher, and frame helpers.

/// The e-mail fixture (seed-004 §4.0) built as views from the node fixture:
/// containers are container views, items element views with a tap recognizer
/// that records the item's id when the application sees a tap.
final class MailScreen {
    let window = Window(frame: AccessibilityFixtures.screen)
    var views: [String: View] = [:]
    var taps: [String] = []

    init(nodes: [AccessibilityNode] = AccessibilityFixtures.emailNodes()) {
        for n in nodes { add(n, to: window, origin: .zero) }
    }

    private func add(_ node: AccessibilityNode, to parent: View, origin: Point) {
        switch node {
        case .item(let i):
            let f = i.accessibilityFrame
            let v = View(frame: Rect(f.minX - origin.x, f.minY - origin.y, f.width, f.height))
            v.isAccessibilityElement = true
            v.accessibilityIdentifier = i.id.rawValue
            v.accessibilityLabel = i.accessibilityLabel
            v.accessibilityHint = i.accessibilityHint
            v.accessibilityCategory = i.category
            let tap = TapGestureRecognizer()
            let id = i.id.rawValue
            _ = tap.addAction { [unowned self] _ in self.taps.append(id) }
            v.addGestureRecognizer(tap)
            parent.addSubview(v)
            views[id] = v
        case .container(let c):
            let f = c.accessibilityFrame
            let v = View(frame: Rect(f.minX - origin.x, f.minY - origin.y, f.width, f.height))
            v.accessibilityIdentifier = c.id.rawValue
            v.accessibilityLabel = c.title
            v.isAccessibilityContainer = true
            parent.addSubview(v)
            views[c.id.rawValue] = v
            for child in c.children { add(child, to: v, origin: Point(x: f.minX, y: f.minY)) }
        }
    }
}

/// A layer in front of a real dispatcher showing the mail screen, with a
/// device in accessibility mode; touches by the touch-script DSL (frames at
/// the current time, `wait` moves it).
final class ScreenReaderWorld: TouchScripting {
    let mail: MailScreen
    let dispatcher = TouchDispatcher()
    let device = DeviceState()
    let output = RecordingAccessibilityOutput()
    let layer: InputModificationLayer
    let script: TouchScript
    private var nextID = 1

    init(configure: (inout ScreenReaderConfiguration) -> Void = { _ in }, nodes: [AccessibilityNode]? = nil) {
        mail = nodes.map { MailScreen(nodes: $0) } ?? MailScreen()
        dispatcher.addWindow(mail.window)
        var c = ScreenReaderConfiguration()
        configure(&c)
        layer = InputModificationLayer(downstream: dispatcher, windows: [mail.window], device: device,
                                       configuration: c, output: output, receiver: output)
        script = TouchScript(layer, step: 0)
        device.operatingMode = .accessibility
    }

    /// One finger down at `p`, held for `hold`, then lifted; then a pause for the tap window.
    func touch(_ p: Point, hold: Seconds = 0.2) {
        let id = takeID()
        frame([TouchSample(id: id, phase: .began, location: p)])
        wait(hold)
        frame([TouchSample(id: id, phase: .ended, location: p)])
        wait(0.5)
    }

    /// A quick tap (down and up 40 ms apart) at `p`; no pause after it.
    func tap(_ p: Point) {
        let id = takeID()
        frame([TouchSample(id: id, phase: .began, location: p)])
        wait(0.04)
        frame([TouchSample(id: id, phase: .ended, location: p)])
    }

    /// A flick with `fingers` fingers from `p`, 120 points in 100 ms, then a pause.
    func flick(_ d: AccessibilityDirection, fingers: Int = 1, at p: Point = Point(x: 600, y: 400)) {
        let ids = (0..<fingers).map { _ in takeID() }
        let v: Vector = d == .left ? Vector(dx: -120, dy: 0) : d == .right ? Vector(dx: 120, dy: 0)
            : d == .up ? Vector(dx: 0, dy: -120) : Vector(dx: 0, dy: 120)
        func at(_ k: Int, _ s: Double) -> Point { Point(x: p.x + Double(k) * 30 + v.dx * s, y: p.y + v.dy * s) }
        frame(ids.enumerated().map { TouchSample(id: $1, phase: .began, location: at($0, 0)) })
        for step in 1...5 {
            wait(0.02)
            frame(ids.enumerated().map { TouchSample(id: $1, phase: .moved, location: at($0, Double(step) / 5)) })
        }
        frame(ids.enumerated().map { TouchSample(id: $1, phase: .ended, location: at($0, 1)) })
        wait(0.5)
    }

    func speech() -> [String] {
        output.takeFeedback().map { f -> String in
            switch f {
            case .speech(let s): return s
            case .earcon(let c): return "earcon \(c)"
            case .haptic(let c): return "haptic \(c)"
            case .braille(let b): return "braille \(b)"
            }
        }
    }

    private func takeID() -> Int {
        nextID += 1
        return nextID
    }
}
