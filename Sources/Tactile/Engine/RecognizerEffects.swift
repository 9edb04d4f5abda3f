/// The engine as a recognizer's host (`RecognizerHost`): state requests,
/// timers, and the effects of a recognizer's transitions on the touches it
/// holds (cancelsTouchesInView, the seed-000 failure cancellation).

extension TouchDispatcher {
    // MARK: Timers

    /// A recognizer's timer. Its id stays in the recognizer's `timers` until
    /// the recognizer resets; whether it is still pending is asked of the queue.
    internal func scheduleRecognizerTimer(for r: GestureRecognizer, after delay: Seconds, _ handler: @escaping () -> Void) -> TimerID {
        let due = now + max(0, delay.isFinite ? delay : 0)
        return timerQueue.schedule(at: due, handler)
    }

    func fireTimers(upTo time: Seconds) {
        while let (due, action) = timerQueue.popDue(upTo: time) {
            now = max(now, due)
            beginFrame()
            action()
            processFrame()
        }
    }

    // MARK: Recognizer state effects

    /// A recognizer asked for a new state (`state = …`). Outside a processing
    /// step (e.g. from app code) the request is processed at once.
    internal func recognizerRequested(_ r: GestureRecognizer, _ next: GestureRecognizerState) {
        coordinator.request(r, to: next)
        if !isProcessing && coordinator.hasWork { beginFrame(); processFrame() }
    }

    /// The recognizer's group, creating a group of its own if it has none (a
    /// recognizer that changes state outside any touch sequence).
    @discardableResult
    internal func ensureGroup(_ r: GestureRecognizer) -> RecognizerGroup {
        if let g = r.group?.root { return g }
        let g = groupList.makeGroup()
        r.record.engagementOrder = groupList.nextEngagement()
        r.group = g
        g.recognizers.append(r)
        adopt(r)
        return g
    }

    func isLinked(_ t: Touch, to r: GestureRecognizer) -> Bool {
        for link in t.record.links where link.recognizer === r && !link.isIgnored { return true }
        return false
    }

    internal func recognizerDidRecognize(_ r: GestureRecognizer) {
        r.group?.root.needsSettling = true
        // With cancelsTouchesInView false the view receives every touch: held
        // touches are simply released once no recognizer holds them.
        guard r.cancelsTouchesInView else { return }
        // Held touches of the gesture: a withheld began is discarded, a withheld
        // end becomes touchesCancelled (seed-003 delaysTouchesBegan / delaysTouchesEnded).
        for t in viewDelivery.pending where isLinked(t, to: r) { t.record.isCancelledForView = true }
        // Touches the view is receiving are cancelled (seed-003 cancelsTouchesInView).
        for t in r.trackedTouches { markCancelledForView(t, by: r) }
    }

    /// Seed-000 L266 (opt-in `cancelsTouchesInViewOnFailure`): a failure cancels
    /// the recognizer's touches in the view, even those it has not received yet.
    func recognizerDidFailCancellingTouches(_ r: GestureRecognizer) {
        for t in viewDelivery.pending where isLinked(t, to: r) {
            t.record.isCancelledForView = true
            if t.viewState == .notBegun { t.record.cancelsWithoutBegan = true }
        }
        for t in r.trackedTouches where isLinked(t, to: r) {
            markCancelledForView(t, by: r)
            if t.viewState == .notBegun { t.record.cancelsWithoutBegan = true }
        }
    }

    func markCancelledForView(_ t: Touch, by r: GestureRecognizer) {
        // A touch its view never receives has nothing to cancel there.
        guard t.record.reachesView, isLinked(t, to: r) else { return }
        switch t.viewState {
        case .ended, .cancelled, .discarded: return
        case .notBegun, .began: break
        }
        t.record.isCancelledForView = true
        keepPending(t)
    }

    internal func recognizerWasDisabled(_ r: GestureRecognizer) {
        guard r.group != nil else { return }
        coordinator.abandon(r)
        if !isProcessing { beginFrame(); processFrame() }
    }

}

extension TouchDispatcher: RecognizerHost {
    func recognizer(_ recognizer: GestureRecognizer, requested state: GestureRecognizerState) {
        recognizerRequested(recognizer, state)
    }

    func scheduleTimer(for recognizer: GestureRecognizer, after delay: Seconds, _ handler: @escaping () -> Void) -> TimerID? {
        scheduleRecognizerTimer(for: recognizer, after: delay, handler)
    }

    func cancelTimer(_ id: TimerID) { timerQueue.cancel(id) }

    func isTimerPending(_ id: TimerID) -> Bool { timerQueue.isPending(id) }

    func recognizerLeftPlay(_ recognizer: GestureRecognizer) { recognizerWasDisabled(recognizer) }

    /// Makes this dispatcher `r`'s host (it feeds `r` touches from now on).
    func adopt(_ r: GestureRecognizer) {
        if r.hostLink !== link { r.hostLink = link }
    }
}

extension TouchDispatcher: ViewTreeHost {}

extension TouchDispatcher: CoordinationEffects {}
