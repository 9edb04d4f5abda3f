import Testing
import Tactile

// The example of docs/applications.md, compiled and run. Keep the two in sync.

/// A kiosk shell: a hidden launcher with a three-finger swipe-up, over a
/// displayed browser with a button.
final class KioskShell {
    let device = DeviceState()
    let hierarchy = ProgrammaticHierarchy()
    let router: ApplicationRouter
    let launcher: Application
    let browser: Application
    let model: LauncherModel
    var log: [String] = []

    init(swipeUp: GestureRecognizer, buttonTap: GestureRecognizer) {
        let screen = Rect(0, 0, 800, 480)
        launcher = Application(name: "launcher", role: .launcher, screen: screen)
        browser = Application(name: "browser", screen: screen)
        hierarchy.add(launcher)            // the launcher is the browser's higher level
        hierarchy.add(browser)
        router = ApplicationRouter(device: device, hierarchy: hierarchy)
        model = LauncherModel(device: device, launcher: launcher)

        // The launcher's system gesture: an application-bound recognizer.
        swipeUp.addAction(model.showOpenApplicationIconsAction())
        launcher.addGestureRecognizer(swipeUp)

        // The browser's content: a window with a button.
        let window = Window(frame: screen)
        let button = View(frame: Rect(700, 20, 80, 40))
        window.addSubview(button)
        buttonTap.addAction { [unowned self] _ in self.log.append("button") }
        button.addGestureRecognizer(buttonTap)
        browser.addWindow(window)

        device.open(launcher)                  // open, hidden
        device.open(browser, state: .active)   // displayed
        router.onDecision = { [unowned self] d in self.log.append("owner \(d.owner.name)") }
    }

    /// The compositor's input callback: one frame of contacts (screen coordinates).
    func input(_ frame: InputFrame) { router.handle(frame) }
    /// The compositor's timer tick.
    func tick(_ time: Double) { router.advance(to: time) }
}

@Test func applicationsDocExample() {
    let shell = KioskShell(swipeUp: FingerSwipe(3, .up, name: "swipeUp"), buttonTap: OneFingerTap(name: "tap"))
    // A tap on the button: the launcher's swipe fails, the browser gets the sequence.
    shell.input(InputFrame(timestamp: 0.00, samples: [TouchSample(id: 1, phase: .began, location: Point(x: 720, y: 40))]))
    shell.input(InputFrame(timestamp: 0.08, samples: [TouchSample(id: 1, phase: .ended, location: Point(x: 720, y: 40))]))
    #expect(shell.log == ["owner browser", "button"])
    // A three-finger swipe up anywhere: the launcher takes it over.
    let xs = [300.0, 340.0, 380.0]
    var y = 400.0
    shell.input(InputFrame(timestamp: 1.0, samples: (0..<3).map {
        TouchSample(id: $0 + 1, phase: .began, location: Point(x: xs[$0], y: y)) }))
    for step in 1...4 {
        y -= 20
        shell.input(InputFrame(timestamp: 1.0 + Double(step) * 0.016, samples: (0..<3).map {
            TouchSample(id: $0 + 1, phase: .moved, location: Point(x: xs[$0], y: y)) }))
    }
    shell.input(InputFrame(timestamp: 1.1, samples: (0..<3).map {
        TouchSample(id: $0 + 1, phase: .ended, location: Point(x: xs[$0], y: y)) }))
    shell.tick(2.0)
    #expect(shell.log == ["owner browser", "button", "owner launcher"])
    #expect(shell.model.isShowingOpenApplicationIcons)
}
