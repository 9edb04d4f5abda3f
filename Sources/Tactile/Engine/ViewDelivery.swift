/// View delivery: what each hit view receives, as the recognizers'
/// `cancelsTouchesInView` / `delaysTouchesBegan` / `delaysTouchesEnded` allow
/// (docs/engine.md §6), and cancellation when part of the tree goes away.

extension TouchDispatcher {
    /// A view is being removed, hidden or disabled: its live touches (and its
    /// descendants') are cancelled (seed-002 brief: bad input repair).
    internal func viewWillBecomeUnavailable(_ view: View, reason: UnavailabilityReason) {
        let affected = touchTable.live.filter { t in
            guard let v = t.view, !t.phase.isTerminal else { return false }
            return v.isDescendant(of: view)
        }
        // Touches that already lifted but whose began or end a recognizer still
        // withholds: the view will not get them as ended; it gets a cancel.
        var heldInside = false
        for t in viewDelivery.pending where t.phase.isTerminal {
            guard let v = t.view, v.isDescendant(of: view) else { continue }
            t.record.isCancelledForView = true
            heldInside = true
        }
        guard !affected.isEmpty || heldInside else { return }
        if isProcessing || inputQueue.isBusy {
            for t in affected { inputQueue.queueCancel(t, .viewUnavailable(id: t.id, reason: reason)) }
            return
        }
        inputQueue.enter()
        beginFrame()
        for t in affected {
            report(.viewUnavailable(id: t.id, reason: reason))
            markCancelled(t)
        }
        processFrame()
        inputQueue.leave()
        flushDeferredInput()
    }

    // MARK: View delivery

    func holds(_ t: Touch, began: Bool) -> Bool {
        let group = t.group?.root
        for link in t.record.links where !link.isIgnored {
            let r = link.recognizer
            guard r.storedState == .possible, r.isEnabled, r.view != nil, r.group?.root === group else { continue }
            if began ? r.delaysTouchesBegan : r.delaysTouchesEnded { return true }
        }
        return false
    }

    /// One view-delivery round: plans this frame's touches (once per frame)
    /// and the touches still pending for their views, then calls each view's
    /// callbacks. Rounds repeat within a frame when coordination changes
    /// something (a waiting recognizer released, a quiescent group settled).
    func deliverToViews() {
        viewDelivery.startRound()
        let round = viewDelivery.round
        for t in frameScratch.touches where t.record.isDelivered && t.record.viewPlanEpoch != epoch {
            t.record.viewPlanEpoch = epoch
            t.record.viewPlanRound = round
            planViewDelivery(t, changedThisFrame: true)
        }
        var i = 0
        while i < viewDelivery.pending.count {
            let t = viewDelivery.pending[i]
            if t.record.viewPlanRound != round {
                t.record.viewPlanRound = round
                planViewDelivery(t, changedThisFrame: false)
            }
            i += 1
        }
        if !viewDelivery.pending.isEmpty { viewDelivery.dropDeliveredPending() }
        for v in viewDelivery.views { deliverBuckets(of: v) }
    }

    /// Calls `v`'s callbacks for this round's buckets.
    private func deliverBuckets(of v: View) {
        do {
            v.record.buckets.began.sortByTouchDownOrder()
            v.record.buckets.moved.sortByTouchDownOrder()
            v.record.buckets.ended.sortByTouchDownOrder()
            v.record.buckets.cancelled.sortByTouchDownOrder()
            let b = v.record.buckets
            if v.handlesTouchesCollectively {
                if !b.began.isEmpty || !b.moved.isEmpty || !b.ended.isEmpty || !b.cancelled.isEmpty
                    || (b.hasStationary && policy.deliversStationaryOnlyEvents) {
                    v.touchesChanged(with: event)
                }
                return
            }
            if !b.began.isEmpty { v.touchesBegan(TouchSet(b.began), with: event) }
            if !b.moved.isEmpty { v.touchesMoved(TouchSet(b.moved), with: event) }
            if !b.ended.isEmpty { v.touchesEnded(TouchSet(b.ended), with: event) }
            if !b.cancelled.isEmpty { v.touchesCancelled(TouchSet(b.cancelled), with: event) }
        }
    }

    @inline(__always)
    func bucketView(_ v: View) -> View { viewDelivery.bucketView(v) }

    func keepPending(_ t: Touch) { viewDelivery.keepPending(t) }

    /// Decides what the hit view gets for `t` now (seed-003 cancelsTouchesInView /
    /// delaysTouchesBegan / delaysTouchesEnded; docs/engine.md "What the view gets").
    func planViewDelivery(_ t: Touch, changedThisFrame: Bool) {
        switch t.viewState {
        case .ended, .cancelled, .discarded:
            // Nothing more for the view (the common case while a recognized
            // gesture runs); a gone view's finished touch reads as discarded.
            if t.phase.isTerminal && t.view == nil { t.viewState = .discarded }
            return
        case .notBegun, .began:
            break
        }
        guard let v = t.view, t.record.reachesView else {
            if t.phase.isTerminal { t.viewState = .discarded }
            return
        }
        var justBegan = false
        switch t.viewState {
        case .ended, .cancelled, .discarded:
            return
        case .notBegun:
            if t.record.isCancelledForView || t.phase == .cancelled {
                if t.record.cancelsWithoutBegan {
                    bucketView(v).record.buckets.cancelled.append(t)
                    t.viewState = .cancelled
                } else {
                    t.viewState = .discarded
                }
                t.record.isEndHeld = false
                return
            }
            if holds(t, began: true) { keepPending(t); return }
            bucketView(v).record.buckets.began.append(t)
            t.viewState = .began
            justBegan = true
        case .began:
            break
        }
        if t.record.isCancelledForView {
            bucketView(v).record.buckets.cancelled.append(t)
            t.viewState = .cancelled
            t.record.isEndHeld = false
            return
        }
        if justBegan {
            // A withheld began released after the touch moved: follow it with
            // touchesMoved so the view learns the touch travelled (seed-003).
            if t.phase == .moved || t.phase == .stationary,
               t.locationInWindow.x != t.initialLocationInWindow.x || t.locationInWindow.y != t.initialLocationInWindow.y {
                bucketView(v).record.buckets.moved.append(t)
            }
        } else if changedThisFrame {
            if t.phase == .moved { bucketView(v).record.buckets.moved.append(t) }
            if t.phase == .stationary { bucketView(v).record.buckets.hasStationary = true }
        }
        switch t.phase {
        case .ended:
            if holds(t, began: false) {
                t.record.isEndHeld = true
                keepPending(t)
            } else {
                bucketView(v).record.buckets.ended.append(t)
                t.viewState = .ended
                t.record.isEndHeld = false
            }
        case .cancelled:
            bucketView(v).record.buckets.cancelled.append(t)
            t.viewState = .cancelled
            t.record.isEndHeld = false
        case .began, .moved, .stationary:
            break
        }
    }
}
