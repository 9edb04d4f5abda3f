import Testing
import PropertyBased
@testable import Tactile
import TactileTestSupport

/// Interprets a list of random numbers as an application configuration and a
/// series of touch sequences, and checks the router's guarantees.
@Suite struct RoutingPropertyTests {
    struct Outcome {
        var sequences = 0
        var decisions: [RoutingDecision] = []
        var views: [RecordingView] = []
        var world: LauncherWorld
    }

    static func run(_ script: [Int]) -> Outcome {
        var k = 0
        func next(_ n: Int) -> Int { defer { k += 1 }; return n <= 1 ? 0 : abs(script[k % script.count]) % n }
        let w = LauncherWorld()
        w.router.method = next(2) == 0 ? .concurrentFirstPortion : .deferredUntilDecided
        w.router.firstPortionPolicy = next(4) == 0 ? .stillPossibleAfterTouchDowns : .recognizedOrBegan
        w.router.activeApplicationPolicy = [.hitLevelAndHigherLevels, .hitLevelOnly, .allContainingLocation][next(3)]
        w.router.levelFallback = next(2) == 0 ? .disregard : .sendToHigherLevel
        if next(3) == 0 { w.device.close(w.os) }
        if next(4) == 0 { w.device.close(w.launcher) }
        if next(3) == 0 { w.device.operatingMode = .accessibility }
        var out = Outcome(world: w)
        out.views = [w.homeScreen, w.page, w.bookmarkIcon, w.weatherView]
        w.router.onDecision = { d in out.decisions.append(d) }

        let sequences = 1 + next(3)
        for _ in 0..<sequences {
            let fingers = 1 + next(10)
            var down: [Int] = []
            var pts: [Int: Point] = [:]
            var nextID = 1
            // Fingers land (one or several per frame), move, and lift in random order.
            var steps = 0
            while (nextID <= fingers || !down.isEmpty) && steps < 60 {
                steps += 1
                var samples: [TouchSample] = []
                switch next(4) {
                case 0 where nextID <= fingers, 1 where down.isEmpty:
                    let n = min(fingers - nextID + 1, 1 + next(3))
                    if down.isEmpty { out.sequences += 1 }   // a new touch sequence (L64)
                    for _ in 0..<n {
                        let p = Point(x: Double(next(400)), y: Double(next(800)))
                        pts[nextID] = p
                        down.append(nextID)
                        samples.append(TouchSample(id: nextID, phase: .began, location: p))
                        nextID += 1
                    }
                case 2 where !down.isEmpty && nextID > fingers, 3 where !down.isEmpty && next(3) == 0:
                    let i = next(down.count)
                    let id = down.remove(at: i)
                    samples.append(TouchSample(id: id, phase: next(8) == 0 ? .cancelled : .ended, location: pts[id] ?? .zero))
                default:
                    let dx = Double(next(81) - 40), dy = Double(next(81) - 40)
                    for id in down {
                        let p = pts[id] ?? .zero
                        let q = Point(x: p.x + dx, y: p.y + dy)
                        pts[id] = q
                        samples.append(TouchSample(id: id, phase: .moved, location: q))
                    }
                }
                if samples.isEmpty { continue }
                w.feeder.frame(samples, dt: Double(1 + next(5)) * 0.01)
            }
            for id in down { w.feeder.up([id], at: [pts[id] ?? .zero]) }
            w.feeder.frame([TouchSample](), dt: 1)
        }
        w.router.drainTimers()
        return out
    }

    static let scripts = Gen.int(in: 0...1_000_000).array(of: 8...80)

    @Test func eachSequenceEndsOwnedByExactlyOneApplication() async {
        await propertyCheck(count: 100, input: Self.scripts) { script in
            let o = Self.run(script)
            #expect(!o.world.router.isSequenceInProgress)
            #expect(o.decisions.count == o.sequences)
            for (i, d) in o.decisions.enumerated() {
                #expect(d.sequence == i + 1)
                #expect(!d.losers.contains { $0 === d.owner })
                #expect(d.owner.isOpen)
            }
        }
    }

    @Test func losingApplicationsViewsGetAnEndOrCancelForEveryTouch() async {
        await propertyCheck(count: 100, input: Self.scripts) { script in
            let o = Self.run(script)
            for v in o.views {
                for (id, phase) in v.lastPhase {
                    #expect(phase == "ended" || phase == "cancelled", "\(v.name ?? "?") touch \(id) left \(phase)")
                }
            }
            for app in [o.world.os, o.world.launcher, o.world.browser, o.world.weather, o.world.settings] {
                #expect(app.dispatcher.activeTouches.isEmpty, "\(app.name) still has touches")
            }
        }
    }
}
