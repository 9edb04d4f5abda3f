import Testing
import PropertyBased
@testable import Tactile

@Suite struct StandardRecognizersRobustnessTests {
    /// Random frames (ids 0–3, any phase, locations partly outside the window,
    /// times that sometimes go backwards) never trap, every transition is legal,
    /// and every recognizer is back to `.possible` once the input is over.
    @Test func randomInputNeverTrapsAndAlwaysResets() async {
        // Each step: 14 numbers in [0, 1) decoded into a time step and 1–3 samples.
        let step = Gen.double(in: 0...0.999).array(of: 14...14)
        await propertyCheck(count: 150, input: step.array(of: 1...40)) { steps in
            let h = RecognizerHarness()
            var illegal = 0
            h.dispatcher.onDiagnostic = { d in if case .illegalTransition = d { illegal += 1 } }
            let double = h.add(TapGestureRecognizer(), "double")
            double.numberOfTapsRequired = 2
            let single = h.add(TapGestureRecognizer(), "single")
            try? single.require(toFail: double)
            let twoFingerTap = h.add(TapGestureRecognizer(), "twoFingerTap")
            twoFingerTap.numberOfTouchesRequired = 2
            let lp = h.add(LongPressGestureRecognizer(), "lp")
            lp.numberOfTapsRequired = 1
            let swipe = h.add(SwipeGestureRecognizer(), "swipe")
            swipe.direction = [.left, .right, .up, .down]
            let pan = h.add(PanGestureRecognizer(), "pan")
            try? pan.require(toFail: swipe)
            pan.minimumNumberOfTouches = 1
            pan.maximumNumberOfTouches = 2
            let edge = h.add(ScreenEdgePanGestureRecognizer(), "edge")
            edge.edges = .all
            let phases: [TouchPhase] = [.began, .moved, .stationary, .ended, .cancelled]
            var t = 0.0
            for u in steps {
                t += -0.01 + 0.31 * u[0]
                let count = 1 + Int(u[1] * 3)
                var samples: [TouchSample] = []
                for k in 0..<count {
                    let v = u[(2 + 4 * k)...]
                    let id = Int(v[v.startIndex] * 4)
                    let phase = phases[Int(v[v.startIndex + 1] * 5)]
                    let location = Point(-50 + 500 * v[v.startIndex + 2], -50 + 900 * v[v.startIndex + 3])
                    samples.append(TouchSample(id: id, phase: phase, location: location))
                }
                h.frame(t, samples)
            }
            h.dispatcher.cancelAllTouches()
            h.dispatcher.drainTimers()
            #expect(illegal == 0)
            for r in h.view.gestureRecognizers { #expect(r.state == .possible) }
            #expect(h.dispatcher.isIdle)
        }
    }
}
