import Testing
import PropertyBased
@testable import Tactile
import TactileTestSupport

// Issue 10, item 5: after random gestures, tearing down a dispatcher frees
// every touch, recognizer, view and window (no retain cycle between touches,
// recognizers, groups or views). Checked through weak references.

/// A scene like the fuzz target's: nested views, four recognizers with a
/// failure requirement, random frames; returns weak references to everything.
private func runAndRelease(_ script: [UInt8], finishing: Bool = true) -> [WeakBox] {
    var refs: [WeakBox] = []
    do {
        let dispatcher = TouchDispatcher()
        let window = Window(frame: Rect(0, 0, 500, 500))
        let outer = View(frame: Rect(0, 0, 300, 300))
        let inner = View(frame: Rect(50, 50, 100, 100))
        let other = View(frame: Rect(300, 0, 200, 500))
        outer.isMultipleTouchEnabled = true
        other.isMultipleTouchEnabled = true
        window.addSubview(outer)
        outer.addSubview(inner)
        window.addSubview(other)
        dispatcher.addWindow(window)
        let tap = TapGestureRecognizer { _ in }
        let pan = PanGestureRecognizer { _ in }
        let pinch = PinchGestureRecognizer { _ in }
        let press = LongPressGestureRecognizer { _ in }
        inner.addGestureRecognizer(tap)
        outer.addGestureRecognizer(pan)
        outer.addGestureRecognizer(pinch)
        other.addGestureRecognizer(press)
        try? press.require(toFail: pan)
        pan.delaysTouchesEnded = true
        tap.delaysTouchesBegan = true
        refs += [WeakBox(dispatcher), WeakBox(window), WeakBox(outer), WeakBox(inner), WeakBox(other), WeakBox(tap), WeakBox(pan), WeakBox(pinch), WeakBox(press)]
        var touches: [ObjectIdentifier: WeakBox] = [:]
        let phases: [TouchPhase] = [.began, .moved, .stationary, .ended, .cancelled]
        var t = 0.0
        var i = 0
        while i + 4 < script.count {
            t += Double(script[i] % 20) / 100
            let id = Int(script[i + 1] % 4)
            let phase = phases[Int(script[i + 2]) % phases.count]
            let p = Point(Double(script[i + 3]) * 2, Double(script[i + 4]) * 2)
            dispatcher.handle(InputFrame(timestamp: t, samples: [TouchSample(id: id, phase: phase, location: p)]))
            for touch in dispatcher.activeTouches { touches[ObjectIdentifier(touch)] = WeakBox(touch) }
            i += 5
        }
        if finishing {
            dispatcher.cancelAllTouches()
            dispatcher.drainTimers()
        }
        refs += touches.values
    }
    return refs
}

@Test func teardownAfterATapFreesEverything() {
    let refs = runAndRelease([0, 1, 0, 10, 10, 5, 1, 3, 10, 10])
    #expect(refs.allSatisfy { $0.object == nil }, "still alive: \(refs.alive)")
}

@Test func teardownAfterRandomGesturesFreesEveryTouchRecognizerViewAndWindow() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...255).array(of: 0...200)) { values in
        let script = values.map { UInt8($0) }
        let refs = runAndRelease(script)
        let alive = refs.alive
        #expect(alive.isEmpty, "still alive after teardown: \(alive)")
    }
}

/// Released mid-gesture: touches still down, a recognizer waiting for a timer.
@Test func teardownMidGestureFreesEverything() async {
    let refs = runAndRelease([0, 1, 0, 10, 10], finishing: false)
    #expect(refs.allSatisfy { $0.object == nil }, "still alive: \(refs.alive)")
    await propertyCheck(count: 200, input: Gen.int(in: 0...255).array(of: 0...200)) { values in
        let refs = runAndRelease(values.map { UInt8($0) }, finishing: false)
        let alive = refs.alive
        #expect(alive.isEmpty, "still alive after teardown: \(alive)")
    }
}

/// The engine goes first, then a recognizer tracking a finger that is still
/// down is removed from its view (a scroll view's zoom controller removes its
/// pinch this way as it goes): with no engine to take it out of play, the
/// recognizer resets itself and lets the touch go, so neither keeps the
/// other alive. Found by the C interface's fuzzer (a session destroyed with
/// a finger down on a zoomable scroll view leaked its zoom recognizers).
@Test func aRecognizerRemovedAfterItsEngineIsGoneLetsItsTouchesGo() {
    var refs: [WeakBox] = []
    do {
        var dispatcher: TouchDispatcher? = TouchDispatcher()
        let window = Window(frame: Rect(0, 0, 100, 100))
        let view = View(frame: Rect(0, 0, 100, 100))
        window.addSubview(view)
        dispatcher?.addWindow(window)
        let pinch = PinchGestureRecognizer { _ in }
        view.addGestureRecognizer(pinch)
        dispatcher?.handle(InputFrame(timestamp: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(10, 10))]))
        refs += [WeakBox(window), WeakBox(view), WeakBox(pinch)] + (dispatcher?.activeTouches.map { WeakBox($0) } ?? [])
        #expect(refs.count == 4)
        dispatcher = nil
        view.removeGestureRecognizer(pinch)
        #expect(pinch.state == .possible)
    }
    #expect(refs.alive.isEmpty, "still alive: \(refs.alive)")
}
