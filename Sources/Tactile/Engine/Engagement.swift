/// Engagement: which recognizers take part in a touch, fixed at touch-down
/// (docs/engine.md §2), and the recognizer groups they join (§7).

extension TouchDispatcher {
    // MARK: Recognizer engagement

    /// The views whose recognizers take part in a touch, in delivery order (seed-000 §5.2–§5.3 steps 2–3).
    package func activeViews(forHitView hit: View, at windowPoint: Point) -> [View] {
        var views: [View] = []
        switch policy.activeViewPolicy {
        case .hitViewOnly:
            views = [hit]
        case .hitViewAndAncestors:
            var v: View? = hit
            while let cur = v { views.append(cur); v = cur.superview }
        case .allContainingLocation:
            var v: View? = hit
            while let cur = v { views.append(cur); v = cur.superview }
            if let root = views.last {
                var others: [View] = []
                collectContaining(root, point: windowPoint, into: &others)
                others.insertionSort { $0.depth > $1.depth }
                for o in others where !views.contains(where: { $0 === o }) { views.append(o) }
            }
        }
        // skip, NoHit-skip and stop (seed-000 §4.2).
        var stopped: [View] = []
        for v in views where v.recognizerDelivery.contains(.stop) {
            var a: View? = v
            while let cur = a { stopped.append(cur); a = cur.superview }
        }
        return views.filter { v in
            if v.recognizerDelivery.contains(.skip) { return false }
            if v.recognizerDelivery.contains(.noHitSkip) && v !== hit { return false }
            return !stopped.contains(where: { $0 === v })
        }
    }

    func collectContaining(_ view: View, point: Point, into out: inout [View]) {
        guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01 else { return }
        let local = view.convertFromRoot(point)
        if view.point(inside: local, with: nil) { out.append(view) }
        for s in view.subviews { collectContaining(s, point: point, into: &out) }
    }

    func engageRecognizers(for touch: Touch, hitView: View, window: Window) {
        var group: RecognizerGroup?
        if policy.activeViewPolicy == .hitViewAndAncestors {
            // The default policy, without building the list: the hit view and
            // its ancestors, the first `.stop` ending the walk (it removes
            // itself and every ancestor), `.skip` and `.noHitSkip` passing over
            // a view — the same views, in the same order, as `activeViews`.
            var v: View? = hitView
            while let cur = v {
                let delivery = cur.recognizerDelivery
                if delivery.contains(.stop) { break }
                if !delivery.contains(.skip) && !(delivery.contains(.noHitSkip) && cur !== hitView) {
                    for r in cur.gestureRecognizers { link(r, to: touch, group: &group) }
                }
                v = cur.superview
            }
        } else {
            for v in activeViews(forHitView: hitView, at: touch.locationInWindow) {
                for r in v.gestureRecognizers { link(r, to: touch, group: &group) }
            }
        }
        if let g = group {
            touch.group = g
            g.liveTouchCount += 1
            g.needsSettling = true
        }
    }

    /// Links `r` to `touch` (ignored when disabled, finished or refused by its
    /// delegate) and merges `r`'s recognizer group into `group`, creating
    /// `group` if needed. Used at touch-down and by the recognizer fallback.
    internal func link(_ r: GestureRecognizer, to touch: Touch, group: inout RecognizerGroup?) {
        var ignored = !r.isEnabled || r.storedState.isTerminal
        if !ignored, let pending = r.pendingState, !(r.isContinuous && pending == .began) { ignored = true }
        if !ignored, let d = r.delegate, !d.gestureRecognizer(r, shouldReceive: touch) { ignored = true }
        touch.record.links.append(RecognizerLink(recognizer: r, isIgnored: ignored))
        adopt(r)
        // Whether its steady-state move stands for its `touchesMoved` (see
        // `GestureRecognizer.quietMove`).
        r.record.takesQuietMoves = r.hasQuietMove
        // A recognizer that does not take the touch (disabled, decided,
        // waiting, or refused by its delegate) does not join its
        // sequence: it can be neither prevented nor reset by it.
        if ignored { return }
        // Join groups: the touch's group absorbs the recognizer's.
        let rg = r.group?.root
        if group == nil {
            if let rg { group = rg } else { group = groupList.makeGroup() }
        }
        guard let g = group else { return }
        if let rg, rg !== g {
            group = groupList.merge(rg, g)
        } else if rg == nil {
            r.record.engagementOrder = groupList.nextEngagement()
            r.group = g
            g.recognizers.append(r)
        }
        joinRequirementPartners(of: r, group: &group)
    }

    /// An explicit `require(toFail:)` edge holds across concurrent sequences:
    /// when `r` requires (or is required by) a recognizer engaged in another
    /// live sequence, the two sequences become one, so the waiter waits for
    /// that recognizer's outcome (seed-003 `requireGestureRecognizerToFail`;
    /// seed-000 R9–R11). A recognizer in no sequence still cannot block (§7 of
    /// docs/engine.md). Touch-down only; allocates nothing when no edge exists.
    func joinRequirementPartners(of r: GestureRecognizer, group: inout RecognizerGroup?) {
        guard groupList.all.count > 1 else { return }
        var i = 0
        while i < groupList.all.count {
            let other = groupList.all[i]
            guard let g = group?.root, other.parent == nil, other !== g,
                  other.recognizers.contains(where: { o in Self.hasExplicitEdge(r, o) || Self.hasExplicitEdge(o, r) })
            else { i += 1; continue }
            group = groupList.merge(other, g)
            i = 0
        }
    }

    static func hasExplicitEdge(_ waiter: GestureRecognizer, _ required: GestureRecognizer) -> Bool {
        for ref in waiter.failureRequirementRefs where ref.object === required { return true }
        return false
    }
}
