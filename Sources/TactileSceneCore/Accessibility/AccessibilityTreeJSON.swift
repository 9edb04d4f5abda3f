import Tactile

/// The accessibility tree of a scene as one JSON object, for scripts
/// (`tactile accessibility SCENE --format json`; docs/formats.md, "The
/// `accessibility` command"): the same content as `AccessibilityTreeText`,
/// with every item's value, traits, frame, enlarged frame and activation point.
///
/// `{"screen": [x, y, w, h], "enlargement": 0.5, "containers": 2, "items": 3,
///   "nodes": [{"container": "mailboxes", "title": "Mailboxes", "summary": null,
///   "type": "list", "frame": […], "itemCount": 2, "children": [{"item": "inbox",
///   "label": "Inbox", "value": null, "hint": null, "traits": ["button"],
///   "frame": […], "enlargedFrame": […], "activationPoint": [x, y],
///   "selectable": true}, …]}, …], "notes": []}`
package enum AccessibilityTreeJSON {
    /// The JSON of `scene`'s tree (in a scene with applications, the displayed
    /// application's), with enlarged frames from its `screenReader.enlargement`.
    package static func render(scene: Scene, file: String) throws(FormatError) -> String {
        let tree = SceneAccessibilitySource.tree(of: try Replay.makeRuntime(scene: scene, registry: .standard, file: file))
        let factor = scene.screenReader?.enlargementFactor
        let map = scene.screenReader?.configuration.accessibility.enlargement.map { HitTargetEnlarger.enlarge(tree, policy: $0) }
        return render(tree, enlarged: map?.enlargedFrames ?? [:], enlargement: factor)
    }

    /// The JSON of one tree (no newline).
    package static func render(_ tree: AccessibilityTree, enlarged: [AccessibilityID: Rect], enlargement: Double?) -> String {
        let counts = AccessibilityTreeText.counts(tree)
        var out = "{\"screen\": \(rect(tree.screen)), \"enlargement\": \(enlargement.map(number) ?? "null"), "
            + "\"containers\": \(counts.containers), \"items\": \(counts.items), \"nodes\": ["
        func node(_ id: AccessibilityID) -> String {
            if let c = tree.container(id) {
                let children = tree.children(of: id).map(node).joined(separator: ", ")
                return "{\"container\": \(quoted(id.rawValue)), \"title\": \(quoted(c.title)), "
                    + "\"summary\": \(c.summary.map(quoted) ?? "null"), \"type\": \(quoted("\(c.accessibilityContainerType)")), "
                    + "\"frame\": \(rect(c.accessibilityFrame)), \"itemCount\": \(tree.itemCount(of: id)), \"children\": [\(children)]}"
            }
            guard let i = tree.item(id) else { return "null" }
            let traits = traitNames(i.accessibilityTraits).map(quoted).joined(separator: ", ")
            let p = i.accessibilityActivationPoint
            return "{\"item\": \(quoted(id.rawValue)), \"label\": \(quoted(i.accessibilityLabel)), "
                + "\"value\": \(i.accessibilityValue.map(quoted) ?? "null"), \"hint\": \(i.accessibilityHint.map(quoted) ?? "null"), "
                + "\"traits\": [\(traits)], \"frame\": \(rect(i.accessibilityFrame)), "
                + "\"enlargedFrame\": \(enlarged[id].map(rect) ?? "null"), "
                + "\"activationPoint\": [\(number(p.x)), \(number(p.y))], \"selectable\": \(i.isSelectable)}"
        }
        out += tree.topLevelNodes.map(node).joined(separator: ", ")
        out += "], \"notes\": [" + tree.diagnostics.map { quoted("\($0)") }.joined(separator: ", ") + "]}"
        return out
    }

    /// The scene names of the traits that are set, in the scene format's order.
    static func traitNames(_ traits: AccessibilityTraits) -> [String] {
        SceneAccessibility.traitNames.filter { traits.contains($0.1) }.map { $0.0 }
    }

    static func rect(_ r: Rect) -> String {
        "[\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height))]"
    }

    static func number(_ v: Double) -> String { LogNumber.format(v, fractionDigits: LogNumber.pointDigits) }
}
