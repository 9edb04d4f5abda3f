/// The dispatcher's side of the quiet batch (`QuietChangeBatch`, owned by the
/// coordinator): it opens the batch for a one-touch moved step and, at each
/// recognizer's turn, either takes the recognizer's steady-state move
/// (`GestureRecognizer.quietMove`) or runs its `touchesMoved`. Either way
/// the change is committed by `RecognitionCoordinator.commitChange`, with or
/// without a transition observer (the observer is told; the route is the same).

extension TouchDispatcher {
    /// Opens the batch for the moved `touch` if the step can be quiet: no
    /// touch is held back from its view and the view is done with this one
    /// (it cannot become so while recognizers are called). Otherwise the
    /// batch would only be listed again before the full loop.
    @inline(__always)
    func openQuietBatch(for touch: Touch) {
        guard usesFastPaths, viewDelivery.pending.isEmpty else { return }
        if touch.record.reachesView {
            switch touch.viewState {
            case .ended, .cancelled, .discarded: break
            case .notBegun, .began: return
            }
        }
        coordinator.openQuietBatch(for: touch)
    }

    /// Takes `r`'s move (link `index`) without running its code, when its
    /// steady-state move stands for it (`RecognizerRecord.takesQuietMoves`,
    /// decided at touch-down) and it is in progress: `quietMove()` follows
    /// the touch and the coordinator commits the change. Returns whether it
    /// did; if not, `callMoved` runs its `touchesMoved`.
    @inline(__always)
    func moveWithoutCallback(_ r: GestureRecognizer, at index: Int) -> Bool {
        guard r.record.takesQuietMoves, coordinator.isQuietBatchOpen, r.storedState.isInProgress,
              r.pendingState == nil else { return false }
        #if DEBUG
        traceWalk("quietMove")
        #endif
        if r.quietMove() { coordinator.commitChange(r, quietLink: index) }
        return true
    }

    /// Calls `r.touchesMoved` for link `index`, at its turn in the open batch
    /// (a `.changed` it requests in progress is then counted there).
    @inline(__always)
    func callMoved(_ r: GestureRecognizer, at index: Int) {
        guard coordinator.isQuietBatchOpen else {
            r.touchesMoved(TouchSet(frameScratch.touches), with: event)
            return
        }
        #if DEBUG
        traceWalk("callMoved")
        #endif
        coordinator.startQuietTurn(of: r, at: index)
        r.touchesMoved(TouchSet(frameScratch.touches), with: event)
        coordinator.endQuietTurn()
    }

}
