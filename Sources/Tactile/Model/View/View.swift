// Cited: seed-002 §3.7, seed-000 §2.1.
/// A rectangular region of the interface: a node of the view tree.
///
/// Geometry follows UIKit: `bounds` is the view's own coordinate space,
/// `center` is the bounds' midpoint in the superview's space, and `transform`
/// is applied about the centre. `frame` is derived from those three.
open class View: Responder {
    // MARK: Geometry

    /// The view's own coordinate space (origin and size).
    public var bounds: Rect {
        get { geometry.bounds }
        set { geometry.bounds = newValue }
    }
    /// The midpoint of `bounds`, in the superview's coordinates.
    public var center: Point {
        get { geometry.center }
        set { geometry.center = newValue }
    }
    /// Transform applied about the centre, relative to the superview.
    public var transform: AffineTransform {
        get { geometry.transform }
        set { geometry.transform = newValue }
    }

    /// Geometry and hit-testing flags, stored together so hit testing reads
    /// them once per view. Exclusivity: reached only through this module's
    /// accessors, in single loads and stores, never across a call — overlapping
    /// access is impossible, so the runtime check is skipped.
    @exclusivity(unchecked) internal var geometry: ViewGeometry

    /// The smallest superview-space rectangle containing the view. Setting it
    /// sets `center` and `bounds.size` (the transform is kept; as in UIKit the
    /// result is only exact when the transform is the identity).
    public var frame: Rect {
        get {
            let local = Rect(x: -bounds.size.width / 2, y: -bounds.size.height / 2,
                             width: bounds.size.width, height: bounds.size.height)
            return transform.apply(to: local).offsetBy(Vector(dx: center.x, dy: center.y))
        }
        set {
            let r = newValue.standardized
            bounds.size = r.size
            center = r.center
        }
    }

    // A recognizer tracking touches (a contact still down, a gesture waiting
    // for a timer) and those touches hold each other (`trackedTouches` ↔ the
    // touches' recognizer links): resetting the view's recognizers as it goes
    // frees them all (`TeardownLeakTests.swift`).
    deinit {
        for s in subviews { s.superviewStorage = nil }
        for r in gestureRecognizers { r.performReset(); r.viewDidEnd() }
    }

    /// Creates a view with the given frame (superview coordinates).
    public init(frame: Rect = .zero) {
        let r = frame.standardized
        geometry = ViewGeometry(bounds: Rect(origin: .zero, size: r.size), center: r.center)
        super.init()
    }

    // MARK: Tree

    /// The parent. Not a weak reference: the parent clears it whenever it lets
    /// the child go (removal, a move, or its own `deinit`), so it never
    /// dangles — and a view needs no weak-reference side table, which keeps
    /// retaining one cheap (hit testing visits every view). Exclusivity:
    /// single loads and stores by this class; unchecked, see `geometry`.
    @exclusivity(unchecked) private unowned(unsafe) var superviewStorage: View?
    /// The parent view, if any.
    public var superview: View? { superviewStorage }
    /// Children, back to front (the last is frontmost).
    /// (Exclusivity: written only by this class's tree methods, in single
    /// stores and in-place edits that call nothing; unchecked, see `geometry`.)
    @exclusivity(unchecked) public private(set) var subviews: [View] = []

    /// An optional name for logs and diagnostics.
    package var name: String?

    /// The window at the root of this view's tree, if the root is a `Window`.
    open var window: Window? {
        var v: View = self
        while let s = v.superview { v = s }
        return v as? Window
    }

    /// Adds `view` as the frontmost child (removing it from its old parent first).
    /// A view that moves within its window keeps its touches; one that leaves
    /// its window has them cancelled, as `removeFromSuperview()` does.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the children (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            return
        }
        if let oldParent = view.superview, let w = view.window, w === window {
            // A move within its window keeps the view's touches, as in UIKit
            // (e.g. a dragged view lifted into an overlay mid-pan).
            oldParent.subviews.removeAll(where: { $0 === view })
        } else {
            view.removeFromSuperview()  // leaving its window: its touches are cancelled
        }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superviewStorage = self
    }

    /// Inserts `view` just above `sibling` (or at the front if `sibling` is not a child).
    /// A view that is already a child moves to that place.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard view !== sibling else { return }
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { addSubview(view); return }
        // Moving an existing child from below the sibling shifts the sibling down by one.
        let movingFromBelow = subviews.firstIndex(where: { $0 === view }).map { $0 < i } ?? false
        insertSubview(view, at: movingFromBelow ? i : i + 1)
    }

    /// Inserts `view` just below `sibling` (or at the back if `sibling` is not a child).
    /// A view that is already a child moves to that place.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard view !== sibling else { return }
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { insertSubview(view, at: 0); return }
        let movingFromBelow = subviews.firstIndex(where: { $0 === view }).map { $0 < i } ?? false
        insertSubview(view, at: movingFromBelow ? i - 1 : i)
    }

    /// Moves a child to the front.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a child to the back.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Detaches the view from its parent. Touches bound to this view or its
    /// descendants are cancelled to them (a repair, reported to diagnostics).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        window?.treeHost?.viewWillBecomeUnavailable(self, reason: .removedFromWindow)
        parent.subviews.removeAll(where: { $0 === self })
        superviewStorage = nil
    }

    /// Whether this view is `other` or one of its descendants.
    public func isDescendant(of other: View) -> Bool {
        var v: View? = self
        while let cur = v {
            if cur === other { return true }
            v = cur.superview
        }
        return false
    }

    /// Depth below the root (the root is 0).
    package var depth: Int {
        var d = 0
        var v = superview
        while let cur = v { d += 1; v = cur.superview }
        return d
    }

    // MARK: Interaction properties

    /// Hidden views and their descendants are not hit. Hiding a view cancels its live touches.
    public var isHidden: Bool {
        get { geometry.isHidden }
        set {
            let old = geometry.isHidden
            geometry.isHidden = newValue
            if newValue && !old { window?.treeHost?.viewWillBecomeUnavailable(self, reason: .hidden) }
        }
    }
    /// Opacity; a view with alpha below 0.01 is not hit (UIKit's rule).
    public var alpha: Double {
        get { geometry.alpha }
        set { geometry.alpha = newValue }
    }
    /// When false the view and its descendants are not hit; turning it off cancels live touches.
    public var isUserInteractionEnabled: Bool {
        get { geometry.isUserInteractionEnabled }
        set {
            let old = geometry.isUserInteractionEnabled
            geometry.isUserInteractionEnabled = newValue
            if !newValue && old {
                window?.treeHost?.viewWillBecomeUnavailable(self, reason: .interactionDisabled)
            }
        }
    }
    /// Whether the view's own callbacks take a second simultaneous touch
    /// (seed-002 R19). Default false. The view's recognizers receive every
    /// touch either way (UIKit: "This property does not affect the gesture
    /// recognizers attached to the view").
    public var isMultipleTouchEnabled = false
    /// Whether the view receives touches only when no other view of its window
    /// does (seed-002 R20–R23; the scope is `DispatchPolicy.exclusivityScope`).
    /// Default false. Recognizers ignore it, as in UIKit.
    public var isExclusiveTouch = false
    /// skip / NoHit-skip / stop for this view's recognizers (seed-000 §4.2).
    package var recognizerDelivery: RecognizerDeliveryOptions = []

    /// The engine's bookkeeping (see `ViewRecord`).
    @exclusivity(unchecked) internal var record = ViewRecord()
    /// The accessibility attributes, created on first write (`View+Accessibility.swift`).
    internal var accessibilityStorage: ViewAccessibilityAttributes?

    // MARK: Gesture recognizers

    /// The recognizers attached to this view, in the order added.
    @exclusivity(unchecked) public private(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Attaches a recognizer (detaching it from any other view first; seed-000 §2.2: exactly one view).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.attach(to: self)
    }

    /// Detaches a recognizer. A recognizer detached mid-gesture is cancelled (or fails).
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let i = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        recognizer.detachFromView()
        gestureRecognizers.remove(at: i)
    }

    // MARK: Hit testing

    /// Whether `point` (in this view's coordinates) is inside the view. Override for non-rectangular views.
    open func point(inside point: Point, with event: TouchEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive descendant (or self) containing `point`
    /// (in this view's coordinates), front-most subviews first (seed-002 R15).
    open func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
        let g = geometry
        guard !g.isHidden, g.isUserInteractionEnabled, g.alpha >= 0.01, point.isFinite else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        let children = subviews
        var i = children.count
        while i > 0 {
            i -= 1
            // `children` keeps every child alive for the whole loop, so the
            // child is used without a retain of its own.
            let hit = Unmanaged.passUnretained(children[i])._withUnsafeGuaranteedRef { child -> View? in
                let local = child.geometry.fromSuperview(point)
                // A plain `View` uses the base `hitTest` and `point(inside:)`:
                // rule out a miss from its geometry without the calls.
                // (Embedded Swift has no metatypes; there every child is asked.)
                #if !hasFeature(Embedded)
                if type(of: child) == View.self && !child.geometry.canContain(local) { return nil }
                #endif
                return child.hitTest(local, with: event)
            }
            if let hit { return hit }
        }
        return self
    }

    // MARK: Coordinate conversion

    /// Maps a point from this view's coordinates to its superview's.
    package func convertToSuperview(_ p: Point) -> Point { geometry.toSuperview(p) }

    /// Maps a point from the superview's coordinates to this view's.
    package func convertFromSuperview(_ p: Point) -> Point { geometry.fromSuperview(p) }

    /// Maps a point from this view's coordinates to the root's coordinate
    /// space (window coordinates when the root is a window). A window's own
    /// points are already in window coordinates.
    package func convertToRoot(_ p: Point) -> Point {
        var point = p
        var v: View = self
        while let s = v.superview {
            point = v.convertToSuperview(point)
            v = s
        }
        return point
    }

    /// Maps a point from the root's coordinate space to this view's.
    package func convertFromRoot(_ p: Point) -> Point {
        guard let s = superview else { return p }
        return convertFromSuperview(s.convertFromRoot(p))
    }

    /// Converts a point from this view's coordinates to `view`'s (`nil`: this view's window).
    public func convert(_ point: Point, to view: View?) -> Point {
        let rootPoint = convertToRoot(point)
        guard let view else { return rootPoint }
        let myRoot = root, theirRoot = view.root
        if myRoot === theirRoot { return view.convertFromRoot(rootPoint) }
        // Different trees: go through screen space (each root's superview space).
        let screen = myRoot.convertToSuperview(rootPoint)
        return view.convertFromRoot(theirRoot.convertFromSuperview(screen))
    }

    /// Converts a point from `view`'s coordinates (`nil`: this view's window) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        guard let view else { return convertFromRoot(point) }
        return view.convert(point, to: self)
    }

    /// Converts a rectangle to `view`'s coordinates (`nil`: the window's): the
    /// bounding box of its transformed corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        boundingBox(of: rect) { self.convert($0, to: view) }
    }

    /// Converts a rectangle from `view`'s coordinates (`nil`: the window's) to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        boundingBox(of: rect) { self.convert($0, from: view) }
    }

    private func boundingBox(of rect: Rect, _ map: (Point) -> Point) -> Rect {
        let p0 = map(Point(x: rect.minX, y: rect.minY)), p1 = map(Point(x: rect.maxX, y: rect.minY))
        let p2 = map(Point(x: rect.minX, y: rect.maxY)), p3 = map(Point(x: rect.maxX, y: rect.maxY))
        let x0 = min(min(p0.x, p1.x), min(p2.x, p3.x)), x1 = max(max(p0.x, p1.x), max(p2.x, p3.x))
        let y0 = min(min(p0.y, p1.y), min(p2.y, p3.y)), y1 = max(max(p0.y, p1.y), max(p2.y, p3.y))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The root of this view's tree.
    package var root: View {
        var v: View = self
        while let s = v.superview { v = s }
        return v
    }

    // MARK: Responder chain

    /// The superview (views pass unhandled touches up the tree).
    open override var next: Responder? { superview }
}

/// A view's geometry and hit-testing flags (see `View.geometry`).
internal struct ViewGeometry {
    var bounds: Rect
    var center: Point
    var transform: AffineTransform = .identity
    var isHidden = false
    var alpha: Double = 1
    var isUserInteractionEnabled = true

    /// Whether the base `hitTest` could find `p` (in the view's own
    /// coordinates) in this view: visible, interactive, and inside `bounds`.
    func canContain(_ p: Point) -> Bool {
        !isHidden && isUserInteractionEnabled && alpha >= 0.01 && p.isFinite && bounds.contains(p)
    }

    /// Maps a point from this view's coordinates to its superview's.
    func toSuperview(_ p: Point) -> Point {
        let local = Vector(dx: p.x - bounds.midX, dy: p.y - bounds.midY)
        let t = transform.isIdentity ? local : transform.apply(to: local)
        return Point(x: center.x + t.dx, y: center.y + t.dy)
    }

    /// Maps a point from the superview's coordinates to this view's.
    func fromSuperview(_ p: Point) -> Point {
        var v = Vector(dx: p.x - center.x, dy: p.y - center.y)
        if !transform.isIdentity {
            guard let inv = transform.inverted() else { return Point(x: .nan, y: .nan) }
            v = inv.apply(to: v)
        }
        return Point(x: v.dx + bounds.midX, y: v.dy + bounds.midY)
    }
}
