/// One recorded sub-event of a touch, replayed to recognizers that a
/// `RecognizerFallback.sendToHigherView` hands the touch to.
internal struct FallbackSample {
    let epoch: UInt64
    let phase: TouchPhase
    let location: Point
    let previousLocation: Point
    let timestamp: Seconds
}

/// Per-dispatcher bookkeeping of the recognizer fallback: the sub-events of
/// every live touch (kept only while the fallback is on).
internal final class RecognizerFallbackBook {
    /// Sub-events of each live touch, keyed by `Touch.serial`.
    var histories = LinearMap<UInt64, [FallbackSample]>()
}

extension TouchDispatcher {
    /// Seed-000 §5.3 step 9 (`RecognizerFallback.sendToHigherView`): records
    /// this step's sub-events, then hands every touch none of whose recognizers
    /// remains to the recognizers of the nearest higher view that has fresh
    /// ones, replaying the touch's earlier sub-events to them. Runs after the
    /// recognizers processed the step and before coordination, so the
    /// coordinator resolves the newcomers' transitions with everybody else's.
    internal func applyRecognizerFallback() {
        let book = fallbackBook
        for t in frameScratch.touches where t.record.isDelivered && t.phase != .stationary {
            let i = book.histories.index(inserting: t.serial, default: [])
            book.histories[valueAt: i].append(FallbackSample(
                epoch: epoch, phase: t.phase, location: t.locationInWindow,
                previousLocation: t.previousLocationInWindow, timestamp: t.timestamp))
        }
        var targets: [View] = []
        var handed: [[Touch]] = []
        for t in touchTable.live where t.record.isDelivered {
            guard let history = book.histories[t.serial], history.first?.phase == .began,
                  !hasRemainingRecognizer(t), let target = fallbackView(for: t) else { continue }
            if let i = targets.firstIndex(where: { $0 === target }) {
                handed[i].append(t)
            } else {
                targets.append(target)
                handed.append([t])
            }
        }
        for (i, view) in targets.enumerated() { handOver(handed[i], to: view) }
        for t in frameScratch.touches where t.phase.isTerminal { book.histories[t.serial] = nil }
    }

    /// Whether a recognizer linked to `touch` can still use it: anything but
    /// failed or cancelled (a recognized gesture consumed the touch).
    private func hasRemainingRecognizer(_ touch: Touch) -> Bool {
        for link in touch.record.links where !link.isIgnored {
            switch link.recognizer.storedState {
            case .failed, .cancelled: continue
            case .possible, .began, .changed, .ended: return true
            }
        }
        return false
    }

    /// The nearest ancestor of the touch's hit view with enabled, unfinished
    /// recognizers the touch has not reached, honouring skip, NoHit-skip
    /// (never the hit view here) and stop (seed-000 §4.2).
    private func fallbackView(for touch: Touch) -> View? {
        guard let hit = touch.view, !hit.recognizerDelivery.contains(.stop) else { return nil }
        var v = hit.superview
        while let cur = v {
            if cur.recognizerDelivery.contains(.stop) { return nil }
            if !cur.recognizerDelivery.contains(.skip) && !cur.recognizerDelivery.contains(.noHitSkip) {
                for r in cur.gestureRecognizers where isFresh(r, for: touch) { return cur }
            }
            v = cur.superview
        }
        return nil
    }

    private func isFresh(_ r: GestureRecognizer, for touch: Touch) -> Bool {
        guard r.isEnabled, !r.storedState.isTerminal else { return false }
        for link in touch.record.links where link.recognizer === r { return false }
        return true
    }

    /// Links `view`'s fresh recognizers to `touches` and replays the touches'
    /// sub-events to them, step by step, in touch-down order within a step.
    private func handOver(_ touches: [Touch], to view: View) {
        var newcomers: [GestureRecognizer] = []
        for t in touches {
            var group = t.group?.root
            let hadGroup = group != nil
            for r in view.gestureRecognizers where isFresh(r, for: t) {
                link(r, to: t, group: &group)
                if let l = t.record.links.last, !l.isIgnored, !newcomers.contains(where: { $0 === r }) { newcomers.append(r) }
            }
            if let g = group {
                if !hadGroup { t.group = g; g.liveTouchCount += 1 }
                g.needsSettling = true
            }
        }
        guard !newcomers.isEmpty else { return }

        // Every recorded step of the handed-over touches, oldest first.
        var recorded: [(FallbackSample, Touch)] = []
        for t in touches { for s in fallbackBook.histories[t.serial] ?? [] { recorded.append((s, t)) } }
        // Sorted as indices (the same order: epoch, then touch serial, ties as recorded),
        // so a size-built module holds one sort, for Int, not one per element type.
        var order = Array(recorded.indices)
        order.stableSort { a, b in
            let x = recorded[a], y = recorded[b]
            if x.0.epoch != y.0.epoch { return x.0.epoch < y.0.epoch }
            return x.1.serial < y.1.serial
        }
        let steps = order.map { recorded[$0] }

        let saved = touches.map { ($0.phase, $0.locationInWindow, $0.previousLocationInWindow, $0.timestamp) }
        let savedTime = event.timestamp
        var i = 0
        while i < steps.count {
            var j = i
            while j < steps.count && steps[j].0.epoch == steps[i].0.epoch {
                let (s, t) = steps[j]
                t.phase = s.phase
                t.locationInWindow = s.location
                t.previousLocationInWindow = s.previousLocation
                t.timestamp = s.timestamp
                j += 1
            }
            event.timestamp = steps[i].0.timestamp
            for r in newcomers { replay(steps[i..<j], to: r) }
            i = j
        }
        for (k, t) in touches.enumerated() {
            (t.phase, t.locationInWindow, t.previousLocationInWindow, t.timestamp) = saved[k]
        }
        event.timestamp = savedTime
    }

    private func replay(_ step: ArraySlice<(FallbackSample, Touch)>, to r: GestureRecognizer) {
        var began: [Touch] = [], moved: [Touch] = [], ended: [Touch] = [], cancelled: [Touch] = []
        for (s, t) in step where t.record.links.contains(where: { $0.recognizer === r && !$0.isIgnored }) {
            switch s.phase {
            case .began:
                began.append(t)
                if !r.trackedTouches.contains(where: { $0 === t }) { r.trackedTouches.append(t) }
            case .moved: moved.append(t)
            case .ended: ended.append(t)
            case .cancelled: cancelled.append(t)
            case .stationary: break
            }
        }
        beginCallingRecognizers()
        defer { endCallingRecognizers() }
        if !began.isEmpty && receives(r) { r.touchesBegan(TouchSet(began), with: event) }
        if !moved.isEmpty && receives(r) { r.touchesMoved(TouchSet(moved), with: event) }
        if !ended.isEmpty && receives(r) { r.touchesEnded(TouchSet(ended), with: event) }
        if !cancelled.isEmpty && receives(r) { r.touchesCancelled(TouchSet(cancelled), with: event) }
    }
}
