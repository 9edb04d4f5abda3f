import Tactile

/// Parsing of the scene document's top level (docs/formats.md, "Scene").
extension SceneDocumentParse {
    mutating func scene(_ root: JSONValue) throws(FormatError) -> Scene {
        let path = JSONPath.root
        let members = try reader.object(root, path)
        var scene = Scene(window: SceneWindow(width: 0, height: 0), views: [], recognizers: [], applications: [],
                          routing: SceneRouting())
        var recognizerValues: [(JSONValue, JSONPath)] = []
        for m in members { try sceneProperty(m, path.appending(m.key), into: &scene, recognizerValues: &recognizerValues) }
        guard reader.member("window", in: members) != nil else {
            throw reader.error(root, path, "missing required property \"window\"")
        }
        try resolveReferences(scene.recognizers, recognizerValues, application: nil, boundToApplication: [])
        if let m = reader.member("views", in: members) {   // SceneParser+Scroll.swift
            try checkZoomDoubleTaps(m.value, path.appending("views"), recognizers: scene.recognizers)
        }
        if let m = reader.member("applications", in: members) {
            let p = path.appending("applications")
            if scene.applications.isEmpty { throw reader.error(m.value, p, "a scene's applications must not be empty (omit the key instead)") }
            if !scene.views.isEmpty || !scene.recognizers.isEmpty {
                throw reader.error(m.value, p, "a scene with applications keeps its views and recognizers inside the applications (the top-level views and recognizers must be empty)")
            }
            try checkApplications(scene.applications, m.value, p)
        }
        if scene.applications.isEmpty, scene.routing.usesApplicationOptions, let m = reader.member("routing", in: members) {
            let p = path.appending("routing")
            let key = ["method", "firstPortionPolicy", "activeApplicationPolicy", "levelFallback", "definitionPolicy"]
                .first { k in (try? reader.object(m.value, p))?.contains { k ~= PropertyKey($0.key) } ?? false } ?? "method"
            throw reader.error(m.value, p.appending(key), "\(quoted(key)) needs applications (the scene has none)")
        }
        if let m = reader.member("animations", in: members) {
            try checkAnimations(scene.animations, m.value, path.appending("animations"), hasApplications: !scene.applications.isEmpty)
        }
        return scene
    }

    /// Reads one top-level member into `scene`; `recognizerValues` gets each
    /// top-level recognizer's value and path, for the reference check.
    @inline(never)
    private mutating func sceneProperty(_ m: JSONMember, _ p: JSONPath, into scene: inout Scene,
                                        recognizerValues: inout [(JSONValue, JSONPath)]) throws(FormatError) {
        switch PropertyKey(m.key) {
        case "window": scene.window = try sceneWindow(m.value, p)
        case "views":
            for (i, v) in try reader.array(m.value, p).enumerated() { scene.views.append(try view(v, p.appending(i))) }
        case "recognizers":
            for (i, v) in try reader.array(m.value, p).enumerated() {
                scene.recognizers.append(try recognizer(v, p.appending(i)))
                recognizerValues.append((v, p.appending(i)))
            }
        case "mode":
            scene.mode = try reader.identifier(m.value, p)
        case "applications":
            for (i, v) in try reader.array(m.value, p).enumerated() {
                scene.applications.append(try application(v, p.appending(i)))
            }
        case "routing":
            scene.routing = try routing(m.value, p)
        case "animations":
            for (i, v) in try reader.array(m.value, p).enumerated() { scene.animations.append(try animation(v, p.appending(i))) }
        case "screenReader": scene.screenReader = try sceneScreenReader(m.value, p)
        default:
            throw reader.unknownProperty(m, p, expected: "window, views, recognizers, mode, applications, routing, animations, screenReader")
        }
    }
}
