// Not in Embedded builds: see SceneGesture.swift.
#if !hasFeature(Embedded) && !TACTILE_NO_GESTURES
import Tactile

extension SceneDocumentParse {
    static let gestureNames = ["tap", "spatialTap", "longPress", "drag", "magnify", "rotate",
                               "simultaneously", "sequenced", "exclusively"]

    /// A view's `"gestures"`: a list of attachments.
    func sceneGestures(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> [SceneGestureAttachment] {
        var list: [SceneGestureAttachment] = []
        for (i, item) in try reader.array(value, path).enumerated() {
            list.append(try gestureAttachment(item, path.appending(i)))
        }
        return list
    }

    private func gestureAttachment(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> SceneGestureAttachment {
        var priority = SceneGestureAttachment.Priority.normal
        var mask = SceneGestureAttachment.Mask.all
        var gesture: SceneGesture?
        for m in try reader.object(value, path) {
            let p = path.appending(m.key)
            switch m.key {
            case "priority":
                let s = try reader.string(m.value, p)
                guard let v = SceneGestureAttachment.Priority(rawValue: s) else {
                    throw reader.unknownName("priority", s, m.value, p, expected: "normal, high, simultaneous")
                }
                priority = v
            case "including":
                let s = try reader.string(m.value, p)
                guard let v = SceneGestureAttachment.Mask(rawValue: s) else {
                    throw reader.unknownName("gesture mask", s, m.value, p, expected: "all, gesture, subviews, none")
                }
                mask = v
            default:
                if gesture != nil { throw reader.error(m, p, "an attachment has one gesture") }
                gesture = try sceneGesture(m, p)
            }
        }
        guard let gesture else { throw reader.error(value, path, "missing gesture (one of: \(Self.gestureNames.joined(separator: ", ")))") }
        return SceneGestureAttachment(gesture: gesture, priority: priority, including: mask)
    }

    /// One gesture: `{"NAME": parameters}` (as a member `m` of its object).
    private func sceneGesture(_ m: JSONMember, _ p: JSONPath) throws(FormatError) -> SceneGesture {
        switch m.key {
        case "simultaneously", "sequenced", "exclusively":
            let items = try reader.array(m.value, p)
            if items.count < 2 { throw reader.error(m.value, p, "\(quoted(m.key)) needs at least two gestures") }
            var parts: [SceneGesture] = []
            for (i, item) in items.enumerated() {
                let ip = p.appending(i)
                let members = try reader.object(item, ip)
                guard members.count == 1 else { throw reader.error(item, ip, "a gesture is an object with one member") }
                parts.append(try sceneGesture(members[0], ip.appending(members[0].key)))
            }
            switch m.key {
            case "simultaneously": return .simultaneously(parts)
            case "sequenced": return .sequenced(parts)
            default: return .exclusively(parts)
            }
        case "tap":
            let o = try parameters(m, p, ["count"])
            return .tap(count: try count(o, p))
        case "spatialTap":
            let o = try parameters(m, p, ["count", "coordinateSpace"])
            return .spatialTap(count: try count(o, p), global: try isGlobal(o, p))
        case "longPress":
            let o = try parameters(m, p, ["minimumDuration", "maximumDistance"])
            return .longPress(minimumDuration: try nonNegative(o, "minimumDuration", p, 0.5),
                              maximumDistance: try nonNegative(o, "maximumDistance", p, 10))
        case "drag":
            let o = try parameters(m, p, ["minimumDistance", "coordinateSpace"])
            return .drag(minimumDistance: try nonNegative(o, "minimumDistance", p, 10), global: try isGlobal(o, p))
        case "magnify":
            let o = try parameters(m, p, ["minimumScaleDelta"])
            return .magnify(minimumScaleDelta: try nonNegative(o, "minimumScaleDelta", p, 0.01))
        case "rotate":
            let o = try parameters(m, p, ["minimumAngleDelta"])
            return .rotate(minimumAngleDelta: try nonNegative(o, "minimumAngleDelta", p, 1))
        default:
            throw reader.unknownProperty(m, p, "gesture", expected: Self.gestureNames.joined(separator: ", "))
        }
    }

    private func parameters(_ m: JSONMember, _ p: JSONPath, _ keys: [String]) throws(FormatError) -> [JSONMember] {
        let members = try reader.object(m.value, p)
        for member in members where !keys.contains(member.key) {
            throw reader.unknownProperty(member, p.appending(member.key), "\(m.key) parameter",
                                         expected: keys.joined(separator: ", "))
        }
        return members
    }

    private func count(_ members: [JSONMember], _ p: JSONPath) throws(FormatError) -> Int {
        guard let m = reader.member("count", in: members) else { return 1 }
        let n = try reader.integer(m.value, p.appending("count"))
        if n < 1 { throw reader.error(m.value, p.appending("count"), "must be at least 1") }
        return n
    }

    private func nonNegative(_ members: [JSONMember], _ key: String, _ p: JSONPath, _ fallback: Double) throws(FormatError) -> Double {
        guard let m = members.first(where: { $0.key == key }) else { return fallback }
        let n = try reader.number(m.value, p.appending(key))
        if n < 0 { throw reader.error(m.value, p.appending(key), "must not be negative") }
        return n
    }

    private func isGlobal(_ members: [JSONMember], _ p: JSONPath) throws(FormatError) -> Bool {
        guard let m = reader.member("coordinateSpace", in: members) else { return false }
        let s = try reader.string(m.value, p.appending("coordinateSpace"))
        switch s {
        case "local": return false
        case "global": return true
        default: throw reader.unknownName("coordinate space", s, m.value, p.appending("coordinateSpace"), expected: "local, global")
        }
    }
}
#endif
