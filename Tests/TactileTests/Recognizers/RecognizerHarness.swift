@testable import Tactile

/// Drives a real `TouchDispatcher` with `InputFrame`s for recognizer tests:
/// one window (400×800 by default) holding one view, and a log of recognizer
/// transitions and actions.
final class RecognizerHarness {
    let dispatcher = TouchDispatcher()
    let window: Window
    let view: View
    /// "name: from->to" for every transition, "name!" + state for every action.
    var log: [String] = []

    init(window windowFrame: Rect = Rect(0, 0, 400, 800), view viewFrame: Rect = Rect(0, 0, 400, 800), multipleTouch: Bool = true) {
        window = Window(frame: windowFrame)
        view = View(frame: viewFrame)
        view.isMultipleTouchEnabled = multipleTouch
        window.addSubview(view)
        dispatcher.addWindow(window)
        dispatcher.onRecognizerTransition = { [unowned self] r, from, to in
            self.log.append("\(r.debugName): \(from)->\(to)")
        }
        dispatcher.onRecognizerActions = { [unowned self] r in
            self.log.append("\(r.debugName)! \(r.state)")
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
        log.compactMap { line in
            line.hasPrefix(name + "! ") ? String(line.dropFirst(name.count + 2)) : nil
        }
    }

    func frame(_ t: Seconds, _ samples: [TouchSample]) {
        dispatcher.handle(InputFrame(timestamp: t, samples: samples))
    }

    func down(_ id: Int, _ x: Double, _ y: Double, at t: Seconds) {
        frame(t, [TouchSample(id: id, phase: .began, location: Point(x, y))])
    }

    func move(_ id: Int, _ x: Double, _ y: Double, at t: Seconds) {
        frame(t, [TouchSample(id: id, phase: .moved, location: Point(x, y))])
    }

    func up(_ id: Int, _ x: Double, _ y: Double, at t: Seconds) {
        frame(t, [TouchSample(id: id, phase: .ended, location: Point(x, y))])
    }

    func cancel(_ id: Int, _ x: Double, _ y: Double, at t: Seconds) {
        frame(t, [TouchSample(id: id, phase: .cancelled, location: Point(x, y))])
    }

    /// A quick tap (down, then up 0.05 s later) at (x, y) starting at `t`.
    func tap(_ id: Int = 1, _ x: Double, _ y: Double, at t: Seconds, duration: Seconds = 0.05) {
        down(id, x, y, at: t)
        up(id, x, y, at: t + duration)
    }

    /// Moves finger `id` in a straight line from `from` to `to` over `duration`,
    /// one sample every `interval` seconds (the down at `t`, the lift at the end).
    func drag(_ id: Int = 1, from: Point, to: Point, at t: Seconds, duration: Seconds, interval: Seconds, lift: Bool = true) {
        down(id, from.x, from.y, at: t)
        let steps = max(1, Int((duration / interval).rounded()))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            let p = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            if i == steps && lift { up(id, p.x, p.y, at: t + duration) } else { move(id, p.x, p.y, at: t + duration * f) }
        }
    }

    func advance(to t: Seconds) { dispatcher.advance(to: t) }
}
