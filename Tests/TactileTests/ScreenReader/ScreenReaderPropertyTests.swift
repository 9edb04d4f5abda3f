import Testing
import PropertyBased
@testable import Tactile
import TactileTestSupport

// R-M1 as a property: with the mode off, the layer passes every frame and
// every advance through unchanged and says nothing, for any touch input —
// including a mode switch that happens while no finger is down.

/// seed-004 R-M1.
@Test func modeOffPassesEveryTouchThroughUnchanged() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...5_000).array(of: 3...90)) { values in
        let sink = RecordingSink()
        let output = RecordingAccessibilityOutput()
        let device = DeviceState()
        let layer = InputModificationLayer(downstream: sink, tree: { AccessibilityFixtures.email() }, device: device,
                                           output: output, receiver: output)
        var sent: [InputFrame] = []
        var advances: [Seconds] = []
        var live: [Int] = []
        var t: Seconds = 0
        var k = 0
        while k + 3 <= values.count {
            t += Double(values[k] % 50) / 1000
            let id = values[k + 1] % 5
            let p = Point(x: Double(values[k + 2] % 1100) - 40, y: Double(values[k] % 800) - 16)
            let phase: TouchPhase
            if live.contains(id) {
                phase = values[k + 2] % 4 == 0 ? .ended : (values[k + 2] % 9 == 0 ? .cancelled : .moved)
                if phase != .moved { live.removeAll { $0 == id } }
            } else {
                phase = .began
                live.append(id)
            }
            let frame = InputFrame(timestamp: t, samples: [TouchSample(id: id, phase: phase, location: p)])
            layer.handle(frame)
            sent.append(frame)
            if values[k] % 3 == 0 {
                layer.advance(to: t)
                advances.append(t)
            }
            k += 3
        }
        #expect(sink.frames == sent)
        #expect(sink.advances == advances)
        #expect(output.presentations.isEmpty && output.instructions.isEmpty)
        #expect(!layer.isOn)
    }
}
