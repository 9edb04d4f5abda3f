/// Quiet changes taken in a batch: the steady state of recognized gestures.
///
/// In a step delivering one moved touch, a recognizer in progress whose group
/// is a root with a touch down reports `.changed` on nearly every call. The
/// coordinator's commit of such a change (`commitChange`) sets the state,
/// remembers the centroid, marks the group, lists the commit and tells the
/// transition observer; its resolution does nothing and its action fires in
/// list order. Here the recognizer applies the change itself
/// (`HostLink.quietTarget`, `GestureRecognizer.requestTransition`), and the
/// dispatcher only counts it per link of the frame's touch. The counted
/// changes precede every commit made after them, so:
/// - a commit requested while the batch is open first lists the batch, in
///   link order, then its own (`closeQuietBatch`, called by the coordinator);
///   the batch takes nothing more in this step;
/// - a step that goes on to the full coordination loop lists it first too;
/// - a quiet step fires the batch's actions, in link order, before the
///   listed commits (`fireQuietBatch`).
/// That is the commit list's own order, so actions, observers and lifecycle
/// reports come as without the batch (`FastPathEquivalenceTests`).
internal struct QuietChangeBatch {
    /// The frame's one touch, whose links hold the batched recognizers (it is
    /// in the frame, so held, for the whole step; its links only grow, at its
    /// touch-down).
    var touch: Unmanaged<Touch>?
    /// The links whose recognizer has counted changes (`RecognizerRecord.quietChanges`).
    var mask: UInt64 = 0
    /// The link whose recognizer is being called.
    var current = 0
}

extension TouchDispatcher {
    /// Opens a batch for the moved `touch` (at most 64 links) if nothing is
    /// listed that the batch would have to follow and the step can be quiet:
    /// no touch is held back from its view and the view is done with this
    /// one (it cannot become so while recognizers are called). Otherwise the
    /// batch would only be listed again before the full loop.
    @inline(__always)
    func openQuietBatch(for touch: Touch) {
        guard usesFastPaths, !coordinator.hasWork, !coordinator.quietBatchOpen, viewDelivery.pending.isEmpty else { return }
        if touch.record.reachesView {
            switch touch.viewState {
            case .ended, .cancelled, .discarded: break
            case .notBegun, .began: return
            }
        }
        quietBatch = QuietChangeBatch(touch: Unmanaged.passUnretained(touch), mask: 0, current: 0)
        coordinator.quietBatchOpen = true
    }

    /// Takes `r`'s move (link `index`) into the open batch without running
    /// its code, when it is its own steady-state move (`quietMove`). Returns
    /// whether it did; if not, `callMoved` runs its `touchesMoved`.
    @inline(__always)
    func moveWithoutCallback(_ r: GestureRecognizer, at index: Int) -> Bool {
        guard coordinator.quietBatchOpen, r.record.takesQuietMoves, r.storedState.isInProgress, r.pendingState == nil,
              !link.observesTransitions, groupTakesQuietChanges(r) else { return false }
        #if DEBUG
        traceWalk("quietMove")
        #endif
        if r.quietMove() { noteQuietChanges(1, of: r, at: index) }
        return true
    }

    /// Calls `r.touchesMoved` for link `index`, taking its quiet changes into
    /// the open batch when its group allows (a root with a touch down, as
    /// `commitChange` requires of a quiet commit).
    @inline(__always)
    func callMoved(_ r: GestureRecognizer, at index: Int) {
        guard coordinator.quietBatchOpen, r.storedState.isInProgress, groupTakesQuietChanges(r) else {
            r.touchesMoved(TouchSet(frameScratch.touches), with: event)
            return
        }
        #if DEBUG
        traceWalk("callMoved")
        #endif
        quietBatch.current = index
        link.quietTarget = Unmanaged.passUnretained(r).toOpaque()
        r.touchesMoved(TouchSet(frameScratch.touches), with: event)
        link.quietTarget = nil
        noteQuietChanges(of: r, at: index)
    }

    /// Whether `r`'s group is a root with a touch down (read without retaining it).
    @inline(__always)
    private func groupTakesQuietChanges(_ r: GestureRecognizer) -> Bool {
        guard let stored = r.record.group else { return false }
        let group = unsafeDowncast(stored, to: RecognizerGroup.self)
        return group.parent == nil && group.liveTouchCount > 0
    }

    /// Takes `n` changes of `r` into the batch, marking its group as `commitChange` does.
    @inline(__always)
    private func noteQuietChanges(_ n: Int, of r: GestureRecognizer, at index: Int) {
        #if DEBUG
        traceWalk("noteQuietChanges")
        #endif
        if let stored = r.record.group { unsafeDowncast(stored, to: RecognizerGroup.self).needsSettling = true }
        r.record.quietChanges &+= n
        quietBatch.mask |= 1 &<< UInt64(truncatingIfNeeded: index)
    }

    /// Moves the changes `r` just counted on the link into the batch.
    @inline(__always)
    private func noteQuietChanges(of r: GestureRecognizer, at index: Int) {
        let n = link.quietChanges
        guard n != 0 else { return }
        link.quietChanges = 0
        noteQuietChanges(n, of: r, at: index)
    }

    /// Lists the batch's changes as commits, in link order (see the type's
    /// note). Does nothing when no batch is open.
    func closeQuietBatch() {
        guard coordinator.quietBatchOpen else { return }
        coordinator.quietBatchOpen = false
        link.quietTarget = nil
        guard let touch = quietBatch.touch?.takeUnretainedValue() else { return }
        if link.quietChanges != 0 {
            // Closed from inside the current recognizer's call.
            noteQuietChanges(of: touch.record.links[quietBatch.current].recognizer, at: quietBatch.current)
        }
        var mask = quietBatch.mask
        quietBatch = QuietChangeBatch()
        var j = 0
        while mask != 0 {
            if mask & 1 != 0 {
                let r = touch.record.links[j].recognizer
                var n = r.record.quietChanges
                r.record.quietChanges = 0
                while n > 0 { coordinator.appendQuietChange(r); n -= 1 }
            }
            mask >>= 1
            j += 1
        }
    }

    /// Fires the actions of the batch's changes, in link order, ahead of
    /// everything listed (a quiet step; see the type's note).
    func fireQuietBatch() {
        guard coordinator.quietBatchOpen else { return }
        coordinator.quietBatchOpen = false
        guard let touch = quietBatch.touch else { return }
        #if DEBUG
        traceWalk("fireQuietBatch")
        #endif
        let batched = quietBatch.mask
        quietBatch = QuietChangeBatch()
        // Lifetime: the touch is in the step's touch list for the whole step (see
        // `QuietChangeBatch.touch`), and its links only grow, so it and the
        // link's recognizer outlive each call without a retain.
        touch._withUnsafeGuaranteedRef { touch in
            var mask = batched
            var j = 0
            while mask != 0 {
                let skip = mask.trailingZeroBitCount
                j &+= skip
                mask &>>= UInt64(skip)
                Unmanaged.passUnretained(touch.record.links[j].recognizer)._withUnsafeGuaranteedRef { r in
                    var n = r.record.quietChanges
                    r.record.quietChanges = 0
                    while n > 0 { coordinator.fireQuietChange(by: r); n &-= 1 }
                }
                mask &>>= 1
                j &+= 1
            }
        }
    }
}
