import Benchmark
import Tactile

/// Engine benchmarks (issue 3): the cost of one moved sample and of a full tap
/// through view trees of different sizes with different numbers of recognizers
/// on the touch's path. Targets: 0 mallocs per moved sample once warm, and a
/// cost that does not grow with the number of views off the touch's path.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        maxDuration: .seconds(1),
        maxIterations: 20_000
    )

    photoViewerBenchmarks()
    scrollBenchmarks()
    animationBenchmarks()
    accessibilityBenchmarks()

    let shapes: [(views: Int, recognizers: Int)] = [(100, 20), (10, 20), (1000, 20), (100, 1), (100, 50)]
    for shape in shapes {
        Benchmark("moved sample: \(shape.views) views, \(shape.recognizers) recognizers on path") { benchmark in
            let fixture = DispatchFixture(viewCount: shape.views, recognizersOnPath: shape.recognizers)
            fixture.beginDrag()
            for _ in 0..<64 { fixture.moveOnce() }  // warm the reusable buffers
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { fixture.moveOnce() }
            benchmark.stopMeasurement()
            blackHole(fixture)
        }
        Benchmark("full tap: \(shape.views) views, \(shape.recognizers) recognizers on path") { benchmark in
            let fixture = DispatchFixture(viewCount: shape.views, recognizersOnPath: shape.recognizers)
            fixture.tapOnce()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { fixture.tapOnce() }
            benchmark.stopMeasurement()
            blackHole(fixture)
        }
    }
}
