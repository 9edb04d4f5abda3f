import TactileSceneCore

/// A scene built call by call behind a `tactile_builder *`. It writes the
/// calls as a scene document, one property per line, and `SceneParser` reads
/// that document: a C host building a scene gets the scene file's checks and
/// its error messages (`<builder>:LINE:COL: PATH: reason`), from one implementation.
final class CSceneBuilder {
    struct ViewEntry {
        var id: String
        var parent: String?
        var frame: [Double]
        var flags: UInt32
    }

    struct RecognizerEntry {
        var id: String
        var type: String
        var view: String
        /// `"key": value` members in JSON, in the order set.
        var members: [(key: String, json: String)] = []
        var requireToFail: [String] = []
        var simultaneousWith: [String] = []
    }

    static let multipleTouch: UInt32 = 1, exclusiveTouch: UInt32 = 2, hidden: UInt32 = 4, noInteraction: UInt32 = 8

    let width: Double
    let height: Double
    var views: [ViewEntry] = []
    var recognizers: [RecognizerEntry] = []

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    func recognizerIndex(_ id: String) -> Int? { recognizers.firstIndex { $0.id == id } }

    /// A JSON number, or `null` (which the parser rejects with its reason) when not finite.
    static func number(_ v: Double) -> String { v.isFinite ? ValidRange.shown(v) : "null" }

    /// The scene document.
    var document: String {
        var s = "{\n\"window\": {\"width\": \(Self.number(width)), \"height\": \(Self.number(height))},\n\"views\": ["
        var first = true
        func emit(_ v: ViewEntry, indent: String) {
            s += (first ? "\n" : ",\n") + indent + "{\"id\": \(quoted(v.id)), \"frame\": ["
            first = false
            s += v.frame.map { Self.number($0) }.joined(separator: ", ") + "]"
            if v.flags & Self.multipleTouch != 0 { s += ", \"multipleTouchEnabled\": true" }
            if v.flags & Self.exclusiveTouch != 0 { s += ", \"exclusiveTouch\": true" }
            if v.flags & Self.hidden != 0 { s += ", \"hidden\": true" }
            if v.flags & Self.noInteraction != 0 { s += ", \"userInteractionEnabled\": false" }
            let children = views.filter { $0.parent == v.id }
            if !children.isEmpty {
                s += ", \"children\": ["
                first = true
                for c in children { emit(c, indent: indent + "  ") }
                s += "]"
            }
            s += "}"
            first = false
        }
        // Views whose parent is unknown are written at the top level; the
        // parser never sees a dangling parent (tactile_builder_add_view refuses it).
        for v in views where v.parent == nil || !views.contains(where: { $0.id == v.parent }) { emit(v, indent: "  ") }
        s += "],\n\"recognizers\": ["
        for (i, r) in recognizers.enumerated() {
            s += (i > 0 ? ",\n" : "\n") + "  {\"id\": \(quoted(r.id)), \"type\": \(quoted(r.type)), \"view\": \(quoted(r.view))"
            for m in r.members { s += ",\n    \(quoted(m.key)): \(m.json)" }
            if !r.requireToFail.isEmpty { s += ",\n    \"requireToFail\": [" + r.requireToFail.map(quoted).joined(separator: ", ") + "]" }
            if !r.simultaneousWith.isEmpty { s += ",\n    \"simultaneousWith\": [" + r.simultaneousWith.map(quoted).joined(separator: ", ") + "]" }
            s += "}"
        }
        return s + "]\n}\n"
    }

    /// The scene, read by `SceneParser`.
    func scene() throws(FormatError) -> Scene {
        try SceneParser().parse(document, file: "<builder>")
    }
}
