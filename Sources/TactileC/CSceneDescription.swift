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
        let s = TextBuffer(capacity: 256)
        func pair(_ x: Double, _ y: Double) {
            s.append("[")
            s.append(x, fractionDigits: 2)
            s.append(", ")
            s.append(y, fractionDigits: 2)
            s.append("]")
        }
        /// `"id", "depth", "hidden", "corners"` of one view, without the closing brace.
        func entry(_ v: View, first: Bool) {
            let b = v.bounds
            var depth = 0
            var parent = v.superview
            while let p = parent { depth += 1; parent = p.superview }
            s.append(first ? "{\"id\": " : ", {\"id\": ")
            s.appendQuoted(v.name ?? "")
            s.append(", \"depth\": ")
            s.append(depth)
            s.append(v.isHidden ? ", \"hidden\": true, \"corners\": [" : ", \"hidden\": false, \"corners\": [")
            for j in 0..<4 {
                let c = Point(x: j == 0 || j == 3 ? b.minX : b.maxX, y: j < 2 ? b.minY : b.maxY)
                let w = v.convert(c, to: nil)
                if j > 0 { s.append(", ") }
                pair(w.x, w.y)
            }
            s.append("]")
        }
        s.append("{\"window\": ")
        pair(scene.window.width, scene.window.height)
        s.append(", \"views\": [")
        for (i, v) in views.enumerated() {
            entry(v, first: i == 0)
            s.append("}")
        }
        s.append("], \"scrollViews\": [")
        for (i, v) in scrollViews.enumerated() {
            let o = v.contentOffset, size = v.contentSize, inset = v.contentInset
            entry(v, first: i == 0)
            s.append(", \"contentOffset\": ")
            pair(o.x, o.y)
            s.append(", \"contentSize\": ")
            pair(size.width, size.height)
            s.append(", \"zoomScale\": ")
            s.append(v.zoomScale, fractionDigits: LogNumber.ratioDigits)
            s.append(", \"contentInset\": {\"top\": ")
            s.append(inset.top, fractionDigits: 2)
            s.append(", \"left\": ")
            s.append(inset.left, fractionDigits: 2)
            s.append(", \"bottom\": ")
            s.append(inset.bottom, fractionDigits: 2)
            s.append(", \"right\": ")
            s.append(inset.right, fractionDigits: 2)
            s.append("}}")
        }
        s.append("], \"recognizers\": [")
        var first = true
        func add(_ id: String, _ type: String, _ view: String) {
            s.append(first ? "{\"id\": " : ", {\"id\": ")
            s.appendQuoted(id)
            s.append(", \"type\": ")
            s.appendQuoted(type)
            s.append(", \"view\": ")
            s.appendQuoted(view)
            s.append("}")
            first = false
        }
        for r in scene.recognizers { add(r.id, r.type, r.view) }
        for r in scene.scrollViewRecognizers { add(r.id, r.type, r.view) }
        for a in scene.applications { for r in a.allRecognizers { add(r.id, r.type, r.view) } }
        s.append("]}")
        return s.string
    }
}
