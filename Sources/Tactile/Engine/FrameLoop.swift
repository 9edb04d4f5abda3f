/// One processing step (an input frame, a timer, a deferred cancellation):
/// the event snapshot, delivery to recognizers, coordination, actions, view
/// delivery and the end of finished touches (docs/engine.md §3).

extension TouchDispatcher {
    // MARK: Frame steps

    func beginFrame() {
        epoch &+= 1
        event.timestamp = now
        frameTouches.removeAll(keepingCapacity: true)
    }


    // MARK: Processing

    func processFrame() {
        guard !isProcessing else { return }
        isProcessing = true
        sortFrameTouches()
        deliverToRecognizers()
        if policy.recognizerFallback != .disregard { applyRecognizerFallback() }
        reportPreparations()
        runCoordinationLoop()
        finishTouches()
        isProcessing = false
        if coordinator.hasWork {
            // A recognizer changed state from `reset()`: process it now.
            beginFrame()
            processFrame()
            return
        }
        if !deferredCancels.isEmpty { applyDeferredCancels() }
    }

    /// Cancels the touches queued while a step ran (a view removed or hidden
    /// from a callback, `cancelAllTouches()` from an action), as a step of their own.
    func applyDeferredCancels() {
        let pending = deferredCancels
        deferredCancels.removeAll()
        beginFrame()
        for (t, d) in pending where !t.phase.isTerminal {
            report(d)
            markCancelled(t)
        }
        processFrame()
    }

    func sortFrameTouches() {
        // Insertion sort by touch-down order (frames hold few touches; no allocation).
        var i = 1
        while i < frameTouches.count {
            var j = i
            while j > 0 && frameTouches[j - 1].serial > frameTouches[j].serial {
                frameTouches.swapAt(j, j - 1)
                j -= 1
            }
            i += 1
        }
        // The event: every delivered live touch plus those that finish now, in touch-down order.
        event.touches.removeAll(keepingCapacity: true)
        for t in liveTouches {
            // A live touch with no sample in this frame is stationary, with the
            // frame's timestamp (seed-002 R3, R8).
            if t.record.frameEpoch != epoch && !t.phase.isTerminal {
                t.phase = .stationary
                t.previousLocationInWindow = t.locationInWindow
                t.timestamp = now
            }
            event.touches.append(t)
        }
        // Touches that finished earlier but whose began or end a recognizer
        // still withholds from the view: they reach the view in this step, so
        // the event lists them too (seed-002 R14, R18).
        for t in pendingViewTouches where t.phase.isTerminal && !event.touches.contains(where: { $0 === t }) {
            var j = event.touches.count
            event.touches.append(t)
            while j > 0 && event.touches[j - 1].serial > t.serial {
                event.touches.swapAt(j, j - 1)
                j -= 1
            }
        }
    }

    internal func receives(_ r: GestureRecognizer) -> Bool {
        guard r.options.isEnabled, r.options.isAttached, !r.storedState.isTerminal else { return false }
        if let pending = r.pendingState { return r.isContinuous && pending == .began }
        return true
    }

    func deliverToRecognizers() {
        frameRecognizers.removeAll(keepingCapacity: true)
        for touch in frameTouches where touch.record.isDelivered && touch.phase != .stationary {
            for link in touch.record.links where !link.isIgnored {
                let r = link.recognizer
                guard receives(r) else { continue }
                if r.record.frameEpoch != epoch {
                    r.record.frameEpoch = epoch
                    r.record.buckets.began.removeAll(keepingCapacity: true)
                    r.record.buckets.moved.removeAll(keepingCapacity: true)
                    r.record.buckets.ended.removeAll(keepingCapacity: true)
                    r.record.buckets.cancelled.removeAll(keepingCapacity: true)
                    frameRecognizers.append(r)
                }
                switch touch.phase {
                case .began:
                    r.record.buckets.began.append(touch)
                    r.trackedTouches.append(touch)
                case .moved: r.record.buckets.moved.append(touch)
                case .ended: r.record.buckets.ended.append(touch)
                case .cancelled: r.record.buckets.cancelled.append(touch)
                case .stationary: break
                }
            }
        }
        for r in frameRecognizers {
            if !r.record.buckets.began.isEmpty && receives(r) { r.touchesBegan(TouchSet(r.record.buckets.began), with: event) }
            if !r.record.buckets.moved.isEmpty && receives(r) { r.touchesMoved(TouchSet(r.record.buckets.moved), with: event) }
            if !r.record.buckets.ended.isEmpty && receives(r) { r.touchesEnded(TouchSet(r.record.buckets.ended), with: event) }
            if !r.record.buckets.cancelled.isEmpty && receives(r) { r.touchesCancelled(TouchSet(r.record.buckets.cancelled), with: event) }
        }
    }

    /// Seed-000 §3.4: a recognizer still `.possible` after the first sub-event
    /// of its attempt starts preparing its action.
    func reportPreparations() {
        for r in frameRecognizers where !r.record.hasPreparedAction && r.storedState == .possible {
            r.record.hasPreparedAction = true
            onHandlerLifecycle?(r, .prepare)
        }
    }

    func runCoordinationLoop() {
        var rounds = 0
        repeat {
            coordinator.resolve()
            coordinator.fireActions()
            deliverToViews()
            settleGroups()
            rounds += 1
        } while coordinator.hasWork && rounds < 1000
    }

    /// Removes finished touches from the books (after every callback of the step).
    func finishTouches() {
        for touch in frameTouches where touch.phase.isTerminal {
            if touchesByID[touch.id] === touch { touchesByID[touch.id] = nil }
            if let i = liveTouches.firstIndex(where: { $0 === touch }) { liveTouches.remove(at: i) }
            for link in touch.record.links {
                let r = link.recognizer
                if let i = r.trackedTouches.firstIndex(where: { $0 === touch }) {
                    r.lastCentroidInWindow = r.centroidInWindow()
                    r.trackedTouches.remove(at: i)
                }
            }
            tapCounter.touchFinished(touch, policy: policy)
            if let g = touch.group?.root {
                g.liveTouchCount -= 1
                g.needsSettling = true
            }
        }
        settleGroups()
        if coordinator.hasWork { runCoordinationLoop() }
        resetSettledGroups()
    }
}
