import CSDL2
import Foundation

/// Draws a scene's views where they are drawn now (`Presentation`), back to
/// front: each view's fill at its alpha (times its ancestors'), clipped to its
/// scroll-view ancestors; a photo's pattern, a row's text, a view's id; the
/// screen reader's focus ring; the touches.
final class SceneRenderer {
    let style: SceneStyle

    init(style: SceneStyle) { self.style = style }

    static let background = Canvas.Colour(14, 14, 18)
    static let sceneBackground = Canvas.Colour(28, 28, 34)

    func draw(geometry: SceneGeometry, drawn: [Quad], presentation: Presentation, mapping: WindowMapping,
              focused: String?, contacts: [Point2], on canvas: Canvas) {
        let r = canvas.renderer
        canvas.clip(nil)
        SDL_SetRenderDrawColor(r, Self.background.r, Self.background.g, Self.background.b, 255)
        SDL_RenderClear(r)
        let px = { (p: Point2) in mapping.pixel(p) }
        let window = Quad([Point2(x: 0, y: 0), Point2(x: mapping.sceneWidth, y: 0),
                           Point2(x: mapping.sceneWidth, y: mapping.sceneHeight), Point2(x: 0, y: mapping.sceneHeight)])
        fill(window.mapped(px), Self.sceneBackground, canvas)
        let sceneClip = pixelRect(window, mapping)
        canvas.clip(sceneClip)

        // The tree comes from the scene document: the description lists plain
        // views and windows, not scroll views, which are drawn from `Presentation`.
        var index: [String: Int] = [:]
        for (i, v) in geometry.views.enumerated() where index[v.id] == nil { index[v.id] = i }
        var clipOf: [String: SDL_Rect] = [:]
        /// The clip of `id`'s content: its scroll-view ancestors' rectangles and its own if it scrolls.
        func contentClip(_ id: String) -> SDL_Rect {
            if let c = clipOf[id] { return c }
            let outer = style.views[id]?.parent.map(contentClip) ?? sceneClip
            var c = outer
            if style.views[id]?.isScrollView == true,
               let q = index[id].map({ drawn[$0] }) ?? presentation.scrollViewQuads[id] {
                c = intersect(outer, pixelRect(q, mapping))
            }
            clipOf[id] = c
            return c
        }
        func alphaOf(_ id: String) -> Double {
            ([id] + style.ancestors(id)).reduce(1) { $0 * (presentation.alpha[$1] ?? 1) }
        }
        func isHidden(_ id: String) -> Bool {
            ([id] + style.ancestors(id)).contains { a in
                !presentation.isAnimating(a) && (index[a].map { geometry.views[$0].hidden } ?? style.views[a]?.hidden ?? false)
            }
        }
        var currentClip = sceneClip
        func setClip(_ c: SDL_Rect) {
            if !same(c, currentClip) { canvas.clip(c); currentClip = c }
        }
        var drawnScrollViews: Set<String> = []
        for (i, v) in geometry.views.enumerated() where i < drawn.count {
            let s = style.views[v.id]
            // Scroll views above this view, outermost first, drawn before their content.
            for a in style.ancestors(v.id).reversed() where style.views[a]?.isScrollView == true && index[a] == nil {
                guard !drawnScrollViews.contains(a), let q = presentation.scrollViewQuads[a] else { continue }
                drawnScrollViews.insert(a)
                let alpha = alphaOf(a)
                guard !isHidden(a), alpha >= 0.01 else { continue }
                setClip(style.views[a]?.parent.map(contentClip) ?? sceneClip)
                let c = SceneStyle.colour(a, container: true)
                fill(q.mapped(px), Canvas.Colour(c.r, c.g, c.b).with(alpha: alpha), canvas)
                contentGrid(a, alpha: alpha, presentation, mapping, canvas, clip: contentClip(a), setClip: setClip)
            }
            let alpha = alphaOf(v.id)
            guard !isHidden(v.id), alpha >= 0.01 else { continue }
            setClip(s?.parent.map(contentClip) ?? sceneClip)
            let quad = drawn[i]
            let frame = s?.frame ?? []
            let size = (frame.count == 4 ? frame[2] : 100, frame.count == 4 ? frame[3] : 100)
            let c = SceneStyle.colour(v.id, container: s?.isContainer ?? false)
            switch s?.content ?? .plain {
            case .photo:
                photo(v.id, quad, size: size, alpha: alpha, mapping, canvas)
                // The photo's name, large: paging shows which photo comes in.
                bar(in: quad, size: size, x: 12, y: 12, width: Double(v.id.count * BitmapFont.advance) * 3 + 12, height: 42,
                    Canvas.Colour(0, 0, 0, 150).with(alpha: alpha), mapping, canvas)
                text(v.id, in: quad, size: size, at: Point2(x: 18, y: 12), pointsPerPixel: 3,
                     Canvas.Colour(255, 255, 255).with(alpha: alpha), mapping, canvas)
            case .text(let title):
                fill(quad.mapped(px), Canvas.Colour(c.r, c.g, c.b).with(alpha: alpha), canvas)
                text(title, in: quad, size: size, at: Point2(x: 16, y: 12), pointsPerPixel: 1.6,
                     Canvas.Colour(20, 20, 28).with(alpha: alpha), mapping, canvas)
                if size.1 >= 60 {
                    for (k, width) in [0.8, 0.55].enumerated() {
                        let y = 12 + 24 + Double(k) * 14
                        bar(in: quad, size: size, x: 16, y: y, width: (size.0 - 32) * width, height: 6,
                            Canvas.Colour(90, 90, 110).with(alpha: alpha * 0.6), mapping, canvas)
                    }
                }
            case .plain:
                fill(quad.mapped(px), Canvas.Colour(c.r, c.g, c.b).with(alpha: alpha), canvas)
                text(s?.label ?? v.id, in: quad, size: size, at: Point2(x: 6, y: 4), pointsPerPixel: 1.2,
                     Canvas.Colour(235, 235, 240).with(alpha: alpha * 0.8), mapping, canvas)
            }
        }
        canvas.clip(sceneClip)
        if let focused, let i = geometry.views.firstIndex(where: { $0.id == focused }), i < drawn.count {
            focusRing(drawn[i].mapped(px), width: max(3, 4 * mapping.pixelsPerPoint), canvas)
        }
        for c in contacts {
            canvas.disc(px(c), radius: 22 * mapping.pixelsPerPoint, Canvas.Colour(255, 255, 255, 70))
            canvas.disc(px(c), radius: 6 * mapping.pixelsPerPoint, Canvas.Colour(255, 255, 255, 200))
        }
        canvas.clip(nil)
    }

    /// A scroll view's content area as a faint 40-point grid, so scrolling and
    /// bouncing show where the content has no subviews.
    private func contentGrid(_ id: String, alpha: Double, _ presentation: Presentation, _ mapping: WindowMapping,
                             _ canvas: Canvas, clip: SDL_Rect, setClip: (SDL_Rect) -> Void) {
        guard let size = style.views[id]?.contentSize, let o = presentation.scrollContentOrigins[id],
              size.x > 0, size.y > 0 else { return }
        setClip(clip)
        let c = Canvas.Colour(255, 255, 255, 28).with(alpha: alpha)
        let step = 40.0
        let rows = Int(size.y / step), columns = Int(size.x / step)
        for k in 0...rows {
            let y = o.y + Double(k) * step
            canvas.quad(mapping.pixel(Point2(x: o.x, y: y)), mapping.pixel(Point2(x: o.x + size.x, y: y)),
                        mapping.pixel(Point2(x: o.x + size.x, y: y + 1)), mapping.pixel(Point2(x: o.x, y: y + 1)), c)
        }
        for k in 0...columns {
            let x = o.x + Double(k) * step
            canvas.quad(mapping.pixel(Point2(x: x, y: o.y)), mapping.pixel(Point2(x: x + 1, y: o.y)),
                        mapping.pixel(Point2(x: x + 1, y: o.y + size.y)), mapping.pixel(Point2(x: x, y: o.y + size.y)), c)
        }
    }

    private func fill(_ q: Quad, _ c: Canvas.Colour, _ canvas: Canvas) {
        canvas.quad(q.corners[0], q.corners[1], q.corners[2], q.corners[3], c)
    }

    /// A rectangle (x, y, w, h in the view's points) of the view drawn as `quad`.
    private func bar(in quad: Quad, size: (Double, Double), x: Double, y: Double, width: Double, height: Double,
                     _ c: Canvas.Colour, _ mapping: WindowMapping, _ canvas: Canvas) {
        func p(_ lx: Double, _ ly: Double) -> Point2 { mapping.pixel(quad.point(u: lx / size.0, v: ly / size.1)) }
        canvas.quad(p(x, y), p(x + width, y), p(x + width, y + height), p(x, y + height), c)
    }

    /// `s` in the bitmap font, its top left at `origin` in the view's points,
    /// each font pixel `pointsPerPixel` points; runs of lit pixels make one quad.
    private func text(_ s: String, in quad: Quad, size: (Double, Double), at origin: Point2, pointsPerPixel k: Double,
                      _ c: Canvas.Colour, _ mapping: WindowMapping, _ canvas: Canvas) {
        var x0 = origin.x
        for ch in s.unicodeScalars {
            if x0 + Double(BitmapFont.advance) * k > size.0 - 4 { break }
            for (row, bits) in BitmapFont.rows(ch).enumerated() where bits != 0 {
                var col = 0
                while col < 8 {
                    guard bits & (0x80 >> col) != 0 else { col += 1; continue }
                    var end = col
                    while end < 8 && bits & (0x80 >> end) != 0 { end += 1 }
                    // A fifth of a font pixel of overlap: no seams between rows at fractional pixel positions.
                    bar(in: quad, size: size, x: x0 + Double(col) * k, y: origin.y + Double(row) * k,
                        width: Double(end - col) * k + k / 5, height: k * 1.2, c, mapping, canvas)
                    col = end
                }
            }
            x0 += Double(BitmapFont.advance) * k
        }
    }

    /// A photo: a checkerboard of 30-point cells shaded across the view, so zooming
    /// enlarges the cells and paging moves them; its hue depends on the view.
    private func photo(_ id: String, _ quad: Quad, size: (Double, Double), alpha: Double, _ mapping: WindowMapping, _ canvas: Canvas) {
        let cell = 30.0
        let hue = SceneStyle.colour(id, container: false)
        let columns = Int((size.0 / cell).rounded(.up)), rows = Int((size.1 / cell).rounded(.up))
        for j in 0..<rows {
            for i in 0..<columns {
                let shade = 0.55 + 0.45 * Double(i + j) / Double(columns + rows)
                let dark = (i + j) % 2 == 0
                let c = dark
                    ? Canvas.Colour(UInt8(Double(hue.r) * shade * 0.6), UInt8(Double(hue.g) * shade * 0.6), UInt8(Double(hue.b) * shade * 0.6))
                    : Canvas.Colour(UInt8(min(255, Double(hue.r) * shade + 40)), UInt8(min(255, Double(hue.g) * shade + 40)),
                                    UInt8(min(255, Double(hue.b) * shade + 40)))
                let x = Double(i) * cell, y = Double(j) * cell
                bar(in: quad, size: size, x: x, y: y, width: min(cell, size.0 - x), height: min(cell, size.1 - y),
                    c.with(alpha: alpha), mapping, canvas)
            }
        }
        // A sun in the upper third: a shape whose size shows the zoom.
        let centre = mapping.pixel(quad.point(u: 0.7, v: 0.25))
        let radius = hypot(quad.corners[1].x - quad.corners[0].x, quad.corners[1].y - quad.corners[0].y) * 0.08 * mapping.pixelsPerPoint
        canvas.disc(centre, radius: radius, Canvas.Colour(250, 210, 90).with(alpha: alpha))
    }

    /// The screen reader's cursor: a black ring inside a yellow one around the element.
    private func focusRing(_ q: Quad, width: Double, _ canvas: Canvas) {
        for (w, c) in [(width * 2, Canvas.Colour(0, 0, 0, 230)), (width, Canvas.Colour(255, 214, 10))] {
            for k in 0..<4 { canvas.line(q.corners[k], q.corners[(k + 1) % 4], width: w, c) }
        }
    }

    private func pixelRect(_ q: Quad, _ mapping: WindowMapping) -> SDL_Rect {
        let a = mapping.pixel(Point2(x: q.minX, y: q.minY)), b = mapping.pixel(Point2(x: q.maxX, y: q.maxY))
        let x0 = Int32(a.x.rounded()), y0 = Int32(a.y.rounded())
        return SDL_Rect(x: x0, y: y0, w: max(0, Int32(b.x.rounded()) - x0), h: max(0, Int32(b.y.rounded()) - y0))
    }

    private func same(_ a: SDL_Rect, _ b: SDL_Rect) -> Bool { a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h }

    private func intersect(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.w, b.x + b.w), y1 = min(a.y + a.h, b.y + b.h)
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }
}
