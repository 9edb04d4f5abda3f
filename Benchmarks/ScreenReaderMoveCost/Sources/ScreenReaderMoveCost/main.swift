// One finger explores the seed-004 e-mail screen through an
// InputModificationLayer: after a first, unmeasured sequence (so one-time
// costs — type metadata, buffers reaching their working size — are paid), a
// finger rests on Inbox for HELD frames (120 Hz tremor), then makes MOVES
// measured moves alternating between Inbox and Drafts, so each one changes
// the target and speaks. callgrind counts the instructions
// of `perfMeasuredMoves` only (--toggle-collect='*perfMeasured*').
//
//   ScreenReaderMoveCost HELD MOVES
import Tactile

final class Discard: AccessibilityFeedbackOutput, TouchInputSink {
    var spoken = 0
    func present(_ feedback: [AccessibilityFeedback], preferences: SpeechPreferences, interrupt: Bool) { spoken += feedback.count }
    func handle(_ frame: InputFrame) {}
    func advance(to time: Seconds) {}
}

func mailTree() -> AccessibilityTree {
    var b = AccessibilityTreeBuilder(screen: Rect(0, 0, 1024, 768))
    b.container(AccessibilityContainer(id: "K1", title: "Mailboxes", frame: Rect(0, 0, 256, 704))) { b in
        for (k, name) in ["Inbox", "Drafts", "Sent", "Trash"].enumerated() {
            b.add(AccessibilityItem(id: AccessibilityID(name), label: name, frame: Rect(16, 16 + Double(k) * 60, 224, 44)))
        }
    }
    b.container(AccessibilityContainer(id: "K5", title: "Dock", frame: Rect(0, 704, 1024, 64))) { b in
        for (k, name) in ["Mail", "Address Book", "Calendar", "Music"].enumerated() {
            b.add(AccessibilityItem(id: AccessibilityID(name), label: name, frame: Rect(160 + Double(k) * 240, 712, 48, 48)))
        }
    }
    return b.build()
}

let arguments = CommandLine.arguments
let held = arguments.count > 1 ? Int(arguments[1]) ?? 10 : 10
let moves = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200
let output = Discard()
let tree = mailTree()
let layer = InputModificationLayer(downstream: output, tree: { tree }, output: output)
layer.isEnabledWithoutDevice = true
var t: Seconds = 0
func frame(_ phase: TouchPhase, _ x: Double, _ y: Double) -> InputFrame {
    InputFrame(timestamp: t, samples: [TouchSample(id: 1, phase: phase, location: Point(x: x, y: y))])
}
// The warm-up sequence.
layer.handle(frame(.began, 100, 38))
for k in 0..<300 {
    t += 1.0 / 120
    layer.handle(frame(.moved, 100, k % 2 == 0 ? 98 : 38))
}
layer.handle(frame(.ended, 100, 38))
t += 1
layer.advance(to: t)
// The measured sequence.
layer.handle(frame(.began, 100, 38))
for k in 0..<held {
    t += 1.0 / 120
    layer.handle(frame(.moved, 100 + Double(k % 3) * 0.2, 38))
}
var measured: [InputFrame] = []
for k in 0..<moves {
    t += 1.0 / 120
    measured.append(frame(.moved, 100, k % 2 == 0 ? 98 : 38))
}

@inline(never)
func perfMeasuredMoves(_ frames: [InputFrame]) {
    for f in frames { layer.handle(f) }
}

let before = output.spoken
perfMeasuredMoves(measured)
print("\(moves) moves measured after \(held) frames held, \(output.spoken - before) announcements")
