import Benchmark
import Tactile

/// Animation benchmarks (issue 13): one frame-clock tick with N running view
/// animations (frame, alpha and rotation groups, mixed curves). Targets: 0
/// mallocs per tick once warm, and a cost linear in N.
func animationBenchmarks() {
    for count in [10, 100, 1000] {
        Benchmark("frame tick: \(count) running animations") { benchmark in
            let clock = FrameClock()
            let animations = ViewAnimator(frameClock: clock)
            let window = Window(frame: Rect(0, 0, 1000, 1000))
            let curves: [ViewAnimationOptions] = [.curveLinear, .curveEaseIn, .curveEaseOut, []]
            for i in 0..<count {
                let v = View(frame: Rect(Double(i % 10) * 100, Double(i / 10 % 10) * 100, 50, 50))
                window.addSubview(v)
                // Long enough never to end while measured.
                animations.animate(withDuration: 1e9, options: curves[i % 4]) { tx in
                    switch i % 3 {
                    case 0: tx.setFrame(of: v, to: Rect(0, 0, 80, 80))
                    case 1: tx.setAlpha(of: v, to: 0)
                    default: tx.setRotation(of: v, toDegrees: 90)
                    }
                }
            }
            var t = 0.0
            for _ in 0..<64 { t += 1.0 / 60; clock.tick(at: t) }  // warm the reusable buffers
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { t += 1.0 / 60; clock.tick(at: t) }
            benchmark.stopMeasurement()
            blackHole(animations)
            blackHole(window)
        }
    }
}
