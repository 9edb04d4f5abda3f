import Testing
@testable import Tactile
import TactileTestSupport

// Issue 27 item 3: "a screen-reader move costs the same after 4,000 frames as
// after 10 … and allocates nothing". The layer used to keep every frame of a
// reading sequence and copy them all on each frame (13,200 + 86 × frames held
// instructions per move). It now keeps frames only while a pass-through
// gesture is possible and updates its state in place. Instructions and
// allocations per move at both sizes, counted by callgrind:
// `bash scripts/screen-reader-move-cost.sh` (fails on growth or an allocation).

/// Takes feedback and drops it (a speech engine that keeps nothing).
private final class DiscardingOutput: AccessibilityFeedbackOutput, TouchInputSink {
    var presentations = 0
    var advances: [Seconds] = []
    func present(_ feedback: [AccessibilityFeedback], preferences: SpeechPreferences, interrupt: Bool) { presentations += 1 }
    func handle(_ frame: InputFrame) {}
    func advance(to time: Seconds) { advances.append(time) }
}

/// One finger exploring the mail fixture at 120 Hz.
private final class ExploringFinger {
    let output = DiscardingOutput()
    let layer: InputModificationLayer
    var t: Seconds = 0

    init() {
        let tree = AccessibilityFixtures.email()
        layer = InputModificationLayer(downstream: output, tree: { tree }, output: output)
        layer.isEnabledWithoutDevice = true
        layer.handle(InputFrame(timestamp: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(x: 100, y: 38))]))
    }

    func move(to p: Point) {
        t += 1.0 / 120
        layer.handle(InputFrame(timestamp: t, samples: [TouchSample(id: 1, phase: .moved, location: p)]))
    }

    /// `n` moves trembling on Inbox.
    func rest(_ n: Int) {
        for k in 0..<n { move(to: Point(x: 100 + Double(k % 3) * 0.2, y: 38)) }
    }
}

@Suite struct ScreenReaderMoveCostTests {
    /// While a 3-finger flick is still possible the layer keeps the frames (D7);
    /// once the pass-through recognizers have failed (a swipe's 0.5 s limit) it
    /// keeps none, however long the finger stays: 10 frames and 4,000 hold the same.
    @Test(arguments: [10, 4_000])
    func screenReaderMove_keepsNoFramesOnceNoPassThroughIsPossible(frames: Int) {
        let finger = ExploringFinger()
        finger.rest(10)
        #expect(finger.layer.heldFrameCount == 11)          // the touch-down and ten moves: a flick may still come
        #expect(finger.output.advances.isEmpty)             // the application's time waits meanwhile
        finger.rest(60 + frames)                            // past 0.5 s
        #expect(finger.layer.heldFrameCount == 0)
        #expect(finger.output.advances.count >= 1)          // …and catches up once no flick is possible
        finger.move(to: Point(x: 100, y: 98))               // Inbox → Drafts: spoken
        #expect(finger.layer.heldFrameCount == 0)
        #expect(finger.output.presentations == 2)           // Inbox at 0.1 s, then Drafts
    }

    /// Announcing an item with only a label builds no string: the label itself is spoken.
    @Test func screenReaderMove_labelOnlyAnnouncementIsTheLabelItself() {
        let item = AccessibilityItem(id: "drafts", label: "Drafts folder with 12 messages", frame: Rect(0, 0, 10, 10))
        let spoken = AnnouncementFormatter().content(of: item)
        #expect(spoken == item.accessibilityLabel)
        var a = spoken, b = item.accessibilityLabel
        let same = a.withUTF8 { x in b.withUTF8 { y in x.baseAddress == y.baseAddress } }
        #expect(same)
    }
}
