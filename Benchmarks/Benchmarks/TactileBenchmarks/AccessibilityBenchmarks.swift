import Benchmark
import Tactile

/// Seed-004 benchmarks (issue 14, item 8): building the accessibility tree and
/// the enlarged hit map for n items, and one exploration move over them. The
/// move must not cost more with more items away from the finger (the tree and
/// the map are indexed by a spatial grid).
func accessibilityBenchmarks() {
    for n in [1_000, 10_000] {
        Benchmark("accessibility: build tree, \(n) items") { benchmark in
            let nodes = AccessibilityBenchFixture.nodes(items: n)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(AccessibilityTree(screen: AccessibilityBenchFixture.screen, roots: nodes)) }
        }
        // The enlarged hit map is built when a navigator gets a tree (`HitTargetEnlarger` is package).
        Benchmark("accessibility: navigator with an enlarged hit map, \(n) items") { benchmark in
            let tree = AccessibilityTree(screen: AccessibilityBenchFixture.screen, roots: AccessibilityBenchFixture.nodes(items: n))
            var configuration = AccessibilityConfiguration()
            configuration.enlargement = .halfEmptySpace
            let output = SilentOutput()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(AccessibilityNavigator(tree: tree, configuration: configuration, output: output))
            }
        }
        // The fixture is built once per size (setup), and the measurement stops before the
        // closure returns: freeing a 10,000-item tree is not part of a move. (The first
        // version of this benchmark measured that teardown, and looked linear in the items.)
        Benchmark("accessibility: one exploration move, \(n) items") { benchmark in
            let navigator = AccessibilityBenchFixture.navigator(items: n)
            var flip = false
            withExtendedLifetime(navigator) {
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    flip.toggle()
                    navigator.touchMoved(to: flip ? Point(x: 45, y: 15) : Point(x: 15, y: 15))   // item to item: speaks each time
                }
                benchmark.stopMeasurement()
            }
        } setup: {
            _ = AccessibilityBenchFixture.navigator(items: n)
        }
        Benchmark("accessibility: one exploration move through the layer, \(n) items") { benchmark in
            let bench = AccessibilityBenchFixture.layer(items: n)
            withExtendedLifetime(bench) {
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { bench.move() }
                benchmark.stopMeasurement()
            }
        } setup: {
            _ = AccessibilityBenchFixture.layer(items: n)
        }
        Benchmark("accessibility: one tap through the layer, layout unchanged, \(n) items") { benchmark in
            let bench = AccessibilityBenchFixture.layer(items: n, holding: false)
            withExtendedLifetime(bench) {
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { bench.touchAgain() }
                benchmark.stopMeasurement()
            }
        } setup: {
            _ = AccessibilityBenchFixture.layer(items: n, holding: false)
        }
    }
}

/// Discards feedback.
final class SilentOutput: AccessibilityFeedbackOutput {
    func present(_ feedback: [AccessibilityFeedback], preferences: SpeechPreferences, interrupt: Bool) { blackHole(feedback) }
}

/// Containers of 100 items each, in rows of 10 cells of 30 × 20 points with gaps.
enum AccessibilityBenchFixture {
    static let screen = Rect(0, 0, 4000, 4000)
    nonisolated(unsafe) private static var navigators: [Int: AccessibilityNavigator] = [:]
    nonisolated(unsafe) private static var layers: [String: LayerBench] = [:]

    /// A navigator over `items` items with `.halfEmptySpace` enlargement, exploring from (15, 15); built once per size.
    static func navigator(items: Int) -> AccessibilityNavigator {
        if let n = navigators[items] { return n }
        let tree = AccessibilityTree(screen: screen, roots: nodes(items: items))
        var configuration = AccessibilityConfiguration()
        configuration.enlargement = .halfEmptySpace
        let navigator = AccessibilityNavigator(tree: tree, configuration: configuration, output: SilentOutput())
        navigator.touchDown(at: Point(x: 15, y: 15))
        navigators[items] = navigator
        return navigator
    }

    /// An input modification layer over `items` items (a host-supplied tree) in front of an
    /// empty dispatcher, with a finger exploring or not; built once per size.
    static func layer(items: Int, holding: Bool = true) -> LayerBench {
        let key = "\(items) \(holding)"
        if let l = layers[key] { return l }
        let l = LayerBench(tree: AccessibilityTree(screen: screen, roots: nodes(items: items)), holding: holding)
        layers[key] = l
        return l
    }

    static func nodes(items: Int) -> [AccessibilityNode] {
        var out: [AccessibilityNode] = []
        let containers = (items + 99) / 100
        for c in 0..<containers {
            let ox = Double(c % 10) * 400, oy = Double(c / 10) * 260
            var children: [AccessibilityNode] = []
            for k in 0..<min(100, items - c * 100) {
                let frame = Rect(ox + 5 + Double(k % 10) * 36, oy + 5 + Double(k / 10) * 25, 30, 20)
                children.append(.item(AccessibilityItem(id: AccessibilityID("i\(c).\(k)"), label: "Item \(k)", frame: frame)))
            }
            out.append(.container(AccessibilityContainer(id: AccessibilityID("c\(c)"), title: "Group \(c)",
                                                         frame: Rect(ox, oy, 370, 255), children: children)))
        }
        return out
    }
}

/// One finger held on the screen reader's layer (exploring), moving between two items;
/// or a touch that lands and lifts (a sequence start: the layer asks the host for the tree).
final class LayerBench {
    let layer: InputModificationLayer
    private var t: Seconds = 0
    private var flip = false

    init(tree: AccessibilityTree, holding: Bool) {
        let dispatcher = TouchDispatcher()
        dispatcher.addWindow(Window(frame: tree.screen))
        var configuration = ScreenReaderConfiguration()
        configuration.accessibility.enlargement = .halfEmptySpace
        layer = InputModificationLayer(downstream: dispatcher, tree: { tree }, configuration: configuration, output: SilentOutput())
        layer.isEnabledWithoutDevice = true
        guard holding else { return }
        layer.handle(InputFrame(timestamp: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(x: 15, y: 15))]))
        t = 0.2
        layer.advance(to: t)   // past the exploration delay: the finger explores
    }

    func move() {
        flip.toggle()
        t += 0.008
        layer.handle(InputFrame(timestamp: t, samples: [TouchSample(id: 1, phase: .moved,
                                                                    location: flip ? Point(x: 45, y: 15) : Point(x: 15, y: 15))]))
    }

    /// A tap a second after the last (no double tap); it explores once the double-tap window has passed.
    func touchAgain() {
        t += 1
        let p = Point(x: 1205, y: 805)
        layer.handle(InputFrame(timestamp: t, samples: [TouchSample(id: 2, phase: .began, location: p)]))
        layer.handle(InputFrame(timestamp: t, samples: [TouchSample(id: 2, phase: .ended, location: p)]))
    }
}
