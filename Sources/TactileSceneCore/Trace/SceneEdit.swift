import Tactile

/// A change of a running scene's tree, made between input frames while
/// touches may be down: one trace line's `"edit"` (docs/formats.md, "Edits").
/// The C interface's edit functions write one each, so a recorded session
/// replays its edits with its touches.
package struct SceneEdit: Equatable, Sendable {
    /// What changes.
    package indirect enum Operation: Equatable, Sendable {
        /// A new view (with its children) under `parent` (nil: the window), at
        /// subview position `index` (nil: in front).
        case addView(SceneView, parent: String?, index: Int?)
        /// The view leaves the tree with its subtree and their recognizers;
        /// touches on it are cancelled for it (UIKit).
        case removeView(String)
        /// Changes some of a view's properties.
        case setView(String, ViewChange)
        /// A new recognizer on an existing view.
        case addRecognizer(SceneRecognizer)
        /// The recognizer is detached from its view.
        case removeRecognizer(String)
        /// The first recognizer waits for the second to fail.
        case requireToFail(String, String)
        /// The two recognizers may recognize together.
        case simultaneous(String, String)
        /// Changes a scroll view's content size, inset or zoom limits.
        case setScroll(String, ScrollChange)
    }

    /// The view properties a `setView` edit changes (nil: unchanged).
    package struct ViewChange: Equatable, Sendable {
        package var frame: Rect?
        package var transform: AffineTransform?
        package var hidden: Bool?
        package var userInteractionEnabled: Bool?
        package var multipleTouchEnabled: Bool?
        package var exclusiveTouch: Bool?
        package var alpha: Double?
    }

    /// The scroll-view properties a `setScroll` edit changes (nil: unchanged).
    package struct ScrollChange: Equatable, Sendable {
        package var contentSize: Size?
        /// Top, left, bottom, right.
        package var contentInset: [Double]?
        package var minimumZoomScale: Double?
        package var maximumZoomScale: Double?
    }

    /// The edit.
    package var operation: Operation
    /// The edit object as its trace line writes it.
    package var text: String

    /// The edit operation names, as `"op"` spells them.
    package static let operationNames = ["addView", "removeView", "setView", "addRecognizer", "removeRecognizer",
                                         "requireToFail", "simultaneous", "setScroll"]
}

extension SceneEdit {
    /// Reads an edit object (`"edit"` of a trace line at `path`).
    package init(_ value: JSONValue, _ path: JSONPath, reader: JSONDocumentReader) throws(FormatError) {
        let members = try reader.object(value, path)
        guard let opMember = reader.member("op", in: members) else {
            throw reader.error(value, path, "missing required property \"op\"")
        }
        let op = try reader.string(opMember.value, path.appending("op"))
        var parse = SceneDocumentParse(reader: reader, registry: .standard)
        func required(_ key: String) throws(FormatError) -> JSONMember {
            guard let m = reader.member(key, in: members) else {
                throw reader.error(value, path, "missing required property \(quoted(key))")
            }
            return m
        }
        func id(_ key: String) throws(FormatError) -> String {
            let m = try required(key)
            return try reader.identifier(m.value, path.appending(m.key))
        }
        func only(_ keys: [String]) throws(FormatError) {
            for m in members where !keys.contains(where: { $0.hasSameUTF8(as: m.key) }) {
                throw reader.unknownProperty(m, path.appending(m.key), context: " for a \(op) edit", expected: keys.joined(separator: ", "))
            }
        }
        switch PropertyKey(op) {
        case "addView":
            try only(["op", "view", "parent", "index"])
            let v = try required("view")
            let view = try parse.view(v.value, path.appending("view"))
            var parent: String?
            if let m = reader.member("parent", in: members) { parent = try reader.identifier(m.value, path.appending("parent")) }
            var index: Int?
            if let m = reader.member("index", in: members) {
                let i = try reader.integer(m.value, path.appending("index"))
                if i < 0 { throw reader.error(m.value, path.appending("index"), "index must not be negative") }
                index = i
            }
            operation = .addView(view, parent: parent, index: index)
        case "removeView":
            try only(["op", "id"])
            operation = .removeView(try id("id"))
        case "setView":
            try only(["op", "id", "frame", "transform", "hidden", "userInteractionEnabled", "multipleTouchEnabled",
                      "exclusiveTouch", "alpha"])
            // The values are read as a scene view's are (SceneParser.viewProperty).
            var v = SceneView(id: "", frame: .zero)
            var change = ViewChange()
            for m in members {
                switch PropertyKey(m.key) {
                case "op", "id": continue
                default: break
                }
                try parse.viewProperty(m, path.appending(m.key), into: &v)
                switch PropertyKey(m.key) {
                case "frame": change.frame = v.frame
                case "transform": change.transform = v.transform
                case "hidden": change.hidden = v.hidden
                case "userInteractionEnabled": change.userInteractionEnabled = v.userInteractionEnabled
                case "multipleTouchEnabled": change.multipleTouchEnabled = v.multipleTouchEnabled
                case "exclusiveTouch": change.exclusiveTouch = v.exclusiveTouch
                default: change.alpha = v.alpha
                }
            }
            operation = .setView(try id("id"), change)
        case "addRecognizer":
            try only(["op", "recognizer"])
            let r = try required("recognizer")
            operation = .addRecognizer(try parse.recognizer(r.value, path.appending("recognizer")))
        case "removeRecognizer":
            try only(["op", "id"])
            operation = .removeRecognizer(try id("id"))
        case "requireToFail":
            try only(["op", "id", "other"])
            operation = .requireToFail(try id("id"), try id("other"))
        case "simultaneous":
            try only(["op", "id", "other"])
            operation = .simultaneous(try id("id"), try id("other"))
        case "setScroll":
            try only(["op", "id", "contentSize", "contentInset", "minimumZoomScale", "maximumZoomScale"])
            var change = ScrollChange()
            for m in members {
                let p = path.appending(m.key)
                switch PropertyKey(m.key) {
                case "contentSize":
                    let s = try parse.nonNegativePair(m.value, p, what: "[width, height]")
                    change.contentSize = Size(width: s[0], height: s[1])
                case "contentInset":
                    change.contentInset = try reader.numbers(m.value, p, count: 4, what: "[top, left, bottom, right]")
                case "minimumZoomScale": change.minimumZoomScale = try parse.positive(m.value, p)
                case "maximumZoomScale": change.maximumZoomScale = try parse.positive(m.value, p)
                default: break
                }
            }
            if let lo = change.minimumZoomScale, let hi = change.maximumZoomScale, lo > hi {
                throw reader.error(value, path, "minimumZoomScale must not exceed maximumZoomScale")
            }
            operation = .setScroll(try id("id"), change)
        default:
            throw reader.unknownName("edit", op, opMember.value, path.appending("op"),
                                     expected: Self.operationNames.joined(separator: ", "))
        }
        text = value.jsonText
    }
}
