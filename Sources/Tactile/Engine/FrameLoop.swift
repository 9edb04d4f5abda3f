/// One processing step (an input frame, a timer, a deferred cancellation):
/// the event snapshot, delivery to recognizers, coordination, actions, view
/// delivery and the end of finished touches (docs/engine.md §3).

extension TouchDispatcher {
    // MARK: Frame steps

    func beginFrame() {
        beginFrameKeepingTouches()
        frameScratch.clearTouches()
    }

    /// `beginFrame()` for a caller that leaves the step's touch list exactly as
    /// this step must list it (see `handleOneSample`).
    func beginFrameKeepingTouches() {
        epoch &+= 1
        event.timestamp = now
    }

    // MARK: Processing

    func processFrame() {
        guard !isProcessing else { return }
        #if DEBUG
        traceWalk("processFrame")
        #endif
        isProcessing = true
        sortFrameTouches()
        deliverToRecognizers()
        if policy.recognizerFallback != .disregard { coordinator.closeQuietBatch(); applyRecognizerFallback() }
        reportPreparations()
        if frameIsQuiet() && coordinator.hasOnlyQuietCommits() {
            // The steady state of a recognized gesture: its recognizers
            // report changes that affect nobody else, and the view is done
            // with the frame's touches. Same order as the loop below, minus
            // the stages that provably have nothing to do (see `frameIsQuiet`).
            coordinator.resolve()
            coordinator.fireQuietBatch()
            if !coordinator.commits.isEmpty { coordinator.fireActions() }
            if coordinator.hasWork || !viewDelivery.pending.isEmpty {
                // An action changed something: carry on as the loop would.
                deliverToViews()
                settleGroups()
                if coordinator.hasWork { runCoordinationLoop() }
                finishTouches()
            }
        } else {
            coordinator.closeQuietBatch()
            runCoordinationLoop()
            finishTouches()
        }
        isProcessing = false
        if coordinator.hasWork {
            // A recognizer changed state from `reset()`: process it now.
            beginFrame()
            processFrame()
            return
        }
        if !inputQueue.cancels.isEmpty { applyDeferredCancels() }
    }

    /// Whether view delivery, group settling and the end of touches have
    /// nothing to do for this frame: every frame touch moved or stayed (none
    /// began or finished, so no group's live-touch count changed), its view
    /// already got its last callback for it (ended, cancelled or discarded),
    /// and no touch is held back from its view. Groups a quiet commit marks
    /// still have a touch down, so settling skips them too.
    @inline(__always)
    private func frameIsQuiet() -> Bool {
        guard viewDelivery.pending.isEmpty else { return false }
        for t in frameScratch.touches {
            switch t.phase {
            case .moved, .stationary: break
            case .began, .ended, .cancelled: return false
            }
            guard t.record.isDelivered, t.record.reachesView else { continue }
            switch t.viewState {
            case .ended, .cancelled, .discarded: break
            case .notBegun, .began: return false
            }
        }
        return true
    }

    /// Cancels the touches queued while a step ran (a view removed or hidden
    /// from a callback, `cancelAllTouches()` from an action), as a step of their own.
    func applyDeferredCancels() {
        let pending = inputQueue.takeCancels()
        beginFrame()
        for (t, d) in pending where !t.phase.isTerminal {
            report(d)
            markCancelled(t)
        }
        processFrame()
    }

    @inline(__always)
    func sortFrameTouches() {
        if usesFastPaths && frameScratch.touches.count == 1 && touchTable.live.count == 1
            && touchTable.live[0] === frameScratch.touches[0]
            && eventListsLiveTouches() {
            // One finger, in this frame: nothing to order, nobody stationary,
            // and the event already lists it.
            return
        }
        sortAndListFrameTouches()
    }

    private func sortAndListFrameTouches() {
        frameScratch.sortTouches()
        // A live touch with no sample in this frame is stationary, with the
        // frame's timestamp (seed-002 R3, R8).
        for t in touchTable.live where t.record.frameEpoch != epoch && !t.phase.isTerminal {
            t.phase = .stationary
            t.previousLocationInWindow = t.locationInWindow
            t.timestamp = now
        }
        if eventListsLiveTouches() { return }
        // The event: every delivered live touch plus those that finish now, in touch-down order.
        event.touches.clearKeepingCapacity()
        for t in touchTable.live { event.touches.append(t) }
        // Touches that finished earlier but whose began or end a recognizer
        // still withholds from the view: they reach the view in this step, so
        // the event lists them too (seed-002 R14, R18).
        for t in viewDelivery.pending where t.phase.isTerminal && !event.touches.contains(where: { $0 === t }) {
            var j = event.touches.count
            event.touches.append(t)
            while j > 0 && event.touches[j - 1].serial > t.serial {
                event.touches.swapAt(j, j - 1)
                j -= 1
            }
        }
    }

    /// Whether the event already lists exactly the live touches and no held
    /// touch must join them (the common case: the same fingers as last frame).
    @inline(__always)
    private func eventListsLiveTouches() -> Bool {
        guard viewDelivery.pending.isEmpty, event.touches.count == touchTable.live.count else { return false }
        var i = 0
        while i < touchTable.live.count {
            if event.touches[i] !== touchTable.live[i] { return false }
            i += 1
        }
        return true
    }

    @inline(__always)
    internal func receives(_ r: GestureRecognizer) -> Bool {
        guard r.options.isEnabled, r.options.isAttached, !r.storedState.isTerminal else { return false }
        if let pending = r.pendingState { return r.isContinuous && pending == .began }
        return true
    }

    @inline(__always)
    func deliverToRecognizers() {
        frameScratch.clearRecognizers()
        if frameScratch.touches.count == 1 {
            deliverSingleTouch()
            return
        }
        deliverFrameTouches()
    }

    private func deliverFrameTouches() {
        for touch in frameScratch.touches where touch.record.isDelivered && touch.phase != .stationary {
            for link in touch.record.links where !link.isIgnored {
                let r = link.recognizer
                guard receives(r) else { continue }
                if r.record.frameEpoch != epoch {
                    r.record.frameEpoch = epoch
                    r.record.buckets.clear()
                    frameScratch.listRecognizer(r)
                }
                r.record.buckets.add(touch, as: touch.phase)
                if touch.phase == .began { r.trackedTouches.append(touch) }
            }
        }
        beginCallingRecognizers()
        defer { endCallingRecognizers() }
        for r in frameScratch.recognizers {
            if !r.record.buckets.began.isEmpty && receives(r) { r.touchesBegan(TouchSet(r.record.buckets.began), with: event) }
            if !r.record.buckets.moved.isEmpty && receives(r) { r.touchesMoved(TouchSet(r.record.buckets.moved), with: event) }
            if !r.record.buckets.ended.isEmpty && receives(r) { r.touchesEnded(TouchSet(r.record.buckets.ended), with: event) }
            if !r.record.buckets.cancelled.isEmpty && receives(r) { r.touchesCancelled(TouchSet(r.record.buckets.cancelled), with: event) }
            // Emptied at once (capacity kept): a touch left here holds its
            // links to the recognizer, a cycle that outlived the dispatcher
            // (`TeardownLeakTests.swift`).
            r.record.buckets.clear()
        }
    }

    /// The one-touch frame (most frames): the same calls in the same order as
    /// the general path, without per-recognizer buckets — every recognizer
    /// gets the frame's own one-touch set.
    private func deliverSingleTouch() {
        // Lifetime: the step's touch list holds the touch for the whole step
        // (only `beginFrame` empties it), so it needs no retain of its own here.
        Unmanaged.passUnretained(frameScratch.touches[0])._withUnsafeGuaranteedRef { deliverSingleTouch(of: $0) }
    }

    private func deliverSingleTouch(of touch: Touch) {
        #if DEBUG
        traceWalk("deliverSingleTouch")
        #endif
        let phase = touch.phase
        guard touch.record.isDelivered, phase != .stationary else { return }
        let count = touch.record.links.count
        if phase != .began && count <= 64 {
            // Lifetime: the buffer is the touch's own (held for the call);
            // a callback that marks a link ignored copies the array and
            // leaves this one, whose recognizers are the same, as it was.
            touch.record.links.withUnsafeBufferPointer { links in
                @inline(__always) func takesPart(_ i: Int) -> Bool {
                    !links[i].isIgnored
                        && Unmanaged.passUnretained(links[i].recognizer)._withUnsafeGuaranteedRef { receives($0) }
                }
                // Which recognizers take part is decided before any call (as
                // in the general path). Until a recognizer's own code runs,
                // nothing that decides it can change, so each link is asked
                // at its turn; a steady-state move runs no recognizer code.
                var i = 0
                while i < count && !takesPart(i) { i &+= 1 }
                if i == count { return }
                if phase == .moved { openQuietBatch(for: touch) }
                beginCallingRecognizers()
                defer { endCallingRecognizers() }
                @inline(__always) func deliverEach(_ phase: TouchPhase) {
                    while i < count {
                        if takesPart(i) {
                            let quiet = Unmanaged.passUnretained(links[i].recognizer)._withUnsafeGuaranteedRef { r in
                                !startTurn(of: r) || (phase == .moved && moveWithoutCallback(r, at: i))
                            }
                            if !quiet { break }
                        }
                        i &+= 1
                    }
                    if i == count { return }
                    // Link `i`'s code runs next: the links after it that take
                    // part are fixed now, each asked again at its turn.
                    var later: UInt64 = 0
                    var j = i &+ 1
                    while j < count {
                        if takesPart(j) { later |= 1 &<< UInt64(truncatingIfNeeded: j) }
                        j &+= 1
                    }
                    Unmanaged.passUnretained(links[i].recognizer)._withUnsafeGuaranteedRef { call(phase, to: $0, at: i) }
                    while later != 0 {
                        let k = later.trailingZeroBitCount
                        later &= later &- 1
                        Unmanaged.passUnretained(links[k].recognizer)._withUnsafeGuaranteedRef { r in
                            guard startTurn(of: r) && receives(r) else { return }
                            if phase == .moved && moveWithoutCallback(r, at: k) { return }
                            call(phase, to: r, at: k)
                        }
                    }
                }
                // (The moved case on its own: its phase tests fold away.)
                if phase == .moved { deliverEach(.moved) } else { deliverEach(phase) }
            }
            return
        }
        let links = touch.record.links
        for link in links where !link.isIgnored {
            let r = link.recognizer
            guard receives(r), r.record.frameEpoch != epoch else { continue }
            r.record.frameEpoch = epoch
            // (Its buckets are empty: every path empties them after use.)
            frameScratch.listRecognizer(r)
            if phase == .began { r.trackedTouches.append(touch) }
        }
        if frameScratch.recognizers.isEmpty { return }
        let set = TouchSet(frameScratch.touches)
        beginCallingRecognizers()
        defer { endCallingRecognizers() }
        for r in frameScratch.recognizers where receives(r) {
            switch phase {
            case .began: r.touchesBegan(set, with: event)
            case .moved: r.touchesMoved(set, with: event)
            case .ended: r.touchesEnded(set, with: event)
            case .cancelled: r.touchesCancelled(set, with: event)
            case .stationary: break
            }
        }
    }

    /// Starts `r`'s turn in `deliverSingleTouch` (not a `.began`): false
    /// when it already had one in this step.
    @inline(__always)
    private func startTurn(of r: GestureRecognizer) -> Bool {
        guard r.record.frameEpoch != epoch else { return false }
        r.record.frameEpoch = epoch
        // (Its buckets are empty: every path empties them after use.)
        // Listed only for the `prepare` report, the one reader of the
        // list after this path (no recognizer becomes undecided mid-step).
        if !r.record.hasPreparedAction && r.storedState == .possible { frameScratch.listRecognizer(r) }
        return true
    }

    /// Runs `r`'s code for the frame's one touch in `phase` (not a `.began`);
    /// the set it is given is the frame's.
    @inline(__always)
    private func call(_ phase: TouchPhase, to r: GestureRecognizer, at index: Int) {
        switch phase {
        case .moved: callMoved(r, at: index)
        case .ended: r.touchesEnded(TouchSet(frameScratch.touches), with: event)
        case .cancelled: r.touchesCancelled(TouchSet(frameScratch.touches), with: event)
        case .began, .stationary: break
        }
    }

    /// Seed-000 §3.4: a recognizer still `.possible` after the first sub-event
    /// of its attempt starts preparing its action.
    @inline(__always)
    func reportPreparations() {
        if frameScratch.takePreparationMark() { reportPreparationsNow() }
    }

    private func reportPreparationsNow() {
        for r in frameScratch.recognizers where !r.record.hasPreparedAction && r.storedState == .possible {
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
        for touch in frameScratch.touches where touch.phase.isTerminal {
            touchTable.finish(touch, policy: policy)
            for link in touch.record.links {
                let r = link.recognizer
                if let i = r.trackedTouches.firstIndex(where: { $0 === touch }) {
                    r.lastCentroidInWindow = r.centroidInWindow()
                    r.trackedTouches.remove(at: i)
                }
            }
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
