/// Actions of a recognizer: target–action pairs and closures, added,
/// removed, and performed in the order added (docs/engine.md §5).

extension GestureRecognizer {
    /// Adds a target–action pair. The target is held weakly (a released target
    /// is skipped and its pairs are dropped); adding a pair that is already
    /// present does nothing (seed-003 `addTarget`). Pairs and closure actions
    /// are performed in the order they were added.
    public func addTarget(_ target: any GestureActionTarget, action: GestureAction) {
        pruneReleasedTargets()
        let id = target.targetIdentity
        for entry in actions {
            if case .target(_, let tid, let a) = entry.kind, tid == id, a == action { return }
        }
        nextActionToken += 1
        actions.append(ActionEntry(token: nextActionToken, kind: .target(WeakTargetReference(target), id, action)))
    }

    /// Removes target–action pairs (seed-003 `removeTarget`): a nil target
    /// matches every target, a nil action every action, so
    /// `removeTarget(nil, action: nil)` removes every pair. Closure actions are
    /// removed with `removeAction(_:)`. A pair removed while actions are being
    /// performed is not performed afterwards, even in that dispatch.
    public func removeTarget(_ target: (any GestureActionTarget)?, action: GestureAction?) {
        pruneReleasedTargets()
        let tid = target.map { $0.targetIdentity }
        actions.removeAll { entry in
            guard case .target(_, let id, let a) = entry.kind else { return false }
            return (tid == nil || tid == id) && (action == nil || action == a)
        }
    }

    /// Adds a closure action and returns a token that removes it. A closure is
    /// never a duplicate: adding the same closure twice performs it twice.
    @discardableResult
    public func addAction(_ handler: @escaping (GestureRecognizer) -> Void) -> GestureActionToken {
        nextActionToken += 1
        actions.append(ActionEntry(token: nextActionToken, kind: .closure(handler)))
        return GestureActionToken(rawValue: nextActionToken)
    }

    /// Removes a closure action added with `addAction(_:)` (no effect if it is gone).
    public func removeAction(_ token: GestureActionToken) {
        actions.removeAll { entry in
            if case .closure = entry.kind { return entry.token == token.rawValue }
            return false
        }
    }

    /// The number of target–action pairs (with live targets) and closure actions.
    package var actionCount: Int {
        var n = 0
        for entry in actions {
            if case .target(let ref, _, _) = entry.kind, ref.object == nil { continue }
            n += 1
        }
        return n
    }

    func pruneReleasedTargets() {
        actions.removeAll { entry in
            if case .target(let ref, _, _) = entry.kind { return ref.object == nil }
            return false
        }
    }

    /// Sends the action messages, in the order they were added. The list is
    /// the one in force when the dispatch starts: an action added by an action
    /// runs from the next dispatch on; one removed by an action is skipped.
    internal func performActions() {
        if let box = soleClosure {
            // Lifetime: an action that replaces the box moves it to
            // `retiredClosures`, emptied only once no dispatch runs, so the
            // box outlives the call without a retain.
            actionDispatchDepth &+= 1
            box._withUnsafeGuaranteedRef { $0.body(self) }
            actionDispatchDepth &-= 1
            if actionDispatchDepth == 0 && !retiredClosures.isEmpty { retiredClosures.removeAll() }
            return
        }
        if actions.count == 1 {
            // One action (the usual case): nothing can be added to or removed
            // from this dispatch before it runs.
            if case .closure(let handler) = actions[0].kind { handler(self) } else { perform(actions[0]) }
            return
        }
        let snapshot = actions
        for entry in snapshot {
            guard actions.contains(where: { $0.token == entry.token }) else { continue }
            perform(entry)
        }
    }

    func perform(_ entry: ActionEntry) {
        switch entry.kind {
        case .target(let ref, _, let action):
            ref.object?.perform(action, from: self)
        case .closure(let handler):
            handler(self)
        }
    }
}
