// The core's cost per moved sample (per tap for s3) on the host-path harness's
// trees and input (Benchmarks/HostPath: gen_scenes.py, bench_host.c), for
// scripts/host-path.sh's "core" column: a window of 100 views, the target 5
// deep; s1 one pan, s2 20 simultaneous pans (4 per chain view), s3 one tap.
// A warm-up gesture (or 50 taps) runs first, outside the measured call; then
// only the measured gesture's moves (or N taps) run inside `perfMeasured`
// (callgrind --toggle-collect='*perfMeasured*'), as in bench_host.c.
//
//   CoreSampleCost s1|s2|s3 [N]   prints "s1: N units measured, A allocations"
import Tactile
import TactileAllocationCounting

final class Simultaneous: GestureRecognizerDelegate {
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}

let arguments = CommandLine.arguments
let scenario = arguments.count > 1 ? arguments[1] : "s1"
let n = arguments.count > 2 ? Int(arguments[2]) ?? 1000 : 1000
var sink = 0.0

let dispatcher = TouchDispatcher()
let window = Window(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
dispatcher.addWindow(window)
var chain: [View] = []
var parent: View = window
for level in 0..<5 {
    let side = Double(980 - level * 20)
    let v = View(frame: Rect(x: 10, y: 10, width: side, height: side))
    parent.addSubview(v)
    chain.append(v)
    parent = v
}
for k in 0..<95 {
    let host = k % 6 == 0 ? window : chain[k % 6 - 1]
    host.addSubview(View(frame: Rect(x: Double((k * 7) % 900), y: 0, width: 5, height: 5)))
}
let simultaneous = Simultaneous()
switch scenario {
case "s2":
    for k in 0..<20 {
        let pan = PanGestureRecognizer()
        pan.delegate = simultaneous
        pan.addAction { [unowned pan] _ in sink += pan.translation(in: nil).dx }
        chain[4 - k % 5].addGestureRecognizer(pan)
    }
case "s3":
    chain[4].addGestureRecognizer(TapGestureRecognizer { _ in sink += 1 })
default:
    let pan = PanGestureRecognizer()
    pan.addAction { [unowned pan] _ in sink += pan.translation(in: nil).dx }
    chain[4].addGestureRecognizer(pan)
}

func tri(_ i: Int, _ period: Int, _ amplitude: Double) -> Double {
    let half = period / 2, k = i % period
    return amplitude * Double(k < half ? k : period - k) / Double(half)
}
func frame(_ t: Double, _ phase: TouchPhase, _ x: Double, _ y: Double) -> InputFrame {
    InputFrame(timestamp: t, samples: [TouchSample(id: 1, phase: phase, location: Point(x: x, y: y))])
}

@inline(never)
func run(_ frames: [InputFrame]) {
    for f in frames { dispatcher.handle(f) }
}

/// The measured call: only the measured frames go through it (the warm-up
/// runs through `run` directly, so callgrind does not count it).
@inline(never)
func perfMeasured(_ frames: [InputFrame]) { run(frames) }

var units = 0
var allocations: UInt64 = 0
if scenario == "s3" {
    var frames: [InputFrame] = []
    for k in 0..<(50 + n) {
        let t = 1.0 + Double(k)
        frames.append(frame(t, .began, 400, 400))
        frames.append(frame(t + 0.05, .ended, 400, 400))
    }
    run(Array(frames[0..<100]))
    let measured = Array(frames[100...])
    allocation_counting_begin()
    perfMeasured(measured)
    allocations = allocation_counting_end()
    units = n
} else {
    var gestures: [[InputFrame]] = []
    for g in 0..<2 {
        let t0 = 10.0 + Double(g) * max(20, Double(n) / 120 + 20)
        var frames = [frame(t0, .began, 400, 400)]
        for i in 1...n {
            frames.append(frame(t0 + Double(i) / 120, .moved, 420 + tri(i - 1, 160, 80), 400 + tri(i - 1, 122, 60)))
        }
        frames.append(frame(t0 + Double(n + 1) / 120, .ended, 420, 400))
        gestures.append(frames)
    }
    run(gestures[0])
    dispatcher.handle(gestures[1][0])
    let moves = Array(gestures[1][1...n])
    allocation_counting_begin()
    perfMeasured(moves)
    allocations = allocation_counting_end()
    dispatcher.handle(gestures[1][n + 1])
    units = n
}
print("\(scenario): \(units) units measured, \(allocations) allocations (sink \(sink > 0))")
