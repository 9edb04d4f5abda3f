/// The private window and recognizers the input modification layer reads
/// gestures with: the standard swipe and tap recognizers (seed-004 §6.3 G1–G7).
///
/// One `SwipeGestureRecognizer` per finger count and direction that a binding
/// or a pass-through gesture uses, and one `TapGestureRecognizer` per tap
/// gesture. Flicks are 1–5 fingers; a recognizer of n fingers fails when a
/// different number lands (G7).
final class ScreenReaderGestures {
    let dispatcher = TouchDispatcher()
    let surface = Window()
    private var recognizers: [GestureRecognizer] = []
    /// The recognizers of the pass-through gestures (D7).
    private var passThroughRecognizers: [GestureRecognizer] = []
    /// Called with each recognized gesture, during `dispatcher.handle` or `advance`.
    var onGesture: ((AccessibilityGesture) -> Void)?

    init() {
        surface.bounds = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        dispatcher.addWindow(surface)
    }

    /// Whether the current sequence might still be a pass-through gesture:
    /// one of their recognizers has neither failed nor finished.
    var isAnyPassThroughPossible: Bool {
        passThroughRecognizers.contains { $0.state == .possible || $0.state == .began || $0.state == .changed }
    }

    /// Builds the recognizers for `gestures`; those of `passThrough` are watched by `isAnyPassThroughPossible`.
    func install(_ gestures: [AccessibilityGesture], passThrough: [AccessibilityGesture] = []) {
        for r in recognizers { surface.removeGestureRecognizer(r) }
        recognizers.removeAll()
        passThroughRecognizers.removeAll()
        var seen: [AccessibilityGesture] = []
        for g in gestures where !seen.contains(g) && g.fingerCount >= 1 && g.fingerCount <= 5 {
            seen.append(g)
            let r: GestureRecognizer
            switch g.kind {
            case .flick:
                guard let d = g.direction else { continue }
                let s = SwipeGestureRecognizer()
                s.numberOfTouchesRequired = g.fingerCount
                s.direction = d == .left ? .left : d == .right ? .right : d == .up ? .up : .down
                r = s
            case .tap:
                guard g.tapCount >= 1 else { continue }
                let t = TapGestureRecognizer()
                t.numberOfTouchesRequired = g.fingerCount
                t.numberOfTapsRequired = g.tapCount
                r = t
            }
            r.name = "screenReader \(g)"
            let me = WeakReference(self)
            _ = r.addAction { rec in
                if rec.state == .recognized { me.object?.onGesture?(g) }
            }
            surface.addGestureRecognizer(r)
            recognizers.append(r)
            if passThrough.contains(g) { passThroughRecognizers.append(r) }
        }
    }
}
