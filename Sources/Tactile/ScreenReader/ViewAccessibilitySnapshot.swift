// Cited: seed-004 R-C2, R-C4a.
/// The accessibility tree of a view hierarchy at one moment, built from the views'
/// UIKit-named attributes (`View+Accessibility.swift`).
///
/// * A view with `isAccessibilityElement` is an item (a leaf: its subviews are not visited).
/// * A view with `isAccessibilityContainer` is a container of the nodes found below it;
///   its `accessibilityLabel` is the title and its `accessibilityValue` the summary.
/// * Hidden views, views with alpha below 0.01 and `accessibilityElementsHidden` subtrees are left out.
/// * Any other view is transparent: its subviews' nodes join its parent's.
///
/// Frames are in the dispatcher's input space: a lone window's coordinates, or
/// screen coordinates with several windows. Ids are `accessibilityIdentifier`,
/// else `name`, else the view's position (`"w0.2.1"`). Paint order gives
/// `zIndex` and `sourceIndex`. Rebuild after every layout change; a navigator
/// keeps its cursor by id (A29).
package struct ViewAccessibilitySnapshot {
    /// The tree.
    package let tree: AccessibilityTree
    private let views: LinearMap<AccessibilityID, WeakReference<View>>

    /// Builds the snapshot of `windows` (back to front, as a dispatcher lists them).
    public init(windows: [Window]) {
        var walk = Walk(inScreenSpace: windows.count > 1)
        var roots: [AccessibilityNode] = []
        var screen: Rect?
        for (k, w) in windows.enumerated() {
            walk.window = w
            roots += walk.nodes(of: w, path: "w\(k)")
            let r = walk.inputSpace(w.accessibilityScreenRect(w.bounds))
            screen = screen.map { $0.union(r) } ?? r
        }
        tree = AccessibilityTree(screen: screen ?? .zero, roots: roots, rootOrdering: .cartesian)
        views = walk.views
    }

    /// The view of a node, while it is alive.
    public func view(for id: AccessibilityID) -> View? { views[id]?.object }

    private struct Walk {
        let inScreenSpace: Bool
        var window: Window?
        var order = 0
        var views = LinearMap<AccessibilityID, WeakReference<View>>()

        init(inScreenSpace: Bool) { self.inScreenSpace = inScreenSpace }

        /// A screen rectangle in the input space.
        func inputSpace(_ r: Rect) -> Rect {
            guard !inScreenSpace, let w = window else { return r }
            let a = w.convertFromSuperview(Point(x: r.minX, y: r.minY))
            let b = w.convertFromSuperview(Point(x: r.maxX, y: r.maxY))
            return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        }

        mutating func nodes(of view: View, path: String) -> [AccessibilityNode] {
            if view.isHidden || view.alpha < 0.01 || view.accessibilityElementsHidden { return [] }
            order += 1
            let position = order
            let id = AccessibilityID(view.accessibilityIdentifier ?? view.name ?? path)
            let frame = inputSpace(view.accessibilityFrame)
            if view.isAccessibilityElement {
                var item = AccessibilityItem(id: id, label: view.accessibilityLabel ?? view.name ?? "", frame: frame,
                                             value: view.accessibilityValue, hint: view.accessibilityHint,
                                             traits: view.accessibilityTraits)
                let point = view.accessibilityActivationPoint
                let mapped = inputSpace(Rect(x: point.x, y: point.y, width: 0, height: 0))
                item.accessibilityActivationPoint = Point(x: mapped.minX, y: mapped.minY)
                item.category = view.accessibilityCategory
                item.enlargement = view.accessibilityEnlargement
                item.zIndex = position
                item.sourceIndex = position
                views.append(id, WeakReference(view))
                return [.item(item)]
            }
            var children: [AccessibilityNode] = []
            for (k, s) in view.subviews.enumerated() { children += nodes(of: s, path: "\(path).\(k)") }
            guard view.isAccessibilityContainer else { return children }
            var c = AccessibilityContainer(id: id, title: view.accessibilityLabel ?? view.name ?? "", frame: frame,
                                           summary: view.accessibilityValue, ordering: view.accessibilityOrdering,
                                           children: children)
            c.accessibilityContainerType = view.accessibilityContainerType ?? .semanticGroup
            c.sourceIndex = position
            views.append(id, WeakReference(view))
            return [.container(c)]
        }
    }
}
