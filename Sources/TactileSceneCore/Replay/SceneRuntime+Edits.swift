import Tactile

extension SceneRuntime {
    /// Applies a change of the tree while touches may be down (docs/formats.md,
    /// "Edits"). A view removed under a finger has those touches cancelled for
    /// it, as UIKit does when a view leaves its window; a recognizer detached
    /// mid-gesture is cancelled (or fails). Returns false, changing nothing,
    /// when the edit names what is not there (a trace read with the scene,
    /// `TraceReader(file:scene:)`, never has such an edit).
    @discardableResult
    package func apply(_ edit: SceneEdit) -> Bool {
        switch edit.operation {
        case .addView(let v, let parentID, let index):
            let parent: View
            if let parentID {
                guard let p = anyView(withID: parentID) else { return false }
                parent = p
            } else {
                parent = window
            }
            guard anyView(withID: v.id) == nil else { return false }
            var nodes: [SceneViewNode] = []
            var scrollNodes: [SceneScrollViewNode] = []
            Self.build(v, into: parent, at: index ?? parent.subviews.count, log: log, nodes: &nodes, scrollNodes: &scrollNodes)
            views += nodes
            scrollViews += scrollNodes
            #if !hasFeature(Embedded) && !TACTILE_NO_GESTURES
            // The new views' "gestures", attached as the scene's own are (SceneRuntime+Gestures.swift).
            var added = scene
            added.views = [v]
            gestureRecognizers += SceneGestureAttacher.attach(nodes + scrollNodes.map { $0 as View }, scene: added,
                                                              logger: logger, registry: registry, log: log)
            #endif
        case .removeView(let id):
            guard let view = anyView(withID: id) else { return false }
            view.removeFromSuperview()
            let gone: (View) -> Bool = { $0 === view || $0.isDescendant(of: view) }
            var i = 0
            while i < recognizers.count {
                if let v = recognizers[i].view, gone(v) {
                    v.removeGestureRecognizer(recognizers[i])
                    forgetRecognizer(at: i)
                } else {
                    i += 1
                }
            }
            views.removeAll { gone($0) }
            #if !hasFeature(Embedded) && !TACTILE_NO_GESTURES
            gestureRecognizers.removeAll { $0.recognizer.view.map(gone) ?? true }
            #endif
            scrollViews.removeAll { gone($0) }
        case .setView(let id, let change):
            guard let view = anyView(withID: id) else { return false }
            if let f = change.frame { view.frame = f }
            if let t = change.transform { view.transform = t }
            if let h = change.hidden { view.isHidden = h }
            if let u = change.userInteractionEnabled { view.isUserInteractionEnabled = u }
            if let m = change.multipleTouchEnabled { view.isMultipleTouchEnabled = m }
            if let e = change.exclusiveTouch { view.isExclusiveTouch = e }
            if let a = change.alpha { view.alpha = a }
        case .addRecognizer(let spec):
            guard recognizer(withID: spec.id) == nil, let view = anyView(withID: spec.view),
                  let kind = registry.kind(for: spec.type) else { return false }
            let requires = spec.requireToFail.compactMap { recognizer(withID: $0) }
            let partners = spec.simultaneousWith.compactMap { recognizer(withID: $0) }
            let exceptions = spec.exclusionExceptions.compactMap { recognizer(withID: $0) }
            guard requires.count == spec.requireToFail.count, partners.count == spec.simultaneousWith.count,
                  exceptions.count == spec.exclusionExceptions.count else { return false }
            let (g, d) = SceneRecognizerBuilder.make(spec, kind: kind)
            for other in requires { do { try g.require(toFail: other) } catch { return false } }
            g.exclusivityExceptions = exceptions
            for other in partners {
                d.allowSimultaneous(with: other)
                if let k = recognizers.firstIndex(where: { $0 === other }) { delegates[k].allowSimultaneous(with: g) }
            }
            view.addGestureRecognizer(g)
            recognizers.append(g)
            recognizerIDs.append(spec.id)
            delegates.append(d)
            logger.register(g, id: spec.id, kind: kind)
        case .removeRecognizer(let id):
            guard let i = recognizerIDs.firstIndex(where: { $0.hasSameUTF8(as: id) }) else { return false }
            recognizers[i].view?.removeGestureRecognizer(recognizers[i])
            forgetRecognizer(at: i)
        case .requireToFail(let a, let b):
            guard let r = recognizer(withID: a), let other = recognizer(withID: b) else { return false }
            do { try r.require(toFail: other) } catch { return false }
        case .simultaneous(let a, let b):
            guard let i = recognizerIDs.firstIndex(where: { $0.hasSameUTF8(as: a) }),
                  let k = recognizerIDs.firstIndex(where: { $0.hasSameUTF8(as: b) }) else { return false }
            delegates[i].allowSimultaneous(with: recognizers[k])
            delegates[k].allowSimultaneous(with: recognizers[i])
        case .setScroll(let id, let change):
            guard let s = scrollViews.first(where: { $0.sceneID.hasSameUTF8(as: id) }) else { return false }
            if let size = change.contentSize { s.contentSize = size }
            if let e = change.contentInset, e.count == 4 {
                s.contentInset = EdgeValues(top: e[0], left: e[1], bottom: e[2], right: e[3])
            }
            if let lo = change.minimumZoomScale { s.minimumZoomScale = lo }
            if let hi = change.maximumZoomScale { s.maximumZoomScale = hi }
        }
        return true
    }

    private func forgetRecognizer(at i: Int) {
        let gone = ObjectIdentifier(recognizers[i])
        for d in delegates { d.forget(gone) }
        recognizers.remove(at: i)
        recognizerIDs.remove(at: i)
        delegates.remove(at: i)
    }
}
