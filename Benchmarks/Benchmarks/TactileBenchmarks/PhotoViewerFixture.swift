import Tactile

/// Lets the photo view's own recognizers recognize together (pan, pinch,
/// rotation); the scroller's pan still loses to them.
final class AllowSimultaneous: GestureRecognizerDelegate {
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        other.view === recognizer.view
    }
}

/// The photo-viewer scenario (issue 4): an image view with pan, pinch,
/// rotation, a double tap and a single tap that waits for it, inside a
/// scrolling container with its own pan.
final class PhotoViewerFixture {
    let dispatcher = TouchDispatcher()
    let window = Window(frame: Rect(0, 0, 390, 844))
    let scroller = View(frame: Rect(0, 0, 390, 844))
    let photo = View(frame: Rect(0, 100, 390, 600))
    let simultaneous = AllowSimultaneous()
    let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
    private(set) var time: Seconds = 0
    private var step = 0
    private var pinchA: [[TouchSample]] = []
    private var panA: [[TouchSample]] = []

    init() {
        dispatcher.addWindow(window)
        window.addSubview(scroller)
        scroller.addSubview(photo)
        photo.isMultipleTouchEnabled = true   // seed-002 R19: otherwise the second finger is ignored
        for i in 0..<8 { scroller.addSubview(View(frame: Rect(0, 700 + Double(i) * 60, 390, 60))) }
        scroller.addGestureRecognizer(PanGestureRecognizer())
        for r in [pan, pinch, rotation] as [GestureRecognizer] {
            r.delegate = simultaneous
            photo.addGestureRecognizer(r)
        }
        let doubleTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        let singleTap = TapGestureRecognizer()
        try? singleTap.require(toFail: doubleTap)
        photo.addGestureRecognizer(singleTap)
        photo.addGestureRecognizer(doubleTap)
        // Two alternating two-finger frames (spread and rotate a little) and two one-finger frames.
        pinchA = [
            [TouchSample(id: 1, phase: .moved, location: Point(150, 350)), TouchSample(id: 2, phase: .moved, location: Point(250, 450))],
            [TouchSample(id: 1, phase: .moved, location: Point(148, 349)), TouchSample(id: 2, phase: .moved, location: Point(252, 452))],
        ]
        panA = [
            [TouchSample(id: 1, phase: .moved, location: Point(260, 400))],
            [TouchSample(id: 1, phase: .moved, location: Point(262, 401))],
        ]
    }

    private func send(_ samples: [TouchSample]) {
        time += 1.0 / 120.0
        dispatcher.handle(InputFrame(timestamp: time, samples: samples))
    }

    /// Two fingers down and spread until pan, pinch and rotation have all begun.
    func beginPinch() {
        send([TouchSample(id: 1, phase: .began, location: Point(180, 380)), TouchSample(id: 2, phase: .began, location: Point(220, 420))])
        send([TouchSample(id: 1, phase: .moved, location: Point(170, 390)), TouchSample(id: 2, phase: .moved, location: Point(250, 450))])
        send([TouchSample(id: 1, phase: .moved, location: Point(150, 365)), TouchSample(id: 2, phase: .moved, location: Point(255, 445))])
        send(pinchA[0])
        precondition(inProgress(pan) && inProgress(pinch) && inProgress(rotation),
                     "the photo-viewer fixture must have pan, pinch and rotation in progress")
    }

    /// One finger down and dragged until the pan has begun.
    func beginPan() {
        send([TouchSample(id: 1, phase: .began, location: Point(200, 400))])
        send([TouchSample(id: 1, phase: .moved, location: Point(230, 400))])
        send(panA[0])
        precondition(inProgress(pan), "the photo-viewer fixture must have its pan in progress")
    }

    /// One two-finger moved sample.
    func pinchSample() { step += 1; send(pinchA[step & 1]) }
    /// One one-finger moved sample.
    func panSample() { step += 1; send(panA[step & 1]) }

    /// A double tap, then time enough for every timer to settle.
    func doubleTap() {
        send([TouchSample(id: 1, phase: .began, location: Point(200, 400))])
        send([TouchSample(id: 1, phase: .ended, location: Point(200, 400))])
        send([TouchSample(id: 1, phase: .began, location: Point(201, 401))])
        send([TouchSample(id: 1, phase: .ended, location: Point(201, 401))])
        time += 1
        dispatcher.advance(to: time)
    }
}

/// Whether `recognizer` has begun and not finished (`.began` or `.changed`).
func inProgress(_ recognizer: GestureRecognizer) -> Bool {
    recognizer.state == .began || recognizer.state == .changed
}
