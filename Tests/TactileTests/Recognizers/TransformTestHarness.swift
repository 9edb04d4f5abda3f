import Testing
@testable import Tactile

/// A window with one multi-touch view and a dispatcher, plus helpers to send
/// frames, for the pinch / rotation / gesture-API tests.
final class TransformHarness {
    let dispatcher = TouchDispatcher()
    let window = Window(frame: Rect(0, 0, 400, 400))
    let view: View
    var time: Seconds = 0
    /// Recognizer transitions, as "name from->to".
    var transitions: [String] = []

    init(viewFrame: Rect = Rect(0, 0, 400, 400)) {
        view = View(frame: viewFrame)
        view.isMultipleTouchEnabled = true
        window.isMultipleTouchEnabled = true
        window.addSubview(view)
        dispatcher.addWindow(window)
        dispatcher.onRecognizerTransition = { [unowned self] r, f, t in self.transitions.append("\(r.debugName) \(f)->\(t)") }
    }

    /// Sends one frame `dt` seconds after the previous one.
    func frame(_ samples: [(Int, TouchPhase, Point)], dt: Seconds = 0.016) {
        time += dt
        dispatcher.handle(InputFrame(timestamp: time, samples: samples.map { TouchSample(id: $0.0, phase: $0.1, location: $0.2) }))
    }
    func down(_ id: Int, _ p: Point, dt: Seconds = 0.016) { frame([(id, .began, p)], dt: dt) }
    func move(_ id: Int, _ p: Point, dt: Seconds = 0.016) { frame([(id, .moved, p)], dt: dt) }
    func up(_ id: Int, _ p: Point, dt: Seconds = 0.016) { frame([(id, .ended, p)], dt: dt) }

    /// Two touches symmetric about `center`, at distance `span`, turned by `angle` radians.
    static func pair(center: Point, span: Double, angle: Double) -> (Point, Point) {
        let dx = TactileMath.cos(angle) * span / 2, dy = TactileMath.sin(angle) * span / 2
        return (Point(center.x - dx, center.y - dy), Point(center.x + dx, center.y + dy))
    }

    /// Puts two touches down as `pair(center:span:angle:)`, in one frame.
    func downPair(center: Point, span: Double, angle: Double = 0, ids: (Int, Int) = (1, 2)) {
        let (a, b) = Self.pair(center: center, span: span, angle: angle)
        frame([(ids.0, .began, a), (ids.1, .began, b)])
    }
    func movePair(center: Point, span: Double, angle: Double = 0, ids: (Int, Int) = (1, 2), dt: Seconds = 0.016) {
        let (a, b) = Self.pair(center: center, span: span, angle: angle)
        frame([(ids.0, .moved, a), (ids.1, .moved, b)], dt: dt)
    }
    func upPair(center: Point, span: Double, angle: Double = 0, ids: (Int, Int) = (1, 2)) {
        let (a, b) = Self.pair(center: center, span: span, angle: angle)
        frame([(ids.0, .ended, a), (ids.1, .ended, b)])
    }
}

/// Lets every pair of recognizers recognize together.
final class AlwaysSimultaneous: GestureRecognizerDelegate {
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}

/// Refuses to let a recognizer begin.
final class NeverBegin: GestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { false }
}

func approx(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { abs(a - b) <= tol }
