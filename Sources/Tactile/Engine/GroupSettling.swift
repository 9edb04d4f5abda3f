/// Settling recognizer groups: a quiescent group's undecided recognizers
/// fail, and a group whose sequence is over resets (docs/engine.md §7–§8).

extension TouchDispatcher {
    // MARK: Groups

    func settleGroups() {
        for g in groupList.all where g.parent == nil && g.needsSettling && g.liveTouchCount == 0 {
            var undecided = false
            var timersPending = false
            for r in g.recognizers where r.storedState == .possible {
                undecided = true
                if r.timers.contains(where: { timerQueue.isPending($0) }) { timersPending = true }
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
        if policy.recognizerReset == .whenItsTouchesLift { resetFinishedRecognizers() }
        var i = 0
        while i < groupList.all.count {
            let g = groupList.all[i]
            guard g.parent == nil, g.needsSettling, g.liveTouchCount == 0,
                  !g.recognizers.contains(where: { $0.storedState == .possible || $0.storedState.isInProgress }),
                  !viewDelivery.pending.contains(where: { $0.group?.root === g })
            else {
                if g.parent != nil { groupList.remove(at: i); continue }
                g.needsSettling = false
                i += 1
                continue
            }
            groupList.remove(at: i)
            for r in g.recognizers { r.performReset() }
        }
    }

    /// UIKit's reset rule (`RecognizerResetRule.whenItsTouchesLift`): every
    /// recognizer in a final state none of whose touches is down leaves its
    /// group and resets, whatever the rest of the group is doing. A recognizer
    /// still `.possible` (deciding, waiting for a failure requirement, or
    /// between the taps of a multi-tap) is left alone.
    private func resetFinishedRecognizers() {
        for g in groupList.all where g.parent == nil && g.needsSettling {
            var i = 0
            while i < g.recognizers.count {
                let r = g.recognizers[i]
                guard r.storedState.isTerminal, !hasTouchDown(r) else { i += 1; continue }
                g.recognizers.remove(at: i)
                detachFromTouches(r)
                r.performReset()
            }
        }
    }

    /// Whether one of the touches `r` tracks is still down.
    private func hasTouchDown(_ r: GestureRecognizer) -> Bool {
        for t in r.trackedTouches where !t.phase.isTerminal { return true }
        return false
    }

    /// A recognizer about to reset lets go of every touch of its finished
    /// attempt: touches still down that it never tracked (UIKit `reset()`:
    /// "the gesture recognizer receives no further updates for touches that
    /// have begun but haven't ended"), and lifted touches still waiting for
    /// their view delivery, whose fate for the view its decision already fixed
    /// (`isCancelledForView`), so its next attempt cannot cancel them.
    private func detachFromTouches(_ r: GestureRecognizer) {
        for t in touchTable.live { Self.ignoreLinks(of: t, to: r) }
        for t in viewDelivery.pending { Self.ignoreLinks(of: t, to: r) }
    }

    private static func ignoreLinks(of t: Touch, to r: GestureRecognizer) {
        for i in t.record.links.indices where t.record.links[i].recognizer === r { t.record.links[i].isIgnored = true }
    }
}
