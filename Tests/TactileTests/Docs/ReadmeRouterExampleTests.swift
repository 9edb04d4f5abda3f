import Testing
import Tactile

/// The README's "A host shell" example, verbatim apart from recording instead of printing.
@Test func readmeExample_hostShellRouter() {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

    let screen = Rect(0, 0, 800, 480)
    let device = DeviceState()
    let hierarchy = ProgrammaticHierarchy()
    let launcher = Application(name: "launcher", role: .launcher, screen: screen)
    let browser = Application(name: "browser", screen: screen)
    hierarchy.add(launcher)                       // the launcher sits above the browser
    hierarchy.add(browser)
    let router = ApplicationRouter(device: device, hierarchy: hierarchy)
    let shell = LauncherModel(device: device, launcher: launcher)

    // The launcher's system gesture, bound to the application rather than to a view.
    let swipeUp = SwipeGestureRecognizer()
    swipeUp.direction = .up
    swipeUp.numberOfTouchesRequired = 3
    swipeUp.addAction(shell.showOpenApplicationIconsAction())
    launcher.addGestureRecognizer(swipeUp)

    // The browser's content: a window with a button.
    let window = Window(frame: screen)
    let button = View(frame: Rect(700, 20, 80, 40))
    window.addSubview(button)
    button.addGestureRecognizer(TapGestureRecognizer { _ in print("button") })
    browser.addWindow(window)

    device.open(launcher)                         // open but hidden
    device.open(browser, state: .active)          // displayed
    router.onDecision = { print("owner", $0.owner.name) }

    // The host's input callback and timer tick (screen coordinates, seconds):
    router.handle(InputFrame(timestamp: 0.00, samples: [TouchSample(id: 1, phase: .began, location: Point(720, 40))]))
    router.handle(InputFrame(timestamp: 0.08, samples: [TouchSample(id: 1, phase: .ended, location: Point(720, 40))]))
    router.advance(to: 0.5)
    #expect(printed == ["owner browser", "button"])

    // Three fingers swiping up anywhere: the hidden launcher takes the sequence over.
    let xs = [300.0, 340.0, 380.0]
    func fingers(_ phase: TouchPhase, y: Double) -> [TouchSample] {
        (0..<3).map { TouchSample(id: $0 + 1, phase: phase, location: Point(xs[$0], y)) }
    }
    router.handle(InputFrame(timestamp: 1.000, samples: fingers(.began, y: 400)))
    for step in 1...6 {
        router.handle(InputFrame(timestamp: 1.0 + Double(step) / 120, samples: fingers(.moved, y: 400 - 25 * Double(step))))
    }
    router.handle(InputFrame(timestamp: 1.1, samples: fingers(.ended, y: 250)))
    router.advance(to: 2)
    #expect(printed == ["owner browser", "button", "owner launcher"])
    #expect(shell.isShowingOpenApplicationIcons)
}
