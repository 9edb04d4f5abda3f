import Tactile

/// Parsing of a view's `"scroll"` object (SceneScroll.swift).
extension SceneDocumentParse {
    static let scrollKeys = ["contentSize", "contentOffset", "eventMode", "directionalLock", "decelerationRate",
                             "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "pagingEnabled",
                             "delaysContentTouches", "canCancelContentTouches", "hysteresis", "rubberBand",
                             "thumbDetection", "zoom", "scrollEnabled", "contentInset"]

    func sceneScroll(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> SceneScroll {
        let members = try reader.object(value, path)
        guard let sizeMember = reader.member("contentSize", in: members) else {
            throw reader.error(value, path, "missing required property \"contentSize\"")
        }
        let size = try nonNegativePair(sizeMember.value, path.appending("contentSize"), what: "[width, height]")
        var s = SceneScroll(contentSize: Size(width: size[0], height: size[1]))
        for m in members { try scrollProperty(m, path.appending(m.key), into: &s) }
        return s
    }

    /// Reads one member of a `"scroll"` object into `s` (one function per
    /// object kind keeps tactile.wasm's error paths few: see PropertyKey).
    @inline(never)
    func scrollProperty(_ m: JSONMember, _ p: JSONPath, into s: inout SceneScroll) throws(FormatError) {
        switch PropertyKey(m.key) {
        case "contentSize": break
        case "contentOffset":
            let o = try reader.numbers(m.value, p, count: 2, what: "[x, y]")
            s.contentOffset = Point(x: o[0], y: o[1])
        case "eventMode":
            let name = try reader.string(m.value, p)
            guard let mode = ScrollEventMode.named(name) else {
                throw reader.unknownName("event mode", name, m.value, p, expected: "pass, interceptOnDrag, intercept")
            }
            s.eventMode = mode
        case "directionalLock":
            let a = try reader.number(m.value, p)
            if a < 0 || a > 90 { throw reader.error(m.value, p, "the lock angle must be between 0 and 90 degrees") }
            s.directionalLockAngle = a
        case "decelerationRate":
            if case .string = m.value.content {
                let name = try reader.string(m.value, p)
                switch PropertyKey(name) {
                case "normal": s.decelerationRate = DecelerationRate.normal.rawValue
                case "fast": s.decelerationRate = DecelerationRate.fast.rawValue
                default: throw reader.error(m.value, p, "expected \"normal\", \"fast\" or a factor per millisecond in (0, 1)")
                }
            } else {
                let r = try reader.number(m.value, p)
                if r <= 0 || r >= 1 { throw reader.error(m.value, p, "a deceleration rate must be in (0, 1)") }
                s.decelerationRate = r
            }
        case "bounces": s.bounces = try reader.bool(m.value, p)
        case "alwaysBounceVertical": s.alwaysBounceVertical = try reader.bool(m.value, p)
        case "alwaysBounceHorizontal": s.alwaysBounceHorizontal = try reader.bool(m.value, p)
        case "pagingEnabled": s.pagingEnabled = try reader.bool(m.value, p)
        case "delaysContentTouches": s.delaysContentTouches = try reader.bool(m.value, p)
        case "canCancelContentTouches": s.canCancelContentTouches = try reader.bool(m.value, p)
        case "hysteresis": s.hysteresis = try nonNegative(m.value, p)
        case "rubberBand", "contentInset":
            // One edge map for both (a rubber band is never negative; an inset may be).
            let isInset = m.key.hasSameUTF8(as: "contentInset")
            var inset = EdgeValues<Double>.zero
            for e in try reader.object(m.value, p) {
                guard let edge = SceneScroll.edge(e.key) else {
                    throw reader.unknownProperty(e, p.appending(e.key), "edge", expected: "top, left, bottom, right")
                }
                if isInset { inset[edge] = try reader.number(e.value, p.appending(e.key)) } else {
                    s.rubberBand[e.key] = try nonNegative(e.value, p.appending(e.key))
                }
            }
            if isInset { s.contentInset = inset }
        case "scrollEnabled": s.scrollEnabled = try reader.bool(m.value, p)
        case "thumbDetection":
            s.thumbMaximumMajorAxis = 40
            s.thumbEdgeWidth = 30
            for e in try reader.object(m.value, p) {
                switch PropertyKey(e.key) {
                case "maximumMajorAxis": s.thumbMaximumMajorAxis = try nonNegative(e.value, p.appending(e.key))
                case "edgeWidth":
                    if case .null = e.value.content { s.thumbEdgeWidth = nil } else { s.thumbEdgeWidth = try nonNegative(e.value, p.appending(e.key)) }
                default:
                    throw reader.unknownProperty(e, p.appending(e.key), expected: "maximumMajorAxis, edgeWidth")
                }
            }
        case "zoom":
            for e in try reader.object(m.value, p) {
                let q = p.appending(e.key)
                switch PropertyKey(e.key) {
                case "view": s.zoomView = try reader.identifier(e.value, q)
                case "minimumScale": s.minimumZoomScale = try positive(e.value, q)
                case "maximumScale": s.maximumZoomScale = try positive(e.value, q)
                case "bounces": s.bouncesZoom = try reader.bool(e.value, q)
                case "doubleTap": s.zoomDoubleTap = try reader.identifier(e.value, q)
                default:
                    throw reader.unknownProperty(e, q, expected: "view, minimumScale, maximumScale, bounces, doubleTap")
                }
            }
            if s.zoomView == nil { throw reader.error(m.value, p, "missing required property \"view\"") }
        default:
            throw reader.unknownProperty(m, p, "scroll property", expected: Self.scrollKeys.joined(separator: ", "))
        }
    }

    /// Checks that every `scroll.zoom.doubleTap` among the views at `value`
    /// (a `views` or `children` array) and their children names a tap recognizer.
    func checkZoomDoubleTaps(_ value: JSONValue, _ path: JSONPath, recognizers: [SceneRecognizer]) throws(FormatError) {
        for (i, v) in try reader.array(value, path).enumerated() {
            let p = path.appending(i)
            let members = try reader.object(v, p)
            if let scroll = reader.member("scroll", in: members),
               let zoom = reader.member("zoom", in: try reader.object(scroll.value, p.appending("scroll"))),
               let tap = reader.member("doubleTap", in: try reader.object(zoom.value, p.appending("scroll").appending("zoom"))) {
                let q = p.appending("scroll").appending("zoom").appending("doubleTap")
                let id = try reader.identifier(tap.value, q)
                guard let r = recognizers.first(where: { $0.id.hasSameUTF8(as: id) }) else {
                    throw reader.error(tap.value, q, "unknown recognizer id \(quoted(id))")
                }
                if !("tap" ~= PropertyKey(r.type)) { throw reader.error(tap.value, q, "\(quoted(id)) is a \(r.type) recognizer, not a tap") }
            }
            if let children = reader.member("children", in: members) {
                try checkZoomDoubleTaps(children.value, p.appending("children"), recognizers: recognizers)
            }
        }
    }

    @inline(never)
    func nonNegative(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> Double {
        let n = try reader.number(value, path)
        if n < 0 { throw reader.error(value, path, "must not be negative") }
        return n
    }

    func nonNegativePair(_ value: JSONValue, _ path: JSONPath, what: String) throws(FormatError) -> [Double] {
        let v = try reader.numbers(value, path, count: 2, what: what)
        if v[0] < 0 || v[1] < 0 { throw reader.error(value, path, "must not be negative") }
        return v
    }
}
