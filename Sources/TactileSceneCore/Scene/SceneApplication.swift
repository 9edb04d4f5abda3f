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
    package var role: ApplicationRole
    /// How the application is open (`"open"`); nil when it is closed: it
    /// holds no state and takes no part in routing.
    package var open: ApplicationOpenState?
    /// Whether the application is the displayed (foreground) one (`"displayed"`).
    package var displayed: Bool
    /// The id of the application it sits under in the programmatic hierarchy
    /// (`"under"`); nil places it by role.
    package var under: String?
    /// The application's own first-portion policy while it is a hidden,
    /// higher-priority application (`"firstPortionPolicy"`); nil uses the router's.
    package var firstPortionPolicy: FirstPortionPolicy?
    /// The windows, back to front: `frame` in screen coordinates, `children`
    /// the window's views.
    package var windows: [SceneView]
    /// Recognizers attached to the application's windows and views.
    package var recognizers: [SceneRecognizer]
    /// Recognizers bound to the application rather than to a view (seed-000
    /// §2.2); their `view` holds the application's id.
    package var applicationRecognizers: [SceneRecognizer]

    /// Creates an application description.
    package init(id: String, role: ApplicationRole = .ordinary, open: ApplicationOpenState? = .background,
                displayed: Bool = false, under: String? = nil, firstPortionPolicy: FirstPortionPolicy? = nil,
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

extension ApplicationRole: SceneNamed {
    /// An application's `"role"` (seed-000 §2.1, §6.1; default `ordinary`).
    package static let sceneNames: [(name: String, value: Self)] =
        [("launcher", .launcher), ("osApplication", .osApplication), ("settings", .settings), ("ordinary", .ordinary)]
}

extension ApplicationOpenState {
    /// An application's `"open"` state (seed-000 L80–L82, L376): the core's
    /// states, then `closed` (nil: not open). The default is `active` for the
    /// displayed application, else `background`.
    package static let sceneNames: [(name: String, value: ApplicationOpenState?)] = [
        ("active", .active), ("background", .background), ("suspended", .suspended), ("hibernated", .hibernated),
        ("closed", nil),
    ]
}
