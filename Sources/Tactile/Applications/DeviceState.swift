// Cited: seed-000 §2.1, L168, L462, L474.
/// The device's global internal state: the operating mode and other settings that
/// gesture definitions depend on, the sequence of open applications, and which
/// application is displayed.
///
/// Changes are reported to observers in the order they were added; an
/// `ApplicationRouter` observes its device state to re-select gesture
/// definitions (seed-000 §7.2).
public final class DeviceState {
    /// The operating mode (default `.normal`). Changed e.g. by the accessibility module (L474).
    public var operatingMode: OperatingMode = .normal {
        didSet { if oldValue != operatingMode { notify(.operatingMode) } }
    }

    /// Other global settings, as ordered key–value pairs.
    package private(set) var settings: [ApplicationStateEntry] = []

    /// Open applications in the order they were opened: the "sequence of open
    /// applications" that next/previous-application gestures walk (L370, L420).
    package private(set) var openApplications: [Application] = []

    /// The application whose views are displayed (open state `.active`).
    package private(set) var foregroundApplication: Application?

    private var observers: [(DeviceStateChange) -> Void] = []

    /// Creates a device state at default values.
    public init() {}

    /// Adds an observer of every change.
    package func addObserver(_ observer: @escaping (DeviceStateChange) -> Void) { observers.append(observer) }

    private func notify(_ change: DeviceStateChange) { for o in observers { o(change) } }

    // MARK: Settings

    /// The value of a global setting, if set (keys compare by their UTF-8 bytes).
    package func setting(_ key: String) -> String? {
        for e in settings where e.key.hasSameUTF8(as: key) { return e.value }
        return nil
    }

    /// Sets (or, with nil, removes) a global setting (keys and values compare by their UTF-8 bytes).
    package func setSetting(_ key: String, to value: String?) {
        let i = settings.firstIndex(where: { $0.key.hasSameUTF8(as: key) })
        switch (i, value) {
        case (let i?, let v?): if settings[i].value.hasSameUTF8(as: v) { return }; settings[i].value = v
        case (let i?, nil): settings.remove(at: i)
        case (nil, let v?): settings.append(ApplicationStateEntry(key: key, value: v))
        case (nil, nil): return
        }
        notify(.setting(key))
    }

    // MARK: Applications

    /// Opens `app` in the background (a no-op when it is open): it retains
    /// state and takes part in routing. Opening one application does not
    /// close another (L82).
    public func open(_ app: Application, state: ApplicationOpenState = .background) {
        guard !openApplications.contains(where: { $0 === app }) else { return }
        openApplications.append(app)
        app.openState = state == .active ? .background : state
        notify(.opened(app))
        if state == .active { bringToForeground(app) }
    }

    /// Displays `app` (opening it if needed); the previously displayed
    /// application becomes `.background` and its windows are hidden.
    package func bringToForeground(_ app: Application) {
        if !openApplications.contains(where: { $0 === app }) { open(app) }
        guard foregroundApplication !== app else { return }
        if let old = foregroundApplication {
            old.isDisplayed = false
            old.openState = .background
        }
        foregroundApplication = app
        app.openState = .active
        app.isDisplayed = true
        notify(.foreground(app))
    }

    /// Sets how a background application runs (`.background`, `.suspended`,
    /// `.hibernated`); the foreground application stays `.active`.
    package func setOpenState(_ state: ApplicationOpenState, of app: Application) {
        guard app.isOpen, app !== foregroundApplication, state != .active else { return }
        app.openState = state
    }

    /// Closes `app`: its touches are cancelled, its state discarded, and it
    /// leaves the sequence of open applications (L80–L82). Closing the
    /// foreground application leaves nothing displayed.
    package func close(_ app: Application) {
        guard let i = openApplications.firstIndex(where: { $0 === app }) else { return }
        openApplications.remove(at: i)
        if foregroundApplication === app { foregroundApplication = nil }
        app.didClose()
        notify(.closed(app))
    }

    /// The open applications that take part in switching (`ApplicationRole.isSwitchable`), in order.
    package var switchableApplications: [Application] { openApplications.filter { $0.role.isSwitchable } }

    /// The switchable application after (`offset` 1) or before (-1) `app`
    /// in the sequence of open applications, if any (no wrap-around).
    public func application(_ offset: Int, from app: Application) -> Application? {
        let list = switchableApplications
        guard let i = list.firstIndex(where: { $0 === app }) else { return nil }
        let j = i + offset
        return j >= 0 && j < list.count ? list[j] : nil
    }

    /// The first open application with `role`, if any.
    package func openApplication(withRole role: ApplicationRole) -> Application? {
        for a in openApplications where a.role == role { return a }
        return nil
    }
}

/// What changed in a `DeviceState`.
package enum DeviceStateChange {
    /// The operating mode changed.
    case operatingMode
    /// A global setting changed.
    case setting(String)
    /// An application was opened.
    case opened(Application)
    /// An application was brought to the foreground.
    case foreground(Application)
    /// An application was closed.
    case closed(Application)
}
