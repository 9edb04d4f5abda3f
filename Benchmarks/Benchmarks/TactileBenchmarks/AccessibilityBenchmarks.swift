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
        Benchmark("accessibility: enlarged hit map, \(n) items") { benchmark in
            let tree = AccessibilityTree(screen: AccessibilityBenchFixture.screen, roots: AccessibilityBenchFixture.nodes(items: n))
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(HitTargetEnlarger.enlarge(tree, policy: .halfEmptySpace)) }
        }
        Benchmark("accessibility: one exploration move, \(n) items") { benchmark in
            let tree = AccessibilityTree(screen: AccessibilityBenchFixture.screen, roots: AccessibilityBenchFixture.nodes(items: n))
            var configuration = AccessibilityConfiguration()
            configuration.enlargement = .halfEmptySpace
            let navigator = AccessibilityNavigator(tree: tree, configuration: configuration, output: SilentOutput())
            navigator.touchDown(at: Point(x: 15, y: 15))
            var flip = false
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                flip.toggle()
                navigator.touchMoved(to: flip ? Point(x: 45, y: 15) : Point(x: 15, y: 15))   // item to item: speaks each time
            }
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
