/// Settling recognizer groups: a quiescent group's undecided recognizers
/// fail, and a group whose sequence is over resets (docs/engine.md §7–§8).

extension TouchDispatcher {
    // MARK: Groups

    func settleGroups() {
        for g in groups where g.parent == nil && g.needsSettling && g.liveTouchCount == 0 {
            var undecided = false
            var timersPending = false
            for r in g.recognizers where r.storedState == .possible {
                undecided = true
                if !r.timers.isEmpty { timersPending = true }
            }
            guard undecided, !timersPending else { continue }
            // Quiescent but undecided: fail the undecided recognizers that are not
            // waiting, let waiting ones resolve, then fail any still waiting (a cycle
            // of dynamic requirements). Documented in docs/engine.md.
            for r in g.recognizers where r.storedState == .possible && r.pendingState == nil { coordinator.abandon(r) }
            coordinator.resolve()
            for r in g.recognizers where r.pendingState != nil { coordinator.abandon(r) }
        }
    }

    func resetSettledGroups() {
        var i = 0
        while i < groups.count {
            let g = groups[i]
            guard g.parent == nil, g.needsSettling, g.liveTouchCount == 0,
                  !g.recognizers.contains(where: { $0.storedState == .possible || $0.storedState.isInProgress }),
                  !pendingViewTouches.contains(where: { $0.group?.root === g })
            else {
                if g.parent != nil { groups.remove(at: i); continue }
                g.needsSettling = false
                i += 1
                continue
            }
            groups.remove(at: i)
            for r in g.recognizers { r.performReset() }
        }
    }
}
