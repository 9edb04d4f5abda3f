import Tactile

/// A scene view's outline in window coordinates: its bounds' four corners
/// after its own and its ancestors' frames and transforms.
///
/// A view's `frame` is in its parent's coordinates before `transform`, which
/// applies about the view's centre (UIKit's `transform`), so a bounds point
/// `p` maps to the parent as `center + transform(p - size / 2)`.
package struct ViewOutline: Equatable, Sendable {
    /// The view's scene id.
    package var id: String
    /// 0 for the window's subviews, 1 for their children, ….
    package var depth: Int
    /// Top-left, top-right, bottom-right, bottom-left, in window coordinates.
    package var corners: [Point]
    /// The scene view.
    package var view: SceneView
    /// The id of the application whose window it is or is in; empty in a
    /// scene without applications.
    package var application: String = ""

    /// Creates an outline.
    package init(id: String, depth: Int, corners: [Point], view: SceneView) {
        self.id = id
        self.depth = depth
        self.corners = corners
        self.view = view
    }

    /// The transform from `v`'s bounds coordinates to its parent's.
    package static func toParent(_ v: SceneView) -> AffineTransform {
        let w = v.frame.size.width, h = v.frame.size.height
        return AffineTransform(translationX: -w / 2, y: -h / 2)
            .concatenating(v.transform ?? .identity)
            .concatenating(AffineTransform(translationX: v.frame.origin.x + w / 2, y: v.frame.origin.y + h / 2))
    }

    /// The ids of the views under window point `p`, hit view first, then its
    /// ancestors, following UIKit's `hitTest(_:with:)`: hidden views, views with
    /// user interaction disabled or alpha below 0.01 are skipped, a view is
    /// only hit inside its bounds, front subviews first. Empty when no view is hit.
    package static func hitPath(_ scene: Scene, at p: Point) -> [String] {
        hitPath(in: scene.views, at: p)
    }

    /// The hit path of window point `p` among `roots` (a window's subviews,
    /// back to front), as `hitPath(_:at:)`.
    package static func hitPath(in roots: [SceneView], at p: Point) -> [String] {
        func test(_ v: SceneView, _ parentToWindow: AffineTransform) -> [String]? {
            guard !v.hidden, v.userInteractionEnabled, v.alpha >= 0.01 else { return nil }
            let toWindow = toParent(v).concatenating(parentToWindow)
            guard let inverse = toWindow.inverted() else { return nil }
            let local = inverse.apply(to: p)
            guard local.x >= 0, local.y >= 0, local.x <= v.frame.size.width, local.y <= v.frame.size.height else { return nil }
            for c in v.children.reversed() {
                if let path = test(c, toWindow) { return path + [v.id] }
            }
            return [v.id]
        }
        for v in roots.reversed() {
            if let path = test(v, .identity) { return path }
        }
        return []
    }

    /// The ids of every view among `roots` (and their subviews) that can be
    /// hit and contains window point `p`, parents first, back to front: the
    /// actively involved views of seed-000 §5.2's "every view under the touch".
    package static func containingViews(in roots: [SceneView], at p: Point) -> [String] {
        var out: [String] = []
        func visit(_ v: SceneView, _ parentToWindow: AffineTransform) {
            guard !v.hidden, v.userInteractionEnabled, v.alpha >= 0.01 else { return }
            let toWindow = toParent(v).concatenating(parentToWindow)
            guard let inverse = toWindow.inverted() else { return }
            let local = inverse.apply(to: p)
            guard local.x >= 0, local.y >= 0, local.x <= v.frame.size.width, local.y <= v.frame.size.height else { return }
            out.append(v.id)
            for c in v.children { visit(c, toWindow) }
        }
        for v in roots { visit(v, .identity) }
        return out
    }

    /// Every view's outline, in tree order (parents first, back to front).
    package static func outlines(_ scene: Scene) -> [ViewOutline] {
        outlines(of: scene.views)
    }

    /// The outlines of `roots` (a window's subviews, or an application's
    /// windows, in window coordinates) and their subviews, in tree order.
    package static func outlines(of roots: [SceneView], application: String = "") -> [ViewOutline] {
        var out: [ViewOutline] = []
        func visit(_ v: SceneView, _ depth: Int, _ parentToWindow: AffineTransform) {
            let w = v.frame.size.width, h = v.frame.size.height
            let toWindow = toParent(v).concatenating(parentToWindow)
            let corners = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)].map { toWindow.apply(to: $0) }
            var outline = ViewOutline(id: v.id, depth: depth, corners: corners, view: v)
            outline.application = application
            out.append(outline)
            for c in v.children { visit(c, depth + 1, toWindow) }
        }
        for v in roots { visit(v, 0, .identity) }
        return out
    }
}
