import Tactile
@testable import TactileScene

/// Minimal recognizers for exercising the scene machinery independently of the
/// standard recognizers: a discrete "press" (recognizes on lift within 10 pt)
/// and a continuous "drag" (begins after 10 pt of movement).
final class TestPress: GestureRecognizer {
    var slop = 10.0
    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {}
    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        for t in touches where (t.locationInWindow - t.initialLocationInWindow).length > slop { state = .failed }
    }
    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        if state == .possible { state = .recognized }
    }
}

final class TestDrag: GestureRecognizer {
    override var isContinuous: Bool { true }
    var start: Point?
    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        if start == nil { start = touches.anyTouch?.locationInWindow }
    }
    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        guard let start, let t = touches.anyTouch else { return }
        if state == .possible {
            if (t.locationInWindow - start).length > 10 { state = .began }
        } else if state.isInProgress {
            state = .changed
        }
    }
    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        if state.isInProgress { state = .ended } else if state == .possible { state = .failed }
    }
    override func reset() {
        super.reset()
        start = nil
    }
    var translation: Vector {
        guard let start, let t = trackedTouches.first else { return Vector(dx: 0, dy: 0) }
        return t.locationInWindow - start
    }
}

extension RecognizerRegistry {
    static let testing = RecognizerRegistry([
        RecognizerKind(type: "press", parameters: [ParameterSpec("slop", .number(minimum: 0)),
                                                   ParameterSpec("count", .integer(minimum: 1)),
                                                   ParameterSpec("flag", .boolean),
                                                   ParameterSpec("direction", .names(allowed: ["left", "right", "up", "down"]))],
                       make: { r in
                           let g = TestPress()
                           if let s = r.parameter("slop")?.number { g.slop = s }
                           return g
                       }),
        RecognizerKind(type: "drag", parameters: [],
                       make: { _ in TestDrag() },
                       actionFields: { g, _ in
                           let t = (g as? TestDrag)?.translation ?? Vector(dx: 0, dy: 0)
                           return [LogField("translation", .vector(t.dx, t.dy))]
                       }),
    ])
}
