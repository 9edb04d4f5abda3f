import Tactile

/// The spatial view of one replay as inline SVG, in window coordinates scaled
/// to fit: the window, every scene view's outline (nested, with its id), each
/// touch's path (● where it touched down, ○ where it lifted, ✕ where it was
/// cancelled) and a ◆ where each gesture was recognised, labelled with the
/// recognizer's id. Labels are drawn upright at screen size and moved apart
/// when they would overlap.
///
/// When the touches cover only a small part of the window, the report shows
/// the whole window small (with the zoomed region outlined) next to a detail
/// panel zoomed to the touches (`activityRegion`).
package struct SpatialPanel {
    /// The replay.
    package var digest: ReplayDigest
    /// The largest drawing width in pixels (margins excluded).
    package var maxWidth: Double
    /// The largest drawing height in pixels (margins excluded).
    package var maxHeight: Double
    /// The part of the window to draw; nil draws the whole `extent`.
    package var region: Rect?
    /// A region to outline with a dashed rectangle (the detail panel's region).
    package var highlight: Rect?
    /// Whether touches and recognition markers get text labels (false for the
    /// small overview next to a detail panel, which has them).
    package var labelsMarks: Bool
    /// Whether the SVG is always `maxWidth` × `maxHeight` (plus margins) with
    /// the drawing centred in it, so every report section has panels of one size.
    package var fixedSize: Bool

    /// The margin around the drawing, for labels near the edges.
    package static let margin = 36.0
    /// The label font size in pixels.
    package static let fontSize = 11.0

    /// Creates the panel; by default the whole window fits in 640 × 820 pixels.
    package init(_ digest: ReplayDigest, maxWidth: Double = 640, maxHeight: Double = 820, region: Rect? = nil, highlight: Rect? = nil,
                labelsMarks: Bool = true, fixedSize: Bool = false) {
        self.digest = digest
        self.fixedSize = fixedSize
        self.labelsMarks = labelsMarks
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.region = region
        self.highlight = highlight
    }

    /// The region around the touch paths and recognition points, padded, when
    /// it is small enough (under a quarter of the extent's area) to be worth a
    /// zoomed detail panel; nil otherwise.
    package static func activityRegion(_ digest: ReplayDigest) -> Rect? {
        var points: [Point] = digest.touches.flatMap { $0.samples.map(\.location) }
        points += digest.recognizers.flatMap { $0.recognitions.map(\.event.location) }
        points = points.filter { abs($0.x) <= drawableMagnitude && abs($0.y) <= drawableMagnitude }
        guard let first = points.first else { return nil }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        let pad = max(24, 0.2 * max(maxX - minX, maxY - minY))
        minX -= pad; minY -= pad; maxX += pad; maxY += pad
        let minimum = 120.0
        if maxX - minX < minimum { let c = (minX + maxX) / 2; minX = c - minimum / 2; maxX = c + minimum / 2 }
        if maxY - minY < minimum { let c = (minY + maxY) / 2; minY = c - minimum / 2; maxY = c + minimum / 2 }
        let region = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let whole = SpatialPanel(digest).extent
        guard region.width * region.height < 0.25 * whole.width * whole.height else { return nil }
        return region
    }

    /// The outlines drawn: the scene's views; with applications, the windows
    /// and views of every application displayed during the replay, in the
    /// order they were displayed.
    package var outlines: [ViewOutline] {
        guard digest.section.scene.hasApplications else { return ViewOutline.outlines(digest.section.scene) }
        return digest.displayedApplications.flatMap { ViewOutline.outlines(of: digest.roots(of: $0), application: $0) }
    }

    /// Points farther than this from the origin do not grow the drawn
    /// extent: beyond it the extent's width could overflow to infinity and
    /// the scale to 0 (they are drawn clipped, off the picture).
    package static let drawableMagnitude = 1e15

    /// The region drawn, in window coordinates: the window, grown to include
    /// every view, touch sample and gesture location.
    package var extent: Rect {
        let scene = digest.section.scene
        var minX = 0.0, minY = 0.0
        var maxX = min(scene.window.width, Self.drawableMagnitude), maxY = min(scene.window.height, Self.drawableMagnitude)
        func include(_ p: Point) {
            guard abs(p.x) <= Self.drawableMagnitude, abs(p.y) <= Self.drawableMagnitude else { return }
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for o in outlines { o.corners.forEach(include) }
        for t in digest.touches { t.samples.forEach { include($0.location) } }
        for r in digest.recognizers { r.recognitions.forEach { include($0.event.location) } }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The region drawn: `region`, or the whole `extent`.
    package var drawn: Rect { region ?? extent }

    /// Points to pixels: the scale factor (at most 3).
    package var scale: Double {
        let e = drawn
        return min(maxWidth / max(e.width, 1), maxHeight / max(e.height, 1), 3)
    }

    /// The SVG element.
    package func render() -> String {
        let e = drawn, s = scale
        let width = (fixedSize ? maxWidth : e.width * s) + 2 * Self.margin
        let height = (fixedSize ? maxHeight : e.height * s) + 2 * Self.margin
        // A fixed-size panel centres the drawing.
        let ox = Self.margin + (width - 2 * Self.margin - e.width * s) / 2, oy = Self.margin + (height - 2 * Self.margin - e.height * s) / 2
        func px(_ p: Point) -> (Double, Double) { ((p.x - e.minX) * s + ox, (p.y - e.minY) * s + oy) }
        var labels = LabelPlacer()
        var m = Markup()
        m.open("svg", [("class", "spatial"),
                       ("width", ReportNumber.px(width)), ("height", ReportNumber.px(height)),
                       ("viewBox", "0 0 \(ReportNumber.px(width)) \(ReportNumber.px(height))"),
                       ("role", "img"), ("aria-label", "Views, touch paths and recognition points in window coordinates")])
        m.raw("\n")

        // The window.
        let scene = digest.section.scene
        let (wx, wy) = px(Point(x: 0, y: 0))
        m.element("rect", [("class", "window"), ("x", ReportNumber.px(wx)), ("y", ReportNumber.px(wy)),
                           ("width", ReportNumber.px(scene.window.width * s)), ("height", ReportNumber.px(scene.window.height * s))],
                  tooltip: "window \(ReportNumber.points(scene.window.width)) × \(ReportNumber.points(scene.window.height)) pt")
        var windowLabel = "window \(ReportNumber.points(scene.window.width)) × \(ReportNumber.points(scene.window.height))"
        if scene.hasApplications, labelsMarks {
            windowLabel += digest.displayedApplications.isEmpty ? " · no application displayed"
                : " · displayed: " + digest.displayedApplications.joined(separator: ", then ")
        }
        if let region {
            let caption = "zoomed in ×\(LogNumber.format(s, fractionDigits: 2))"
            let detail = "x \(ReportNumber.points(region.minX))…\(ReportNumber.points(region.maxX)), y \(ReportNumber.points(region.minY))…\(ReportNumber.points(region.maxY)) pt"
            // At the panel's top left, above the drawing (which a fixed-size panel centres).
            labels.reserve(x: Self.margin, y: Self.margin - 8 - Self.fontSize, width: LabelPlacer.width(of: caption, fontSize: Self.fontSize), height: Self.fontSize + 3)
            m.element("text", [("class", "caption"), ("x", ReportNumber.px(Self.margin)), ("y", ReportNumber.px(Self.margin - 8))],
                      tooltip: "the region around the touches: \(detail)", content: caption)
        } else {
            // Shortened to the panel's width (the tooltip has it in full).
            let shown = HTMLEscaping.shortened(windowLabel, limit: LabelPlacer.characters(fitting: width - 2 - max(wx, 2), fontSize: Self.fontSize))
            labels.reserve(x: wx, y: wy - 8 - Self.fontSize, width: LabelPlacer.width(of: shown, fontSize: Self.fontSize), height: Self.fontSize + 3)
            m.element("text", [("class", "caption"), ("x", ReportNumber.px(max(wx, 2))), ("y", ReportNumber.px(max(wy - 8, Self.fontSize + 2)))],
                      tooltip: shown == windowLabel ? nil : windowLabel, content: shown)
        }

        // The views, back to front.
        let outlines = self.outlines
        m.open("g", [("class", "views")])
        m.raw("\n")
        for o in outlines {
            let points = o.corners.map { p -> String in let (x, y) = px(p); return ReportNumber.px(x) + "," + ReportNumber.px(y) }
            var cls = "view depth\(min(o.depth, 5))"
            if o.view.hidden { cls += " hidden" }
            if o.view.contentKind.isMedia { cls += " media" }
            m.element("polygon", [("class", cls), ("points", points.joined(separator: " "))], tooltip: viewTooltip(o))
        }
        m.close("g")
        ScrollSpatialMarks.render(&m, digest, outlines: outlines, px)   // scroll content (ScrollLanePanel.swift)

        // The touch paths.
        m.open("g", [("class", "paths")])
        m.raw("\n")
        for t in digest.touches {
            let color = ReportPalette.touchColor(t.index)
            let pts = t.samples.map { sample -> String in let (x, y) = px(sample.location); return ReportNumber.px(x) + "," + ReportNumber.px(y) }
            m.element("polyline", [("class", "path"), ("points", pts.joined(separator: " ")), ("stroke", color)],
                      tooltip: TimelinePanel.touchTooltip(t))
        }
        m.close("g")

        if let highlight {
            let (hx, hy) = px(Point(x: highlight.minX, y: highlight.minY))
            m.element("rect", [("class", "highlight"), ("x", ReportNumber.px(hx)), ("y", ReportNumber.px(hy)),
                               ("width", ReportNumber.px(highlight.width * s)), ("height", ReportNumber.px(highlight.height * s))],
                      tooltip: "the region shown zoomed in")
        }

        // Recognition markers (placed before the labels so labels avoid them).
        var recognitionMarks: [(x: Double, y: Double, id: String, action: RecognizerTrack.TimedAction)] = []
        for r in digest.recognizers {
            for a in r.recognitions {
                let (x, y) = px(a.event.location)
                recognitionMarks.append((x, y, r.id, a))
                labels.reserve(x: x - 8, y: y - 8, width: 16, height: 16)
            }
        }
        m.open("g", [("class", "recognitions")])
        m.raw("\n")
        for mark in recognitionMarks {
            TouchMarks.recognition(&m, x: mark.x, y: mark.y, state: mark.action.event.state,
                                   tooltip: "\(mark.id) \(mark.action.event.state.rawValue) at \(ReportNumber.ms(mark.action.t)) ms, location \(ReportNumber.point(mark.action.event.location.x, mark.action.event.location.y))")
        }
        m.close("g")

        // Touch-down and lift marks, on top of the recognition markers.
        m.open("g", [("class", "touchmarks")])
        m.raw("\n")
        for t in digest.touches {
            let color = ReportPalette.touchColor(t.index)
            if let last = t.samples.last, t.samples.count > 1 || t.endPhase != nil {
                let (x, y) = px(last.location)
                let verb = t.endPhase == .cancelled ? "cancelled" : "lifted"
                TouchMarks.end(&m, t.endPhase, x: x, y: y, color: color, tooltip: "touch \(t.id) \(verb) at \(ReportNumber.ms(last.t)) ms \(ReportNumber.point(last.location.x, last.location.y))")
                labels.reserve(x: x - 6, y: y - 6, width: 12, height: 12)
            }
        }
        // Starts last: a tap (start and lift in one place) shows as a dot in a ring.
        for t in digest.touches {
            guard let first = t.samples.first else { continue }
            let (x, y) = px(first.location)
            TouchMarks.start(&m, x: x, y: y, color: ReportPalette.touchColor(t.index),
                             tooltip: "touch \(t.id) down at \(ReportNumber.ms(first.t)) ms \(ReportNumber.point(first.location.x, first.location.y))")
            labels.reserve(x: x - 6, y: y - 6, width: 12, height: 12)
        }
        m.close("g")

        // Labels keep off the touch paths: a small box every few pixels along each.
        if labelsMarks {
            for t in digest.touches {
                var previous: (Double, Double)?
                for sample in t.samples {
                    let (x, y) = px(sample.location)
                    if let (x0, y0) = previous {
                        let steps = ReportNumber.whole((abs(x - x0) + abs(y - y0)) / 4, clampedTo: 0...200)
                        for k in stride(from: 1, through: steps, by: 1) {
                            let f = Double(k) / Double(steps + 1)
                            labels.reserve(x: x0 + (x - x0) * f - 1.5, y: y0 + (y - y0) * f - 1.5, width: 3, height: 3)
                        }
                    }
                    labels.reserve(x: x - 1.5, y: y - 1.5, width: 3, height: 3)
                    previous = (x, y)
                }
            }
        }

        // Labels: touches, then gestures, then views (views are the largest
        // and easiest to identify, so they give way).
        m.open("g", [("class", "labels")])
        m.raw("\n")
        // Touches that touched down at (almost) the same spot share one label ("2, 3").
        var starts: [(x: Double, y: Double, ids: [String], index: Int)] = []
        for t in digest.touches {
            guard let first = t.samples.first else { continue }
            let (x, y) = px(first.location)
            if let i = starts.firstIndex(where: { abs($0.x - x) < 6 && abs($0.y - y) < 6 }) {
                if !starts[i].ids.contains("\(t.id)") { starts[i].ids.append("\(t.id)") }
            } else {
                starts.append((x, y, ["\(t.id)"], t.index))
            }
        }
        for start in starts where labelsMarks {
            let text = start.ids.joined(separator: ", ")
            let w = LabelPlacer.width(of: text, fontSize: Self.fontSize, bold: true)
            let p = labels.place([LabelPlacer.Position(x: start.x + 6, baseline: start.y - 6)]
                                 + LabelPlacer.around(x: start.x, y: start.y, gap: 8, width: w, fontSize: Self.fontSize, lines: 2),
                                 width: w, fontSize: Self.fontSize)
            m.element("text", [("class", "touchlabel"), ("x", ReportNumber.px(p.x)), ("y", ReportNumber.px(p.baseline)),
                               ("fill", ReportPalette.touchColor(start.index))], content: text)
        }
        // Gestures recognised at (almost) the same spot share one label
        // ("zoom, rotate, move"), in order of recognition.
        var clusters: [(x: Double, y: Double, ids: [String], first: Double)] = []
        for mark in recognitionMarks.sorted(by: { $0.action.t < $1.action.t }) where labelsMarks {
            if let i = clusters.firstIndex(where: { abs($0.x - mark.x) < 22 && abs($0.y - mark.y) < 22 }) {
                if !clusters[i].ids.contains(mark.id) { clusters[i].ids.append(mark.id) }
            } else {
                clusters.append((mark.x, mark.y, [mark.id], mark.action.t))
            }
        }
        for cluster in clusters {
            let full = cluster.ids.joined(separator: ", ")
            let text = HTMLEscaping.shortened(full, limit: 40)
            let w = LabelPlacer.width(of: text, fontSize: Self.fontSize, bold: true)
            let around = LabelPlacer.around(x: cluster.x, y: cluster.y, gap: 11, width: w, fontSize: Self.fontSize, lines: 8)
            // Inside the drawing, where there is room.
            let inside = around.filter { $0.x >= 2 && $0.x + w <= width - 2 && $0.baseline - Self.fontSize >= 2 && $0.baseline + 3 <= height - 2 }
            let candidates = inside.isEmpty ? around : inside
            let p = labels.place(candidates, width: w, fontSize: Self.fontSize)
            if abs(p.baseline - candidates[0].baseline) > 1 {
                let right = p.x > cluster.x
                m.element("line", [("class", "leader"), ("x1", ReportNumber.px(cluster.x + (right ? 6 : -6))), ("y1", ReportNumber.px(cluster.y)),
                                   ("x2", ReportNumber.px(right ? p.x - 1 : p.x + w + 1)), ("y2", ReportNumber.px(p.baseline - 4))])
            }
            m.element("text", [("class", "gesturelabel"), ("x", ReportNumber.px(p.x)), ("y", ReportNumber.px(p.baseline))],
                      tooltip: full, content: text)
        }
        // Outlines drawn on top of each other (the full-screen windows of
        // several applications) share one label, "a: w1 / b: w2".
        var outlineLabels: [(outline: ViewOutline, names: [String], tooltips: [String])] = []
        for o in outlines {
            // An application's window is named with its application.
            let name = o.application.isEmpty || o.depth > 0 ? o.id : "\(o.application): \(o.id)"
            let same = outlineLabels.firstIndex { other in
                zip(other.outline.corners, o.corners).allSatisfy { abs($0.x - $1.x) < 0.5 && abs($0.y - $1.y) < 0.5 }
            }
            if let same {
                outlineLabels[same].names.append(name)
                outlineLabels[same].tooltips.append(viewTooltip(o))
            } else {
                outlineLabels.append((o, [name], [viewTooltip(o)]))
            }
        }
        for (o, names, tooltips) in outlineLabels {
            // The label goes at the outline's top-left corner, kept inside the drawing.
            let xs = o.corners.map { px($0).0 }, ys = o.corners.map { px($0).1 }
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
                  maxX > Self.margin, minX < width - Self.margin, maxY > Self.margin, minY < height - Self.margin else { continue }
            let x = max(px(o.corners[0]).0, Self.margin), y = max(px(o.corners[0]).1, Self.margin)
            // Kept within the outline's width where it can be, and always within the panel.
            let right = min(maxX, width - 2)
            let room = LabelPlacer.characters(fitting: right - x - 4, fontSize: Self.fontSize)
            guard room >= 3 else { continue }   // too narrow for a label: the outline's tooltip names it
            let text = HTMLEscaping.shortened(names.joined(separator: " / "), limit: min(names.count > 1 ? 48 : 36, room))
            // Only inside its own outline, where no other label is: a label
            // that cannot stay on its box is left out (the outline's tooltip names it).
            let inside = LabelPlacer.vertical(x: x + 4, baseline: y + 13, fontSize: Self.fontSize)
                .filter { $0.baseline - Self.fontSize >= minY - 0.5 && $0.baseline + 2 <= maxY + 0.5 }
            guard let p = labels.placeIfFree(inside, width: LabelPlacer.width(of: text, fontSize: Self.fontSize), fontSize: Self.fontSize)
            else { continue }
            m.element("text", [("class", "viewlabel"), ("x", ReportNumber.px(p.x)), ("y", ReportNumber.px(p.baseline))],
                      tooltip: tooltips.joined(separator: "\n"), content: text)
        }
        m.close("g")
        m.close("svg")
        return m.text
    }

    func viewTooltip(_ o: ViewOutline) -> String {
        let f = o.view.frame
        var s = (o.application.isEmpty ? "" : o.depth == 0 ? "application \(o.application), window " : "application \(o.application), ")
            + "view \(o.id): frame [\(ReportNumber.points(f.origin.x)), \(ReportNumber.points(f.origin.y)), \(ReportNumber.points(f.size.width)), \(ReportNumber.points(f.size.height))]"
        if o.view.transform != nil { s += ", transformed" }
        if o.view.hidden { s += ", hidden" }
        if case .media(let fps) = o.view.contentKind { s += ", media (composited apart" + (fps.map { ", \($0) fps" } ?? "") + ")" }
        if !o.view.userInteractionEnabled { s += ", user interaction disabled" }
        let attached = digest.recognizers.filter { $0.view == o.id }.map { "\($0.id) (\($0.type))" }
        if !attached.isEmpty { s += "; recognizers: " + attached.joined(separator: ", ") }
        return s
    }
}
