@testable import Tactile
import TactileTestSupport

/// Drives a real `TouchDispatcher` with `InputFrame`s for recognizer tests:
/// one window (400×800 by default) holding one view, and a log of recognizer
/// transitions and actions; touches by the touch-script DSL, at given times.
final class RecognizerHarness: TouchScripting {
    let dispatcher = TouchDispatcher()
    let script: TouchScript
    let window: Window
    let view: View
    /// "name: from->to" for every transition, "name!" + state for every action.
    let log = EventLog()

    init(window windowFrame: Rect = Rect(0, 0, 400, 800), view viewFrame: Rect = Rect(0, 0, 400, 800), multipleTouch: Bool = true) {
        script = TouchScript(dispatcher)
        window = Window(frame: windowFrame)
        view = View(frame: viewFrame)
        view.isMultipleTouchEnabled = multipleTouch
        window.addSubview(view)
        dispatcher.addWindow(window)
        dispatcher.onRecognizerTransition = { [unowned self] r, from, to in
            self.log.add("\(r.debugName): \(from)->\(to)")
        }
        dispatcher.onRecognizerActions = { [unowned self] r in
            self.log.add("\(r.debugName)! \(r.state)")
        }
    }

    /// Adds `r` to the view under `name` and returns it.
    @discardableResult
    func add<R: GestureRecognizer>(_ r: R, _ name: String) -> R {
        r.name = name
        view.addGestureRecognizer(r)
        return r
    }

    /// The actions logged for `name`, as the states they reported.
    func actions(_ name: String) -> [String] {
        log.lines.compactMap { line in
            line.hasPrefix(name + "! ") ? String(line.dropFirst(name.count + 2)) : nil
        }
    }
}
