import Tactile

/// The report's screen-reader panel (docs/accessibility.md): the scene's
/// containers (dashed, numbered in container order), items (their frames),
/// enlarged hit areas (shaded) and activation points (+). Labels are drawn
/// last, on a white halo, so no box border crosses them: each container's
/// at its top-left corner, each item's inside the item (top-left, else
/// bottom-left) or as a caption just below it, wherever it overlaps no other
/// label or activation point — an item with no such place keeps its name in
/// its tooltip. What
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
        // 14 px below the window for captions of items on its bottom edge.
        var svg = "<svg class=\"a11y-screen\" width=\"\(n(w * s))\" height=\"\(n(h * s + 14))\" viewBox=\"0 0 \(n(w * s)) \(n(h * s + 14))\" role=\"img\">\n"
        svg += r(Rect(0, 0, w, h), "fill=\"#fafafa\" stroke=\"#999\"") + "\n"
        for (k, id) in tree.containerOrder.enumerated() {
            guard let c = tree.container(id) else { continue }
            let f = c.accessibilityFrame
            svg += "<g><title>\(HTMLEscaping.text("\(k + 1). \(c.title): \(tree.itemCount(of: id)) items"))</title>"
            svg += r(f, "fill=\"none\" stroke=\"#5b6fd6\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\"")
            svg += "</g>\n"
        }
        // Activation points and container labels first; item labels then go where they fit.
        var placer = LabelPlacer()
        let items = (tree.containerOrder.flatMap { tree.sequence(of: $0) } + tree.topLevelNodes).compactMap { tree.item($0) }
        for item in items {
            let p = item.accessibilityActivationPoint
            placer.reserve(x: p.x * s - 5, y: p.y * s - 6, width: 10, height: 11)
        }
        for (k, id) in tree.containerOrder.enumerated() {
            guard let c = tree.container(id) else { continue }
            let f = c.accessibilityFrame
            let text = "\(k + 1) \(c.title)"
            let width = LabelPlacer.width(of: text, fontSize: 11, bold: true)
            // Its top-left corner inside, else just above its top edge, else its top-right corner.
            let candidates = [LabelPlacer.Position(x: f.minX * s + 4, baseline: f.minY * s + 13),
                              LabelPlacer.Position(x: f.minX * s + 4, baseline: f.minY * s - 3),
                              LabelPlacer.Position(x: f.maxX * s - 4 - width, baseline: f.minY * s + 13)]
            let at = placer.placeIfFree(candidates, width: width, fontSize: 11) ?? candidates[0]
            labels += "<text class=\"container-label\" x=\"\(n(at.x))\" y=\"\(n(at.baseline))\" font-size=\"11\" font-weight=\"600\" fill=\"#3949ab\" \(halo)>\(HTMLEscaping.text(text))</text>\n"
        }
        for item in items {
            if let e = enlarged[item.id] {
                svg += "<g><title>\(HTMLEscaping.text("\(item.accessibilityLabel): enlarged hit area"))</title>"
                svg += r(e, "fill=\"#ffb300\" fill-opacity=\"0.18\" stroke=\"#ffb300\" stroke-width=\"0.75\"") + "</g>\n"
            }
            svg += "<g><title>\(HTMLEscaping.text(item.accessibilityLabel))</title>"
            svg += r(item.accessibilityFrame, "fill=\"#fff\" fill-opacity=\"0.6\" stroke=\"#333\" stroke-width=\"1\"")
            let p = item.accessibilityActivationPoint
            svg += "<text x=\"\(n(p.x * s))\" y=\"\(n(p.y * s + 4))\" font-size=\"12\" text-anchor=\"middle\" fill=\"#c62828\">+</text>"
            svg += "</g>\n"
            let box = item.accessibilityFrame
            let fit = LabelPlacer.characters(fitting: max(box.width * s - 6, 40), fontSize: 9)
            let text = HTMLEscaping.shortened(item.accessibilityLabel, limit: min(24, fit))
            let width = LabelPlacer.width(of: text, fontSize: 9)
            var candidates: [LabelPlacer.Position] = []
            if width <= box.width * s - 4 && box.height * s >= 12 {
                candidates.append(LabelPlacer.Position(x: box.minX * s + 3, baseline: box.minY * s + 10))
                candidates.append(LabelPlacer.Position(x: box.minX * s + 3, baseline: box.maxY * s - 3))
            }
            candidates.append(LabelPlacer.Position(x: box.minX * s + 1, baseline: box.maxY * s + 10))
            if let at = placer.placeIfFree(candidates, width: width, fontSize: 9) {
                labels += "<text class=\"item-label\" x=\"\(n(at.x))\" y=\"\(n(at.baseline))\" font-size=\"9\" fill=\"#333\" \(halo)>\(HTMLEscaping.text(text))</text>\n"
            }
        }
        return svg + labels + "</svg>\n"
    }

    private func n(_ v: Double) -> String { LogNumber.format(v, fractionDigits: 1) }
}
