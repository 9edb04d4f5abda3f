import Tactile
import TactileGestures
import TactileTestSupport

/// A window with a card (300 × 400 at (50, 100)) holding a child (100 × 100 at
/// (20, 20) in the card), a dispatcher and the touch-script DSL; `log` collects
/// what the gestures' actions say.
final class GestureFixture: TouchScripting {
    let dispatcher = TouchDispatcher()
    let window = Window(frame: Rect(0, 0, 400, 800))
    let card = View(frame: Rect(50, 100, 300, 400))
    let child = View(frame: Rect(20, 20, 100, 100))
    let script: TouchScript
    var log: [String] = []

    init() {
        card.name = "card"
        child.name = "child"
        card.isMultipleTouchEnabled = true
        child.isMultipleTouchEnabled = true
        window.addSubview(card)
        card.addSubview(child)
        dispatcher.addWindow(window)
        script = TouchScript(dispatcher, step: 0.016)
    }

    /// A point of the card (card coordinates) in window coordinates.
    func inCard(_ x: Double, _ y: Double) -> Point { Point(50 + x, 100 + y) }
    /// A point of the child (child coordinates) in window coordinates.
    func inChild(_ x: Double, _ y: Double) -> Point { Point(70 + x, 120 + y) }
}
