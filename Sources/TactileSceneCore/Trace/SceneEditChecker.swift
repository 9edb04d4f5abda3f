import Tactile

/// The ids a trace's edits may name, kept as the edits change them, so that a
/// trace is checked whole before its replay starts (docs/formats.md, "Edits"):
/// a new id is not in use, a named view or recognizer exists, a scroll edit
/// names a scroll view, and no `requireToFail` cycle forms.
package struct SceneEditChecker: Sendable {
    private struct ViewEntry: Sendable {
        var id: String
        var parent: String?
        var isScroll: Bool
    }
    private struct RecognizerEntry: Sendable {
        var id: String
        var view: String
    }
    private var views: [ViewEntry] = []
    private var recognizers: [RecognizerEntry] = []
    private var failureEdges: [(from: String, to: String)] = []
    private let allowsEdits: Bool

    /// The ids of `scene` before any edit.
    package init(scene: Scene) {
        allowsEdits = !scene.hasApplications
        func visit(_ v: SceneView, parent: String?) {
            views.append(ViewEntry(id: v.id, parent: parent, isScroll: v.scroll != nil))
            for c in v.children { visit(c, parent: v.id) }
        }
        for v in scene.views { visit(v, parent: nil) }
        for r in scene.recognizers {
            recognizers.append(RecognizerEntry(id: r.id, view: r.view))
            for other in r.requireToFail { failureEdges.append((r.id, other)) }
        }
    }

    /// A problem with `edit` (a path below the line's `edit` and a reason), or
    /// nil when it applies; then the ids are updated.
    package mutating func check(_ edit: SceneEdit) -> (path: JSONPath, reason: String)? {
        let root = JSONPath.root.appending("edit")
        guard allowsEdits else { return (root, "a scene with applications cannot be edited") }
        switch edit.operation {
        case .addView(let v, let parent, _):
            if let parent, !hasView(parent) { return (root.appending("parent"), "unknown view id \(quoted(parent))") }
            var added: [ViewEntry] = []
            func visit(_ v: SceneView, parent: String?) { added.append(ViewEntry(id: v.id, parent: parent, isScroll: v.scroll != nil)); v.children.forEach { visit($0, parent: v.id) } }
            visit(v, parent: parent)
            for a in added where isInUse(a.id) { return (root.appending("view"), "id \(quoted(a.id)) is already in use") }
            views += added
        case .removeView(let id):
            guard hasView(id) else { return (root.appending("id"), "unknown view id \(quoted(id))") }
            var gone = [id]
            var i = 0
            while i < gone.count {
                for v in views where v.parent.map({ $0.hasSameUTF8(as: gone[i]) }) ?? false { gone.append(v.id) }
                i += 1
            }
            let goneRecognizers = recognizers.filter { r in gone.contains { $0.hasSameUTF8(as: r.view) } }.map { $0.id }
            views.removeAll { v in gone.contains { $0.hasSameUTF8(as: v.id) } }
            for r in goneRecognizers { forgetRecognizer(r) }
        case .setView(let id, _):
            guard hasView(id) else { return (root.appending("id"), "unknown view id \(quoted(id))") }
        case .addRecognizer(let r):
            let p = root.appending("recognizer")
            if isInUse(r.id) { return (p.appending("id"), "id \(quoted(r.id)) is already in use") }
            guard hasView(r.view) else { return (p.appending("view"), "unknown view id \(quoted(r.view))") }
            for (key, list) in [("requireToFail", r.requireToFail), ("simultaneousWith", r.simultaneousWith),
                                ("exclusionExceptions", r.exclusionExceptions)] {
                for (i, other) in list.enumerated() where !hasRecognizer(other) {
                    return (p.appending(key).appending(i), "unknown recognizer id \(quoted(other))")
                }
            }
            recognizers.append(RecognizerEntry(id: r.id, view: r.view))
            for other in r.requireToFail { failureEdges.append((r.id, other)) }
        case .removeRecognizer(let id):
            guard hasRecognizer(id) else { return (root.appending("id"), "unknown recognizer id \(quoted(id))") }
            forgetRecognizer(id)
        case .requireToFail(let a, let b), .simultaneous(let a, let b):
            guard hasRecognizer(a) else { return (root.appending("id"), "unknown recognizer id \(quoted(a))") }
            guard hasRecognizer(b) else { return (root.appending("other"), "unknown recognizer id \(quoted(b))") }
            if a.hasSameUTF8(as: b) { return (root.appending("other"), "a recognizer cannot be paired with itself") }
            if case .requireToFail = edit.operation {
                if let cycle = SceneDocumentParse.path(from: b, to: a, edges: failureEdges) {
                    return (root.appending("other"), "requireToFail cycle: \((cycle + [b]).joined(separator: " → "))")
                }
                failureEdges.append((a, b))
            }
        case .setScroll(let id, _):
            guard let v = views.first(where: { $0.id.hasSameUTF8(as: id) }) else {
                return (root.appending("id"), "unknown view id \(quoted(id))")
            }
            if !v.isScroll { return (root.appending("id"), "view \(quoted(id)) is not a scroll view") }
        }
        return nil
    }

    private func hasView(_ id: String) -> Bool { views.contains { $0.id.hasSameUTF8(as: id) } }
    private func hasRecognizer(_ id: String) -> Bool { recognizers.contains { $0.id.hasSameUTF8(as: id) } }
    private func isInUse(_ id: String) -> Bool { hasView(id) || hasRecognizer(id) }

    private mutating func forgetRecognizer(_ id: String) {
        recognizers.removeAll { $0.id.hasSameUTF8(as: id) }
        failureEdges.removeAll { $0.from.hasSameUTF8(as: id) || $0.to.hasSameUTF8(as: id) }
    }
}
