import Tactile

/// Parsing of `"applications"`, `"routing"`, and the recognizer keys only
/// applications use (`"definitions"`, `"handler"`) (docs/formats.md,
/// "Applications").
extension SceneDocumentParse {
    static let applicationKeys = ["id", "role", "open", "displayed", "under", "firstPortionPolicy", "windows",
                                  "recognizers", "applicationRecognizers"]
    static let routingKeys = ["method", "firstPortionPolicy", "activeApplicationPolicy", "levelFallback",
                              "definitionPolicy", "activeViewPolicy", "recognizerFallback"]

    /// A string naming one case of `E` (by raw value).
    func choice<E: RawRepresentable & CaseIterable>(_ value: JSONValue, _ path: JSONPath, _ what: String,
                                                     _ type: E.Type) throws(FormatError) -> E where E.RawValue == String {
        let cases = Array(E.allCases)
        let i = try choiceIndex(value, path, what, count: cases.count) { cases[$0].rawValue }
        return cases[i]
    }

    /// A string naming a value of `E` (by its scene name).
    func choice<E: SceneNamed>(_ value: JSONValue, _ path: JSONPath, _ what: String,
                               _ type: E.Type) throws(FormatError) -> E {
        try choice(value, path, what, E.sceneNames)
    }

    /// A string naming one entry of `names`; an unknown name is an error
    /// listing every name (and so a "did you mean" hint).
    func choice<T>(_ value: JSONValue, _ path: JSONPath, _ what: String,
                   _ names: [(name: String, value: T)]) throws(FormatError) -> T {
        let i = try choiceIndex(value, path, what, count: names.count) { names[$0].name }
        return names[i].value
    }

    /// The position of the string `value` among the `count` names `name(i)`
    /// (not generic: each `choice` above adds only the table access).
    @inline(never)
    func choiceIndex(_ value: JSONValue, _ path: JSONPath, _ what: String, count: Int,
                     _ name: (Int) -> String) throws(FormatError) -> Int {
        let s = try reader.string(value, path)
        for i in 0..<count where name(i) ~= PropertyKey(s) { return i }
        throw reader.unknownName(what, s, value, path, expected: (0..<count).map(name).joined(separator: ", "))
    }

    // MARK: Applications

    mutating func application(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> SceneApplication {
        let members = try reader.object(value, path)
        guard let idMember = reader.member("id", in: members) else {
            throw reader.error(value, path, "missing required property \"id\"")
        }
        let id = try reader.identifier(idMember.value, path.appending("id"))
        try declare(id, at: path.appending("id"), value: idMember.value, kind: .application)
        currentApplication = id
        defer { currentApplication = nil }
        var app = SceneApplication(id: id)
        var open: ApplicationOpenState?
        var recognizerValues: [(JSONValue, JSONPath)] = []
        var bound: [Bool] = []
        for m in members {
            try applicationProperty(m, path.appending(m.key), into: &app, open: &open, recognizerValues: &recognizerValues, bound: &bound)
        }
        if let v = reader.member("open", in: members)?.value {
            let state = open, p = path.appending("open")
            if app.displayed && state != .active {
                throw reader.error(v, p, "a displayed application is active (found \(quoted(SceneNames.name(of: state, in: ApplicationOpenState.sceneNames))))")
            }
            if !app.displayed && state == .active {
                throw reader.error(v, p, "an active application is the displayed one: add \"displayed\": true or choose another open state")
            }
            app.open = state
        } else {
            app.open = app.displayed ? .active : .background
        }
        // Check references in document order (view-bound and application-bound interleaved as written).
        var ordered: [SceneRecognizer] = []
        var vi = 0, ai = 0
        for b in bound {
            if b { ordered.append(app.applicationRecognizers[ai]); ai += 1 } else { ordered.append(app.recognizers[vi]); vi += 1 }
        }
        // References are checked once every application is parsed (a view of a later application gets a clear error).
        pendingReferenceChecks.append(PendingReferenceCheck(application: id, recognizers: ordered, values: recognizerValues,
                                                            bound: bound))
        return app
    }

    /// Reads one member of an application into `app`; `open` gets the open
    /// state (nil for the name of "no state"), `recognizerValues` and `bound` each recognizer's value and path
    /// and whether it is application-bound, in document order.
    @inline(never)
    private mutating func applicationProperty(_ m: JSONMember, _ p: JSONPath, into app: inout SceneApplication,
                                              open: inout ApplicationOpenState?, recognizerValues: inout [(JSONValue, JSONPath)],
                                              bound: inout [Bool]) throws(FormatError) {
        switch PropertyKey(m.key) {
        case "id": break
        case "role": app.role = try choice(m.value, p, "role", ApplicationRole.self)
        case "open": open = try choice(m.value, p, "open state", ApplicationOpenState.sceneNames)
        case "displayed": app.displayed = try reader.bool(m.value, p)
        case "under": app.under = try reader.identifier(m.value, p)
        case "firstPortionPolicy":
            app.firstPortionPolicy = try choice(m.value, p, "first-portion policy", FirstPortionPolicy.self)
        case "windows":
            for (i, w) in try reader.array(m.value, p).enumerated() {
                if let h = reader.member("hidden", in: try reader.object(w, p.appending(i))) {
                    throw reader.error(h, p.appending(i).appending("hidden"),
                                       "a window is shown exactly while its application is displayed (set the application's \"displayed\" instead)")
                }
                app.windows.append(try view(w, p.appending(i)))
            }
        case "recognizers", "applicationRecognizers":
            let isBound = "applicationRecognizers" ~= PropertyKey(m.key)
            for (i, v) in try reader.array(m.value, p).enumerated() {
                let r = try recognizer(v, p.appending(i), boundTo: isBound ? app.id : nil)
                if isBound { app.applicationRecognizers.append(r) } else { app.recognizers.append(r) }
                recognizerValues.append((v, p.appending(i)))
                bound.append(isBound)
            }
        default:
            throw reader.unknownProperty(m, p, "application property", expected: Self.applicationKeys.joined(separator: ", "))
        }
    }

    /// Whole-scene checks: one displayed application, `under` names another
    /// application without cycles, handlers have a launcher.
    func checkApplications(_ apps: [SceneApplication], _ value: JSONValue, _ path: JSONPath) throws(FormatError) {
        let elements = (try? reader.array(value, path)) ?? []
        func member(_ i: Int, _ key: String) -> (JSONValue, JSONPath) {
            let p = path.appending(i).appending(key)
            guard i < elements.count, let members = try? reader.object(elements[i], path.appending(i)),
                  let m = reader.member(key, in: members) else {
                return (i < elements.count ? elements[i] : value, p)
            }
            return (m.value, p)
        }
        for c in pendingReferenceChecks {
            try resolveReferences(c.recognizers, c.values, application: c.application, boundToApplication: c.bound)
        }
        var displayed: String?
        for (i, a) in apps.enumerated() where a.displayed {
            if let first = displayed {
                let (v, p) = member(i, "displayed")
                throw reader.error(v, p, "only one application is displayed (\(quoted(first)) already is)")
            }
            displayed = a.id
        }
        for (i, a) in apps.enumerated() {
            guard let under = a.under else { continue }
            let (v, p) = member(i, "under")
            guard apps.contains(where: { $0.id.hasSameUTF8(as: under) }) else {
                let reason = declaration(under) == nil ? "unknown application id \(quoted(under))" : "\(quoted(under)) is not an application"
                throw reader.error(v, p, reason)
            }
            var chain = [a.id]
            var next: String? = under
            while let n = next {
                if chain.contains(where: { $0.hasSameUTF8(as: n) }) {
                    throw reader.error(v, p, "under cycle: \((chain + [n]).joined(separator: " → "))")
                }
                chain.append(n)
                next = apps.first { $0.id.hasSameUTF8(as: n) }?.under
            }
        }
        if !apps.contains(where: { $0.role == .launcher }) {
            for (i, a) in apps.enumerated() {
                for (key, list) in [("recognizers", a.recognizers), ("applicationRecognizers", a.applicationRecognizers)] {
                    for (j, r) in list.enumerated() where r.handler != nil {
                        let p = path.appending(i).appending(key).appending(j).appending("handler")
                        let reason = "a handler needs an application with role \"launcher\" (the launcher model runs it)"
                        guard let h = handlerMember(elements, i, key, j) else { throw FormatError(file: reader.file, path: p, reason: reason) }
                        throw reader.error(h, p, reason)
                    }
                }
            }
        }
    }

    /// The `handler` member of recognizer `j` in list `key` of application `i`.
    private func handlerMember(_ elements: [JSONValue], _ i: Int, _ key: String, _ j: Int) -> JSONMember? {
        guard i < elements.count, case .object(let members) = elements[i].content,
              let list = reader.member(key, in: members), case .array(let rs) = list.value.content, j < rs.count,
              case .object(let rm) = rs[j].content else { return nil }
        return reader.member("handler", in: rm)
    }

    // MARK: Recognizer keys of applications

    func handler(_ value: JSONValue, _ path: JSONPath, kind: RecognizerKind) throws(FormatError) -> SceneSystemHandler {
        let h = try choice(value, path, "handler", SceneSystemHandler.self)
        if h == .homeGesture && !("pinch" ~= PropertyKey(kind.type)) {
            throw reader.error(value, path, "the homeGesture handler needs a pinch recognizer (it reads the scale), not a \(kind.type) recognizer")
        }
        return h
    }

    func definitions(_ value: JSONValue, _ path: JSONPath, kind: RecognizerKind) throws(FormatError) -> [SceneDefinition] {
        guard kind.definitionKind != nil, kind.applyDefinition != nil else {
            throw reader.error(value, path, "a \(kind.type) recognizer cannot have gesture definitions")
        }
        let elements = try reader.array(value, path)
        if elements.isEmpty { throw reader.error(value, path, "definitions must not be empty (omit the key instead)") }
        var out: [SceneDefinition] = []
        for (i, e) in elements.enumerated() {
            let p = path.appending(i)
            var touches: Int?
            var d = SceneDefinition(touches: 1)
            for m in try reader.object(e, p) {
                let mp = p.appending(m.key)
                switch PropertyKey(m.key) {
                case "touches":
                    let n = try reader.integer(m.value, mp)
                    if n < 1 { throw reader.error(m.value, mp, "touches must be at least 1, found \(n)") }
                    touches = n
                case "direction":
                    guard kind.definitionKind == .swipe else {
                        throw reader.error(m, mp, "only swipe definitions have a direction")
                    }
                    let s = try reader.string(m.value, mp)
                    guard let dir = SceneDefinition.directionNames.first(where: { $0.name.hasSameUTF8(as: s) })?.value else {
                        throw reader.unknownName("direction", s, m.value, mp, expected: "left, right, up, down")
                    }
                    d.direction = dir
                case "mode":
                    let mode = try reader.identifier(m.value, mp)
                    if i == 0 {
                        throw reader.error(m.value, mp, "the first definition is the default one and has no mode")
                    }
                    if out.contains(where: { sameUTF8($0.mode, mode) }) {
                        throw reader.error(m.value, mp, "two definitions for mode \(quoted(mode))")
                    }
                    d.mode = mode
                default:
                    throw reader.unknownProperty(m, mp, "definition property", expected: "touches, direction, mode")
                }
            }
            guard let touches else { throw reader.error(e, p, "missing required property \"touches\"") }
            if i > 0 && d.mode == nil { throw reader.error(e, p, "every definition after the first names its mode") }
            d.touches = touches
            out.append(d)
        }
        return out
    }

    // MARK: Routing

    func routing(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> SceneRouting {
        var r = SceneRouting()
        for m in try reader.object(value, path) { try routingProperty(m, path.appending(m.key), into: &r) }
        return r
    }

    /// Reads one member of the `"routing"` object into `r`.
    @inline(never)
    private func routingProperty(_ m: JSONMember, _ p: JSONPath, into r: inout SceneRouting) throws(FormatError) {
        switch PropertyKey(m.key) {
        case "method": r.method = try choice(m.value, p, "method", ApplicationRoutingMethod.self)
        case "firstPortionPolicy": r.firstPortionPolicy = try choice(m.value, p, "first-portion policy", FirstPortionPolicy.self)
        case "activeApplicationPolicy":
            r.activeApplicationPolicy = try choice(m.value, p, "active-application policy", ActiveApplicationPolicy.self)
        case "levelFallback": r.levelFallback = try choice(m.value, p, "level fallback", LevelFallback.self)
        case "definitionPolicy": r.definitionPolicy = try choice(m.value, p, "definition policy", DefinitionConflictPolicy.self)
        case "activeViewPolicy": r.activeViewPolicy = try choice(m.value, p, "active-view policy", ActiveViewPolicy.self)
        case "recognizerFallback":
            r.recognizerFallback = try choice(m.value, p, "recognizer fallback", RecognizerFallback.self)
        default:
            throw reader.unknownProperty(m, p, "routing property", expected: Self.routingKeys.joined(separator: ", "))
        }
    }
}
