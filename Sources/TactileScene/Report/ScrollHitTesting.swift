import Tactile

/// UIKit-style hit testing of a touch-down in a scene with scroll views: a
/// scroll view's children sit at its content offset, and a zoom view at its
/// zoomed size, as the `scroll` and `zoom` events logged before the touch left them.
enum ScrollHitTesting {
    /// The ids of the views under window point `p` at time `t` among `roots`,
    /// hit view first (`ViewOutline.hitPath(in:at:)` on the scrolled tree).
    static func hitPath(in roots: [SceneView], at p: Point, time t: Double, events: [LogEvent]) -> [String] {
        var offsets: [String: Point] = [:]
        var scales: [String: Double] = [:]
        for e in events where e.t <= t {
            switch e.kind {
            case .scroll(let s): offsets[s.view] = s.offset
            case .zoom(let z) where z.phase == "ended": scales[z.view] = z.scale
            default: continue
            }
        }
        guard !offsets.isEmpty || !scales.isEmpty else { return ViewOutline.hitPath(in: roots, at: p) }
        func scrolled(_ v: SceneView) -> SceneView {
            var out = v
            out.children = v.children.map(scrolled)
            guard let s = v.scroll else { return out }
            let o = offsets[v.id] ?? Point(x: 0, y: 0)
            let k = scales[v.id] ?? 1
            out.children = out.children.map { c in
                var c = c
                if c.id == s.zoomView, k != 1 {   // a finished zoom: the view is at the content origin, scaled
                    c.frame = Rect(x: 0, y: 0, width: c.frame.size.width * k, height: c.frame.size.height * k)
                }
                c.frame.origin = Point(x: c.frame.origin.x - o.x, y: c.frame.origin.y - o.y)
                return c
            }
            return out
        }
        return ViewOutline.hitPath(in: roots.map(scrolled), at: p)
    }
}
