// Cited: seed-000 §6.2 A10, §6.3 B4, §7.1.
/// A small model of an application launcher's system-gesture handlers: what the
/// launcher does when its recognizers recognize. It holds display state for a host
/// shell to render and changes `DeviceState`; it draws nothing.
///
/// * three-finger swipe up → `showOpenApplicationIcons()` (L368, L414, L500);
/// * three-finger left / right swipe → `switchApplication(by: +1 / -1)`
///   (the next / previous open application, L370, L420);
/// * five-finger pinch → `updateHomeGesture(scale:)` while it changes, then
///   `endHomeGesture(scale:velocity:)`: home screen or back (L372–L374);
/// * ten-finger tap → `openSettings()` (L422).
///
/// The `…Action` methods return closures to pass to any recognizer's
/// `addAction`, so a shell can use Tactile's standard recognizers or its own.
public final class LauncherModel {
    /// The device state the launcher changes.
    package let device: DeviceState
    /// The launcher application (shown as the home screen).
    package let launcher: Application

    /// A released pinch whose scale is below this goes home (L374). Default 0.6.
    package var homeScaleThreshold = 0.6
    /// A release shrinking at least this fast (scale per second, negative)
    /// goes home whatever the scale ("speed may also be used", L374). Default -1.5.
    package var homeVelocityThreshold = -1.5
    /// When true, every released pinch goes home (L374's first variant). Default false.
    package var alwaysGoesHomeOnRelease = false

    /// Whether the open-application icons are shown in their predefined area.
    public private(set) var isShowingOpenApplicationIcons = false
    /// The applications whose icons are shown, in the sequence of open applications.
    package private(set) var openApplicationIcons: [Application] = []
    /// The scale at which the current application's views are drawn (1 = full
    /// screen); below 1 the home screen shows around them.
    package private(set) var applicationScale = 1.0
    /// Whether the home screen is (at least partly) visible.
    package var isHomeScreenVisible: Bool { device.foregroundApplication === launcher || applicationScale < 1 }
    /// The displayed application before the launcher came to the foreground.
    package private(set) var lastApplication: Application?

    /// Creates the model.
    public init(device: DeviceState, launcher: Application) {
        self.device = device
        self.launcher = launcher
    }

    // MARK: Handlers

    /// Shows the open-application icons; the current application stays
    /// (partly) displayed (A10a).
    package func showOpenApplicationIcons() {
        openApplicationIcons = device.switchableApplications
        isShowingOpenApplicationIcons = true
    }

    /// Hides the open-application icons.
    package func hideOpenApplicationIcons() {
        isShowingOpenApplicationIcons = false
        openApplicationIcons = []
    }

    /// Replaces the displayed application with the next (`offset` 1) or
    /// previous (-1) one in the sequence of open applications (A10d). Returns
    /// false (and changes nothing) when there is none.
    @discardableResult
    package func switchApplication(by offset: Int) -> Bool {
        guard let current = device.foregroundApplication,
              let target = device.application(offset, from: current) else { return false }
        hideOpenApplicationIcons()
        device.bringToForeground(target)
        return true
    }

    /// The home-screen gesture changed: draw the application at `scale`
    /// (smaller while pinching in, larger while spreading; clamped to 0…1).
    package func updateHomeGesture(scale: Double) {
        guard scale.isFinite else { return }
        applicationScale = max(0, min(1, scale))
    }

    /// The home-screen gesture ended: go home when the scale is below the
    /// threshold, or it shrank fast enough, or `alwaysGoesHomeOnRelease`;
    /// otherwise return to the application at full scale (L374). Returns
    /// whether it went home.
    @discardableResult
    package func endHomeGesture(scale: Double, velocity: Double) -> Bool {
        updateHomeGesture(scale: scale)
        let home = alwaysGoesHomeOnRelease || applicationScale < homeScaleThreshold
            || (velocity.isFinite && velocity <= homeVelocityThreshold)
        applicationScale = 1
        if home { goHome() }
        return home
    }

    /// The home-screen gesture was cancelled: back to full scale.
    package func cancelHomeGesture() { applicationScale = 1 }

    /// Displays the home screen (A10b–c).
    package func goHome() {
        hideOpenApplicationIcons()
        if let f = device.foregroundApplication, f !== launcher { lastApplication = f }
        device.bringToForeground(launcher)
    }

    /// Launches (or shows) the settings application (A10e). Returns false
    /// when no application with the settings role is known.
    @discardableResult
    package func openSettings(_ settings: Application? = nil) -> Bool {
        guard let app = settings ?? device.openApplication(withRole: .settings) else { return false }
        hideOpenApplicationIcons()
        device.bringToForeground(app)
        return true
    }

    // MARK: Actions for recognizers

    /// An action that shows the open-application icons when a discrete gesture is recognized.
    public func showOpenApplicationIconsAction() -> (GestureRecognizer) -> Void {
        let ref = WeakReference(self)
        return { g in if g.state == .recognized { ref.object?.showOpenApplicationIcons() } }
    }

    /// An action that switches to the application `offset` places away.
    package func switchApplicationAction(by offset: Int) -> (GestureRecognizer) -> Void {
        let ref = WeakReference(self)
        return { g in if g.state == .recognized { ref.object?.switchApplication(by: offset) } }
    }

    /// An action that opens the settings application.
    package func openSettingsAction() -> (GestureRecognizer) -> Void {
        let ref = WeakReference(self)
        return { g in if g.state == .recognized { ref.object?.openSettings() } }
    }

    /// An action for a continuous pinch recognizer: `reading` returns its
    /// current scale and scale velocity (per second).
    package func homeGestureAction(reading: @escaping (GestureRecognizer) -> (scale: Double, velocity: Double))
        -> (GestureRecognizer) -> Void {
        let ref = WeakReference(self)
        return { g in
            guard let model = ref.object else { return }
            let r = reading(g)
            switch g.state {
            case .began, .changed: model.updateHomeGesture(scale: r.scale)
            case .ended: model.endHomeGesture(scale: r.scale, velocity: r.velocity)
            case .cancelled, .failed: model.cancelHomeGesture()
            case .possible: break
            }
        }
    }
}
