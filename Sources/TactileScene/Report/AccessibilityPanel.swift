import Tactile

/// The report's screen-reader panel (docs/accessibility.md): the scene's
/// containers (dashed, numbered in container order), items (their frames),
/// enlarged hit areas (shaded) and activation points (+). Labels are drawn
/// last, on a white halo, so no box border crosses them: each container's
/// at its top-left corner, each item's at its top-left inside the item. What
/// the screen reader said, ran and focused is in the timeline's reader rows
/// (`ScreenReaderLane`). Empty for a scene without `"screenReader"` settings.
struct AccessibilityPanel {
    let section: ReportSection

    init(_ section: ReportSection) { self.section = section }

    func render() -> String {
        guard let settings = section.scene.screenReader,
              let runtime = try? Replay.makeRuntime(scene: section.scene, registry: .standard, file: section.title) else { return "" }
        let tree = SceneAccessibilitySource.tree(of: runtime)
        let enlarged = settings.configuration.accessibility.enlargement.map { HitTargetEnlarger.enlarge(tree, policy: $0).enlargedFrames } ?? [:]
        var m = Markup()
        m.element("div", [("class", "panel-title")], content: "What the screen reader sees: containers in order, items, enlarged hit areas, activation points")
        m.raw(screen(tree, enlarged: enlarged))
        m.element("p", [("class", "note")], content: "What it said, the commands it ran and where its focus went are the reader rows of the timeline above.")
        return m.text
    }

    private func screen(_ tree: AccessibilityTree, enlarged: [AccessibilityID: Rect]) -> String {
        let w = section.scene.window.width, h = section.scene.window.height
        let s = min(760 / max(w, 1), 520 / max(h, 1))
        func r(_ f: Rect, _ attrs: String) -> String {
            "<rect x=\"\(n(f.minX * s))\" y=\"\(n(f.minY * s))\" width=\"\(n(f.width * s))\" height=\"\(n(f.height * s))\" \(attrs)/>"
        }
        var labels = ""
        let halo = "paint-order=\"stroke\" stroke=\"#fff\" stroke-width=\"3\" stroke-linejoin=\"round\""
        var svg = "<svg class=\"a11y-screen\" width=\"\(n(w * s))\" height=\"\(n(h * s))\" viewBox=\"0 0 \(n(w * s)) \(n(h * s))\" role=\"img\">\n"
        svg += r(Rect(0, 0, w, h), "fill=\"#fafafa\" stroke=\"#999\"") + "\n"
        for (k, id) in tree.containerOrder.enumerated() {
            guard let c = tree.container(id) else { continue }
            let f = c.accessibilityFrame
            svg += "<g><title>\(HTMLEscaping.text("\(k + 1). \(c.title): \(tree.itemCount(of: id)) items"))</title>"
            svg += r(f, "fill=\"none\" stroke=\"#5b6fd6\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\"")
            svg += "</g>\n"
            labels += "<text class=\"container-label\" x=\"\(n(f.minX * s + 4))\" y=\"\(n(f.minY * s + 13))\" font-size=\"11\" font-weight=\"600\" fill=\"#3949ab\" \(halo)>\(k + 1) \(HTMLEscaping.text(c.title))</text>\n"
        }
        for id in tree.containerOrder.flatMap({ tree.sequence(of: $0) }) + tree.topLevelNodes {
            guard let item = tree.item(id) else { continue }
            if let e = enlarged[id] {
                svg += "<g><title>\(HTMLEscaping.text("\(item.accessibilityLabel): enlarged hit area"))</title>"
                svg += r(e, "fill=\"#ffb300\" fill-opacity=\"0.18\" stroke=\"#ffb300\" stroke-width=\"0.75\"") + "</g>\n"
            }
            svg += "<g><title>\(HTMLEscaping.text(item.accessibilityLabel))</title>"
            svg += r(item.accessibilityFrame, "fill=\"#fff\" fill-opacity=\"0.6\" stroke=\"#333\" stroke-width=\"1\"")
            let p = item.accessibilityActivationPoint
            svg += "<text x=\"\(n(p.x * s))\" y=\"\(n(p.y * s + 4))\" font-size=\"12\" text-anchor=\"middle\" fill=\"#c62828\">+</text>"
            svg += "</g>\n"
            let box = item.accessibilityFrame
            let fit = LabelPlacer.characters(fitting: box.width * s - 6, fontSize: 9)
            if fit >= 3 && box.height * s >= 11 {
                labels += "<text class=\"item-label\" x=\"\(n(box.minX * s + 3))\" y=\"\(n(box.minY * s + min(11, box.height * s - 1)))\" font-size=\"9\" fill=\"#333\" \(halo)>\(HTMLEscaping.text(HTMLEscaping.shortened(item.accessibilityLabel, limit: min(24, fit))))</text>\n"
            }
        }
        return svg + labels + "</svg>\n"
    }

    private func n(_ v: Double) -> String { LogNumber.format(v, fractionDigits: 1) }
}
