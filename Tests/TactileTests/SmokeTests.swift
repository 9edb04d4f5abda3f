import Testing
@testable import Tactile

final class LogView: View {
    var log: [String]
    init(_ name: String, frame: Rect, log: Box) { self.box = log; log_ = name; self.log = []; super.init(frame: frame) }
    let box: Box
    let log_: String
    override func touchesBegan(_ t: TouchSet, with e: TouchEvent) { box.lines.append("\(log_) began \(t)") }
    override func touchesMoved(_ t: TouchSet, with e: TouchEvent) { box.lines.append("\(log_) moved \(t)") }
    override func touchesEnded(_ t: TouchSet, with e: TouchEvent) { box.lines.append("\(log_) ended \(t)") }
    override func touchesCancelled(_ t: TouchSet, with e: TouchEvent) { box.lines.append("\(log_) cancelled \(t)") }
}
final class Box { var lines: [String] = [] }

final class SimpleTap: GestureRecognizer {
    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        for t in touches where (t.locationInWindow - t.initialLocationInWindow).length > 10 { state = .failed }
    }
    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { state = .recognized }
}
final class SimplePan: GestureRecognizer {
    override var isContinuous: Bool { true }
    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        if state == .possible { for t in touches where (t.locationInWindow - t.initialLocationInWindow).length > 10 { state = .began } }
        else { state = .changed }
    }
    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { state = state == .possible ? .failed : .ended }
}

@Test func smokeTapAndPan() {
    // Replaced by the full engine suite; kept as a quick end-to-end check.
    let box = Box()
    let d = TouchDispatcher()
    let w = Window(frame: Rect(0, 0, 100, 100))
    let v = LogView("v", frame: Rect(10, 10, 50, 50), log: box)
    w.addSubview(v)
    d.addWindow(w)
    let tap = SimpleTap { _ in box.lines.append("tap!") }
    let pan = SimplePan { g in box.lines.append("pan \(g.state)") }
    v.addGestureRecognizer(tap); v.addGestureRecognizer(pan)
    d.onRecognizerTransition = { r, f, t in box.lines.append("\(r is SimpleTap ? "tap" : "pan") \(f)->\(t)") }
    d.handle(InputFrame(timestamp: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(20, 20))]))
    d.handle(InputFrame(timestamp: 0.1, samples: [TouchSample(id: 1, phase: .ended, location: Point(21, 20))]))
    print(box.lines.joined(separator: "\n")); box.lines = []
    d.handle(InputFrame(timestamp: 1, samples: [TouchSample(id: 1, phase: .began, location: Point(20, 20))]))
    d.handle(InputFrame(timestamp: 1.1, samples: [TouchSample(id: 1, phase: .moved, location: Point(40, 20))]))
    d.handle(InputFrame(timestamp: 1.2, samples: [TouchSample(id: 1, phase: .moved, location: Point(50, 20))]))
    d.handle(InputFrame(timestamp: 1.3, samples: [TouchSample(id: 1, phase: .ended, location: Point(50, 20))]))
    print(box.lines.joined(separator: "\n"))
    #expect(tap.state == .possible && pan.state == .possible)
}
