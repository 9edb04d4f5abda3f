import Tactile

extension SceneDocumentParse {
    /// A view's `"media"` (seed-001 R69): `true` — time-varying media,
    /// composited apart from the rest; `false` — ordinary content (the
    /// default); an integer 1…240 — media with that preferred frame rate
    /// (the seed's hint: twenty to forty frames per second).
    func contentKind(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> RenderContentKind {
        if case .bool(let b) = value.content { return b ? .media(preferredFramesPerSecond: nil) : .nonMedia }
        guard case .number = value.content else {
            throw reader.error(value, path, "expected true, false or a frame rate (an integer from 1 to 240)")
        }
        let fps = try reader.integer(value, path)
        if fps < 1 || fps > 240 { throw reader.error(value, path, "a media frame rate must be between 1 and 240") }
        return .media(preferredFramesPerSecond: fps)
    }
}

extension Scene {
    /// The content kind of every media view and window (by scene id), for
    /// the render tree's compositing partition (R69); views not listed are non-media.
    package var mediaKinds: NameMap<RenderContentKind> {
        var kinds = NameMap<RenderContentKind>()
        func visit(_ v: SceneView) {
            if v.contentKind.isMedia { kinds[v.id] = v.contentKind }
            for c in v.children { visit(c) }
        }
        for v in views { visit(v) }
        for a in applications { for w in a.windows { visit(w) } }
        return kinds
    }
}
