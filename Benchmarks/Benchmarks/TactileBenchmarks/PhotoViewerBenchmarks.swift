import Benchmark
import Tactile

/// The photo-viewer scenario of issue 4: ns and mallocs per sample.
func photoViewerBenchmarks() {
    Benchmark("photo viewer: two-finger sample (pan + pinch + rotation active)") { benchmark in
        let fixture = PhotoViewerFixture()
        fixture.beginPinch()
        for _ in 0..<64 { fixture.pinchSample() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { fixture.pinchSample() }
        benchmark.stopMeasurement()
        blackHole(fixture)
    }
    Benchmark("photo viewer: one-finger pan sample") { benchmark in
        let fixture = PhotoViewerFixture()
        fixture.beginPan()
        for _ in 0..<64 { fixture.panSample() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { fixture.panSample() }
        benchmark.stopMeasurement()
        blackHole(fixture)
    }
    Benchmark("photo viewer: double tap (4 frames + timers)") { benchmark in
        let fixture = PhotoViewerFixture()
        fixture.doubleTap()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { fixture.doubleTap() }
        benchmark.stopMeasurement()
        blackHole(fixture)
    }
}
