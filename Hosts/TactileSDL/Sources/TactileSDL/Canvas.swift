import Foundation
import CSDL2

/// Filled shapes batched for SDL's renderer, in painting order: an
/// axis-aligned quad (most views, text, pattern cells) goes into a batch of
/// `SDL_RenderFillRectsF` of one colour — fast in the software renderer —
/// anything else (a rotated view, a disc) into triangles for
/// `SDL_RenderGeometry`. Flushed when the kind or colour changes, when the
/// clip rectangle changes and at the end.
final class Canvas {
    let renderer: OpaquePointer
    private var vertices: [SDL_Vertex] = []
    private var rects: [SDL_FRect] = []
    private var rectColour = Colour(0, 0, 0, 0)

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        vertices.reserveCapacity(1 << 14)
        rects.reserveCapacity(1 << 12)
    }

    struct Colour: Equatable {
        var r: UInt8, g: UInt8, b: UInt8, a: UInt8
        init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) { self.r = r; self.g = g; self.b = b; self.a = a }
        func with(alpha: Double) -> Colour { Colour(r, g, b, UInt8(max(0, min(255, Double(a) * alpha)))) }
    }

    /// A filled parallelogram or any convex quad given by its corners in pixels (in order around it).
    func quad(_ p0: Point2, _ p1: Point2, _ p2: Point2, _ p3: Point2, _ c: Colour) {
        guard c.a > 0 else { return }
        let e = 1e-6
        if abs(p0.y - p1.y) < e, abs(p1.x - p2.x) < e, abs(p2.y - p3.y) < e, abs(p3.x - p0.x) < e {
            flushTriangles()
            if c != rectColour { flushRects(); rectColour = c }
            let x = min(p0.x, p2.x), y = min(p0.y, p2.y)
            rects.append(SDL_FRect(x: Float(x), y: Float(y), w: Float(abs(p2.x - p0.x)), h: Float(abs(p2.y - p0.y))))
            return
        }
        flushRects()
        let colour = SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a)
        func v(_ p: Point2) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: colour, tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        vertices.append(v(p0)); vertices.append(v(p1)); vertices.append(v(p2))
        vertices.append(v(p0)); vertices.append(v(p2)); vertices.append(v(p3))
    }

    /// A filled disc of `radius` pixels (a 24-sided polygon).
    func disc(_ centre: Point2, radius: Double, _ c: Colour) {
        flushRects()
        let colour = SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a)
        func v(_ x: Double, _ y: Double) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: Float(x), y: Float(y)), color: colour, tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        let n = 24
        for i in 0..<n {
            let a0 = Double(i) / Double(n) * 2 * Double.pi, a1 = Double(i + 1) / Double(n) * 2 * Double.pi
            vertices.append(v(centre.x, centre.y))
            vertices.append(v(centre.x + radius * cos(a0), centre.y + radius * sin(a0)))
            vertices.append(v(centre.x + radius * cos(a1), centre.y + radius * sin(a1)))
        }
    }

    /// A line of `width` pixels from `a` to `b`.
    func line(_ a: Point2, _ b: Point2, width: Double, _ c: Colour) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let nx = -dy / length * width / 2, ny = dx / length * width / 2
        quad(Point2(x: a.x + nx, y: a.y + ny), Point2(x: b.x + nx, y: b.y + ny),
             Point2(x: b.x - nx, y: b.y - ny), Point2(x: a.x - nx, y: a.y - ny), c)
    }

    /// Draws what is batched and sets the clip rectangle (pixels; nil: none).
    func clip(_ rect: SDL_Rect?) {
        flush()
        if var r = rect { SDL_RenderSetClipRect(renderer, &r) } else { SDL_RenderSetClipRect(renderer, nil) }
    }

    /// Draws what is batched.
    func flush() {
        flushRects()
        flushTriangles()
    }

    private func flushRects() {
        guard !rects.isEmpty else { return }
        SDL_SetRenderDrawColor(renderer, rectColour.r, rectColour.g, rectColour.b, rectColour.a)
        rects.withUnsafeBufferPointer { b in _ = SDL_RenderFillRectsF(renderer, b.baseAddress, Int32(b.count)) }
        rects.removeAll(keepingCapacity: true)
    }

    private func flushTriangles() {
        guard !vertices.isEmpty else { return }
        vertices.withUnsafeBufferPointer { b in
            _ = SDL_RenderGeometry(renderer, nil, b.baseAddress, Int32(b.count), nil, 0)
        }
        vertices.removeAll(keepingCapacity: true)
    }
}
