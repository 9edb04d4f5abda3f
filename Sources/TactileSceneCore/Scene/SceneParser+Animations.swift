import Tactile

extension SceneDocumentParse {
    static let animationKeys = ["at", "on", "view", "duration", "delay", "curve", "frame", "transform", "alpha",
                                "rotation", "toggle", "sync"]
    static let curveNames = ["linear", "easeIn", "easeOut", "easeInOut", "spring"]

    /// One entry of `"animations"`.
    func animation(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> SceneAnimation {
        let members = try reader.object(value, path)
        func member(_ key: StaticString) -> JSONMember? { reader.member(key, in: members) }
        var trigger: SceneAnimation.Trigger?
        if let m = member("at") { trigger = .at(try reader.time(m.value, path.appending("at"))) }
        if let m = member("on") {
            if trigger != nil { throw reader.error(m, path.appending("on"), "give either \"at\" or \"on\", not both") }
            trigger = .on(try reader.identifier(m.value, path.appending("on")))
        }
        guard let trigger else { throw reader.error(value, path, "missing required property \"at\" or \"on\"") }
        guard let viewMember = member("view") else { throw reader.error(value, path, "missing required property \"view\"") }
        guard let durationMember = member("duration") else { throw reader.error(value, path, "missing required property \"duration\"") }
        var a = SceneAnimation(trigger: trigger, view: try reader.identifier(viewMember.value, path.appending("view")),
                               duration: try reader.time(durationMember.value, path.appending("duration")))
        var animates = false
        for m in members {
            if try animationProperty(m, path.appending(m.key), into: &a) { animates = true }
        }
        if !animates { throw reader.error(value, path, "an animation needs at least one of frame, transform, alpha, rotation") }
        return a
    }

    /// Reads one member of an animation into `a`; true if it is a property
    /// that animates (frame, transform, alpha, rotation).
    @inline(never)
    private func animationProperty(_ m: JSONMember, _ p: JSONPath, into a: inout SceneAnimation) throws(FormatError) -> Bool {
        switch PropertyKey(m.key) {
        case "at", "on", "view", "duration": break
        case "delay": a.delay = try reader.time(m.value, p)
        case "curve":
            let name = try reader.string(m.value, p)
            switch PropertyKey(name) {
            case "linear": a.curve = .linear
            case "easeIn": a.curve = .easeIn
            case "easeOut": a.curve = .easeOut
            case "easeInOut": a.curve = .easeInOut
            case "spring": a.curve = .spring(dampingRatio: 0.8, initialVelocity: 0)
            default:
                throw reader.unknownName("curve", name, m.value, p, expected: Self.curveNames.joined(separator: ", "))
            }
        case "frame":
            let f = try reader.numbers(m.value, p, count: 4, what: "[x, y, width, height]")
            if f[2] < 0 || f[3] < 0 { throw reader.error(m.value, p, "width and height must not be negative") }
            a.frame = Rect(x: f[0], y: f[1], width: f[2], height: f[3])
            return true
        case "transform":
            let t = try reader.numbers(m.value, p, count: 6, what: "[a, b, c, d, tx, ty]")
            a.transform = AffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
            return true
        case "alpha":
            let v = try reader.number(m.value, p)
            if v < 0 || v > 1 { throw reader.error(m.value, p, "alpha must be between 0 and 1") }
            a.alpha = v
            return true
        case "rotation":
            a.rotation = try reader.number(m.value, p)
            return true
        case "toggle": a.toggle = try reader.bool(m.value, p)
        case "sync": a.sync = try sync(m.value, p)
        default:
            throw reader.unknownProperty(m, p, context: " for an animation", expected: Self.animationKeys.joined(separator: ", "))
        }
        return false
    }

    private func sync(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> SceneSync {
        var id: Int?, count: Int?
        for m in try reader.object(value, path) {
            let p = path.appending(m.key)
            switch PropertyKey(m.key) {
            case "id":
                let n = try reader.integer(m.value, p)
                if n == 0 { throw reader.error(m.value, p, "a sync id must not be 0 (0 means no session)") }
                id = n
            case "count":
                let n = try reader.integer(m.value, p)
                if n < 1 { throw reader.error(m.value, p, "count must be at least 1") }
                count = n
            default:
                throw reader.unknownProperty(m, p, context: " for a sync", expected: "id, count")
            }
        }
        guard let id, let count else { throw reader.error(value, path, "a sync needs \"id\" and \"count\"") }
        return SceneSync(id: id, count: count)
    }

    /// Checks that each animation names a view, its `on` a recognizer, and that `sync` is used with applications.
    func checkAnimations(_ animations: [SceneAnimation], _ value: JSONValue, _ path: JSONPath,
                         hasApplications: Bool) throws(FormatError) {
        let entries = (try? reader.array(value, path)) ?? []
        for (i, a) in animations.enumerated() {
            let entry = i < entries.count ? entries[i] : value
            guard isView(a.view) else {
                throw reader.error(entry, path.appending(i).appending("view"), "\(quoted(a.view)) is not a view id")
            }
            if case .on(let r) = a.trigger, declaration(r)?.kind != .recognizer {
                throw reader.error(entry, path.appending(i).appending("on"), "\(quoted(r)) is not a recognizer id")
            }
            if a.sync != nil, !hasApplications {
                throw reader.error(entry, path.appending(i).appending("sync"), "\"sync\" needs applications (the scene has none)")
            }
        }
    }
}
