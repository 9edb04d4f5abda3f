import Tactile

/// The report's screen-reader panel (seed-004; docs/accessibility.md): the
/// scene's containers (dashed, numbered in container order), items (their
/// frames), enlarged hit areas (shaded) and activation points (+), and a lane
/// of what the screen reader said, played and selected, against time.
/// Empty for a scene without `"screenReader"` settings.
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
        m.element("div", [("class", "panel-title")], content: "What the screen reader said")
        m.raw(lane())
        return m.text
    }

    private func screen(_ tree: AccessibilityTree, enlarged: [AccessibilityID: Rect]) -> String {
        let w = section.scene.window.width, h = section.scene.window.height
        let s = min(760 / max(w, 1), 520 / max(h, 1))
        func r(_ f: Rect, _ attrs: String) -> String {
            "<rect x=\"\(n(f.minX * s))\" y=\"\(n(f.minY * s))\" width=\"\(n(f.width * s))\" height=\"\(n(f.height * s))\" \(attrs)/>"
        }
        var svg = "<svg class=\"a11y-screen\" width=\"\(n(w * s))\" height=\"\(n(h * s))\" viewBox=\"0 0 \(n(w * s)) \(n(h * s))\" role=\"img\">\n"
        svg += r(Rect(0, 0, w, h), "fill=\"#fafafa\" stroke=\"#999\"") + "\n"
        for (k, id) in tree.containerOrder.enumerated() {
            guard let c = tree.container(id) else { continue }
            let f = c.accessibilityFrame
            svg += "<g><title>\(HTMLEscaping.text("\(k + 1). \(c.title): \(tree.itemCount(of: id)) items"))</title>"
            svg += r(f, "fill=\"none\" stroke=\"#5b6fd6\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\"")
            svg += "<text x=\"\(n(f.minX * s + 4))\" y=\"\(n(f.minY * s + 13))\" font-size=\"11\" fill=\"#3949ab\">\(k + 1) \(HTMLEscaping.text(c.title))</text></g>\n"
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
            svg += "<text x=\"\(n(item.accessibilityFrame.minX * s + 3))\" y=\"\(n(item.accessibilityFrame.maxY * s - 3))\" font-size=\"9\" fill=\"#333\">\(HTMLEscaping.text(HTMLEscaping.shortened(item.accessibilityLabel, limit: 24)))</text></g>\n"
        }
        return svg + "</svg>\n"
    }

    private func lane() -> String {
        var rows: [(t: Double, mark: String, text: String)] = []
        for e in section.events {
            guard case .accessibility(let a) = e.kind else { continue }
            switch a {
            case .speech(let text): rows.append((e.t, "▶", text))
            case .earcon(let sound): rows.append((e.t, "♪", sound))
            case .select(let item, let p): rows.append((e.t, "◆", "select \(item) at (\(n(p.x)), \(n(p.y)))"))
            case .zoom(let c): rows.append((e.t, "⤢", "zoom to \(c ?? "none")"))
            case .command(let c, let g): rows.append((e.t, "→", (c ?? "ignored") + (g.map { " (\($0))" } ?? " (trace command)")))
            case .focus: break
            }
        }
        guard let first = rows.first, let last = rows.last else { return "<p class=\"note\">The screen reader said nothing.</p>\n" }
        let width = 760.0, rowHeight = 16.0
        let span = max(last.t - first.t, 0.001)
        func x(_ t: Double) -> Double { 8 + (t - first.t) / span * (width - 330) }
        var svg = "<svg class=\"a11y-lane\" width=\"\(n(width))\" height=\"\(n(Double(rows.count) * rowHeight + 10))\" role=\"img\">\n"
        for (k, row) in rows.enumerated() {
            let y = Double(k) * rowHeight + 12
            let color = row.mark == "▶" ? "#1b5e20" : row.mark == "→" ? "#666" : "#c62828"
            svg += "<g><title>\(HTMLEscaping.text("\(ReportNumber.ms(row.t)) ms: \(row.text)"))</title>"
            svg += "<line x1=\"\(n(x(row.t)))\" y1=\"\(n(y - 10))\" x2=\"\(n(x(row.t)))\" y2=\"\(n(y + 3))\" stroke=\"\(color)\"/>"
            svg += "<text x=\"\(n(x(row.t) + 4))\" y=\"\(n(y))\" font-size=\"11\" fill=\"\(color)\">\(ReportNumber.ms(row.t)) ms \(row.mark) \(HTMLEscaping.text(row.text))</text></g>\n"
        }
        return svg + "</svg>\n"
    }

    private func n(_ v: Double) -> String { LogNumber.format(v, fractionDigits: 1) }
}
