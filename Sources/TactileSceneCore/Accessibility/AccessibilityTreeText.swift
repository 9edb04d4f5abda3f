import Tactile

/// "What a screen reader will see": the accessibility tree of a scene as text
/// (`tactile accessibility SCENE`; seed-004 §2.3). Containers in container
/// order with role, frame and item count; their nodes in navigation order with
/// label, original frame, enlarged frame and activation point.
package enum AccessibilityTreeText {
    /// The tree of `scene`'s views (in a scene with applications, the displayed
    /// application's), with enlarged frames from the scene's `screenReader.enlargement`.
    package static func render(scene: Scene, file: String) throws(FormatError) -> String {
        let tree = SceneAccessibilitySource.tree(of: try Replay.makeRuntime(scene: scene, registry: .standard, file: file))
        let policy = scene.screenReader?.configuration.accessibility.enlargement
        let map = policy.map { HitTargetEnlarger.enlarge(tree, policy: $0) }
        return render(tree, enlarged: map?.enlargedFrames ?? [:], policyName: scene.screenReader?.enlargementFactor.map {
            "enlargement: \(number($0)) of the empty space"
        } ?? "enlargement: off")
    }

    /// The text of one tree.
    package static func render(_ tree: AccessibilityTree, enlarged: [AccessibilityID: Rect], policyName: String) -> String {
        let (containers, items) = counts(tree)
        var out = "\(containers) container\(containers == 1 ? "" : "s"), "
            + "\(items) item\(items == 1 ? "" : "s") (\(policyName))\n"
        var containerNumber = 0
        func line(_ id: AccessibilityID, depth: Int) {
            let pad = String(repeating: "  ", count: depth)
            if let c = tree.container(id) {
                containerNumber += 1
                let n = tree.itemCount(of: id)
                out += "\(pad)[\(containerNumber)] \(id) \(quoted(c.title)) \(c.accessibilityContainerType) \(rect(c.accessibilityFrame))"
                out += n == 0 ? ", no items\n" : ", \(n) item\(n == 1 ? "" : "s")\n"
                for child in tree.children(of: id) { line(child, depth: depth + 1) }
            } else if let i = tree.item(id) {
                out += "\(pad)- \(id) \(quoted(i.accessibilityLabel)) \(rect(i.accessibilityFrame))"
                if let e = enlarged[id] { out += " enlarged \(rect(e))" }
                let p = i.accessibilityActivationPoint
                out += " activates at (\(number(p.x)), \(number(p.y)))"
                if let h = i.accessibilityHint { out += " hint \(quoted(h))" }
                if !i.isSelectable { out += " not selectable" }
                out += "\n"
            }
        }
        for id in tree.topLevelNodes { line(id, depth: 0) }
        for d in tree.diagnostics { out += "note: \(d)\n" }
        return out
    }

    /// How many containers and items the tree has, each node counted once
    /// however deeply it is nested (a nested container's items were
    /// counted once per enclosing container).
    package static func counts(_ tree: AccessibilityTree) -> (containers: Int, items: Int) {
        var containers = 0, items = 0
        func visit(_ id: AccessibilityID) {
            if tree.container(id) != nil {
                containers += 1
                for child in tree.children(of: id) { visit(child) }
            } else if tree.item(id) != nil {
                items += 1
            }
        }
        for id in tree.topLevelNodes { visit(id) }
        return (containers, items)
    }

    static func rect(_ r: Rect) -> String {
        "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height)))"
    }

    static func number(_ v: Double) -> String { LogNumber.format(v, fractionDigits: LogNumber.pointDigits) }
}
