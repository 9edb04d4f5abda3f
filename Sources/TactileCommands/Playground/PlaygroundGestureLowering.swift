import Foundation
import Tactile
import TactileScene
import TactileGestures

/// The playground's form of a scene with SwiftUI-style `"gestures"`
/// (docs/swiftui-gestures.md §4): `tactile.wasm` leaves TactileGestures out
/// (its size must not grow), so the page gets the recognizers the gestures
/// compile to, as plain scene recognizers with their relations
/// (`requireToFail`, `simultaneousWith`, `enabled` for masks). What a plain
/// scene cannot say — a sequence's gate and the gestures' own values — is only
/// in `tactile replay`.
enum PlaygroundGestureLowering {
    /// `text` with every view's `"gestures"` replaced by recognizers; `text` itself when it has none.
    static func lower(_ text: String, file: String) -> String {
        guard text.contains("\"gestures\""),
              let scene = try? SceneParser().parse(text, file: file),
              let runtime = try? SceneRuntime(scene: scene, file: file),
              !runtime.gestureRecognizers.isEmpty,
              var root = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any],
              let views = root["views"] as? [Any] else { return text }
        root["views"] = views.map(removingGestures)
        var recognizers = root["recognizers"] as? [Any] ?? []
        let compiled = runtime.gestureRecognizers
        for (i, c) in compiled.enumerated() {
            let r = c.recognizer
            var entry: [String: Any] = ["id": c.id, "type": c.type, "view": c.view]
            switch r {
            case let tap as TapGestureRecognizer: entry["numberOfTapsRequired"] = tap.numberOfTapsRequired
            case let press as LongPressGestureRecognizer:
                entry["minimumPressDuration"] = press.minimumPressDuration
                entry["allowableMovement"] = press.allowableMovement
            case let pan as PanGestureRecognizer: entry["hysteresis"] = pan.hysteresis
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
            recognizers.append(entry)
        }
        root["recognizers"] = recognizers
        guard let data = try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys]),
              let lowered = String(data: data, encoding: .utf8) else { return text }
        return lowered
    }

    private static func removingGestures(_ view: Any) -> Any {
        guard var v = view as? [String: Any] else { return view }
        v["gestures"] = nil
        if let children = v["children"] as? [Any] { v["children"] = children.map(removingGestures) }
        return v
    }
}
