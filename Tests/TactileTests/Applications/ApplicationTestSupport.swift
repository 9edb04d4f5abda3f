import Tactile
import TactileTestSupport

/// Mean displacement of the tracked touches since they went down.
func meanDisplacement(_ g: GestureRecognizer) -> Vector {
    var dx = 0.0, dy = 0.0
    for t in g.trackedTouches {
        dx += t.locationInWindow.x - t.initialLocationInWindow.x
        dy += t.locationInWindow.y - t.initialLocationInWindow.y
    }
    let n = Double(max(1, g.trackedTouches.count))
    return Vector(dx: dx / n, dy: dy / n)
}

/// An N-finger swipe (test support): fails when more than N fingers come
/// down, when movement starts with fewer than N, on a lift before it
/// recognizes, or when the movement goes the wrong way; recognizes once the
/// mean displacement reaches `minimumDistance` in `direction`.
final class FingerSwipe: GestureRecognizer {
    var touchesRequired: Int
    var direction: GestureDirection
    var minimumDistance = 30.0
    init(_ touches: Int, _ direction: GestureDirection, name: String) {
        touchesRequired = touches; self.direction = direction
        super.init(); self.name = name
    }
    override func touchesBegan(_ t: TouchSet, with e: TouchEvent) {
        if numberOfTouches > touchesRequired { state = .failed }
    }
    override func touchesMoved(_ t: TouchSet, with e: TouchEvent) {
        guard state == .possible else { return }
        if numberOfTouches < touchesRequired { state = .failed; return }
        let d = meanDisplacement(self)
        let (along, across): (Double, Double)
        switch direction {
        case .left: (along, across) = (-d.dx, d.dy)
        case .right: (along, across) = (d.dx, d.dy)
        case .up: (along, across) = (-d.dy, d.dx)
        case .down: (along, across) = (d.dy, d.dx)
        }
        if along < -10 || abs(across) > max(20, abs(along)) { state = .failed; return }
        if along >= minimumDistance { state = .recognized }
    }
    override func touchesEnded(_ t: TouchSet, with e: TouchEvent) { if state == .possible { state = .failed } }
}

/// An N-finger tap (test support): recognizes at the first lift once N
/// fingers were down together; fails on movement, on more than N fingers, or
/// on a lift with fewer than N.
final class FingerTap: GestureRecognizer {
    var touchesRequired: Int
    init(_ touches: Int, name: String) { touchesRequired = touches; super.init(); self.name = name }
    override func touchesBegan(_ t: TouchSet, with e: TouchEvent) {
        if numberOfTouches > touchesRequired { state = .failed }
    }
    override func touchesMoved(_ t: TouchSet, with e: TouchEvent) {
        for x in t where (x.locationInWindow - x.initialLocationInWindow).length > 10 { state = .failed; return }
    }
    override func touchesEnded(_ t: TouchSet, with e: TouchEvent) {
        guard state == .possible else { return }
        state = numberOfTouches == touchesRequired ? .recognized : .failed
    }
}

/// An N-finger pinch (test support, continuous): scale = mean distance to the
/// centroid / the same at the start; began once the scale moved 5 %.
final class FingerPinch: GestureRecognizer {
    override var isContinuous: Bool { true }
    var touchesRequired: Int
    private var initialSpread: Double?
    private(set) var scale = 1.0
    private(set) var velocity = 0.0
    private var lastTime: Double?
    init(_ touches: Int, name: String) { touchesRequired = touches; super.init(); self.name = name }
    private func spread() -> Double {
        let c = centroidInWindow()
        var s = 0.0
        for t in trackedTouches { s += (t.locationInWindow - c).length }
        return s / Double(max(1, trackedTouches.count))
    }
    override func touchesBegan(_ t: TouchSet, with e: TouchEvent) {
        if numberOfTouches > touchesRequired { if state == .possible { state = .failed } else { state = .cancelled } }
        if numberOfTouches == touchesRequired { initialSpread = spread(); lastTime = e.timestamp }
    }
    override func touchesMoved(_ t: TouchSet, with e: TouchEvent) {
        guard numberOfTouches == touchesRequired, let s0 = initialSpread, s0 > 0 else {
            if state == .possible { state = .failed }
            return
        }
        let newScale = spread() / s0
        if let lt = lastTime, e.timestamp > lt { velocity = (newScale - scale) / (e.timestamp - lt) }
        lastTime = e.timestamp
        scale = newScale
        if state == .possible { if abs(scale - 1) > 0.05 { state = .began } } else if state.isInProgress { state = .changed }
    }
    override func touchesEnded(_ t: TouchSet, with e: TouchEvent) {
        if state.isInProgress { state = .ended } else if state == .possible { state = .failed }
    }
    override func reset() { super.reset(); initialSpread = nil; scale = 1; velocity = 0; lastTime = nil }
}

/// A one-finger scroll (test support, continuous): fails with a second finger.
final class OneFingerScroll: GestureRecognizer {
    override var isContinuous: Bool { true }
    init(name: String) { super.init(); self.name = name }
    override func touchesBegan(_ t: TouchSet, with e: TouchEvent) {
        if numberOfTouches > 1 { if state == .possible { state = .failed } else if state.isInProgress { state = .cancelled } }
    }
    override func touchesMoved(_ t: TouchSet, with e: TouchEvent) {
        guard numberOfTouches == 1 else { return }
        if state == .possible {
            if meanDisplacement(self).length > 10 { state = .began }
        } else if state.isInProgress { state = .changed }
    }
    override func touchesEnded(_ t: TouchSet, with e: TouchEvent) {
        if state.isInProgress { state = .ended } else if state == .possible { state = .failed }
    }
}

/// A one-finger tap that fails on movement (test support).
final class OneFingerTap: GestureRecognizer {
    init(name: String) { super.init(); self.name = name }
    override func touchesBegan(_ t: TouchSet, with e: TouchEvent) { if numberOfTouches > 1 { state = .failed } }
    override func touchesMoved(_ t: TouchSet, with e: TouchEvent) {
        for x in t where (x.locationInWindow - x.initialLocationInWindow).length > 10 { state = .failed }
    }
    override func touchesEnded(_ t: TouchSet, with e: TouchEvent) { if state == .possible { state = .recognized } }
}

/// The seed's browser-over-launcher world (seed-000 S21–S30): an OS
/// application, a hidden launcher with system gestures, a displayed web
/// browser with a bookmark icon, a background weather application and a
/// settings application.
final class LauncherWorld {
    static let screen = Rect(0, 0, 400, 800)
    let log = EventLog()
    let device = DeviceState()
    let hierarchy = ProgrammaticHierarchy()
    let router: ApplicationRouter
    let feeder: TouchScript
    let os: Application
    let launcher: Application
    let browser: Application
    let weather: Application
    let settings: Application
    let model: LauncherModel
    let homeScreen: RecordingView
    let page: RecordingView
    let bookmarkIcon: RecordingView
    let weatherView: RecordingView
    // Launcher recognizers.
    let swipeUp = FingerSwipe(3, .up, name: "threeFingerSwipeUp")
    let nextApp = FingerSwipe(3, .left, name: "nextApp")
    let previousApp = FingerSwipe(3, .right, name: "previousApp")
    let homePinch = FingerPinch(5, name: "fiveFingerPinch")
    let tenFingerTap = FingerTap(10, name: "tenFingerTap")
    // Browser recognizers.
    let bookmarkTap = OneFingerTap(name: "bookmarkTap")
    let scroll = OneFingerScroll(name: "scroll")
    var decisions: [RoutingDecision] = []
    var actions: [String] = []

    init() {
        os = Application(name: "os", role: .osApplication, screen: Self.screen)
        launcher = Application(name: "launcher", role: .launcher, screen: Self.screen)
        browser = Application(name: "browser", screen: Self.screen)
        weather = Application(name: "weather", screen: Self.screen)
        settings = Application(name: "settings", role: .settings, screen: Self.screen)
        for a in [os, launcher, browser, weather, settings] { hierarchy.add(a) }
        router = ApplicationRouter(device: device, hierarchy: hierarchy)
        feeder = TouchScript(router, step: 0.016)
        model = LauncherModel(device: device, launcher: launcher)

        let homeWindow = Window(frame: Self.screen)
        homeScreen = RecordingView("homeScreen", frame: Rect(0, 0, 400, 800), log: log, multipleTouch: true)
        homeWindow.addSubview(homeScreen)
        launcher.addWindow(homeWindow)

        let browserWindow = Window(frame: Self.screen)
        page = RecordingView("page", frame: Rect(0, 0, 400, 800), log: log, multipleTouch: true)
        bookmarkIcon = RecordingView("bookmarkIcon", frame: Rect(340, 20, 40, 40), log: log, multipleTouch: true)
        browserWindow.addSubview(page)
        page.addSubview(bookmarkIcon)
        browser.addWindow(browserWindow)

        let weatherWindow = Window(frame: Self.screen)
        weatherView = RecordingView("weatherView", frame: Rect(0, 0, 400, 800), log: log, multipleTouch: true)
        weatherWindow.addSubview(weatherView)
        weather.addWindow(weatherWindow)

        // System gestures: ordinary recognizers bound to the launcher / OS application.
        swipeUp.addAction(model.showOpenApplicationIconsAction())
        nextApp.addAction(model.switchApplicationAction(by: 1))
        previousApp.addAction(model.switchApplicationAction(by: -1))
        homePinch.addAction(model.homeGestureAction { g in
            let p = g as? FingerPinch
            return (p?.scale ?? 1, p?.velocity ?? 0)
        })
        tenFingerTap.addAction(model.openSettingsAction())
        for r in [swipeUp, nextApp, previousApp, homePinch] { launcher.addGestureRecognizer(r) }
        os.addGestureRecognizer(tenFingerTap)
        for r: GestureRecognizer in [swipeUp, nextApp, previousApp, homePinch, tenFingerTap, bookmarkTap, scroll] {
            let name = r.debugName
            r.addAction { [unowned self] g in self.actions.append("\(name) \(g.state)") }
        }
        bookmarkIcon.addGestureRecognizer(bookmarkTap)
        page.addGestureRecognizer(scroll)

        device.open(os)
        device.open(launcher)
        device.open(browser, state: .active)
        device.open(weather)
        device.open(settings)
        router.onDecision = { [unowned self] d in self.decisions.append(d) }
    }

    var lastOwner: Application? { decisions.last?.owner }
}
