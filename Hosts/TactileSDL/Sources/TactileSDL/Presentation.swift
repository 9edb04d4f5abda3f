import Foundation

/// What is on screen while view animations run (docs/sdl.md, "Drawing"). The
/// engine's views hold model values — an animated view is already at its end
/// value, as in UIKit — and the log's animation events carry the presentation:
/// `start` (views, properties, curve) and one `fraction` per frame-clock tick
/// with `value`, the drawn value of the first property (alpha; a transform's
/// scale; a frame's most-changed field). This turns them into drawn corners
/// and alphas: an animated view is drawn between the corners it was drawn at
/// before its model changed (the commit) and its model corners, at the
/// progress its `value` gives; its subviews move with it. Between a commit
/// and its start (a delay, a synchronised animation waiting for its
/// partners) a view the scene animates is held where it was drawn.
public final class Presentation {
    struct Running {
        var views: [String]
        var properties: [String]
        var curve: String
        var from: [String: Quad] = [:]
        var progress: Double = 0
    }

    private var running: [Int: Running] = [:]
    /// The alpha each view has now (the scene's, then the animations' values).
    public private(set) var alpha: [String: Double]
    /// The corners each view was drawn at last.
    private var lastDrawn: [String: Quad] = [:]
    private let frameSizes: [String: (Double, Double)]
    private let animatedViews: Set<String>
    /// The model corners seen at the last `present`, and what was drawn before each view's model last changed.
    private var previousModel: [String: Quad] = [:]
    private var beforeChange: [String: Quad] = [:]
    /// Views held at `beforeChange` until their animation starts (frames left).
    private var held: [String: Int] = [:]

    /// The scene document's view tree, frames, alphas and offsets.
    private let style: SceneStyle
    /// Each scroll view's content offset, from the log's scroll and zoom events.
    public private(set) var offsets: [String: Point2]
    /// Where each scroll view is drawn (the description does not list scroll
    /// views): its frame placed in its superview's content, which is shifted by
    /// that superview's offset when it scrolls.
    public private(set) var scrollViewQuads: [String: Quad] = [:]
    /// Where each scroll view's content coordinates (0, 0) are drawn.
    public private(set) var scrollContentOrigins: [String: Point2] = [:]

    /// `style` gives each view's alpha and frame size in the scene document.
    public init(style: SceneStyle) {
        self.style = style
        offsets = style.views.filter(\.value.isScrollView).mapValues(\.contentOffset)
        alpha = style.views.mapValues(\.alpha)
        frameSizes = style.views.mapValues { ($0.frame.count == 4 ? $0.frame[2] : 0, $0.frame.count == 4 ? $0.frame[3] : 0) }
        animatedViews = style.animatedViews
    }

    /// Whether an animation is running.
    public var isAnimating: Bool { !running.isEmpty }

    /// Whether `view` is being animated or held for its animation: it is drawn
    /// even if the engine hid it meanwhile (an application switched away from
    /// slides its window out, then it is hidden).
    public func isAnimating(_ view: String) -> Bool {
        held[view] != nil || running.values.contains { $0.views.contains(view) }
    }

    /// Takes in the log events read after a feed or an advance. Animation
    /// starts take their starting corners from what was drawn last.
    public func consume(_ events: [EngineEvent]) {
        for e in events where e.kind == EngineEvent.scroll || e.kind == EngineEvent.zoom {
            guard let object = try? JSONSerialization.jsonObject(with: Data(e.json.utf8)) as? [String: Any],
                  let view = object["view"] as? String, let offset = object["offset"] as? [NSNumber], offset.count == 2 else { continue }
            offsets[view] = Point2(x: offset[0].doubleValue, y: offset[1].doubleValue)
        }
        for e in events where e.kind == EngineEvent.animation {
            guard let object = try? JSONSerialization.jsonObject(with: Data(e.json.utf8)) as? [String: Any],
                  let id = object["animation"] as? Int, let event = object["event"] as? String else { continue }
            switch event {
            case "start":
                var r = Running(views: object["views"] as? [String] ?? [],
                                properties: object["properties"] as? [String] ?? [],
                                curve: object["curve"] as? String ?? "easeInOut")
                for v in r.views {
                    // The commit came in an earlier feed: the view is held where it was drawn.
                    if held[v] != nil { r.from[v] = beforeChange[v] }   // else `present` takes it
                    held[v] = nil
                }
                running[id] = r
            case "fraction":
                guard var r = running[id] else { continue }
                let fraction = (object["fraction"] as? NSNumber)?.doubleValue ?? 0
                let value = (object["value"] as? NSNumber)?.doubleValue ?? 0
                r.progress = Self.curve(r.curve, fraction)
                if r.properties.first == "alpha" {
                    for v in r.views { alpha[v] = value }
                } else if let view = r.views.first, let p = progress(r, view: view, value: value) {
                    r.progress = p
                }
                running[id] = r
            default:   // stop: the last fraction's value stays an alpha's value
                running[id] = nil
            }
        }
    }

    /// Each view's model corners and its parent's top left corner at the last `present`.
    private var model: [String: Quad] = [:]
    private var parentOrigin: [String: Point2] = [:]

    /// The progress (0 at the start, 1 at the model value) that a `fraction` event's
    /// `value` means for `view`; nil when it cannot tell (the curve is used then).
    private func progress(_ r: Running, view: String, value: Double) -> Double? {
        guard let from = r.from[view], let to = model[view] else { return nil }
        switch r.properties.first {
        case "frame":
            let origin = parentOrigin[view] ?? Point2(x: 0, y: 0)
            let fields = [(from.minX - origin.x, to.minX - origin.x), (from.minY - origin.y, to.minY - origin.y),
                          (from.maxX - from.minX, to.maxX - to.minX), (from.maxY - from.minY, to.maxY - to.minY)]
            guard let most = fields.max(by: { abs($0.1 - $0.0) < abs($1.1 - $1.0) }), abs(most.1 - most.0) > 1e-9 else { return nil }
            return (value - most.0) / (most.1 - most.0)
        case "transform":
            guard let w = frameSizes[view]?.0, w > 0 else { return nil }
            func scale(_ q: Quad) -> Double { hypot(q.corners[1].x - q.corners[0].x, q.corners[1].y - q.corners[0].y) / w }
            let s0 = scale(from), s1 = scale(to)
            guard abs(s1 - s0) > 1e-9 else { return nil }
            return (value - s0) / (s1 - s0)
        default:
            return nil
        }
    }

    /// The corners to draw for every view of `geometry` (model corners, with
    /// running animations' presentation applied), and remembers them.
    public func present(_ geometry: SceneGeometry) -> [Quad] {
        let parents = geometry.parents(in: style)
        var drawn: [Quad] = []
        var maps: [Affine2] = []   // per view: model → drawn
        for (i, v) in geometry.views.enumerated() {
            let modelQuad = v.quad
            model[v.id] = modelQuad
            if let p = parents[i] { parentOrigin[v.id] = geometry.views[p].quad.corners[0] }
            let changed = previousModel[v.id].map { $0 != modelQuad } ?? false
            if changed {
                beforeChange[v.id] = lastDrawn[v.id] ?? previousModel[v.id]
                if animatedViews.contains(v.id) && !running.values.contains(where: { $0.views.contains(v.id) }) {
                    held[v.id] = 6
                }
            }
            previousModel[v.id] = modelQuad
            var map = parents[i].map { maps[$0] } ?? .identity
            if let frames = held[v.id], let q = beforeChange[v.id] {
                map = Affine2(from: modelQuad, to: q)
                held[v.id] = frames > 1 ? frames - 1 : nil
            }
            for (key, var r) in running where r.views.contains(v.id) && r.properties.first != "alpha" {
                if r.from[v.id] == nil, changed, let q = beforeChange[v.id] {
                    r.from[v.id] = q   // committed and started in the same feed
                    running[key] = r
                }
                guard let from = r.from[v.id] else { continue }
                let p = r.progress
                let q = Quad(zip(from.corners, modelQuad.corners).map { a, b in
                    Point2(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p)
                })
                map = Affine2(from: modelQuad, to: q)
            }
            maps.append(map)
            let q = map.isIdentity ? modelQuad : modelQuad.mapped(map)
            drawn.append(q)
            lastDrawn[v.id] = q
        }
        var index: [String: Int] = [:]
        for (i, v) in geometry.views.enumerated() where index[v.id] == nil { index[v.id] = i }
        var contentOrigins: [String: Point2] = [:]
        /// Where `id`'s content coordinates (0, 0) are in the window.
        func contentOrigin(_ id: String) -> Point2 {
            if let o = contentOrigins[id] { return o }
            var o: Point2
            if let i = index[id] {
                o = drawn[i].corners[0]
            } else {
                let f = style.frame(id)
                let base = style.views[id]?.parent.map(contentOrigin) ?? Point2(x: 0, y: 0)
                o = Point2(x: base.x + f.x, y: base.y + f.y)
                scrollViewQuads[id] = Quad([o, Point2(x: o.x + f.w, y: o.y), Point2(x: o.x + f.w, y: o.y + f.h),
                                            Point2(x: o.x, y: o.y + f.h)])
            }
            if let offset = offsets[id] { o = Point2(x: o.x - offset.x, y: o.y - offset.y) }
            contentOrigins[id] = o
            return o
        }
        for (id, v) in style.views where v.isScrollView { scrollContentOrigins[id] = contentOrigin(id) }
        return drawn
    }

    /// The timing curves of docs/formats.md, "Animations" (UIKit's control points; spring: damping ratio 0.8).
    static func curve(_ name: String, _ t: Double) -> Double {
        let x = min(max(t, 0), 1)
        switch name {
        case "linear": return x
        case "easeIn": return bezier(0.42, 0, 1, 1, x)
        case "easeOut": return bezier(0, 0, 0.58, 1, x)
        case "spring":
            let zeta = 0.8, omega = 2 * Double.pi * 1.6
            let wd = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * x) * (cos(wd * x) + zeta * omega / wd * sin(wd * x))
        default: return bezier(0.42, 0, 0.58, 1, x)
        }
    }

    /// A cubic Bézier timing curve through (0,0), (x1,y1), (x2,y2), (1,1), at `x`.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
        func at(_ a: Double, _ b: Double, _ s: Double) -> Double {
            3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if at(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return at(y1, y2, (lo + hi) / 2)
    }
}
