import Tactile
import TactileSceneCore

/// The JSON a host draws a running scene from (`tactile_session_describe`):
/// the window size, every view's corners in window coordinates (transforms
/// applied), every scroll view with its corners and its scrolling state now
/// (`contentOffset`, `contentSize`, `zoomScale`, `contentInset`: the scene
/// document's names), and every recognizer with its type and view: the
/// scene's, its scroll views' own (`Scene.scrollViewRecognizers`), then its
/// applications'.
enum CSceneDescription {
    static func json(scene: Scene, views: [View], scrollViews: [ScrollView]) -> String {
        func n(_ v: Double) -> String { LogNumber.format(v, fractionDigits: 2) }
        /// `"id", "depth", "hidden", "corners"` of one view, without the closing brace.
        func entry(_ v: View) -> String {
            let b = v.bounds
            let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
                           Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY)]
            var depth = 0
            var parent = v.superview
            while let p = parent { depth += 1; parent = p.superview }
            var s = "{\"id\": \(quoted(v.name ?? "")), \"depth\": \(depth), \"hidden\": \(v.isHidden), \"corners\": ["
            for (j, c) in corners.enumerated() {
                let w = v.convert(c, to: nil)
                s += (j > 0 ? ", " : "") + "[\(n(w.x)), \(n(w.y))]"
            }
            return s + "]"
        }
        var s = "{\"window\": [\(n(scene.window.width)), \(n(scene.window.height))], \"views\": ["
        for (i, v) in views.enumerated() { s += (i > 0 ? ", " : "") + entry(v) + "}" }
        s += "], \"scrollViews\": ["
        for (i, v) in scrollViews.enumerated() {
            let o = v.contentOffset, size = v.contentSize, inset = v.contentInset
            s += (i > 0 ? ", " : "") + entry(v)
                + ", \"contentOffset\": [\(n(o.x)), \(n(o.y))], \"contentSize\": [\(n(size.width)), \(n(size.height))]"
                + ", \"zoomScale\": \(LogNumber.format(v.zoomScale, fractionDigits: LogNumber.ratioDigits))"
                + ", \"contentInset\": {\"top\": \(n(inset.top)), \"left\": \(n(inset.left)), "
                + "\"bottom\": \(n(inset.bottom)), \"right\": \(n(inset.right))}}"
        }
        s += "], \"recognizers\": ["
        var first = true
        func add(_ id: String, _ type: String, _ view: String) {
            s += (first ? "" : ", ") + "{\"id\": \(quoted(id)), \"type\": \(quoted(type)), \"view\": \(quoted(view))}"
            first = false
        }
        for r in scene.recognizers { add(r.id, r.type, r.view) }
        for r in scene.scrollViewRecognizers { add(r.id, r.type, r.view) }
        for a in scene.applications { for r in a.allRecognizers { add(r.id, r.type, r.view) } }
        return s + "]}"
    }
}
