import Testing
@testable import Tactile
import TactileTestSupport

/// A window with one multi-touch view and a dispatcher, plus helpers to send
/// frames (the touch-script DSL, 16 ms apart), for the pinch / rotation /
/// gesture-API tests.
final class TransformHarness: TouchScripting {
    let dispatcher = TouchDispatcher()
    let window = Window(frame: Rect(0, 0, 400, 400))
    let view: View
    let script: TouchScript
    /// Recognizer transitions, as "name from->to".
    let log = EventLog()

    init(viewFrame: Rect = Rect(0, 0, 400, 400)) {
        script = TouchScript(dispatcher, step: 0.016)
        view = View(frame: viewFrame)
        view.isMultipleTouchEnabled = true
        window.isMultipleTouchEnabled = true
        window.addSubview(view)
        dispatcher.addWindow(window)
        dispatcher.onRecognizerTransition = { [unowned self] r, f, t in self.log.add("\(r.debugName) \(f)->\(t)") }
    }
}
