import Testing
@testable import Tactile
import TactileTestSupport

/// Seed-000 §7.2 (L478–L482): one recognizer, several gesture definitions
/// chosen by the device state — one- vs two-finger tap, two- vs three-finger
/// pinch, and swipe vs pinch — driven through the router like the launcher
/// scenarios, with Tactile's standard recognizers.
@Suite struct DefinitionKindTests {
    /// A hidden shell (launcher) over a displayed browser with an empty page.
    final class World: TouchScripting {
        let screen = Rect(0, 0, 800, 600)
        let device = DeviceState()
        let hierarchy = ProgrammaticHierarchy()
        let shell: Application
        let browser: Application
        let router: ApplicationRouter
        var fired: [String] = []
        var owners: [String] = []
        /// The touch-script DSL through the router, frames 1/120 s apart.
        let script: TouchScript

        init() {
            shell = Application(name: "shell", role: .launcher, screen: screen)
            browser = Application(name: "browser", screen: screen)
            hierarchy.add(shell)
            hierarchy.add(browser)
            router = ApplicationRouter(device: device, hierarchy: hierarchy)
            script = TouchScript(router, step: 1.0 / 120)
            let window = Window(frame: screen)
            window.isMultipleTouchEnabled = true
            browser.addWindow(window)
            device.open(shell)
            device.open(browser, state: .active)
            router.onDecision = { [unowned self] d in self.owners.append(d.owner.name) }
        }

        func add(_ r: GestureRecognizer, _ name: String) {
            r.name = name
            r.addAction { [unowned self] g in if g.state == .ended { self.fired.append(name) } }
            shell.addGestureRecognizer(r)
        }

        /// `points(step)` gives each finger's position at step 0…steps.
        func gesture(fingers n: Int, steps: Int, _ points: (Int, Int) -> Point) {
            frame((0..<n).map { TouchSample(id: $0 + 1, phase: .began, location: points($0, 0)) })
            for s in 1...max(1, steps) where steps > 0 {
                frame((0..<n).map { TouchSample(id: $0 + 1, phase: .moved, location: points($0, s)) })
            }
            frame((0..<n).map { TouchSample(id: $0 + 1, phase: .ended, location: points($0, steps)) })
            wait(1)
        }

        func tap(fingers n: Int) { gesture(fingers: n, steps: 0) { i, _ in Point(300 + 40 * Double(i), 300) } }
        func swipeLeft(fingers n: Int) { gesture(fingers: n, steps: 6) { i, s in Point(500 - 40 * Double(s), 250 + 50 * Double(i)) } }
        func pinchIn(fingers n: Int) {
            gesture(fingers: n, steps: 8) { i, s in
                let a = 2 * TactileMath.pi * Double(i) / Double(n), r = 150 - 12 * Double(s)
                return Point(400 + r * TactileMath.cos(a), 300 + r * TactileMath.sin(a))
            }
        }
    }

    /// seed-000 §7.2.
    @Test func oneVersusTwoFingerTap() {
        let w = World()
        let tap = TapGestureRecognizer()
        w.add(tap, "tap")
        let binding = w.shell.registerDefinitions(for: tap, [.tap(touches: 1), .tap(touches: 2, mode: .accessibility)]) { d in
            tap.numberOfTouchesRequired = d.numberOfTouches
        }
        w.tap(fingers: 2)
        w.tap(fingers: 1)
        #expect(w.fired == ["tap"] && binding.selected == .tap(touches: 1))
        w.device.operatingMode = .accessibility
        w.tap(fingers: 1)
        #expect(w.fired == ["tap"])                                    // one finger no longer taps
        w.tap(fingers: 2)
        #expect(w.fired == ["tap", "tap"] && tap.numberOfTouchesRequired == 2)
        #expect(w.owners == ["browser", "shell", "browser", "shell"])
    }

    /// seed-000 §7.2.
    @Test func twoVersusThreeFingerPinch() {
        let w = World()
        let pinch = PinchGestureRecognizer()
        w.add(pinch, "pinch")
        w.shell.registerDefinitions(for: pinch, [.pinch(touches: 2), .pinch(touches: 3, mode: .accessibility)]) { d in
            pinch.minimumNumberOfTouches = d.numberOfTouches
            pinch.maximumNumberOfTouches = d.numberOfTouches
        }
        w.pinchIn(fingers: 3)
        #expect(w.fired.isEmpty)                                       // three fingers: not the normal pinch
        w.pinchIn(fingers: 2)
        #expect(w.fired == ["pinch"])
        w.device.operatingMode = .accessibility
        w.pinchIn(fingers: 2)
        #expect(w.fired == ["pinch"])
        w.pinchIn(fingers: 3)
        #expect(w.fired == ["pinch", "pinch"])
    }

    /// seed-000 §7.2.
    @Test func swipeVersusPinch() {
        let w = World()
        let swipe = SwipeGestureRecognizer()
        swipe.direction = .left
        swipe.numberOfTouchesRequired = 3
        let pinch = PinchGestureRecognizer()
        pinch.minimumNumberOfTouches = 3
        pinch.maximumNumberOfTouches = 3
        let next = AlternativeGestureRecognizer([swipe, pinch])
        w.add(next, "next")
        let binding = w.shell.registerDefinitions(for: next, [.swipe(.left, touches: 3), .pinch(touches: 3, mode: .accessibility)]) { d in
            next.select(d.kind == .pinch ? 1 : 0)
        }
        w.pinchIn(fingers: 3)
        #expect(w.fired.isEmpty && next.selected === swipe)           // normal mode: a pinch is not it
        w.swipeLeft(fingers: 3)
        #expect(w.fired == ["next"])
        w.device.operatingMode = .accessibility
        #expect(binding.selected == .pinch(touches: 3, mode: .accessibility) && next.selected === pinch)
        w.swipeLeft(fingers: 3)
        #expect(w.fired == ["next"])                                   // accessibility: a swipe is not it
        w.pinchIn(fingers: 3)
        #expect(w.fired == ["next", "next"])
        #expect(next.state == .possible && swipe.state == .possible && pinch.state == .possible)
    }

    @Test func alternativeTakesOverContinuousStatesAndTimers() {
        // A long press (timer-driven, continuous) hosted as an alternative: its timer
        // runs on the host's dispatcher and its began/changed/ended reach the actions.
        let d = TouchDispatcher()
        let w = Window(frame: Rect(0, 0, 400, 400))
        d.addWindow(w)
        let press = LongPressGestureRecognizer()
        let alt = AlternativeGestureRecognizer([TapGestureRecognizer(), press])
        alt.select(1)
        var states: [GestureRecognizerState] = []
        alt.addAction { states.append($0.state) }
        w.addGestureRecognizer(alt)
        d.handle(InputFrame(timestamp: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(100, 100))]))
        d.advance(to: 0.6)
        d.handle(InputFrame(timestamp: 0.7, samples: [TouchSample(id: 1, phase: .moved, location: Point(104, 100))]))
        d.handle(InputFrame(timestamp: 0.8, samples: [TouchSample(id: 1, phase: .ended, location: Point(104, 100))]))
        #expect(states == [.began, .changed, .ended])
        #expect(alt.isContinuous && alt.state == .possible && press.state == .possible)
    }
}
