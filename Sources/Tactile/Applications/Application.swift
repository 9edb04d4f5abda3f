// Cited: seed-000 §2.1–§2.2, §6.1.
/// A software application: its windows and views, its gesture recognizers (view-bound
/// and application-bound), its internal state and its open state.
///
/// Each application drives its own `TouchDispatcher`, so its views,
/// recognizers, failure requirements, cancels and delays behave exactly as
/// in a single-application engine. The dispatcher has one window,
/// `rootWindow`: an internal full-screen root whose subviews are the
/// application's windows (back to front). Recognizers bound to the
/// application rather than to a view (seed-000 §2.2, L214) are attached to
/// the root, so — with the default `.hitViewAndAncestors` policy — they take
/// part in every touch of the application, including touches that hit none
/// of its windows (a hidden launcher's windows are hidden, so its touches
/// reach only its application-bound recognizers). Window coordinates are
/// screen coordinates.
///
/// Feed input through an `ApplicationRouter`, not the dispatcher directly.
/// Do not replace `dispatcher.onRecognizerTransition`: the application uses
/// it; observe `onRecognizerTransition` instead.
public final class Application {
    /// A name for logs and scene files.
    public let name: String
    /// The application's role.
    package let role: ApplicationRole
    /// The dispatcher that delivers this application's touches.
    public let dispatcher: TouchDispatcher
    /// The internal full-screen root: parent of the application's windows,
    /// holder of application-bound recognizers; never hidden.
    package let rootWindow: Window

    /// The application's own windows, back to front (subviews of `rootWindow`).
    public private(set) var windows: [Window] = []

    /// How the application is running, or nil when it is closed.
    package internal(set) var openState: ApplicationOpenState?
    /// Whether the application is open (seed-000 L80).
    package var isOpen: Bool { openState != nil }

    /// The application's internal state; reset when it closes.
    package var state = ApplicationState()

    /// Whether the application's windows are displayed. Hidden windows are
    /// not hit, so a hidden application's touches reach only its
    /// application-bound recognizers (hiding cancels touches in them).
    package internal(set) var isDisplayed = false {
        didSet { if oldValue != isDisplayed { for w in windows { w.isHidden = !isDisplayed } } }
    }

    /// When set, overrides `ApplicationRouter.firstPortionPolicy` while this
    /// application is a hidden, higher-priority application (seed-000 §6.5).
    package var firstPortionPolicy: FirstPortionPolicy?

    /// Called on every recognizer state change in this application.
    package var onRecognizerTransition: ((GestureRecognizer, GestureRecognizerState, GestureRecognizerState) -> Void)?

    /// The router's observer (one router per application).
    internal var routerObserver: ((Application, GestureRecognizer, GestureRecognizerState, GestureRecognizerState) -> Void)?

    private var higherLevelRef = WeakReference<Application>(nil)
    /// The next higher level in the programmatic hierarchy, if any.
    package internal(set) var higherLevel: Application? {
        get { higherLevelRef.object }
        set { higherLevelRef = WeakReference(newValue) }
    }

    /// Recognizers with several gesture definitions, and recognizers whose
    /// single definition other recognizers must avoid (seed-000 §7.2), in
    /// registration order.
    package private(set) var definitionBindings: [RecognizerDefinitions] = []

    /// Creates a closed application covering `screen` (screen coordinates).
    public init(name: String, role: ApplicationRole = .ordinary, screen: Rect,
                policy: DispatchPolicy = DispatchPolicy()) {
        self.name = name
        self.role = role
        dispatcher = TouchDispatcher(policy: policy)
        rootWindow = Window(frame: screen)
        rootWindow.name = name + ".root"
        rootWindow.isMultipleTouchEnabled = true
        dispatcher.addWindow(rootWindow)
        let ref = WeakReference(self)
        dispatcher.onRecognizerTransition = { r, from, to in
            guard let app = ref.object else { return }
            app.onRecognizerTransition?(r, from, to)
            app.routerObserver?(app, r, from, to)
        }
    }

    // MARK: Windows and recognizers

    /// Adds a window (its frame in screen coordinates) in front of the
    /// application's other windows. It is hidden while the application is
    /// not displayed; hiding or removing it cancels its live touches.
    public func addWindow(_ window: Window) {
        guard window !== rootWindow, !windows.contains(where: { $0 === window }) else { return }
        windows.append(window)
        window.isHidden = !isDisplayed
        rootWindow.addSubview(window)
        window.dispatcher = dispatcher
    }

    /// Removes one of the application's windows (its live touches are cancelled).
    package func removeWindow(_ window: Window) {
        guard let i = windows.firstIndex(where: { $0 === window }) else { return }
        windows.remove(at: i)
        window.removeFromSuperview()
        window.dispatcher = nil
    }

    /// Binds a recognizer to the application rather than to a view (seed-000 §2.2, L214).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        rootWindow.addGestureRecognizer(recognizer)
    }

    /// Unbinds an application-bound recognizer.
    package func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        rootWindow.removeGestureRecognizer(recognizer)
    }

    /// The application-bound recognizers, in the order added.
    package var applicationRecognizers: [GestureRecognizer] { rootWindow.gestureRecognizers }

    /// Every recognizer of the application: view-bound ones (windows back to
    /// front, each tree depth-first), then application-bound ones.
    package var allRecognizers: [GestureRecognizer] {
        var out: [GestureRecognizer] = []
        for w in windows { Self.collect(w, into: &out) }
        out.append(contentsOf: rootWindow.gestureRecognizers)
        return out
    }

    private static func collect(_ v: View, into out: inout [GestureRecognizer]) {
        out.append(contentsOf: v.gestureRecognizers)
        for s in v.subviews { collect(s, into: &out) }
    }

    /// The view a touch at `point` (screen coordinates) hits (the root when
    /// no window of the application is there).
    package func hitView(at point: Point) -> View? {
        rootWindow.hitTest(point, with: nil)
    }

    /// Whether one of the application's own (displayed) windows is hit at `point`.
    package func displaysContent(at point: Point) -> Bool {
        guard let hit = hitView(at: point) else { return false }
        return hit !== rootWindow
    }

    // MARK: Definitions

    /// Registers `recognizer`'s gesture definitions (seed-000 §4.1.8, §7.2).
    /// The first definition is the default (normal-mode) one and is applied
    /// at once; `apply` configures the recognizer for a selected definition.
    @discardableResult
    public func registerDefinitions(for recognizer: GestureRecognizer, _ definitions: [GestureDefinition],
                                    apply: @escaping (GestureDefinition) -> Void) -> RecognizerDefinitions {
        if let i = definitionBindings.firstIndex(where: { $0.recognizer === recognizer }) { definitionBindings.remove(at: i) }
        let binding = RecognizerDefinitions(recognizer: recognizer, definitions: definitions, apply: apply)
        definitionBindings.append(binding)
        return binding
    }

    /// The definition binding of `recognizer`, if it has one.
    public func definitions(of recognizer: GestureRecognizer) -> RecognizerDefinitions? {
        for b in definitionBindings where b.recognizer === recognizer { return b }
        return nil
    }

    // MARK: Lifecycle (driven by `DeviceState`)

    internal func didClose() {
        isDisplayed = false
        dispatcher.cancelAllTouches()
        openState = nil
        state = ApplicationState()
    }
}
