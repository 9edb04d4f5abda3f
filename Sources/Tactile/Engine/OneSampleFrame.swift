/// The frame of one sample (nearly every frame of a drag): `handle(_:)`
/// without the work a single sample cannot need — no attribute-repair copy
/// of the frame, no search for a repeated id, no ordering of lifts, moves and
/// downs. Same steps, same order, same diagnostics as the general path.

extension TouchDispatcher {
    /// Handles `frame` if it holds exactly one sample with finite attributes
    /// and the dispatcher is not busy; returns false, having done nothing, otherwise.
    @inline(__always)
    func handleOneSample(_ frame: InputFrame) -> Bool {
        guard usesFastPaths, !inputQueue.isBusy, frame.samples.count == 1 else { return false }
        let s = frame.samples[0]
        guard !s.hasNonFiniteAttribute else { return false }
        #if DEBUG
        traceWalk("handleOneSample")
        #endif
        inputQueue.enter()
        var t = frame.timestamp
        if !t.isFinite || t < now {
            report(.timeWentBackwards(given: t, clampedTo: now))
            t = now
        }
        if let due = timerQueue.nextDueTime, due <= t { fireTimers(upTo: t) }
        now = t
        if (s.phase == .moved || s.phase == .stationary), let touch = touchTable.unretained(s.id),
           touch._withUnsafeGuaranteedRef({ keepsFrameTouches(for: $0) }) {
            // The same single touch as the last frame's, and `applyMove` will
            // list it in this frame: keep the list instead of emptying and
            // refilling it (the same contents, no reference counting).
            // Lifetime: the step's touch list holds the touch (checked just above)
            // until the next step begins, so it needs no retain here.
            beginFrameKeepingTouches()
            touch._withUnsafeGuaranteedRef { touch in
                touch.record.frameEpoch = epoch
                applyMove(s, to: touch)
            }
        } else {
            beginFrame()
            switch s.phase {
            case .ended, .cancelled: applyLift(s)
            case .moved, .stationary: applyMove(s)
            case .began:
                if let st = s.timestamp, !st.isFinite { report(.nonFiniteSampleTime(id: s.id)) }
                applyBegan(s)
            }
        }
        if frame.listsAllContacts { cancelTouchesNotListed(in: frame.samples) }
        if policy.staleTouchTimeout != nil { cancelStaleTouches(at: t) }
        processFrame()
        inputQueue.leave()
        if inputQueue.hasWork { flushDeferredInput() }
        return true
    }

    /// Whether the frame's touch list can stay as it is for a move of
    /// `touch`: it lists only `touch`, which `applyMove` lists in any case
    /// (it is delivered and down) and which did not begin in the last step
    /// (`applyMove` keeps a touch that began in its own step `.began`).
    @inline(__always)
    private func keepsFrameTouches(for touch: Touch) -> Bool {
        frameScratch.touches.count == 1 && frameScratch.touches[0] === touch && touch.record.isDelivered
            && (touch.phase == .moved || touch.phase == .stationary)
    }
}
