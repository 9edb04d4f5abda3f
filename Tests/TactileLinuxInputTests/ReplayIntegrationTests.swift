import Testing
import Tactile
@testable import TactileLinuxInput

/// Decoded device input drives the real dispatcher and recognizers.
@MainActor @Suite struct ReplayIntegrationTests {
    /// Two fingers spread apart on a protocol B touchscreen at 120 Hz.
    static func spreadRecording() -> EvdevRecording {
        var s = EventScript()
        s.down(slot: 0, id: 30, x: 450, y: 500); s.down(slot: 1, id: 31, x: 550, y: 500); s.syn()
        for i in 1...30 {
            s.at(Double(i) / 120)
            s.move(slot: 0, x: Int32(450 - 8 * i), y: 500); s.move(slot: 1, x: Int32(550 + 8 * i), y: 500); s.syn()
        }
        s.at(0.3); s.up(slot: 0); s.up(slot: 1); s.syn()
        return EvdevRecording(device: EvdevDeviceDescription(absoluteAxes: testAxes), events: s.events)
    }

    @Test func decodedFramesDriveAPinchRecognizer() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 200))
        window.isMultipleTouchEnabled = true
        let pinch = PinchGestureRecognizer()
        var states: [String] = []
        var scale = 1.0
        _ = pinch.addAction { g in
            states.append("\(g.state)")
            if g.state == .changed { scale = pinch.scale }
        }
        window.addGestureRecognizer(pinch)
        let dispatcher = TouchDispatcher()
        dispatcher.addWindow(window)
        var repairs: [DispatchDiagnostic] = []
        dispatcher.onDiagnostic = { repairs.append($0) }

        let (frames, diagnostics) = Self.spreadRecording().frames(windowSize: Size(100, 200))
        #expect(diagnostics.isEmpty)
        for f in frames { dispatcher.handle(f) }
        dispatcher.drainTimers()

        #expect(repairs.isEmpty)
        #expect(states.first == "began")
        #expect(states.last == "ended")
        // 10 points apart → 58 points apart.
        #expect(abs(scale - 5.8) < 0.01)
    }
}
