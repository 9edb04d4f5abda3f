import Tactile

/// A continuous recognizer that begins after 10 pt of movement and reports a
/// change on every later move: it stays on the touch's path for the whole
/// gesture, so every moved sample reaches it (the worst case for the engine).
final class TrackingRecognizer: GestureRecognizer, GestureRecognizerDelegate {
    override var isContinuous: Bool { true }

    override init() {
        super.init()
        delegate = self
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        if state == .possible {
            for t in touches where (t.locationInWindow - t.initialLocationInWindow).length > 10 { state = .began }
        } else {
            state = .changed
        }
    }

    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        state = state == .possible ? .failed : .ended
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}

/// A window with `viewCount` views: a chain of `pathDepth` nested views under
/// the touch (each with its share of `recognizersOnPath` recognizers) and the
/// rest as off-path siblings spread over the tree.
final class DispatchFixture {
    let dispatcher = TouchDispatcher()
    let window = Window(frame: Rect(0, 0, 1000, 1000))
    private(set) var time: Seconds = 0
    private let downFrame: [TouchSample]
    private let upFrame: [TouchSample]
    private let moveA: [TouchSample]
    private let moveB: [TouchSample]
    private var flip = false

    init(viewCount: Int, recognizersOnPath: Int) {
        dispatcher.addWindow(window)
        let depth = max(1, min(20, viewCount - 1))
        var chain: [View] = []
        var parent: View = window
        for level in 0..<depth {
            let inset = Double(level) * 10
            let v = View(frame: Rect(inset == 0 ? 0 : 10, inset == 0 ? 0 : 10, 900 - inset, 900 - inset))
            parent.addSubview(v)
            chain.append(v)
            parent = v
        }
        // Off-path views: siblings behind the path, spread over the chain's levels.
        var remaining = viewCount - 1 - depth
        var i = 0
        while remaining > 0 {
            let host = chain[i % chain.count]
            host.insertSubview(View(frame: Rect(800, 800, 5, 5)), at: 0)
            remaining -= 1
            i += 1
        }
        for k in 0..<recognizersOnPath {
            chain[chain.count - 1 - (k % chain.count)].addGestureRecognizer(TrackingRecognizer())
        }
        downFrame = [TouchSample(id: 1, phase: .began, location: Point(400, 400))]
        upFrame = [TouchSample(id: 1, phase: .ended, location: Point(400, 400))]
        moveA = [TouchSample(id: 1, phase: .moved, location: Point(450, 400))]
        moveB = [TouchSample(id: 1, phase: .moved, location: Point(451, 401))]
    }

    private func send(_ samples: [TouchSample]) {
        time += 1.0 / 120.0
        dispatcher.handle(InputFrame(timestamp: time, samples: samples))
    }

    /// Puts one finger down and moves it past every recognizer's threshold.
    func beginDrag() {
        send(downFrame)
        send(moveA)
        send(moveB)
    }

    /// One moved sample (alternating between two points).
    func moveOnce() {
        flip.toggle()
        send(flip ? moveA : moveB)
    }

    /// A full tap: down, then up.
    func tapOnce() {
        send(downFrame)
        send(upFrame)
    }
}
