import Tactile

/// Prints what a running scene would draw (`tactile replay --snapshot-at T`):
/// the render snapshot of the scene's window — one per application with
/// applications — with each view's presented frame, screen frame, transform,
/// opacity and media kind (seed-001 R62, R69, D11).
package enum RenderSnapshotPrinter {
    /// The snapshots of `runtime` now, each drawn view named by its scene id.
    package static func snapshots(of runtime: any SceneReplaying) -> [(owner: String?, views: [String], snapshot: RenderSnapshot)] {
        if let r = runtime as? SceneRuntime {
            let s = r.renderSnapshot()
            return [(nil, r.renderTree.drawnViews.map(SceneAnimationDriver.name), s)]
        }
        if let r = runtime as? ApplicationSceneRuntime {
            return r.applications.map { app in
                let c = r.windowServer.connection(for: app)
                let s = c.updateRenderTree()
                return (app.name, c.renderTree.drawnViews.map(SceneAnimationDriver.name), s)
            }
        }
        return []
    }

    /// The text block for time `t`, every line ending in a newline.
    package static func text(of runtime: any SceneReplaying, at t: Double) -> String {
        var s = "snapshot at \(TextTimeline.fixed(t)) s\n"
        for (owner, names, snapshot) in snapshots(of: runtime) {
            if let owner { s += "  application \(owner)\(snapshot.entries.count <= 1 ? " (nothing displayed)" : "")\n" }
            s += lines(names, snapshot, indent: owner == nil ? 1 : 2)
        }
        if let bar = statusBar(of: runtime) {
            s += "  status bar\n" + lines(bar.names, bar.snapshot, indent: 2)
        }
        return s
    }

    /// The status bar's picture, when the scene's window server has one (R63).
    static func statusBar(of runtime: any SceneReplaying) -> (names: [String], snapshot: RenderSnapshot)? {
        guard let r = runtime as? ApplicationSceneRuntime, let bar = r.windowServer.statusBar else { return nil }
        let s = bar.updateRenderTree()
        return (bar.renderTree.drawnViews.map { $0.name ?? "statusBar" }, s)
    }

    private static func lines(_ names: [String], _ snapshot: RenderSnapshot, indent base: Int) -> String {
        var s = ""
        for (i, e) in snapshot.entries.enumerated() {
            let indent = String(repeating: "  ", count: e.depth + base)
            var line = indent + names[i] + "  frame " + rect(e.frame) + "  screen " + rect(e.screenFrame)
            if e.alpha != 1 { line += "  alpha " + LogValue.ratio(e.alpha).text }
            if !e.transform.isIdentity {
                let t = e.transform
                line += "  transform [" + [t.a, t.b, t.c, t.d].map { LogValue.ratio($0).text }.joined(separator: ", ")
                    + ", " + [t.tx, t.ty].map { LogValue.points($0).text }.joined(separator: ", ") + "]"
            }
            if case .media(let fps) = e.contentKind { line += "  media" + (fps.map { " \($0) fps" } ?? "") }
            s += line + "\n"
        }
        return s
    }

    /// One JSON line for time `t` (`"kind": "snapshot"`; log readers skip it).
    package static func jsonLine(of runtime: any SceneReplaying, at t: Double) -> String {
        var parts: [String] = []
        var all = snapshots(of: runtime)
        if let bar = statusBar(of: runtime) { all.append((nil, bar.names, bar.snapshot)) }
        for (owner, names, snapshot) in all {
            for (i, e) in snapshot.entries.enumerated() {
                var o = "{\"view\": \(quoted(names[i]))"
                if let owner { o += ", \"application\": \(quoted(owner))" }
                o += ", \"depth\": \(e.depth), \"frame\": \(rectJSON(e.frame)), \"screen\": \(rectJSON(e.screenFrame))"
                o += ", \"alpha\": \(LogValue.ratio(e.alpha).json)"
                let tr = e.transform
                o += ", \"transform\": [" + [tr.a, tr.b, tr.c, tr.d].map { LogValue.ratio($0).json }.joined(separator: ", ")
                    + ", " + [tr.tx, tr.ty].map { LogValue.points($0).json }.joined(separator: ", ") + "]"
                o += ", \"media\": \(e.contentKind.isMedia)}"
                parts.append(o)
            }
        }
        return "{\"t\": \(LogNumber.format(t, fractionDigits: LogNumber.timeDigits)), \"kind\": \"snapshot\", \"entries\": [" +
            parts.joined(separator: ", ") + "]}"
    }

    static func rect(_ r: Rect) -> String {
        "(" + [r.origin.x, r.origin.y, r.size.width, r.size.height].map { LogValue.points($0).text }.joined(separator: ", ") + ")"
    }

    static func rectJSON(_ r: Rect) -> String {
        "[" + [r.origin.x, r.origin.y, r.size.width, r.size.height].map { LogValue.points($0).json }.joined(separator: ", ") + "]"
    }
}
