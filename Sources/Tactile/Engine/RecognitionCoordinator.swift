/// Coordinates the recognizers of a dispatcher: applies requested state
/// transitions, failure requirements (seed-000 R9–R11), exclusivity and
/// prevention (seed-000 §4.1.1–4.1.2, seed-003 `canPreventGestureRecognizer`), delegate
/// decisions (seed-000 §4.3), and queues actions.
///
/// Order of work for each sub-event (seed-000 §5.3 step 7):
/// 1. every recognizer processes the sub-event; transitions they request are
///    applied to their own state at once;
/// 2. `resolve()` applies the effects on *other* recognizers in commit order:
///    a recognition fails the recognizers it prevents and those waiting for
///    its failure, and cancels its touches in the view; a failure lets waiting
///    recognizers recognize — repeated until nothing changes;
/// 3. `fireActions()` sends the action messages in commit order.
internal final class RecognitionCoordinator {
    struct Commit {
        let recognizer: GestureRecognizer
        let state: GestureRecognizerState
        /// A transition out of `.possible` into began/recognized.
        let isRecognition: Bool
    }

    /// Where the effects of coordination go (the dispatcher that owns this
    /// coordinator; set once by it. The coordinator is never handed out, so
    /// it cannot outlive its owner).
    unowned(unsafe) var effects: (any CoordinationEffects)? {
        didSet { dispatcherEffects = (effects as? TouchDispatcher).map { Unmanaged.passUnretained($0) } }
    }
    /// `effects` when it is a dispatcher (always, but in tests), unretained:
    /// the observer reports of each moved sample reach it without a retain
    /// (a load of `effects` retains it, and once anything holds the
    /// dispatcher weakly every retain and release of it is several times slower).
    @exclusivity(unchecked) private var dispatcherEffects: Unmanaged<TouchDispatcher>?

    // Exclusivity: coordinator state, reached only by the coordinator's own
    // methods on the dispatcher's thread and never across a call that could
    // reach it again (each access is a load, a store or an append):
    // overlapping access is impossible, so the runtime check is skipped.
    @exclusivity(unchecked) private(set) var commits: [Commit] = []
    @exclusivity(unchecked) private var effectsIndex = 0
    /// Unresolved commits that are not quiet (see `hasOnlyQuietCommits`).
    @exclusivity(unchecked) private var loudCommits = 0
    @exclusivity(unchecked) private var actionIndex = 0
    /// The dispatcher has an `onRecognizerTransition` observer (kept by its setter).
    @exclusivity(unchecked) var observesTransitions = false
    /// Its observers hear `changed → changed` too (kept by the same setters).
    @exclusivity(unchecked) var observesRepeatedChanges = false
    /// The dispatcher has an `onHandlerLifecycle` or `onRecognizerActions` observer.
    @exclusivity(unchecked) var observesActions = false
    /// Quiet changes counted but not yet listed (`QuietChangeBatch`): they
    /// precede any commit made now, so any other commit first lists them
    /// (`closeQuietBatch`).
    @exclusivity(unchecked) private(set) var quietBatch = QuietChangeBatch()
    #if DEBUG
    /// The walk trace of the dispatcher (`TouchDispatcher.walkTrace`).
    var walkTrace: ((StaticString) -> Void)?
    #endif

    init() {}

    /// Whether commits are waiting for their effects or actions.
    var hasWork: Bool { effectsIndex < commits.count || actionIndex < commits.count }

    // MARK: Requests from recognizers

    func request(_ r: GestureRecognizer, to requested: GestureRecognizerState) {
        if requested == .changed && r.storedState.isInProgress && r.pendingState == nil {
            // A gesture in progress reports a change (always legal, no effect
            // on other recognizers): the steady state of every pan.
            commitChange(r, quietLink: quietBatch.link(ofTurn: r))
            return
        }
        if quietBatch.isOpen { closeQuietBatch() }
        var next = requested
        // seed-003 tells a recognizer that finds the touches are not its gesture
        // to "set its state to CANCELLED" even before it began; its state table
        // calls that FAILED. A `.possible` recognizer asking for `.cancelled`
        // therefore fails (the only legal way out of `.possible` for it).
        if r.storedState == .possible && next == .cancelled { next = .failed }
        if let pending = r.pendingState {
            switch next {
            case .failed, .cancelled:
                r.pendingState = nil
                commit(r, .failed, isRecognition: false)
            case .ended where r.isContinuous && pending == .began:
                r.pendingState = .ended
            default:
                break  // stays waiting
            }
            return
        }
        let current = r.storedState
        guard current.canTransition(to: next, continuous: r.isContinuous) else {
            effects?.report(.illegalTransition(recognizer: r.debugName, from: current, to: next))
            return
        }
        if current == .possible && (next == .began || next == .ended) {
            attemptRecognition(r, to: next)
        } else {
            commit(r, next, isRecognition: false)
        }
    }

    /// Forces a recognizer out of play (disabled, detached, or undecided at quiescence).
    func abandon(_ r: GestureRecognizer) {
        if quietBatch.isOpen { closeQuietBatch() }
        if r.pendingState != nil {
            r.pendingState = nil
            commit(r, .failed, isRecognition: false)
        } else if r.storedState == .possible {
            commit(r, .failed, isRecognition: false)
        } else if r.storedState.isInProgress {
            commit(r, .cancelled, isRecognition: false)
        }
    }

    private enum DependencyStatus { case clear, waiting, blocked }

    private func dependencyStatus(of r: GestureRecognizer) -> DependencyStatus {
        guard let group = r.group?.root else {
            return .clear
        }
        var status = DependencyStatus.clear
        for o in group.recognizers where o !== r && FailureRequirementGraph.requires(r, toFail: o) {
            switch o.storedState {
            case .possible: status = .waiting
            case .began, .changed, .ended: return .blocked
            case .failed, .cancelled: break
            }
        }
        return status
    }

    private func isPrevented(_ r: GestureRecognizer) -> Bool {
        guard let group = r.group?.root else { return false }
        for o in group.recognizers where o !== r {
            switch o.storedState {
            case .began, .changed, .ended:
                if Self.prevents(o, r) { return true }
            default: break
            }
        }
        return false
    }

    private func shouldBegin(_ r: GestureRecognizer) -> Bool {
        if let d = r.delegate { return d.gestureRecognizerShouldBegin(r) }
        return true
    }

    private func attemptRecognition(_ r: GestureRecognizer, to next: GestureRecognizerState) {
        switch dependencyStatus(of: r) {
        case .blocked:
            commit(r, .failed, isRecognition: false)
            return
        case .waiting:
            r.pendingState = next
            return
        case .clear:
            break
        }
        recognizeNow(r, to: next)
    }

    private func recognizeNow(_ r: GestureRecognizer, to next: GestureRecognizerState) {
        if isPrevented(r) || !shouldBegin(r) {
            commit(r, .failed, isRecognition: false)
            return
        }
        if r.isContinuous && next == .ended {
            commit(r, .began, isRecognition: true)
            commit(r, .ended, isRecognition: false)
        } else {
            commit(r, next, isRecognition: true)
        }
    }

    /// Commits a `.changed` of `r`, a recognizer in progress with no pending
    /// state: the one place such a change is committed, whichever way it came
    /// (a state request, or the engine's steady-state move). It sets the
    /// state, remembers the centroid, marks the group, and counts the change
    /// in the open quiet batch when `r` is at its turn there (link
    /// `quietLink` of the batch's touch; -1: not) and its group is a root
    /// with a touch down — otherwise it lists it, after the batch — then
    /// tells the transition observer. The observer changes nothing here.
    @inline(__always)
    func commitChange(_ r: GestureRecognizer, quietLink: Int) {
        #if DEBUG
        walkTrace?("commitChange")
        #endif
        let from = r.storedState
        let group = markGroupOfChange(r)
        if group == .touchDown && quietLink >= 0 {
            r.storedState = .changed
            r.recordCentroidIfTracking()
            quietBatch.count(r, at: quietLink)
        } else {
            listChange(r, group: group)
        }
        if observesTransitions && (from != .changed || observesRepeatedChanges) { reportTransition(r, from: from, to: .changed) }
    }

    /// `commitChange` when the change is listed: the batch first, then the
    /// change (the group bookkeeping of `commit` when the group is no root).
    @inline(never)
    private func listChange(_ r: GestureRecognizer, group found: ChangeGroup) {
        if quietBatch.isOpen { closeQuietBatch() }
        r.storedState = .changed
        switch found {
        case .notRoot:
            let group = r.group?.root ?? effects?.ensureGroup(r)
            group?.needsSettling = true
            if (group?.liveTouchCount ?? 0) == 0 { loudCommits += 1 }
        case .noTouchDown: loudCommits += 1
        case .touchDown: break
        }
        r.recordCentroidIfTracking()
        commits.append(Commit(recognizer: r, state: .changed, isRecognition: false))
    }

    /// What `markGroupOfChange` found.
    private enum ChangeGroup { case notRoot, touchDown, noTouchDown }

    /// The group bookkeeping of a `.changed` of `r`: marks `r`'s group when
    /// it is a root (the common case) and says whether it has a touch down.
    /// A function of its own so that the group reference ends here, before
    /// any call (it needs no retain).
    @inline(__always)
    private func markGroupOfChange(_ r: GestureRecognizer) -> ChangeGroup {
        guard let stored = r.record.group else { return .notRoot }
        let group = unsafeDowncast(stored, to: RecognizerGroup.self)
        guard group.parent == nil else { return .notRoot }
        group.needsSettling = true
        return group.liveTouchCount > 0 ? .touchDown : .noTouchDown
    }

    // MARK: Quiet changes

    /// Opens the quiet batch for the moved `touch` (see `QuietChangeBatch`),
    /// unless commits are waiting (the batch would have to follow them) or
    /// it is open.
    @inline(__always)
    func openQuietBatch(for touch: Touch) {
        guard !hasWork, !quietBatch.isOpen else { return }
        quietBatch.open(for: touch)
    }

    /// Whether the quiet batch is open (it takes changes at recognizers' turns).
    @inline(__always)
    var isQuietBatchOpen: Bool { quietBatch.isOpen }

    /// Link `index`'s recognizer `r` runs its code now (see `QuietChangeBatch.startTurn`).
    @inline(__always)
    func startQuietTurn(of r: GestureRecognizer, at index: Int) { quietBatch.startTurn(of: r, at: index) }

    /// The recognizer's turn is over.
    @inline(__always)
    func endQuietTurn() { quietBatch.endTurn() }

    /// Lists the batch's changes as commits, in link order (see
    /// `QuietChangeBatch`), and closes it. Does nothing when it is not open.
    func closeQuietBatch() {
        guard let (touch, links) = quietBatch.take() else { return }
        // Lifetime: see `QuietChangeBatch.touch`.
        touch._withUnsafeGuaranteedRef { touch in
            var mask = links
            var j = 0
            while mask != 0 {
                if mask & 1 != 0 {
                    let r = touch.record.links[j].recognizer
                    var n = r.record.quietChanges
                    r.record.quietChanges = 0
                    while n > 0 {
                        commits.append(Commit(recognizer: r, state: .changed, isRecognition: false))
                        n -= 1
                    }
                }
                mask >>= 1
                j += 1
            }
        }
    }

    /// Fires the actions of the batch's changes, in link order, ahead of
    /// everything listed (a quiet step; see `QuietChangeBatch`), and closes it.
    @inline(__always)
    func fireQuietBatch() {
        guard quietBatch.isOpen else { return }
        fireOpenQuietBatch()
    }

    private func fireOpenQuietBatch() {
        guard let (touch, links) = quietBatch.take() else { return }
        #if DEBUG
        walkTrace?("fireQuietBatch")
        #endif
        // Lifetime: the touch is in the step's touch list for the whole step
        // (see `QuietChangeBatch.touch`), and its links only grow, so it and
        // the link's recognizer outlive each call without a retain.
        touch._withUnsafeGuaranteedRef { touch in
            var mask = links
            var j = 0
            while mask != 0 {
                let skip = mask.trailingZeroBitCount
                j &+= skip
                mask &>>= UInt64(skip)
                Unmanaged.passUnretained(touch.record.links[j].recognizer)._withUnsafeGuaranteedRef { r in
                    var n = r.record.quietChanges
                    r.record.quietChanges = 0
                    while n > 0 { fireQuietChange(by: r); n &-= 1 }
                }
                mask &>>= 1
                j &+= 1
            }
        }
    }

    /// Commits any transition but a `.changed` (that is `commitChange`'s):
    /// a recognition, an end, a failure or a cancellation may affect others
    /// or make the group resettable, so every one is loud.
    private func commit(_ r: GestureRecognizer, _ state: GestureRecognizerState, isRecognition: Bool) {
        assert(state != .changed, "a .changed is committed by commitChange")
        let from = r.storedState
        r.storedState = state
        // Every change may make the recognizer or its group resettable.
        let group = r.group?.root ?? effects?.ensureGroup(r)
        group?.needsSettling = true
        r.recordCentroidIfTracking()
        commits.append(Commit(recognizer: r, state: state, isRecognition: isRecognition))
        loudCommits += 1
        if observesTransitions || (state == .failed && r.options.cancelsTouchesInViewOnFailure) {
            reportTransition(r, from: from, to: state)
        }
    }

    // MARK: Effects on others

    /// Whether `a`, having recognized, prevents `b` (seed-000 §4.1.1–4.1.2, seed-003).
    static func prevents(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        if simultaneous(a, b) { return false }
        if !(a.isExclusive || b.isExclusive) { return false }
        for e in a.exclusivityExceptions where e === b { return false }
        return a.canPrevent(b) && b.canBePrevented(by: a)
    }

    /// Whether either delegate lets the pair recognize simultaneously (seed-000 §4.3).
    static func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        if let d = a.delegate, d.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) { return true }
        if let d = b.delegate, d.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) { return true }
        return false
    }

    /// Whether the commits not yet resolved affect no other recognizer and no
    /// touch: each is a `.changed` (a recognition, failure or cancellation
    /// prevents, fails, releases waiters or cancels touches; an end may make
    /// the recognizer resettable), and each recognizer's group still has a
    /// touch down.
    func hasOnlyQuietCommits() -> Bool { loudCommits == 0 }

    /// Applies the effects of every commit not yet processed, until stable.
    @inline(__always)
    func resolve() {
        if loudCommits == 0 {
            // Every unresolved commit is quiet: a `.changed` affects no other
            // recognizer, so the loop below would only step over them.
            effectsIndex = commits.count
            return
        }
        resolveLoudCommits()
    }

    private func resolveLoudCommits() {
        while effectsIndex < commits.count {
            let i = effectsIndex
            effectsIndex += 1
            if commits[i].isRecognition {
                applyRecognition(commits[i].recognizer)
            } else if commits[i].state == .failed || commits[i].state == .cancelled {
                releaseWaiters(of: commits[i].recognizer)
            }
        }
        loudCommits = 0
    }

    private func applyRecognition(_ r: GestureRecognizer) {
        if let group = r.group?.root {
            for o in group.recognizers where o !== r && o.storedState == .possible {
                if FailureRequirementGraph.requires(o, toFail: r) || Self.prevents(r, o) {
                    o.pendingState = nil
                    commit(o, .failed, isRecognition: false)
                }
            }
        }
        effects?.recognizerDidRecognize(r)
    }

    private func releaseWaiters(of r: GestureRecognizer) {
        guard let group = r.group?.root else { return }
        for o in group.recognizers where o !== r {
            guard let pending = o.pendingState else { continue }
            switch dependencyStatus(of: o) {
            case .waiting: continue
            case .blocked:
                o.pendingState = nil
                commit(o, .failed, isRecognition: false)
            case .clear:
                o.pendingState = nil
                recognizeNow(o, to: pending)
            }
        }
    }

    // MARK: Actions

    /// Sends action messages for the commits not yet acted on, in commit order:
    /// began/changed/ended/cancelled for continuous recognizers, recognized for
    /// discrete ones (seed-003; seed-000 §3.4). Reports the handler lifecycle
    /// (`completePreparation` on recognition, `cancelPreparation` on the failure
    /// of a prepared recognizer, `deliver` before each dispatch).
    func fireActions() {
        while actionIndex < commits.count {
            let i = actionIndex
            actionIndex += 1
            let state = commits[i].state, isRecognition = commits[i].isRecognition
            // Lifetime: `commits` holds the recognizer until the list is
            // emptied below, after the last action (this method does not run
            // re-entrantly: callbacks run inside a processing step, which
            // defers nested steps), so it needs no retain of its own here.
            Unmanaged.passUnretained(commits[i].recognizer)._withUnsafeGuaranteedRef { r in
                fireAction(state, isRecognition: isRecognition, by: r)
            }
        }
        if effectsIndex == commits.count && actionIndex == commits.count {
            commits.clearKeepingCapacity()
            effectsIndex = 0
            actionIndex = 0
        }
    }

    /// The action dispatch of a quiet change that was never listed (the
    /// dispatcher's batch, fired before the listed commits, which follow it).
    /// `fireAction(.changed, …)` without its tests that cannot fail here:
    /// a quiet change is no recognition, and only a continuous recognizer
    /// is ever in progress.
    @inline(__always)
    private func fireQuietChange(by r: GestureRecognizer) {
        #if DEBUG
        walkTrace?("performActions")
        #endif
        if observesActions { reportDelivery(r, .changed) }
        r.performActions()
    }

    /// Reports `r`'s transition to the effects (`recognizerDidTransition`).
    @inline(__always)
    private func reportTransition(_ r: GestureRecognizer, from: GestureRecognizerState, to: GestureRecognizerState) {
        if let d = dispatcherEffects {
            d._withUnsafeGuaranteedRef { $0.recognizerDidTransition(r, from: from, to: to) }
        } else {
            effects?.recognizerDidTransition(r, from: from, to: to)
        }
    }

    /// Reports that `r`'s actions for its commit of `state` are about to run
    /// (the `.deliver` lifecycle event, then `recognizerWillPerformActions`).
    @inline(__always)
    private func reportDelivery(_ r: GestureRecognizer, _ state: GestureRecognizerState) {
        if let d = dispatcherEffects {
            d._withUnsafeGuaranteedRef {
                $0.reportHandlerLifecycle(r, .deliver)
                $0.recognizerWillPerformActions(r, for: state)
            }
        } else if let effects {
            effects.reportHandlerLifecycle(r, .deliver)
            effects.recognizerWillPerformActions(r, for: state)
        }
    }

    /// The lifecycle reports and action dispatch of one commit.
    @inline(__always)
    private func fireAction(_ state: GestureRecognizerState, isRecognition: Bool, by r: GestureRecognizer) {
        if observesActions {
            if isRecognition {
                effects?.reportHandlerLifecycle(r, .completePreparation)
            } else if state == .failed && r.record.hasPreparedAction {
                effects?.reportHandlerLifecycle(r, .cancelPreparation)
            }
        }
        if state.sendsActions(of: r) {
            if observesActions { reportDelivery(r, state) }
            r.performActions()
        }
    }
}

/// What coordination needs from the rest of the engine — the coordinator's
/// only way out, so it can be read (and tested) on its own.
internal protocol CoordinationEffects: AnyObject {
    /// Reports a refused transition.
    func report(_ diagnostic: DispatchDiagnostic)
    /// The recognizer's group, created for a recognizer outside any sequence.
    func ensureGroup(_ r: GestureRecognizer) -> RecognizerGroup
    /// A state change (for observers and the seed-000 failure cancellation).
    func recognizerDidTransition(_ r: GestureRecognizer, from: GestureRecognizerState, to: GestureRecognizerState)
    /// A recognition: its touches are cancelled or held for the view as its flags say.
    func recognizerDidRecognize(_ r: GestureRecognizer)
    /// A seed-000 §3.4 handler lifecycle event.
    func reportHandlerLifecycle(_ r: GestureRecognizer, _ e: HandlerLifecycleEvent)
    /// Called just before a recognizer's actions for its commit of `state` run.
    func recognizerWillPerformActions(_ r: GestureRecognizer, for state: GestureRecognizerState)
}
