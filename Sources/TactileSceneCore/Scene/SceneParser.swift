import Tactile

/// Reads and validates a scene file (docs/formats.md, "Scene").
///
/// Errors name the file, the line and the JSON path of the offending value and
/// say why: a syntax error, an unknown property, a wrong value type, a
/// duplicate id, an unknown view or recognizer id, a `requireToFail` cycle or an
/// unknown recognizer type. Validation is complete before a `Scene` is returned,
/// so nothing is ever half-applied.
public struct SceneParser: Sendable {
    /// The recognizer types the scene may use.
    package var registry: RecognizerRegistry

    /// Creates a parser that accepts the standard recognizer types (docs/formats.md, "Recognizer").
    public init() { self.init(registry: .standard) }

    /// Creates a parser for the given recognizer types.
    package init(registry: RecognizerRegistry) {
        self.registry = registry
    }

    /// Parses `text`; `file` is the name used in error messages.
    public func parse(_ text: String, file: String) throws(FormatError) -> Scene {
        let reader = JSONDocumentReader(file: file)
        let root: JSONValue
        do { root = try JSONParser.parse(text) } catch { throw reader.syntaxError(error) }
        var parse = SceneDocumentParse(reader: reader, registry: registry)
        var scene = try parse.scene(root)
        scene.source = SceneSource(root: root)
        return scene
    }
}

/// One parse of one document: the reader, the ids seen so far and where.
struct SceneDocumentParse {
    let reader: JSONDocumentReader
    let registry: RecognizerRegistry
    /// Every id with the path of its declaration, in document order.
    var ids: [DeclaredID] = []
    /// The application being parsed, if any.
    var currentApplication: String?
    /// Applications' recognizers whose references are checked after every application is parsed.
    var pendingReferenceChecks: [PendingReferenceCheck] = []

    /// One application's recognizers, in document order, awaiting the reference check.
    struct PendingReferenceCheck {
        let application: String
        let recognizers: [SceneRecognizer]
        let values: [(JSONValue, JSONPath)]
        let bound: [Bool]
    }

    /// A declared id: what it names, where, and which application it belongs to.
    struct DeclaredID {
        enum Kind { case view, recognizer, application }
        let id: String
        let path: JSONPath
        let kind: Kind
        /// The owning application (nil at the top level and for applications).
        let application: String?
        var isView: Bool { kind == .view }
    }

    init(reader: JSONDocumentReader, registry: RecognizerRegistry) {
        self.reader = reader
        self.registry = registry
    }

    // MARK: Window

    func sceneWindow(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> SceneWindow {
        var width: Double?, height: Double?
        for m in try reader.object(value, path) {
            let p = path.appending(m.key)
            switch PropertyKey(m.key) {
            case "width": width = try positive(m.value, p)
            case "height": height = try positive(m.value, p)
            default: throw reader.unknownProperty(m, p, expected: "width, height")
            }
        }
        guard let width else { throw reader.error(value, path, "missing required property \"width\"") }
        guard let height else { throw reader.error(value, path, "missing required property \"height\"") }
        return SceneWindow(width: width, height: height)
    }

    @inline(never)
    func positive(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> Double {
        let n = try reader.number(value, path)
        if n <= 0 { throw reader.error(value, path, "must be greater than 0") }
        return n
    }

    // MARK: Views

    #if hasFeature(Embedded) || TACTILE_NO_GESTURES
    static let viewKeys = ["id", "frame", "transform", "multipleTouchEnabled", "exclusiveTouch",
                           "userInteractionEnabled", "hidden", "alpha", "delivery", "children", "scroll", "accessibility",
                           "media"]
    #else
    static let viewKeys = ["id", "frame", "transform", "multipleTouchEnabled", "exclusiveTouch",
                           "userInteractionEnabled", "hidden", "alpha", "delivery", "children", "scroll", "accessibility",
                           "media", "gestures"]
    #endif

    mutating func view(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> SceneView {
        let members = try reader.object(value, path)
        guard let idMember = reader.member("id", in: members) else {
            throw reader.error(value, path, "missing required property \"id\"")
        }
        let id = try reader.identifier(idMember.value, path.appending("id"))
        try declare(id, at: path.appending("id"), value: idMember.value, isView: true)
        var v = SceneView(id: id, frame: .zero)
        for m in members { try viewProperty(m, path.appending(m.key), into: &v) }
        if reader.member("frame", in: members) == nil { throw reader.error(value, path, "missing required property \"frame\"") }
        if let z = v.scroll?.zoomView, !v.children.contains(where: { $0.id.hasSameUTF8(as: z) }) {
            throw reader.error(value, path.appending("scroll").appending("zoom").appending("view"),
                               "the zoom view \(quoted(z)) must be a child of this scroll view")
        }
        return v
    }

    /// Reads one member of a view into `v` (one function per object kind keeps
    /// tactile.wasm's error paths few: see PropertyKey).
    @inline(never)
    mutating func viewProperty(_ m: JSONMember, _ p: JSONPath, into v: inout SceneView) throws(FormatError) {
        switch PropertyKey(m.key) {
        case "id": break
        case "frame":
            let f = try reader.numbers(m.value, p, count: 4, what: "[x, y, width, height]")
            if f[2] < 0 || f[3] < 0 { throw reader.error(m.value, p, "width and height must not be negative") }
            v.frame = Rect(x: f[0], y: f[1], width: f[2], height: f[3])
        case "transform":
            let t = try reader.numbers(m.value, p, count: 6, what: "[a, b, c, d, tx, ty]")
            v.transform = AffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
        case "multipleTouchEnabled": v.multipleTouchEnabled = try reader.bool(m.value, p)
        case "exclusiveTouch": v.exclusiveTouch = try reader.bool(m.value, p)
        case "userInteractionEnabled": v.userInteractionEnabled = try reader.bool(m.value, p)
        case "hidden": v.hidden = try reader.bool(m.value, p)
        case "alpha":
            let a = try reader.number(m.value, p)
            if a < 0 || a > 1 { throw reader.error(m.value, p, "alpha must be between 0 and 1") }
            v.alpha = a
        case "delivery": v.delivery = try choice(m.value, p, "delivery", RecognizerDeliveryOptions.self)
        case "children":
            for (i, c) in try reader.array(m.value, p).enumerated() { v.children.append(try view(c, p.appending(i))) }
        case "scroll": v.scroll = try sceneScroll(m.value, p)
        case "accessibility": v.accessibility = try sceneAccessibility(m.value, p)
        case "media": v.contentKind = try contentKind(m.value, p)
        #if !hasFeature(Embedded) && !TACTILE_NO_GESTURES
        case "gestures": v.gestures = try sceneGestures(m.value, p)
        #endif
        default:
            throw reader.unknownProperty(m, p, "view property", expected: Self.viewKeys.joined(separator: ", "))
        }
    }

    // MARK: Recognizers

    static let commonRecognizerKeys = ["id", "type", "view", "enabled", "cancelsTouchesInView", "cancelsTouchesInViewOnFailure", "delaysTouchesBegan",
                                       "delaysTouchesEnded", "requireToFail", "simultaneousWith", "shouldBegin",
                                       "exclusive", "exclusionExceptions"]

    /// Parses a recognizer; `boundTo` is the application id for an
    /// application-bound recognizer (which has no `view`).
    mutating func recognizer(_ value: JSONValue, _ path: JSONPath, boundTo application: String? = nil) throws(FormatError) -> SceneRecognizer {
        let members = try reader.object(value, path)
        guard let idMember = reader.member("id", in: members) else {
            throw reader.error(value, path, "missing required property \"id\"")
        }
        let id = try reader.identifier(idMember.value, path.appending("id"))
        try declare(id, at: path.appending("id"), value: idMember.value, isView: false)
        guard let typeMember = reader.member("type", in: members) else {
            throw reader.error(value, path, "missing required property \"type\"")
        }
        let typePath = path.appending("type")
        let type = try reader.string(typeMember.value, typePath)
        guard let kind = registry.kind(for: type) else {
            throw reader.unknownName("recognizer type", type, typeMember.value, typePath,
                                     expected: registry.typeNames.joined(separator: ", "))
        }
        let viewID: String
        if let application {
            if let m = reader.member("view", in: members) {
                throw reader.error(m, path.appending("view"),
                                   "an application-bound recognizer has no view (list it under \"recognizers\" to attach it to a view)")
            }
            viewID = application
        } else {
            guard let viewMember = reader.member("view", in: members) else {
                throw reader.error(value, path, "missing required property \"view\"")
            }
            viewID = try reader.identifier(viewMember.value, path.appending("view"))
        }
        var r = SceneRecognizer(id: id, type: type, view: viewID)
        for m in members { try recognizerProperty(m, path.appending(m.key), into: &r, kind: kind) }
        return r
    }

    /// Reads one member of a recognizer of `kind` into `r`.
    @inline(never)
    func recognizerProperty(_ m: JSONMember, _ p: JSONPath, into r: inout SceneRecognizer, kind: RecognizerKind) throws(FormatError) {
        switch PropertyKey(m.key) {
        case "id", "type", "view": break
        case "definitions", "handler":
            guard currentApplication != nil else {
                throw reader.error(m, p, "\(quoted(m.key)) is only allowed for recognizers of applications")
            }
            if "handler" ~= PropertyKey(m.key) {
                r.handler = try handler(m.value, p, kind: kind)
            } else {
                r.definitions = try definitions(m.value, p, kind: kind)
            }
        case "enabled": r.enabled = try reader.bool(m.value, p)
        case "cancelsTouchesInView": r.cancelsTouchesInView = try reader.bool(m.value, p)
        case "cancelsTouchesInViewOnFailure": r.cancelsTouchesInViewOnFailure = try reader.bool(m.value, p)
        case "delaysTouchesBegan": r.delaysTouchesBegan = try reader.bool(m.value, p)
        case "delaysTouchesEnded": r.delaysTouchesEnded = try reader.bool(m.value, p)
        case "requireToFail": r.requireToFail = try reader.identifiers(m.value, p)
        case "simultaneousWith": r.simultaneousWith = try reader.identifiers(m.value, p)
        case "shouldBegin": r.shouldBegin = try reader.bool(m.value, p)
        case "exclusive": r.exclusive = try reader.bool(m.value, p)
        case "exclusionExceptions": r.exclusionExceptions = try reader.identifiers(m.value, p)
        default:
            guard let spec = kind.parameter(named: m.key) else {
                let known = Self.commonRecognizerKeys + (currentApplication == nil ? [] : ["definitions", "handler"])
                    + kind.parameters.map { $0.name }
                throw reader.unknownProperty(m, p, context: " for a \(r.type) recognizer", expected: known.joined(separator: ", "))
            }
            r.parameters.append(RecognizerParameter(name: m.key, value: try spec.read(m.value, at: p, reader: reader)))
        }
    }

    // MARK: Ids and references

    mutating func declare(_ id: String, at path: JSONPath, value: JSONValue, isView: Bool) throws(FormatError) {
        try declare(id, at: path, value: value, kind: isView ? .view : .recognizer)
    }

    mutating func declare(_ id: String, at path: JSONPath, value: JSONValue, kind: DeclaredID.Kind) throws(FormatError) {
        if let first = declaration(id) {
            throw reader.error(value, path, "duplicate id \(quoted(id)) (first declared at \(first.path))")
        }
        ids.append(DeclaredID(id: id, path: path, kind: kind, application: kind == .application ? nil : currentApplication))
    }

    func isView(_ id: String) -> Bool { ids.contains { $0.id.hasSameUTF8(as: id) && $0.isView } }

    /// The declaration of `id`, if any.
    func declaration(_ id: String) -> DeclaredID? { ids.first { $0.id.hasSameUTF8(as: id) } }

    /// Checks the references of `recognizers` (declared in `application`, or
    /// at the top level when nil); `boundToApplication[i]` marks the
    /// application-bound ones, which have no view.
    func resolveReferences(_ recognizers: [SceneRecognizer], _ values: [(JSONValue, JSONPath)], application: String?,
                           boundToApplication: [Bool]) throws(FormatError) {
        // Failure-requirement edges added so far, in document order: waiter → awaited.
        var edges: [(from: String, to: String)] = []
        for (index, (r, (value, path))) in zip(recognizers, values).enumerated() {
            let members = (try? reader.object(value, path)) ?? []
            let isBound = index < boundToApplication.count && boundToApplication[index]
            func element(_ key: String, _ i: Int) -> (JSONValue, JSONPath) {
                let p = path.appending(key).appending(i)
                guard let m = reader.member(key, in: members), case .array(let a) = m.value.content, i < a.count else {
                    return (value, p)
                }
                return (a[i], p)
            }
            if !isBound {
                let v = reader.member("view", in: members)?.value ?? value
                if !isView(r.view) {
                    let reason: String
                    switch declaration(r.view)?.kind {
                    case .recognizer?: reason = "\(quoted(r.view)) is a recognizer, not a view"
                    case .application?: reason = "\(quoted(r.view)) is an application, not a view (list the recognizer under \"applicationRecognizers\" to bind it to the application)"
                    default: reason = "unknown view id \(quoted(r.view))"
                    }
                    throw reader.error(v, path.appending("view"), reason)
                }
                if let owner = declaration(r.view)?.application, !sameUTF8(owner, application) {
                    throw reader.error(v, path.appending("view"), "view \(quoted(r.view)) belongs to application \(quoted(owner)), not \(quoted(application ?? ""))")
                }
            }
            for (key, list) in [("requireToFail", r.requireToFail), ("simultaneousWith", r.simultaneousWith),
                                ("exclusionExceptions", r.exclusionExceptions)] {
                for (i, target) in list.enumerated() where !recognizers.contains(where: { $0.id.hasSameUTF8(as: target) }) {
                    let (v, p) = element(key, i)
                    let reason: String
                    if let d = declaration(target), d.kind == .recognizer, let owner = d.application, !sameUTF8(owner, application) {
                        reason = "recognizer \(quoted(target)) belongs to application \(quoted(owner)) (\(key) stays within one application)"
                    } else {
                        switch declaration(target)?.kind {
                        case .view?: reason = "\(quoted(target)) is a view, not a recognizer"
                        case .application?: reason = "\(quoted(target)) is an application, not a recognizer"
                        default: reason = "unknown recognizer id \(quoted(target))"
                        }
                    }
                    throw reader.error(v, p, reason)
                }
            }
            for (i, target) in r.simultaneousWith.enumerated() where target.hasSameUTF8(as: r.id) {
                let (v, p) = element("simultaneousWith", i)
                throw reader.error(v, p, "a recognizer cannot list itself in simultaneousWith")
            }
            for (i, target) in r.requireToFail.enumerated() {
                if let cycle = Self.path(from: target, to: r.id, edges: edges) {
                    let (v, p) = element("requireToFail", i)
                    throw reader.error(v, p, "requireToFail cycle: \(([r.id] + cycle).joined(separator: " → "))")
                }
                edges.append((r.id, target))
            }
        }
    }

    /// The recognizers on a failure-requirement path from `start` to `goal` (both
    /// included), searching edges in document order; nil if there is none.
    static func path(from start: String, to goal: String, edges: [(from: String, to: String)]) -> [String]? {
        if start.hasSameUTF8(as: goal) { return [start] }
        var visited: [String] = [start]
        func search(_ node: String) -> [String]? {
            for e in edges where e.from.hasSameUTF8(as: node) {
                if e.to.hasSameUTF8(as: goal) { return [node, goal] }
                if visited.contains(where: { $0.hasSameUTF8(as: e.to) }) { continue }
                visited.append(e.to)
                if let rest = search(e.to) { return [node] + rest }
            }
            return nil
        }
        return search(start)
    }
}
