// Cited: seed-002 §4, seed-000 §5.
/// Turns the host's raw input frames into touches, gesture recognition and responder
/// callbacks.
///
/// For each input frame the dispatcher:
/// 1. fires the timers due before the frame (in time order, ties in schedule order);
/// 2. repairs bad input (see `DispatchDiagnostic` and docs/input-repair.md),
///    then applies lifts, then moves, then touch-downs, earliest sample time
///    first, then ascending id (seed-002 R29);
/// 3. hit-tests each new touch once, applies the multi-touch and exclusive-touch
///    rules (seed-002 R19–R27) to the hit view only, and fixes the recognizers
///    on its path (they receive the touch whatever the view's flags, as in UIKit);
/// 4. delivers the frame's touches to those recognizers, hit view's first, then
///    its ancestors', in the order they were added (seed-000 §5.3);
/// 5. coordinates the recognizers and sends their actions;
/// 6. delivers `touchesBegan/Moved/Ended/Cancelled` to the hit views, as the
///    recognizers' `cancelsTouchesInView` / `delaysTouchesBegan` /
///    `delaysTouchesEnded` allow;
/// 7. resets finished recognizers none of whose touches is down (UIKit), or
///    whole groups whose sequence is over (`DispatchPolicy.recognizerReset`).
///
/// A moved sample costs O(recognizers on its path) and allocates nothing once
/// warm. The dispatcher is not thread-safe: confine it to one thread or actor.
public final class TouchDispatcher {
    /// The rules in force. Changes apply to touches that begin afterwards.
    public var policy: DispatchPolicy {
        get { settings.policy }
        set { settings.policy = newValue }
    }
    /// The clock `pumpTimers()` reads. Frames carry their own timestamps.
    public let clock: any MonotonicClock
    /// The timer queue recognizers schedule on.
    package let timerQueue = TimerQueue()
    /// The dispatcher's current time: the latest frame or timer processed.
    public internal(set) var now: Seconds {
        get { link.now }
        set { link.now = newValue }
    }

    /// Reports every repair of bad input, ignored touch and refused transition.
    public var onDiagnostic: ((DispatchDiagnostic) -> Void)? {
        get { settings.onDiagnostic }
        set { settings.onDiagnostic = newValue }
    }
    /// Called on every recognizer state change (not the automatic reset to `.possible`).
    public var onRecognizerTransition: ((GestureRecognizer, GestureRecognizerState, GestureRecognizerState) -> Void)? {
        get { settings.onRecognizerTransition }
        set {
            settings.onRecognizerTransition = newValue
            observersDidChange()
        }
    }
    /// Called on every recognizer state change and before every action,
    /// after `onRecognizerTransition` and `onRecognizerActions` (held strongly).
    package var recognizerObserver: (any RecognizerObserver)? {
        get { settings.recognizerObserver }
        set {
            settings.recognizerObserver = newValue
            observersDidChange()
        }
    }

    /// Tells the coordinator what is observed: transitions (repeated changes
    /// too, unless only an observer that does not want them is set; its
    /// `observesRepeatedChanges` is read here, when it is set) and actions.
    private func observersDidChange() {
        let observer = settings.recognizerObserver
        coordinator.observesTransitions = settings.onRecognizerTransition != nil || observer != nil
        coordinator.observesRepeatedChanges = settings.onRecognizerTransition != nil
            || observer?.observesRepeatedChanges == true
        coordinator.observesActions = settings.onRecognizerActions != nil || settings.onHandlerLifecycle != nil
            || observer != nil
    }
    /// Called just before a recognizer's actions are performed.
    package var onRecognizerActions: ((GestureRecognizer) -> Void)? {
        get { settings.onRecognizerActions }
        set {
            settings.onRecognizerActions = newValue
            observersDidChange()
        }
    }
    /// Reports the seed-000 §3.4 handler lifecycle of every recognizer
    /// (prepare / cancel preparation / complete preparation / deliver); see
    /// `HandlerLifecycleEvent`.
    package var onHandlerLifecycle: ((GestureRecognizer, HandlerLifecycleEvent) -> Void)? {
        get { settings.onHandlerLifecycle }
        set {
            settings.onHandlerLifecycle = newValue
            observersDidChange()
        }
    }
    /// Called when a touch is ignored at touch-down (seed-002 R28 "alert").
    package var ignoredTouchObserver: ((Touch, IgnoreReason) -> Void)? {
        get { settings.ignoredTouchObserver }
        set { settings.ignoredTouchObserver = newValue }
    }

    /// Windows, back to front (the last is frontmost).
    package private(set) var windows: [Window] = []

    /// The reusable event handed to callbacks.
    package let event = TouchEvent()

    /// Exclusivity: the properties marked `@exclusivity(unchecked)` below are
    /// engine state. Only the engine's own code reaches them (they are
    /// internal, or behind computed public accessors), on the dispatcher's one
    /// thread, and none is accessed across a call that could reach it again
    /// (callbacks run between accesses, never inside one): an overlapping
    /// access is impossible by construction, so the runtime check is skipped.
    @exclusivity(unchecked) internal var settings: DispatcherSettings

    internal let coordinator = RecognitionCoordinator()
    /// The link the recognizers fed by this dispatcher hold (time, step, host).
    internal let link = HostLink()

    /// The touches by host id, the live ones, retired ids, serials and taps (TouchTable.swift).
    @exclusivity(unchecked) internal var touchTable = TouchTable()
    /// What this processing step lists: its touches and recognizers (FrameScratch.swift).
    @exclusivity(unchecked) internal var frameScratch = FrameScratch()
    /// Touches pending for their views and the delivery round (ViewDeliveryBook.swift).
    @exclusivity(unchecked) internal var viewDelivery = ViewDeliveryBook()
    /// Re-entrant input queued by callbacks (InputQueue.swift).
    @exclusivity(unchecked) internal var inputQueue = InputQueue()
    /// The recognizer groups (RecognizerGroupList.swift).
    @exclusivity(unchecked) internal var groupList = RecognizerGroupList()
    /// The processing step: changes with every frame, timer and deferred step.
    internal var epoch: UInt64 {
        get { link.step }
        set { link.step = newValue }
    }
    /// True while `processFrame()` runs (a nested call returns at once).
    @exclusivity(unchecked) internal var isProcessing = false
    /// True while recognizers' `touches…` methods run (a lifting touch still
    /// counts in their `numberOfTouches` then, not in their actions). Kept on
    /// the link, where recognizers read it.
    internal var isCallingRecognizers: Bool { link.isCallingRecognizers }
    internal func beginCallingRecognizers() { link.isCallingRecognizers = true }
    internal func endCallingRecognizers() { link.isCallingRecognizers = false }
    /// Touch histories and fallback tiers for `DispatchPolicy.recognizerFallback`.
    internal let fallbackBook = RecognizerFallbackBook()
    /// Whether the cheap paths for common cases are taken (tests turn them
    /// off to check that they behave exactly like the general path; the test
    /// support's `TouchScript.onBothPaths` runs a scenario both ways).
    @exclusivity(unchecked) package var usesFastPaths = true
    #if DEBUG
    /// Debug builds only: called with the name of each step of the walk a
    /// sample takes (`docs/architecture.md` §3; `SampleWalkTests` pins it).
    internal var walkTrace: ((StaticString) -> Void)? {
        didSet { coordinator.walkTrace = walkTrace }
    }
    @inline(__always) internal func traceWalk(_ step: StaticString) { walkTrace?(step) }
    #endif
    /// The frame clock, created on first use (TouchDispatcher+FrameClock.swift).
    internal var frameClockStorage: FrameClock?
    /// Rejects inadvertent contacts at touch-down (seed-001 R11; see
    /// `IgnoreReason.inadvertent`). Given the new touch and its hit view.
    public var inadvertentContactFilter: ((Touch, View) -> Bool)?

    /// Creates a dispatcher.
    public init(clock: any MonotonicClock = ManualClock(), policy: DispatchPolicy = DispatchPolicy()) {
        self.clock = clock
        self.settings = DispatcherSettings(policy: policy)
        link.now = clock.now
        link.host = self
        link.treeHost = self
        coordinator.effects = self
    }

    deinit { link.hostDidEnd() }

    // MARK: Windows

    /// Adds a window in front of the others and routes touches to it.
    public func addWindow(_ window: Window) {
        guard !windows.contains(where: { $0 === window }) else { return }
        window.dispatcher?.removeWindow(window)
        windows.append(window)
        window.dispatcher = self
    }

    /// Removes a window; its live touches are cancelled (a repair, reported).
    public func removeWindow(_ window: Window) {
        guard let i = windows.firstIndex(where: { $0 === window }) else { return }
        viewWillBecomeUnavailable(window, reason: .windowRemoved)
        windows.remove(at: i)
        window.dispatcher = nil
    }

    // MARK: Input

    /// Processes one input frame. Never traps on bad input: each repair is
    /// applied and reported through `onDiagnostic` (docs/input-repair.md).
    ///
    /// Within the frame, lifts are applied first, then moves, then touch-downs
    /// (earliest `TouchSample.timestamp` first, then ascending id; seed-002 R29).
    /// An id listed twice splits the frame there into consecutive frames with
    /// the same timestamp. Called from one of this dispatcher's own callbacks,
    /// the frame is queued and processed as soon as the current step finishes.
    public func handle(_ frame: InputFrame) {
        #if DEBUG
        traceWalk("handle")
        #endif
        if handleOneSample(frame) { return }
        if inputQueue.isBusy { inputQueue.queue(.frame(frame)); return }
        inputQueue.enter()
        var t = frame.timestamp
        if !t.isFinite || t < now {
            report(.timeWentBackwards(given: t, clampedTo: now))
            t = now
        }
        fireTimers(upTo: t)
        now = t
        let samples = NonFiniteAttributeRepair.repaired(frame.samples, report: report)
        var start = 0
        while true {
            // A segment ends just before the first id it already lists.
            var end = start
            while end < samples.count, !samples[start..<end].contains(where: { $0.id == samples[end].id }) { end += 1 }
            let isLast = end == samples.count
            beginFrame()
            applySamples(samples, in: start..<end, frameTime: t)
            if isLast {
                if frame.listsAllContacts { cancelTouchesNotListed(in: samples) }
                cancelStaleTouches(at: t)
            }
            processFrame()
            if isLast { break }
            report(.repeatedInFrame(id: samples[end].id))
            start = end
        }
        inputQueue.leave()
        flushDeferredInput()
    }

    /// Advances time to `time`, firing due timers in order (a trace line with
    /// only a time). Touches silent for longer than `policy.staleTouchTimeout`
    /// are cancelled. A time before `now` or not finite is reported and ignored.
    public func advance(to time: Seconds) {
        if inputQueue.isBusy { inputQueue.queue(.advance(time)); return }
        guard time.isFinite, time >= now else {
            report(.timeWentBackwards(given: time, clampedTo: now))
            return
        }
        inputQueue.enter()
        fireTimers(upTo: time)
        now = time
        if hasStaleTouches(at: time) {
            beginFrame()
            cancelStaleTouches(at: time)
            processFrame()
        }
        inputQueue.leave()
        flushDeferredInput()
    }

    /// Fires the timers due at the clock's current time (for live hosts).
    public func pumpTimers() { advance(to: max(clock.now, now)) }

    /// Advances time until no timer is pending (the end of a replay). Stops at
    /// a timer due at infinity (only possible through `timerQueue` directly).
    public func drainTimers() {
        if inputQueue.isBusy { inputQueue.queue(.drainTimers); return }
        while let due = timerQueue.nextDueTime, due < .infinity {
            advance(to: max(due, now))
        }
    }

    /// Cancels every live touch (the host lost input focus, the panel was
    /// reset, …): each one's view gets `touchesCancelled` once, reported as
    /// `.cancelledByHost`. Later samples for those contacts are dropped silently
    /// until they lift. Ignored touches stay ignored. The interaction in flight
    /// is abandoned with them: touches whose `touchesEnded` (or
    /// `touchesBegan`) a recognizer still withholds are cancelled to their
    /// views, and every recognizer still deciding fails — one in progress is
    /// cancelled — so a single tap waiting for a double tap never fires later.
    /// `ApplicationRouter` relies on this to silence the losing application.
    public func cancelAllTouches() {
        for t in viewDelivery.pending { t.record.isCancelledForView = true }
        if inputQueue.isBusy {
            for t in touchTable.live where !t.phase.isTerminal { inputQueue.queueCancel(t, .cancelledByHost(id: t.id)) }
            inputQueue.queueAbandonment()
            return
        }
        inputQueue.enter()
        if touchTable.live.contains(where: { !$0.phase.isTerminal }) || !viewDelivery.pending.isEmpty {
            beginFrame()
            for t in touchTable.live where !t.phase.isTerminal {
                report(.cancelledByHost(id: t.id))
                markCancelled(t)
            }
            processFrame()
        }
        abandonUndecidedRecognizers()
        inputQueue.leave()
        flushDeferredInput()
    }

    /// The end of `cancelAllTouches()`: once the live touches' cancellation has
    /// reached their recognizers (which cancel or fail as usual), every
    /// recognizer still deciding — e.g. a single tap waiting for a double tap
    /// whose finger already lifted — fails, so none acts on the abandoned
    /// interaction later.
    func abandonUndecidedRecognizers() {
        var abandoned = false
        for g in groupList.all where g.parent == nil {
            for r in g.recognizers where !r.storedState.isTerminal {
                coordinator.abandon(r)
                abandoned = true
            }
        }
        if abandoned {
            beginFrame()
            processFrame()
        }
    }

    /// The delivered touches that are down, in touch-down order.
    package var activeTouches: [Touch] { touchTable.live }

    /// Whether nothing is in flight: no touch down and no timer pending.
    public var isIdle: Bool { touchTable.live.isEmpty && timerQueue.isEmpty }

    /// Applies the cancellations and input queued by callbacks, in order.
    func flushDeferredInput() {
        if !inputQueue.cancels.isEmpty {
            inputQueue.enter()
            applyDeferredCancels()
            inputQueue.leave()
        }
        if inputQueue.takeAbandonment() {
            inputQueue.enter()
            abandonUndecidedRecognizers()
            inputQueue.leave()
        }
        while let next = inputQueue.nextInput() {
            switch next {
            case .frame(let f): handle(f)
            case .advance(let t): advance(to: t)
            case .drainTimers: drainTimers()
            }
        }
    }

    // MARK: Diagnostics

    internal func report(_ d: DispatchDiagnostic) { onDiagnostic?(d) }

    internal func recognizerDidTransition(_ r: GestureRecognizer, from: GestureRecognizerState, to: GestureRecognizerState) {
        if to == .failed && r.cancelsTouchesInViewOnFailure { recognizerDidFailCancellingTouches(r) }
        onRecognizerTransition?(r, from, to)
        if let box = settings.observerCall {
            box._withUnsafeGuaranteedRef { $0.observer.recognizerDidTransition(r, from: from, to: to, at: now) }
        }
    }

    internal func recognizerWillPerformActions(_ r: GestureRecognizer, for state: GestureRecognizerState) {
        onRecognizerActions?(r)
        if let box = settings.observerCall {
            box._withUnsafeGuaranteedRef { $0.observer.recognizerWillPerformActions(r, for: state, at: now) }
        }
    }

    internal func reportHandlerLifecycle(_ r: GestureRecognizer, _ e: HandlerLifecycleEvent) { onHandlerLifecycle?(r, e) }
}

/// The dispatcher's public settings, stored together behind its computed
/// accessors (see the exclusivity note on `TouchDispatcher.settings`).
internal struct DispatcherSettings {
    var policy: DispatchPolicy
    var onDiagnostic: ((DispatchDiagnostic) -> Void)?
    var onRecognizerTransition: ((GestureRecognizer, GestureRecognizerState, GestureRecognizerState) -> Void)?
    var onRecognizerActions: ((GestureRecognizer) -> Void)?
    var onHandlerLifecycle: ((GestureRecognizer, HandlerLifecycleEvent) -> Void)?
    var ignoredTouchObserver: ((Touch, IgnoreReason) -> Void)?
    var recognizerObserver: (any RecognizerObserver)? {
        get { observerBox?.observer }
        set {
            observerBox = newValue.map(RecognizerObserverBox.init)
            observerCall = observerBox.map { Unmanaged.passUnretained($0) }
        }
    }
    var observerBox: RecognizerObserverBox?
    /// `observerBox`, called through without a retain (`observerBox` holds it).
    var observerCall: Unmanaged<RecognizerObserverBox>?
}
