import Testing
import Tactile

/// The README's "short example", verbatim apart from recording instead of printing.
@Test func readmeExample_singleTapWaitsForDoubleTap() throws {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

    let dispatcher = TouchDispatcher()
    let window = Window(frame: Rect(0, 0, 320, 480))
    let photo = View(frame: Rect(0, 0, 320, 320))
    window.addSubview(photo)
    dispatcher.addWindow(window)

    let doubleTap = TapGestureRecognizer { _ in print("zoom") }
    doubleTap.numberOfTapsRequired = 2
    let singleTap = TapGestureRecognizer { g in print("tap at", g.location(in: photo)) }
    try singleTap.require(toFail: doubleTap)     // the single tap waits for the double tap to fail
    photo.addGestureRecognizer(singleTap)
    photo.addGestureRecognizer(doubleTap)

    dispatcher.handle(InputFrame(timestamp: 0.00, samples: [TouchSample(id: 1, phase: .began, location: Point(100, 100))]))
    dispatcher.handle(InputFrame(timestamp: 0.08, samples: [TouchSample(id: 1, phase: .ended, location: Point(101, 100))]))
    #expect(printed.isEmpty)   // still waiting for the double tap to fail
    dispatcher.advance(to: 0.5)

    #expect(printed == ["tap at (101.0, 100.0)"])
    #expect(singleTap.state == .possible && doubleTap.state == .possible)  // reset after the sequence
}
