import Tactile

/// A parsed, validated scene file: a window, its view tree and the gesture
/// recognizers on those views (docs/formats.md, "Scene").
///
/// A `Scene` value only exists when the whole file was valid: the parser
/// builds it in one go or throws, so a bad file never half-applies.
public struct Scene: Equatable, Sendable {
    /// The window's size in points; window coordinates have their origin at the top left.
    package var window: SceneWindow
    /// The window's subviews, back to front.
    package var views: [SceneView]
    /// The recognizers, in the order they are added to their views.
    package var recognizers: [SceneRecognizer]
    /// The device mode (`"normal"` unless the file says otherwise).
    package var mode: String
    /// The applications (seed-000 §6), in the order they are opened. When
    /// there are any, `views` and `recognizers` are empty: every view and
    /// recognizer belongs to an application, and a replay routes touches
    /// through an `ApplicationRouter`.
    package var applications: [SceneApplication]
    /// Routing and delivery options (`"routing"`).
    package var routing: SceneRouting
    /// View animations the replay commits (`"animations"`).
    package var animations: [SceneAnimation] = []
    /// The screen reader's settings (`"screenReader"`; seed-004), nil when the file has none.
    package var screenReader: SceneScreenReader?
    /// The document the scene was parsed from (for the positions in errors
    /// found while building it); nil for a scene made in code.
    package var source: SceneSource?

    /// Creates a scene.
    package init(window: SceneWindow, views: [SceneView], recognizers: [SceneRecognizer], mode: String = "normal",
                applications: [SceneApplication] = [], routing: SceneRouting = SceneRouting(),
                animations: [SceneAnimation] = []) {
        self.window = window
        self.views = views
        self.recognizers = recognizers
        self.mode = mode
        self.applications = applications
        self.routing = routing
        self.animations = animations
    }

    /// Whether the scene has applications (and replays through a router).
    package var hasApplications: Bool { !applications.isEmpty }

    /// Every id of the scene — views, recognizers and applications — in
    /// document order (for column widths).
    package var allIdentifiers: [String] {
        var out = allViews.map { $0.id } + recognizers.map { $0.id }
        for a in applications {
            out.append(a.id)
            out += a.allViews.map { $0.id } + a.allRecognizers.map { $0.id }
        }
        return out
    }

    /// Every view of the tree, depth first, parents before children, back to front.
    package var allViews: [SceneView] {
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
package struct SceneWindow: Equatable, Sendable {
    /// Width in points.
    package var width: Double
    /// Height in points.
    package var height: Double

    /// Creates a window description.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
