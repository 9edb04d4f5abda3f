import Benchmark
import Tactile

/// Scroll-view benchmarks (issue 12): one moved sample dragging a scroll view
/// that holds 1,000 rows (the rows off the touch's path must not add cost),
/// and one momentum tick of a fling on the frame clock. Both: 0 mallocs once warm.
func scrollBenchmarks() {
    Benchmark("scroll view: moved sample, 1000 rows") { benchmark in
        let fixture = ScrollFixture(rows: 1000)
        fixture.beginDrag()
        for _ in 0..<64 { fixture.moveOnce() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { fixture.moveOnce() }
        benchmark.stopMeasurement()
        blackHole(fixture)
    }
    Benchmark("scroll view: moved sample, 10 rows") { benchmark in
        let fixture = ScrollFixture(rows: 10)
        fixture.beginDrag()
        for _ in 0..<64 { fixture.moveOnce() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { fixture.moveOnce() }
        benchmark.stopMeasurement()
        blackHole(fixture)
    }
    Benchmark("scroll view: momentum tick") { benchmark in
        let fixture = ScrollFixture(rows: 1000)
        fixture.fling()
        for _ in 0..<8 { fixture.tickOnce() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { fixture.tickOnce() }
        benchmark.stopMeasurement()
        blackHole(fixture)
    }
}

/// A 390×756 scroll view over `rows` rows of 80 pt, in a window, with a
/// host-driven frame clock (so a tick is measured on its own).
final class ScrollFixture {
    let dispatcher = TouchDispatcher()
    let window = Window(frame: Rect(0, 0, 390, 844))
    let scroll = ScrollView(frame: Rect(0, 88, 390, 756))
    private var time: Seconds = 0
    private var up = true
    private var tickTime: Seconds = 0
    // The two moved samples, built once: a frame's sample array must not be the allocation measured.
    private let moveUp = [TouchSample(id: 1, phase: .moved, location: Point(200, 476))]
    private let moveDown = [TouchSample(id: 1, phase: .moved, location: Point(200, 480))]

    init(rows: Int) {
        scroll.contentSize = Size(390, Double(rows) * 80)
        scroll.delaysContentTouches = false
        for i in 0..<rows { scroll.addSubview(View(frame: Rect(0, Double(i) * 80, 390, 80))) }
        window.addSubview(scroll)
        dispatcher.addWindow(window)
        dispatcher.frameClock.isHostDriven = true
    }

    private func send(_ phase: TouchPhase, _ y: Double) {
        time += 1.0 / 120
        dispatcher.handle(InputFrame(timestamp: time, samples: [TouchSample(id: 1, phase: phase, location: Point(200, y))]))
    }

    /// Puts a finger down mid-list and drags it past the hysteresis.
    func beginDrag() {
        scroll.contentOffset = Point(0, Double(max(0, scroll.contentSize.height / 2)))
        send(.began, 500)
        send(.moved, 480)
    }

    /// One moved sample: up and down by 4 pt, so the drag never reaches an edge.
    func moveOnce() {
        up.toggle()
        time += 1.0 / 120
        dispatcher.handle(InputFrame(timestamp: time, samples: up ? moveUp : moveDown))
    }

    /// A fast flick up, lifted: the content glides down a long list. The rate
    /// is nearly 1 and the content far longer than the rows, so one glide
    /// outlasts the measurement (tens of thousands of ticks, no edge).
    func fling() {
        scroll.decelerationRate = DecelerationRate(rawValue: 0.99999)
        scroll.contentSize = Size(390, 10_000_000)
        scroll.contentOffset = Point(0, 0)
        send(.began, 700)
        for i in 1...6 { send(.moved, 700 - Double(i) * 30) }
        send(.ended, 520)
        tickTime = time
    }

    /// One frame-clock tick of the glide (the glide is long; a finished one restarts).
    func tickOnce() {
        if !scroll.isDecelerating { fling() }
        tickTime += 1.0 / 60
        dispatcher.frameClock.tick(at: tickTime)
    }
}
