import Testing
@testable import Tactile

/// The steady-state cheap path of a pan (`GestureRecognizer.quietMove`) and
/// the unretained sole-closure dispatch: what they must not change.
@Suite struct QuietMovePathTests {
    /// A window with one view (0, 0, 400, 400) holding `recognizer`.
    static func dispatcher(with recognizer: GestureRecognizer, fastPaths: Bool = true) -> TouchDispatcher {
        let d = TouchDispatcher()
        d.usesFastPaths = fastPaths
        let window = Window(frame: Rect(0, 0, 400, 400))
        let view = View(frame: Rect(0, 0, 400, 400))
        window.addSubview(view)
        d.addWindow(window)
        view.addGestureRecognizer(recognizer)
        return d
    }

    /// A drag of `moves` samples from (100, 100), 8 ms apart, then a lift.
    static func drag(_ d: TouchDispatcher, moves: Int) {
        d.handle(InputFrame(timestamp: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(100, 100))]))
        for k in 1...moves {
            let p = Point(100 + Double(k) * 3, 100 + Double(k % 5))
            d.handle(InputFrame(timestamp: Double(k) * 0.008, samples: [TouchSample(id: 1, phase: .moved, location: p)]))
        }
        let end = Point(100 + Double(moves) * 3, 100 + Double(moves % 5))
        d.handle(InputFrame(timestamp: Double(moves + 1) * 0.008, samples: [TouchSample(id: 1, phase: .ended, location: end)]))
    }

    final class CountingPan: PanGestureRecognizer {
        var moves = 0
        override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
            moves += 1
            super.touchesMoved(touches, with: event)
        }
    }

    @Test func panSubclassOverridingTouchesMovedGetsEveryMove() {
        let pan = CountingPan()
        var changes = 0
        pan.addAction { g in if g.state == .changed { changes += 1 } }
        let d = Self.dispatcher(with: pan)
        Self.drag(d, moves: 30)
        #expect(pan.moves == 30)
        // Decided by the engine at touch-down, from the exact class.
        #expect(!pan.record.takesQuietMoves)
        #expect(!pan.hasQuietMove)
        #expect(PanGestureRecognizer().hasQuietMove)
        #expect(changes > 20)
    }

    /// UIKit's usual pan handler: read the translation, then set it back to zero.
    @Test func setTranslationInTheActionGivesTheSameLogOnBothPaths() {
        func run(fastPaths: Bool) -> [String] {
            let pan = PanGestureRecognizer()
            var log: [String] = []
            pan.addAction { g in
                let p = g as! PanGestureRecognizer
                log.append("\(g.state) t=\(p.translation(in: nil)) v=\(p.velocity(in: nil))")
                p.setTranslation(.zero, in: nil)
            }
            Self.drag(Self.dispatcher(with: pan, fastPaths: fastPaths), moves: 40)
            return log
        }
        let fast = run(fastPaths: true)
        #expect(fast.count > 30)
        #expect(fast == run(fastPaths: false))
    }

    final class Payload { var hits = 0 }

    @Test func actionRemovingItselfMidDispatchRunsToItsEndAndNeverAgain() {
        let pan = PanGestureRecognizer()
        var token: GestureActionToken?
        var calls = 0
        do {
            let payload = Payload()
            token = pan.addAction { [payload] g in
                calls += 1
                if let t = token { g.removeAction(t) }
                // The closure (and what it captured) is still alive here.
                payload.hits += 1
            }
        }
        let d = Self.dispatcher(with: pan)
        Self.drag(d, moves: 20)
        #expect(calls == 1)
        #expect(pan.actionCount == 0)
        #expect(pan.retiredClosures.isEmpty)
    }

    @Test func actionReplacingItselfHandsOverFromTheNextDispatch() {
        let pan = PanGestureRecognizer()
        var log: [String] = []
        var first: GestureActionToken?
        first = pan.addAction { g in
            log.append("first \(g.state)")
            if let t = first { g.removeAction(t) }
            g.addAction { g in log.append("second \(g.state)") }
        }
        // Began at the 4th move (12 pt past the 10 pt hysteresis), changed at moves 5–10, then ended.
        Self.drag(Self.dispatcher(with: pan), moves: 10)
        #expect(log == ["first began"] + Array(repeating: "second changed", count: 6) + ["second ended"])
        #expect(pan.retiredClosures.isEmpty)
    }
}
