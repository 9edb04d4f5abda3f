// Cited: seed-000 §4.1.3 wait-for list; seed-000 §4.1.3 `[I]`: cycles rejected.
/// The explicit `require(toFail:)` edges between recognizers: "A waits for B to fail".
/// Edges live on the recognizers; this type keeps the graph acyclic.
package enum FailureRequirementGraph {
    /// Adds the edge `waiter → required`, refusing self-loops and cycles.
    static func addEdge(from waiter: GestureRecognizer, to required: GestureRecognizer) throws(FailureRequirementError) {
        if waiter === required { throw .selfRequirement(waiter.debugName) }
        if waiter.failureRequirementRefs.contains(where: { $0.object === required }) { return }
        if let path = path(from: required, to: waiter) {
            var names = [waiter.debugName]
            for r in path { names.append(r.debugName) }
            throw .cycle(names)
        }
        waiter.failureRequirementRefs.append(WeakReference(required))
    }

    /// A path of explicit edges from `start` to `goal` (both included), if any.
    static func path(from start: GestureRecognizer, to goal: GestureRecognizer) -> [GestureRecognizer]? {
        var visited: [ObjectIdentifier] = []
        var path: [GestureRecognizer] = []
        func dfs(_ r: GestureRecognizer) -> Bool {
            path.append(r)
            if r === goal { return true }
            visited.append(ObjectIdentifier(r))
            for ref in r.failureRequirementRefs {
                guard let next = ref.object, !visited.contains(ObjectIdentifier(next)) else { continue }
                if dfs(next) { return true }
            }
            path.removeLast()
            return false
        }
        return dfs(start) ? path : nil
    }

    /// Whether `waiter` must wait for `other` to fail: an explicit edge, a
    /// subclass rule, or a delegate rule (either side).
    static func requires(_ waiter: GestureRecognizer, toFail other: GestureRecognizer) -> Bool {
        if waiter === other { return false }
        for ref in waiter.failureRequirementRefs where ref.object === other { return true }
        if waiter.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: waiter) { return true }
        if let d = waiter.delegate, d.gestureRecognizer(waiter, shouldRequireFailureOf: other) { return true }
        if let d = other.delegate, d.gestureRecognizer(other, shouldBeRequiredToFailBy: waiter) { return true }
        return false
    }
}
