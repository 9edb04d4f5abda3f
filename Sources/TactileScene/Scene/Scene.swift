import Tactile

/// A parsed, validated scene file: a window, its view tree and the gesture
/// recognizers on those views (docs/formats.md, "Scene").
///
/// A `Scene` value only exists when the whole file was valid: the parser
/// builds it in one go or throws, so a bad file never half-applies.
public struct Scene: Equatable, Sendable {
    /// The window's size in points; window coordinates have their origin at the top left.
    public var window: SceneWindow
    /// The window's subviews, back to front.
    public var views: [SceneView]
    /// The recognizers, in the order they are added to their views.
    public var recognizers: [SceneRecognizer]
    /// The device mode (`"normal"` unless the file says otherwise).
    public var mode: String
    /// The applications (seed-000 §6), in the order they are opened. When
    /// there are any, `views` and `recognizers` are empty: every view and
    /// recognizer belongs to an application, and a replay routes touches
    /// through an `ApplicationRouter`.
    public var applications: [SceneApplication]
    /// Routing and delivery options (`"routing"`).
    public var routing: SceneRouting
    /// The screen reader's settings (`"screenReader"`; seed-004), nil when the file has none.
    public var screenReader: SceneScreenReader?

    /// Creates a scene.
    public init(window: SceneWindow, views: [SceneView], recognizers: [SceneRecognizer], mode: String = "normal",
                applications: [SceneApplication] = [], routing: SceneRouting = SceneRouting()) {
        self.window = window
        self.views = views
        self.recognizers = recognizers
        self.mode = mode
        self.applications = applications
        self.routing = routing
    }

    /// Whether the scene has applications (and replays through a router).
    public var hasApplications: Bool { !applications.isEmpty }

    /// Every id of the scene — views, recognizers and applications — in
    /// document order (for column widths).
    public var allIdentifiers: [String] {
        var out = allViews.map(\.id) + recognizers.map(\.id)
        for a in applications {
            out.append(a.id)
            out += a.allViews.map(\.id) + a.allRecognizers.map(\.id)
        }
        return out
    }

    /// Every view of the tree, depth first, parents before children, back to front.
    public var allViews: [SceneView] {
        var out: [SceneView] = []
        func visit(_ v: SceneView) {
            out.append(v)
            for c in v.children { visit(c) }
        }
        for v in views { visit(v) }
        return out
    }
}

/// The scene's window (`"window": {"width", "height"}`).
public struct SceneWindow: Equatable, Sendable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a window description.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
