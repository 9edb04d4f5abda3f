/// View delivery: what each hit view receives, as the recognizers'
/// `cancelsTouchesInView` / `delaysTouchesBegan` / `delaysTouchesEnded` allow
/// (docs/engine.md §6), and cancellation when part of the tree goes away.

extension TouchDispatcher {
    /// A view is being removed, hidden or disabled: its live touches (and its
    /// descendants') are cancelled (seed-002 brief: bad input repair).
    internal func viewWillBecomeUnavailable(_ view: View, reason: UnavailabilityReason) {
        let affected = liveTouches.filter { t in
            guard let v = t.view, !t.phase.isTerminal else { return false }
            return v.isDescendant(of: view)
        }
        // Touches that already lifted but whose began or end a recognizer still
        // withholds: the view will not get them as ended; it gets a cancel.
        var heldInside = false
        for t in pendingViewTouches where t.phase.isTerminal {
            guard let v = t.view, v.isDescendant(of: view) else { continue }
            t.record.isCancelledForView = true
            heldInside = true
        }
        guard !affected.isEmpty || heldInside else { return }
        if isProcessing || isHandlingInput {
            for t in affected { deferredCancels.append((t, .viewUnavailable(id: t.id, reason: reason))) }
            return
        }
        isHandlingInput = true
        beginFrame()
        for t in affected {
            report(.viewUnavailable(id: t.id, reason: reason))
            markCancelled(t)
        }
        processFrame()
        isHandlingInput = false
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
        deliveryRound &+= 1
        viewOrder.clearKeepingCapacity()
        for t in frameTouches where t.record.isDelivered && t.record.viewPlanEpoch != epoch {
            t.record.viewPlanEpoch = epoch
            t.record.viewPlanRound = deliveryRound
            planViewDelivery(t, changedThisFrame: true)
        }
        var i = 0
        while i < pendingViewTouches.count {
            let t = pendingViewTouches[i]
            if t.record.viewPlanRound != deliveryRound {
                t.record.viewPlanRound = deliveryRound
                planViewDelivery(t, changedThisFrame: false)
            }
            i += 1
        }
        if !pendingViewTouches.isEmpty { dropDeliveredPendingTouches() }
        for v in viewOrder { deliverBuckets(of: v) }
    }

    /// Forgets pending touches the view needs nothing more for.
    private func dropDeliveredPendingTouches() {
        pendingViewTouches.removeAll { t in
            switch t.viewState {
            case .ended, .cancelled, .discarded: return true
            case .began: return !t.record.isEndHeld && !t.record.isCancelledForView
            case .notBegun: return false
            }
        }
    }

    /// Calls `v`'s callbacks for this round's buckets.
    private func deliverBuckets(of v: View) {
        do {
            Self.sortBySerial(&v.record.buckets.began)
            Self.sortBySerial(&v.record.buckets.moved)
            Self.sortBySerial(&v.record.buckets.ended)
            Self.sortBySerial(&v.record.buckets.cancelled)
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

    /// Insertion sort by touch-down order: the sets a view receives are in
    /// touch-down order even when held and fresh touches meet (no allocation).
    static func sortBySerial(_ a: inout [Touch]) {
        var i = 1
        while i < a.count {
            var j = i
            while j > 0 && a[j - 1].serial > a[j].serial { a.swapAt(j, j - 1); j -= 1 }
            i += 1
        }
    }

    func bucketView(_ v: View) -> View {
        if v.record.round != deliveryRound {
            v.record.round = deliveryRound
            v.record.buckets.clear()
            viewOrder.append(v)
        }
        return v
    }

    func keepPending(_ t: Touch) {
        if !pendingViewTouches.contains(where: { $0 === t }) { pendingViewTouches.append(t) }
    }

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
