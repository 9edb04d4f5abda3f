import Tactile

/// Builds a list of scene recognizers: creates each from its kind, applies
/// the common properties, gives it a `SceneRecognizerDelegate`, attaches it,
/// and then wires `simultaneousWith`, `exclusionExceptions` and
/// `requireToFail` among the list. Shared by `SceneRuntime` and
/// `ApplicationSceneRuntime`.
struct SceneRecognizerBuilder {
    let registry: RecognizerRegistry
    let file: String
    /// The scene being built (its source gives errors their line and column).
    let scene: Scene

    /// The built recognizers (in `specs` order) and their delegates.
    struct Built {
        var recognizers: [GestureRecognizer] = []
        var delegates: [SceneRecognizerDelegate] = []
        var kinds: [RecognizerKind] = []
    }

    /// A recognizer of `kind` made from `r`, with its common properties and a
    /// `SceneRecognizerDelegate` (not attached, no relations to others yet).
    static func make(_ r: SceneRecognizer, kind: RecognizerKind) -> (GestureRecognizer, SceneRecognizerDelegate) {
        let g = kind.make(r)
        g.name = r.id
        if let v = r.enabled { g.isEnabled = v }
        if let v = r.cancelsTouchesInView { g.cancelsTouchesInView = v }
        if let v = r.cancelsTouchesInViewOnFailure { g.cancelsTouchesInViewOnFailure = v }
        if let v = r.delaysTouchesBegan { g.delaysTouchesBegan = v }
        if let v = r.delaysTouchesEnded { g.delaysTouchesEnded = v }
        if let v = r.exclusive { g.isExclusive = v }
        let d = SceneRecognizerDelegate(shouldBegin: r.shouldBegin)
        g.delegate = d
        return (g, d)
    }

    /// Builds `specs`; `path(i)` is the JSON path of spec `i` (for errors);
    /// `attach` adds a recognizer to its view (or application).
    func build(_ specs: [SceneRecognizer], path: (Int) -> JSONPath, logger: RecognizerLogger,
               attach: (SceneRecognizer, GestureRecognizer, JSONPath) throws(FormatError) -> Void) throws(FormatError) -> Built {
        var built = Built()
        for (i, r) in specs.enumerated() {
            guard let kind = registry.kind(for: r.type) else {
                throw scene.error(file: file, path: path(i).appending("type"), reason: "unknown recognizer type \(quoted(r.type))")
            }
            let (g, d) = Self.make(r, kind: kind)
            try attach(r, g, path(i))
            built.recognizers.append(g)
            built.delegates.append(d)
            built.kinds.append(kind)
            logger.register(g, id: r.id, kind: kind)
        }
        func recognizer(_ id: String, _ p: JSONPath) throws(FormatError) -> GestureRecognizer {
            guard let i = specs.firstIndex(where: { $0.id.hasSameUTF8(as: id) }) else {
                throw scene.error(file: file, path: p, reason: "unknown recognizer id \(quoted(id))")
            }
            return built.recognizers[i]
        }
        for (i, r) in specs.enumerated() {
            let p = path(i)
            let g = built.recognizers[i]
            for (j, id) in r.simultaneousWith.enumerated() {
                let other = try recognizer(id, p.appending("simultaneousWith").appending(j))
                built.delegates[i].allowSimultaneous(with: other)
                if let k = built.recognizers.firstIndex(where: { $0 === other }) { built.delegates[k].allowSimultaneous(with: g) }
            }
            var exceptions: [GestureRecognizer] = []
            for (j, id) in r.exclusionExceptions.enumerated() {
                exceptions.append(try recognizer(id, p.appending("exclusionExceptions").appending(j)))
            }
            g.exclusivityExceptions = exceptions
            for (j, id) in r.requireToFail.enumerated() {
                let rp = p.appending("requireToFail").appending(j)
                let other = try recognizer(id, rp)
                do { try g.require(toFail: other) } catch {
                    throw scene.error(file: file, path: rp, reason: error.description)
                }
            }
        }
        return built
    }
}
