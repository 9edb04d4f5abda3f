import Tactile

/// One application of a scene (docs/formats.md, "Applications"; seed-000
/// §2.1, §6.1): its role, open state, whether it is displayed, its windows
/// (each a scene view whose children are the window's views) and its
/// recognizers, view-bound and application-bound.
package struct SceneApplication: Equatable, Sendable {
    /// Unique id (views, recognizers and applications share one id space);
    /// route events name the application by it.
    package var id: String
    /// The role (`"role"`, default `ordinary`).
    package var role: SceneApplicationRole
    /// How the application is open (`"open"`), or `.closed`.
    package var open: SceneOpenState
    /// Whether the application is the displayed (foreground) one (`"displayed"`).
    package var displayed: Bool
    /// The id of the application it sits under in the programmatic hierarchy
    /// (`"under"`); nil places it by role.
    package var under: String?
    /// The application's own first-portion policy while it is a hidden,
    /// higher-priority application (`"firstPortionPolicy"`); nil uses the router's.
    package var firstPortionPolicy: SceneFirstPortionPolicy?
    /// The windows, back to front: `frame` in screen coordinates, `children`
    /// the window's views.
    package var windows: [SceneView]
    /// Recognizers attached to the application's windows and views.
    package var recognizers: [SceneRecognizer]
    /// Recognizers bound to the application rather than to a view (seed-000
    /// §2.2); their `view` holds the application's id.
    package var applicationRecognizers: [SceneRecognizer]

    /// Creates an application description.
    package init(id: String, role: SceneApplicationRole = .ordinary, open: SceneOpenState = .background,
                displayed: Bool = false, under: String? = nil, firstPortionPolicy: SceneFirstPortionPolicy? = nil,
                windows: [SceneView] = [], recognizers: [SceneRecognizer] = [],
                applicationRecognizers: [SceneRecognizer] = []) {
        self.id = id
        self.role = role
        self.open = open
        self.displayed = displayed
        self.under = under
        self.firstPortionPolicy = firstPortionPolicy
        self.windows = windows
        self.recognizers = recognizers
        self.applicationRecognizers = applicationRecognizers
    }

    /// Every view of the application, windows included: depth first, parents
    /// before children, back to front.
    package var allViews: [SceneView] {
        var out: [SceneView] = []
        func visit(_ v: SceneView) {
            out.append(v)
            for c in v.children { visit(c) }
        }
        for w in windows { visit(w) }
        return out
    }

    /// The view-bound recognizers, then the application-bound ones.
    package var allRecognizers: [SceneRecognizer] { recognizers + applicationRecognizers }
}

/// An application's `"role"` (seed-000 §2.1, §6.1).
package enum SceneApplicationRole: String, CaseIterable, Equatable, Sendable {
    /// The application launcher (`ApplicationRole.launcher`).
    case launcher
    /// An OS application (`ApplicationRole.osApplication`).
    case osApplication
    /// The settings application (`ApplicationRole.settings`).
    case settings
    /// Any other application (`ApplicationRole.ordinary`, the default).
    case ordinary

    /// The core's role.
    package var role: ApplicationRole {
        switch self {
        case .launcher: return .launcher
        case .osApplication: return .osApplication
        case .settings: return .settings
        case .ordinary: return .ordinary
        }
    }
}

/// An application's `"open"` state (seed-000 L80–L82, L376).
package enum SceneOpenState: String, CaseIterable, Equatable, Sendable {
    /// In the foreground: the displayed application.
    case active
    /// Running, not displayed (the default for an application that is not displayed).
    case background
    /// Not running, state kept in memory.
    case suspended
    /// Not running, state kept in non-volatile storage.
    case hibernated
    /// Not open: it holds no state and takes no part in routing.
    case closed

    /// The core's open state (nil for `closed`).
    package var openState: ApplicationOpenState? {
        switch self {
        case .active: return .active
        case .background: return .background
        case .suspended: return .suspended
        case .hibernated: return .hibernated
        case .closed: return nil
        }
    }
}
