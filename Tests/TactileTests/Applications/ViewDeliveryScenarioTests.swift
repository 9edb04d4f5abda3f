import Testing
@testable import Tactile
import TactileTestSupport

/// The seed's maps fixture (seed-000 §8) inside one application.
final class MapsFixture {
    let log = EventLog()
    let app: Application
    let outermost = Window(frame: Rect(0, 0, 400, 800))
    let panel: RecordingView
    let mapsView: RecordingView
    let searchField: RecordingView
    let homeRow: RecordingView
    let device = DeviceState()
    let hierarchy = ProgrammaticHierarchy()
    let router: ApplicationRouter
    let feeder: TouchScript

    init(policy: DispatchPolicy = DispatchPolicy()) {
        app = Application(name: "maps", screen: Rect(0, 0, 400, 800), policy: policy)
        outermost.name = "outermost"
        panel = RecordingView("searchResultsPanel", frame: Rect(0, 100, 400, 500), log: log, multipleTouch: true)
        mapsView = RecordingView("mapsView", frame: Rect(20, 20, 200, 200), log: log, multipleTouch: true)
        searchField = RecordingView("searchField", frame: Rect(0, 0, 400, 80), log: log, multipleTouch: true)
        homeRow = RecordingView("homeRow", frame: Rect(0, 700, 400, 100), log: log, multipleTouch: true)
        panel.addSubview(mapsView)
        for v in [panel, searchField, homeRow] { outermost.addSubview(v) }
        app.addWindow(outermost)
        hierarchy.add(app)
        router = ApplicationRouter(device: device, hierarchy: hierarchy)
        feeder = TouchScript(router, step: 0.016)
        device.open(app, state: .active)
    }

    /// A recording recognizer on each named view.
    func recorders() -> [String: RecordingRecognizer] {
        var out: [String: RecordingRecognizer] = [:]
        for v in [mapsView, panel, searchField, homeRow] as [View] + [outermost] {
            let r = RecordingRecognizer(v.name ?? "?", log: log)
            v.addGestureRecognizer(r)
            out[v.name ?? "?"] = r
        }
        return out
    }

    let inMaps = Point(x: 100, y: 200)     // inside mapsView (panel at y 100, maps at +20)
    let inPanelOnly = Point(x: 350, y: 500)

    func receivers() -> [String] {
        ["mapsView", "searchResultsPanel", "outermost", "searchField", "homeRow"].filter { log.has("\($0): began") }
    }
}

@Suite struct ViewDeliveryScenarioTests {
    /// seed-000 S14.
    @Test func hitViewAndActivelyInvolvedViews() {
        for (policy, expected) in [(ActiveViewPolicy.hitViewAndAncestors, ["mapsView", "searchResultsPanel", "outermost"]),
                                   (.hitViewOnly, ["mapsView"]),
                                   (.allContainingLocation, ["mapsView", "searchResultsPanel", "outermost"])] {
            var p = DispatchPolicy()
            p.activeViewPolicy = policy
            let f = MapsFixture(policy: p)
            _ = f.recorders()
            #expect(f.app.hitView(at: f.inMaps) === f.mapsView)
            f.feeder.down([1], at: [f.inMaps])
            #expect(f.receivers() == expected, "policy \(policy)")
            let names = f.app.dispatcher.activeViews(forHitView: f.mapsView, at: f.inMaps).compactMap { $0.name }
            #expect(Array(names.prefix(expected.count)) == expected)
            #expect(!names.contains("searchField") && !names.contains("homeRow"))
        }
    }

    /// seed-000 S15.
    @Test func skipProperty() {
        let f = MapsFixture()
        _ = f.recorders()
        f.panel.recognizerDelivery = .skip
        f.feeder.down([1], at: [f.inMaps])
        #expect(f.receivers() == ["mapsView", "outermost"])
    }

    /// seed-000 S16.
    @Test func noHitSkipProperty() {
        let a = MapsFixture()
        _ = a.recorders()
        a.mapsView.recognizerDelivery = .noHitSkip
        a.feeder.down([1], at: [a.inMaps])
        #expect(a.receivers().contains("mapsView"))

        let b = MapsFixture()
        _ = b.recorders()
        b.panel.recognizerDelivery = .noHitSkip
        b.feeder.down([1], at: [b.inMaps])
        #expect(b.receivers() == ["mapsView", "outermost"])

        let c = MapsFixture()
        _ = c.recorders()
        c.panel.recognizerDelivery = .noHitSkip
        c.feeder.down([1], at: [c.inPanelOnly])
        #expect(c.receivers() == ["searchResultsPanel", "outermost"])
    }

    /// seed-000 S17.
    @Test func stopProperty() {
        let f = MapsFixture()
        _ = f.recorders()
        f.panel.recognizerDelivery = .stop
        f.feeder.down([1], at: [f.inMaps])
        #expect(f.receivers() == ["mapsView"])
    }

    /// seed-000 S18.
    @Test func nonExclusiveRecognizerBlocksExclusiveOnes() {
        final class RecognizeOnFirstMove: GestureRecognizer {
            override func touchesMoved(_ t: TouchSet, with e: TouchEvent) { if state == .possible { state = .recognized } }
        }
        let f = MapsFixture()
        let n = RecognizeOnFirstMove()
        n.name = "N"
        let e1 = RecordingRecognizer("E1", log: f.log), e2 = RecordingRecognizer("E2", log: f.log)
        let n2 = RecordingRecognizer("N2", log: f.log)
        n.isExclusive = false
        n2.isExclusive = false
        e1.isExclusive = true
        e2.isExclusive = true
        n.exclusivityExceptions = [e2]
        for r in [n, e1, e2, n2] as [GestureRecognizer] { f.mapsView.addGestureRecognizer(r) }
        f.feeder.down([1], at: [f.inMaps])
        f.feeder.move([1], to: [Point(x: 101, y: 200)])   // sub-event k: N recognizes
        #expect(e1.state == .failed)
        f.log.lines.removeAll()
        f.feeder.move([1], to: [Point(x: 102, y: 200)])   // k + 1
        #expect(!f.log.has("E1: moved"))
        #expect(f.log.has("E2: moved") && f.log.has("N2: moved"))
    }

    private func s19(_ fallback: RecognizerFallback) -> (MapsFixture, [String]) {
        var p = DispatchPolicy()
        p.activeViewPolicy = .hitViewOnly
        p.recognizerFallback = fallback
        let f = MapsFixture(policy: p)
        var actions: [String] = []
        let tap = OneFingerTap(name: "tap")
        tap.addAction { g in actions.append("tap \(g.state)") }
        let scroll = OneFingerScroll(name: "scroll")
        scroll.addAction { g in actions.append("scroll \(g.state)") }
        f.mapsView.addGestureRecognizer(tap)
        f.panel.addGestureRecognizer(scroll)
        f.feeder.down([1], at: [f.inMaps])
        f.feeder.frame([TouchSample](), dt: 0.1)                            // delay
        f.feeder.move([1], to: [Point(x: 100, y: 230)])        // the tap fails here
        f.feeder.move([1], to: [Point(x: 100, y: 260)])
        f.feeder.up([1], at: [Point(x: 100, y: 260)])
        return (f, actions)
    }

    /// seed-000 S19.
    @Test func fallbackSendsToHigherView() {
        let (f, actions) = s19(.sendToHigherView)
        #expect(actions == ["scroll began", "scroll changed", "scroll ended"])
        // The hit view keeps its own delivery; the scroll's recognition cancels its touch.
        #expect(f.log.lines == ["mapsView began [1]", "mapsView cancelled [1]"])
    }

    /// seed-000 S19.
    @Test func fallbackDisregard() {
        let (f, actions) = s19(.disregard)
        #expect(actions.isEmpty)
        #expect(f.log.lines.first == "mapsView began [1]" && f.log.lines.last == "mapsView ended [1]")
    }

    /// seed-000 S19.
    @Test func fallbackToHigherProgrammaticLevel() {
        for fallback in [LevelFallback.sendToHigherLevel, .disregard] {
            let w = LauncherWorld()
            w.router.activeApplicationPolicy = .hitLevelOnly
            w.router.levelFallback = fallback
            w.feeder.fingers(3, from: Point(x: 100, y: 500), by: Vector(dx: 0, dy: -80))
            if fallback == .sendToHigherLevel {
                #expect(w.actions == ["threeFingerSwipeUp ended"])
                #expect(w.model.isShowingOpenApplicationIcons)
                #expect(w.lastOwner === w.launcher)
                #expect(w.page.lastPhase.values.allSatisfy { $0 == "cancelled" })
            } else {
                #expect(w.actions.isEmpty)
                #expect(w.lastOwner === w.browser)
            }
        }
    }

    /// seed-000 S20.
    @Test func oneFailureDoesNotStopTheOthers() {
        final class FailOnMove: GestureRecognizer {
            override func touchesMoved(_ t: TouchSet, with e: TouchEvent) { state = .failed }
        }
        final class RecognizeOnUp: GestureRecognizer {
            override func touchesEnded(_ t: TouchSet, with e: TouchEvent) { state = .recognized }
        }
        let f = MapsFixture()
        var seen: [String] = []
        let a = FailOnMove(), b = RecognizeOnUp()
        var bFired = 0
        b.addAction { _ in bFired += 1 }
        f.mapsView.addGestureRecognizer(a)
        f.mapsView.addGestureRecognizer(b)
        f.app.onRecognizerTransition = { r, _, to in seen.append("\(r === a ? "A" : "B") \(to)") }
        f.feeder.down([1], at: [f.inMaps])                       // 1
        f.feeder.move([1], to: [Point(x: 101, y: 200)])          // 2: A fails
        #expect(seen == ["A failed"])
        f.feeder.move([1], to: [Point(x: 102, y: 200)])          // 3
        f.feeder.up([1], at: [Point(x: 102, y: 200)])            // 4: B recognizes
        #expect(seen == ["A failed", "B ended"])
        #expect(bFired == 1)
    }
}
