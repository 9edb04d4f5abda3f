import Foundation
import Tactile
import TactileScene
import TactileGestures

/// The playground's form of a scene with SwiftUI-style `"gestures"`
/// (docs/playground.md, "SwiftUI-style gestures"; docs/swiftui-gestures.md §4).
/// `tactile.wasm` leaves TactileGestures out (its size must not grow), so:
///
/// - the page's engine gets the recognizers the gestures compile to, as plain
///   scene recognizers with the relations their delegates state
///   (`requireToFail`, `simultaneousWith`, `enabled` for masks) and their
///   parameters (a rotation's `minimumRotation`; a pinch's `minimumSpanChange`
///   the page sets when the second finger lands, see `PlaygroundGestureScript`);
/// - a sequence's gate becomes a hidden recognizer on the view (`VIEW.gestureN.gateK`:
///   a tap that neither times out nor moves out, `cancelsTouchesInView` off) that
///   every recognizer of the sequence's second gesture requires to fail: the engine
///   fails it when the first gesture's recognizer begins (they are not
///   simultaneous), and it recognizes when the finger lifts, which fails the
///   waiting second gesture — so the second begins only after the first succeeded;
/// - `gestures` describes each attachment's gesture tree for the page's script,
///   which computes the gestures' values and logs them as `tactile replay` does.
enum PlaygroundGestureLowering {
    /// A scene ready for the page.
    struct Lowered {
        /// The scene text the page's engine reads.
        var scene: String
        /// The attachments for `PlaygroundGestureScript`, as JSON (`{"attachments": [], "hidden": []}` for none).
        var gestures: String
    }

    static let noGestures = #"{"attachments": [], "hidden": []}"#

    /// `text` with every view's `"gestures"` replaced by recognizers; `text` itself when it has none.
    static func lower(_ text: String, file: String) -> Lowered {
        let unchanged = Lowered(scene: text, gestures: noGestures)
        guard text.contains("\"gestures\""),
              let scene = try? SceneParser().parse(text, file: file),
              let runtime = try? SceneRuntime(scene: scene, file: file),
              !runtime.gestureRecognizers.isEmpty,
              var root = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any],
              let views = root["views"] as? [Any] else { return unchanged }
        root["views"] = views.map(removingGestures)
        var recognizers = root["recognizers"] as? [Any] ?? []
        let compiled = runtime.gestureRecognizers
        var entries: [[String: Any]] = []
        for (i, c) in compiled.enumerated() {
            let r = c.recognizer
            var entry: [String: Any] = ["id": c.id, "type": c.type, "view": c.view]
            switch r {
            case let tap as TapGestureRecognizer: entry["numberOfTapsRequired"] = tap.numberOfTapsRequired
            case let press as LongPressGestureRecognizer:
                entry["minimumPressDuration"] = press.minimumPressDuration
                entry["allowableMovement"] = press.allowableMovement
            case let pan as PanGestureRecognizer: entry["hysteresis"] = pan.hysteresis
            case let rotation as RotationGestureRecognizer: entry["minimumRotation"] = rotation.minimumRotation
            default: break
            }
            var requires: [String] = [], simultaneous: [String] = []
            for (j, other) in compiled.enumerated() where j != i {
                if r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: other.recognizer) == true { requires.append(other.id) }
                if j > i, r.delegate?.gestureRecognizer(r, shouldRecognizeSimultaneouslyWith: other.recognizer) == true {
                    simultaneous.append(other.id)
                }
            }
            if !requires.isEmpty { entry["requireToFail"] = requires }
            if !simultaneous.isEmpty { entry["simultaneousWith"] = simultaneous }
            if GestureLeafRelations.of(r)?.attachment.isEnabledByMasks() == false { entry["enabled"] = false }
            entries.append(entry)
        }
        var attachments: [[String: Any]] = [], hidden: [String] = []
        var index = 0
        for view in scene.allViews where !view.gestures.isEmpty {
            let node = runtime.views.first { $0.name == view.id }
            for (n, attachment) in view.gestures.enumerated() {
                let name = "\(view.id).gesture\(n + 1)"
                var describer = TreeDescriber(name: name, view: view.id)
                let tree = describer.describe(attachment.gesture)
                // The leaves are compiled (and listed) in the order the describer visits them.
                for (gate, leaves) in describer.gates {
                    hidden.append(gate)
                    entries.append(["id": gate, "type": "tap", "view": view.id, "maximumPressDuration": 1e9,
                                    "allowableMovement": 1e9, "cancelsTouchesInView": false, "delaysTouchesEnded": false])
                    for leaf in leaves {
                        guard let k = entries.firstIndex(where: { $0["id"] as? String == leaf }) else { continue }
                        entries[k]["requireToFail"] = (entries[k]["requireToFail"] as? [String] ?? []) + [gate]
                    }
                }
                index += describer.leafCount
                attachments.append(["name": name, "view": view.id, "tree": tree, "chain": node.map(chain) ?? [],
                                    "covers": subtreeIDs(view)])
            }
        }
        guard index == compiled.count else { return unchanged }
        recognizers += entries.map { $0 as Any }
        root["recognizers"] = recognizers
        let gestures: [String: Any] = ["attachments": attachments, "hidden": hidden]
        guard let data = try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys]),
              let lowered = String(data: data, encoding: .utf8),
              let gesturesData = try? JSONSerialization.data(withJSONObject: gestures, options: [.sortedKeys]),
              let gesturesText = String(data: gesturesData, encoding: .utf8) else { return unchanged }
        return Lowered(scene: lowered, gestures: gesturesText)
    }

    /// How a window point becomes the view's own (its `convert(_:from:)` without transforms):
    /// per ancestor below the window, outermost first, its centre and its bounds' midpoint.
    private static func chain(_ view: View) -> [[Double]] {
        var steps: [[Double]] = []
        var v: View? = view
        while let current = v, current.superview != nil {
            steps.insert([current.center.x, current.center.y, current.bounds.midX, current.bounds.midY], at: 0)
            v = current.superview
        }
        return steps
    }

    /// The ids of `view` and every view inside it: the views whose touches reach its gestures.
    private static func subtreeIDs(_ view: SceneView) -> [String] {
        [view.id] + view.children.flatMap(subtreeIDs)
    }

    private static func removingGestures(_ view: Any) -> Any {
        guard var v = view as? [String: Any] else { return view }
        v["gestures"] = nil
        if let children = v["children"] as? [Any] { v["children"] = children.map(removingGestures) }
        return v
    }
}

/// An attachment's gesture as the page's script reads it: leaves named as the
/// replay log names their recognizers, compositions folded left into pairs
/// (as SceneGestureAttacher builds them), and the gates of sequences.
private struct TreeDescriber {
    let name: String
    let view: String
    private var used: [String: Int] = [:]
    private(set) var leafCount = 0
    /// Each sequence's gate id and the leaves of its second gesture.
    private(set) var gates: [(String, [String])] = []

    init(name: String, view: String) {
        self.name = name
        self.view = view
    }

    mutating func describe(_ g: SceneGesture) -> [String: Any] {
        switch g {
        case .tap(let count): return leaf("tap", ["count": count])
        case .spatialTap(let count, let global): return leaf("tap", ["count": count, "spatial": true, "global": global])
        case .longPress: return leaf("longPress", [:])
        case .drag(_, let global): return leaf("drag", ["global": global])
        case .magnify(let delta): return leaf("magnify", ["delta": delta.isFinite ? max(0, delta) : 0.01])
        case .rotate: return leaf("rotate", [:])
        case .simultaneously(let parts): return fold(parts, "simultaneous")
        case .sequenced(let parts): return fold(parts, "sequence")
        case .exclusively(let parts): return fold(parts, "exclusive")
        }
    }

    private mutating func leaf(_ kind: String, _ extra: [String: Any]) -> [String: Any] {
        used[kind, default: 0] += 1
        leafCount += 1
        let n = used[kind]!
        var d = extra
        d["kind"] = kind
        d["leaf"] = "\(name).\(kind)\(n > 1 ? "\(n)" : "")"
        return d
    }

    private mutating func fold(_ parts: [SceneGesture], _ op: String) -> [String: Any] {
        var result = describe(parts[0])
        for p in parts.dropFirst() {
            let second = describe(p)
            if op == "sequence" {
                let leaves = Self.leaves(of: second)
                gates.append(("\(name).gate\(gates.count + 1)", leaves))
            }
            result = ["op": op, "first": result, "second": second]
        }
        return result
    }

    private static func leaves(of tree: [String: Any]) -> [String] {
        if let id = tree["leaf"] as? String { return [id] }
        return leaves(of: tree["first"] as? [String: Any] ?? [:]) + leaves(of: tree["second"] as? [String: Any] ?? [:])
    }
}
