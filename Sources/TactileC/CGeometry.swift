import Tactile
import TactileSceneCore

/// `tactile_view_geometry` (include/tactile.h): what a host draws for one
/// view, from the running scene's render snapshot (presentation values of
/// animations, scroll offsets, zoom): `double bounds[4], size[2],
/// transform[6], alpha, clip[4], content_offset[2], zoom_scale; int32_t
/// depth, parent; uint32_t flags; int32_t reserved; const char *id` —
/// 184 bytes (the pointer padded to 8).
enum CGeometryLayout {
    static let size = 184

    /// `flags`: a scroll view; the view is clipped (`clip` is set).
    static let scrollFlag: UInt32 = 1, clippedFlag: UInt32 = 2

    /// A 2-D affine map `(x, y) → (a x + c y + tx, b x + d y + ty)`.
    struct Map {
        var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

        /// `self` after `n` (`n` first).
        func after(_ n: Map) -> Map {
            Map(a: a * n.a + c * n.b, b: b * n.a + d * n.b, c: a * n.c + c * n.d, d: b * n.c + d * n.d,
                tx: a * n.tx + c * n.ty + tx, ty: b * n.tx + d * n.ty + ty)
        }

        func apply(_ x: Double, _ y: Double) -> (Double, Double) { (a * x + c * y + tx, b * x + d * y + ty) }
    }

    /// Writes the drawn views of `runtime` (parents first, back to front) to
    /// `out` (up to `capacity`); returns how many are drawn.
    static func write(_ runtime: SceneRuntime, names: CStringTable, to out: UnsafeMutableRawPointer?, capacity: Int) -> Int {
        let entries = runtime.renderSnapshot().entries
        var maps: [Map] = []
        maps.reserveCapacity(entries.count)
        for (i, e) in entries.enumerated() {
            // The view's own rectangle (0…w, 0…h) → its parent's bounds space → window points.
            let t = e.transform
            let local = Map(tx: e.frame.midX, ty: e.frame.midY)
                .after(Map(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
                .after(Map(tx: -e.frame.width / 2, ty: -e.frame.height / 2))
            var map = local
            if let p = e.parent {
                let up = entries[p]
                map = maps[p].after(Map(tx: -up.boundsOrigin.x, ty: -up.boundsOrigin.y)).after(local)
            }
            maps.append(map)
            guard let out, i < capacity else { continue }
            let p = out + i * size
            let corners = [map.apply(0, 0), map.apply(e.frame.width, 0), map.apply(e.frame.width, e.frame.height),
                           map.apply(0, e.frame.height)]
            let minX = corners.map { $0.0 }.min() ?? 0, maxX = corners.map { $0.0 }.max() ?? 0
            let minY = corners.map { $0.1 }.min() ?? 0, maxY = corners.map { $0.1 }.max() ?? 0
            let view = runtime.renderTree.view(for: e.id)
            let scroll = runtime.scrollViews.first { $0 === view }
            var flags: UInt32 = scroll == nil ? 0 : scrollFlag
            if e.clip != nil { flags |= clippedFlag }
            let clip = e.clip ?? Rect(x: 0, y: 0, width: 0, height: 0)
            let offset = scroll?.contentOffset ?? Point(x: 0, y: 0)
            let numbers = [minX, minY, maxX - minX, maxY - minY, e.frame.width, e.frame.height,
                           map.a, map.b, map.c, map.d, map.tx, map.ty, e.effectiveAlpha,
                           clip.origin.x, clip.origin.y, clip.size.width, clip.size.height,
                           offset.x, offset.y, scroll?.zoomScale ?? 1]
            for (k, v) in numbers.enumerated() { p.storeBytes(of: v, toByteOffset: 8 * k, as: Double.self) }
            p.storeBytes(of: Int32(clamping: e.depth), toByteOffset: 160, as: Int32.self)
            p.storeBytes(of: Int32(clamping: e.parent ?? -1), toByteOffset: 164, as: Int32.self)
            p.storeBytes(of: flags, toByteOffset: 168, as: UInt32.self)
            p.storeBytes(of: Int32(0), toByteOffset: 172, as: Int32.self)
            p.storeBytes(of: 0 as UInt64, toByteOffset: 176, as: UInt64.self)
            let name = names.text(view?.name ?? "")
            p.storeBytes(of: name.pointer.map { UnsafeRawPointer($0) }, toByteOffset: 176, as: UnsafeRawPointer?.self)
        }
        return entries.count
    }
}

@_cdecl("tactile_session_read_geometry")
public func tactile_session_read_geometry(_ session: UnsafeMutableRawPointer?, _ views: UnsafeMutableRawPointer?,
                                          _ capacity: Int, _ count: UnsafeMutablePointer<Int>?) -> Int32 {
    guard let s = object(session, CSession.self) else { return fail("tactile_session_read_geometry: null session") }
    guard let runtime = s.sceneRuntime else {
        return fail("tactile_session_read_geometry: a scene with applications has one render tree per application (not available here)")
    }
    guard capacity >= 0, capacity == 0 || views != nil else { return fail("tactile_session_read_geometry: no records for a capacity of \(capacity)") }
    let n = CGeometryLayout.write(runtime, names: s.subjects, to: views, capacity: capacity)
    count?.pointee = n
    return 0
}
