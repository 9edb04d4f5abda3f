/// Turns the host's raw input frames into touches, gesture recognition and
/// responder callbacks (seed-002 §4, seed-000 §5).
///
/// For each input frame the dispatcher:
/// 1. fires the timers due before the frame (in time order, ties in schedule order);
/// 2. repairs bad input (see `DispatchDiagnostic` and docs/input-repair.md),
///    then applies lifts, then moves, then touch-downs, earliest sample time
///    first, then ascending id (seed-002 R29);
/// 3. hit-tests each new touch once, applies the multi-touch and exclusive-touch
///    rules (seed-002 R19–R27), and fixes the recognizers on its path;
/// 4. delivers the frame's touches to those recognizers, hit view's first, then
///    its ancestors', in the order they were added (seed-000 §5.3);
/// 5. coordinates the recognizers and sends their actions;
/// 6. delivers `touchesBegan/Moved/Ended/Cancelled` to the hit views, as the
///    recognizers' `cancelsTouchesInView` / `delaysTouchesBegan` /
///    `delaysTouchesEnded` allow;
/// 7. resets recognizer groups whose sequence is over.
///
/// A moved sample costs O(recognizers on its path) and allocates nothing once
/// warm. The dispatcher is not thread-safe: confine it to one thread or actor.
public final class TouchDispatcher {
    /// The rules in force. Changes apply to touches that begin afterwards.
    public var policy: DispatchPolicy
    /// The clock `pumpTimers()` reads. Frames carry their own timestamps.
    public let clock: any MonotonicClock
    /// The timer queue recognizers schedule on.
    public let timerQueue = TimerQueue()
    /// The dispatcher's current time: the latest frame or timer processed.
    public private(set) var now: Seconds

    /// Reports every repair of bad input, ignored touch and refused transition.
    public var onDiagnostic: ((DispatchDiagnostic) -> Void)?
    /// Called on every recognizer state change (not the automatic reset to `.possible`).
    public var onRecognizerTransition: ((GestureRecognizer, GestureRecognizerState, GestureRecognizerState) -> Void)?
    /// Called just before a recognizer's actions are performed.
    public var onRecognizerActions: ((GestureRecognizer) -> Void)?
    /// Reports the seed-000 §3.4 handler lifecycle of every recognizer
    /// (prepare / cancel preparation / complete preparation / deliver); see
    /// `HandlerLifecycleEvent`.
    public var onHandlerLifecycle: ((GestureRecognizer, HandlerLifecycleEvent) -> Void)?
    /// Called when a touch is ignored at touch-down (seed-002 R28 "alert").
    public var ignoredTouchObserver: ((Touch, IgnoreReason) -> Void)?

    /// Windows, back to front (the last is frontmost).
    public private(set) var windows: [Window] = []

    /// The reusable event handed to callbacks.
    public let event = TouchEvent()

    internal lazy var coordinator = RecognitionCoordinator(dispatcher: self)

    // Touch bookkeeping.
    private var touchesByID: [Int: Touch] = [:]
    /// Delivered touches that are down, in touch-down order.
    internal private(set) var liveTouches: [Touch] = []
    private var nextSerial: UInt64 = 0
    private var tapCounter = TapCounter()

    // Per-frame scratch (kept, so frames allocate nothing once warm).
    internal private(set) var epoch: UInt64 = 0
    internal private(set) var frameTouches: [Touch] = []
    private var frameRecognizers: [GestureRecognizer] = []
    private var viewOrder: [View] = []
    private var pendingViewTouches: [Touch] = []
    private var beganOrder: [Int] = []
    private var groups: [RecognizerGroup] = []
    private var nextGroupOrder: UInt64 = 0
    private var nextEngagement: UInt64 = 0
    private var isProcessing = false
    private var deliveryRound: UInt64 = 0
    private var deferredCancels: [(Touch, DispatchDiagnostic)] = []
    /// A `cancelAllTouches()` from a callback: abandon undecided recognizers
    /// once its deferred cancellations are applied.
    private var abandonsAfterDeferredCancels = false
    /// Touch histories and fallback tiers for `DispatchPolicy.recognizerFallback`.
    internal let fallbackBook = RecognizerFallbackBook()
    /// True while a public entry point (`handle`, `advance`, `cancelAllTouches`)
    /// runs: re-entrant input from callbacks is queued, not applied mid-step.
    private var isHandlingInput = false
    private var deferredInput: [DeferredInput] = []
    /// Ids whose touch was cancelled (or whose contact was dropped) while the
    /// contact may still be down: their samples are dropped silently until it lifts.
    private var retiredIDs: [Int] = []

    /// Creates a dispatcher.
    public init(clock: any MonotonicClock = ManualClock(), policy: DispatchPolicy = DispatchPolicy()) {
        self.clock = clock
        self.policy = policy
        self.now = clock.now
    }

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
        if isHandlingInput { deferredInput.append(.frame(frame)); return }
        isHandlingInput = true
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
        isHandlingInput = false
        flushDeferredInput()
    }

    /// Advances time to `time`, firing due timers in order (a trace line with
    /// only a time). Touches silent for longer than `policy.staleTouchTimeout`
    /// are cancelled. A time before `now` or not finite is reported and ignored.
    public func advance(to time: Seconds) {
        if isHandlingInput { deferredInput.append(.advance(time)); return }
        guard time.isFinite, time >= now else {
            report(.timeWentBackwards(given: time, clampedTo: now))
            return
        }
        isHandlingInput = true
        fireTimers(upTo: time)
        now = time
        if hasStaleTouches(at: time) {
            beginFrame()
            cancelStaleTouches(at: time)
            processFrame()
        }
        isHandlingInput = false
        flushDeferredInput()
    }

    /// Fires the timers due at the clock's current time (for live hosts).
    public func pumpTimers() { advance(to: max(clock.now, now)) }

    /// Advances time until no timer is pending (the end of a replay). Stops at
    /// a timer due at infinity (only possible through `timerQueue` directly).
    public func drainTimers() {
        if isHandlingInput { deferredInput.append(.drainTimers); return }
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
        for t in pendingViewTouches { t.isCancelledForView = true }
        if isHandlingInput {
            for t in liveTouches where !t.phase.isTerminal { deferredCancels.append((t, .cancelledByHost(id: t.id))) }
            abandonsAfterDeferredCancels = true
            return
        }
        isHandlingInput = true
        if liveTouches.contains(where: { !$0.phase.isTerminal }) || !pendingViewTouches.isEmpty {
            beginFrame()
            for t in liveTouches where !t.phase.isTerminal {
                report(.cancelledByHost(id: t.id))
                markCancelled(t)
            }
            processFrame()
        }
        abandonUndecidedRecognizers()
        isHandlingInput = false
        flushDeferredInput()
    }

    /// The end of `cancelAllTouches()`: once the live touches' cancellation has
    /// reached their recognizers (which cancel or fail as usual), every
    /// recognizer still deciding — e.g. a single tap waiting for a double tap
    /// whose finger already lifted — fails, so none acts on the abandoned
    /// interaction later.
    private func abandonUndecidedRecognizers() {
        var abandoned = false
        for g in groups where g.parent == nil {
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
    public var activeTouches: [Touch] { liveTouches }

    /// Whether nothing is in flight: no touch down and no timer pending.
    public var isIdle: Bool { liveTouches.isEmpty && timerQueue.isEmpty }

    /// Input that arrived from a callback while the dispatcher was busy.
    private enum DeferredInput {
        case frame(InputFrame)
        case advance(Seconds)
        case drainTimers
    }

    /// Applies the cancellations and input queued by callbacks, in order.
    private func flushDeferredInput() {
        if !deferredCancels.isEmpty {
            isHandlingInput = true
            applyDeferredCancels()
            isHandlingInput = false
        }
        if abandonsAfterDeferredCancels {
            abandonsAfterDeferredCancels = false
            isHandlingInput = true
            abandonUndecidedRecognizers()
            isHandlingInput = false
        }
        while !deferredInput.isEmpty {
            switch deferredInput.removeFirst() {
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
    }

    internal func recognizerWillPerformActions(_ r: GestureRecognizer) { onRecognizerActions?(r) }

    internal func reportHandlerLifecycle(_ r: GestureRecognizer, _ e: HandlerLifecycleEvent) { onHandlerLifecycle?(r, e) }

    // MARK: Timers

    internal func scheduleRecognizerTimer(for r: GestureRecognizer, after delay: Seconds, _ handler: @escaping () -> Void) -> TimerID {
        let due = now + max(0, delay.isFinite ? delay : 0)
        var idBox: TimerID?
        let id = timerQueue.schedule(at: due) { [r] in
            if let id = idBox { r.timers.removeAll { $0 == id } }
            handler()
        }
        idBox = id
        return id
    }

    private func fireTimers(upTo time: Seconds) {
        while let (due, action) = timerQueue.popDue(upTo: time) {
            now = max(now, due)
            beginFrame()
            action()
            processFrame()
        }
    }

    // MARK: Frame steps

    private func beginFrame() {
        epoch &+= 1
        event.timestamp = now
        frameTouches.removeAll(keepingCapacity: true)
    }

    /// Ends a touch as cancelled in the current frame. A retired id's later
    /// samples are dropped silently until the contact lifts or begins again.
    private func markCancelled(_ touch: Touch, retire shouldRetire: Bool = true) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.phase = .cancelled
        touch.timestamp = now
        if touch.frameEpoch != epoch { touch.frameEpoch = epoch; frameTouches.append(touch) }
        if shouldRetire && touchesByID[touch.id] === touch { retire(touch.id) }
    }

    /// Applies `samples[range]`: lifts, then moves, then touch-downs in
    /// ascending sample time, then id (seed-002 R29).
    private func applySamples(_ samples: [TouchSample], in range: Range<Int>, frameTime: Seconds) {
        for i in range where samples[i].phase.isTerminal { applyLift(samples[i]) }
        for i in range where samples[i].phase == .moved || samples[i].phase == .stationary { applyMove(samples[i]) }
        beganOrder.removeAll(keepingCapacity: true)
        for i in range where samples[i].phase == .began {
            if let st = samples[i].timestamp, !st.isFinite { report(.nonFiniteSampleTime(id: samples[i].id)) }
            var j = beganOrder.count
            beganOrder.append(i)
            while j > 0 && goesDownFirst(samples[i], before: samples[beganOrder[j - 1]], frameTime: frameTime) {
                beganOrder.swapAt(j, j - 1)
                j -= 1
            }
        }
        for i in beganOrder { applyBegan(samples[i]) }
    }

    private func goesDownFirst(_ a: TouchSample, before b: TouchSample, frameTime: Seconds) -> Bool {
        func key(_ s: TouchSample) -> Seconds {
            if let st = s.timestamp, st.isFinite { return st }
            return frameTime
        }
        let ka = key(a), kb = key(b)
        return ka < kb || (ka == kb && a.id < b.id)
    }

    /// A complete frame did not list these touches: their lifts were lost.
    private func cancelTouchesNotListed(in samples: [TouchSample]) {
        for touch in liveTouches where !touch.phase.isTerminal && !samples.contains(where: { $0.id == touch.id }) {
            report(.missingFromCompleteFrame(id: touch.id))
            markCancelled(touch, retire: false)
        }
        forgetIgnoredTouches(where: { t in !samples.contains(where: { $0.id == t.id }) }, reporting: { .missingFromCompleteFrame(id: $0) })
        retiredIDs.removeAll { id in !samples.contains(where: { $0.id == id }) }
    }

    private func hasStaleTouches(at time: Seconds) -> Bool {
        guard let timeout = policy.staleTouchTimeout else { return false }
        if liveTouches.contains(where: { !$0.phase.isTerminal && time - $0.lastSampleTime > timeout }) { return true }
        for (_, t) in touchesByID where !t.isDelivered && time - t.lastSampleTime > timeout { return true }
        return false
    }

    /// Touches with no sample for longer than `staleTouchTimeout` lost their lift.
    private func cancelStaleTouches(at time: Seconds) {
        guard let timeout = policy.staleTouchTimeout else { return }
        for touch in liveTouches where !touch.phase.isTerminal && time - touch.lastSampleTime > timeout {
            report(.staleTouch(id: touch.id))
            markCancelled(touch)
        }
        forgetIgnoredTouches(where: { time - $0.lastSampleTime > timeout }, reporting: { .staleTouch(id: $0) })
    }

    /// Forgets ignored touches (never delivered, so nothing to cancel), reporting each in id order.
    private func forgetIgnoredTouches(where shouldForget: (Touch) -> Bool, reporting diagnostic: (Int) -> DispatchDiagnostic) {
        var ids: [Int] = []
        for (id, t) in touchesByID where !t.isDelivered && shouldForget(t) { ids.append(id) }
        guard !ids.isEmpty else { return }
        ids.sort()
        for id in ids {
            touchesByID[id] = nil
            report(diagnostic(id))
        }
    }

    /// At most this many retired ids are remembered (oldest forgotten first).
    private static let maxRetiredIDs = 64

    private func retire(_ id: Int) {
        if retiredIDs.contains(id) { return }
        if retiredIDs.count >= Self.maxRetiredIDs { retiredIDs.removeFirst() }
        retiredIDs.append(id)
    }

    @discardableResult
    private func unretire(_ id: Int) -> Bool {
        guard let i = retiredIDs.firstIndex(of: id) else { return false }
        retiredIDs.remove(at: i)
        return true
    }

    /// A sample's location in its touch's window coordinates.
    private func windowLocation(_ p: Point, for touch: Touch) -> Point {
        guard touch.samplesAreInScreenSpace, let w = touch.window else { return p }
        return w.convertFromSuperview(p)
    }

    private func applyLift(_ s: TouchSample) {
        guard let touch = touchesByID[s.id], touch.isDelivered ? !touch.phase.isTerminal : true else {
            // The lift of a contact already cancelled or dropped ends it silently.
            if !unretire(s.id) { report(.unknownTouch(id: s.id, phase: s.phase)) }
            return
        }
        touchesByID[s.id] = nil
        if !touch.isDelivered { return }
        var location = windowLocation(s.location, for: touch)
        if !location.isFinite {
            report(.nonFiniteLocation(id: s.id, phase: s.phase))
            location = touch.locationInWindow
        }
        update(touch, to: location, sample: s)
        touch.phase = s.phase
        if s.phase == .ended { touch.info = SwipeClassifier.classify(touch, policy: policy) }
        if s.phase == .cancelled { retire(s.id) }
        if touch.frameEpoch != epoch { touch.frameEpoch = epoch; frameTouches.append(touch) }
    }

    private func applyMove(_ s: TouchSample) {
        guard let touch = touchesByID[s.id] else {
            if !retiredIDs.contains(s.id) {
                report(.unknownTouch(id: s.id, phase: s.phase))
                retire(s.id)
            }
            return
        }
        touch.lastSampleTime = now
        if !touch.isDelivered { return }
        var location = windowLocation(s.location, for: touch)
        if !location.isFinite {
            report(.nonFiniteLocation(id: s.id, phase: s.phase))
            location = touch.locationInWindow
        }
        let moved = (location - touch.locationInWindow).length > policy.stationaryEpsilon
        update(touch, to: location, sample: s)
        // A touch that began in this frame keeps `.began` for this frame's snapshot.
        if touch.frameEpoch == epoch && touch.phase == .began { return }
        touch.phase = moved ? .moved : .stationary
        if moved { touch.info = SwipeClassifier.classify(touch, policy: policy) }
        if touch.frameEpoch != epoch { touch.frameEpoch = epoch; frameTouches.append(touch) }
    }

    private func update(_ touch: Touch, to location: Point, sample s: TouchSample) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.pathLength += (location - touch.locationInWindow).length
        touch.maximumDistanceFromStart = max(touch.maximumDistanceFromStart, (location - touch.initialLocationInWindow).length)
        touch.locationInWindow = location
        touch.timestamp = now
        touch.lastSampleTime = now
        if let f = s.force { touch.force = f }
        if let f = s.maximumPossibleForce { touch.maximumPossibleForce = f }
        if let r = s.majorRadius { touch.majorRadius = r }
        if let r = s.majorRadiusTolerance { touch.majorRadiusTolerance = r }
        if let r = s.minorRadius { touch.minorRadius = r }
        if let a = s.orientation { touch.orientation = a }
        if let a = s.altitudeAngle { touch.altitudeAngle = a }
        if let a = s.azimuthAngle { touch.azimuthAngle = a }
    }

    private func applyBegan(_ s: TouchSample) {
        if let old = touchesByID[s.id] {
            report(.duplicateBegan(id: s.id))
            touchesByID[s.id] = nil
            if old.isDelivered && !old.phase.isTerminal { markCancelled(old, retire: false) }
        }
        unretire(s.id)
        guard s.location.isFinite else {
            report(.nonFiniteBegan(id: s.id))
            retire(s.id)
            return
        }
        // Find the window (front-most first) and the hit view, once (seed-002 R15).
        // With several windows, samples are in screen coordinates.
        let inScreenSpace = windows.count > 1
        var window: Window?
        var windowPoint = s.location
        var hit: View?
        var i = windows.count
        while i > 0 {
            i -= 1
            let w = windows[i]
            let p = inScreenSpace ? w.convertFromSuperview(s.location) : s.location
            if let v = w.hitTest(p, with: event) { window = w; windowPoint = p; hit = v; break }
        }
        nextSerial += 1
        let touch = Touch(id: s.id, serial: nextSerial, timestamp: now, location: windowPoint, window: window, view: hit,
                          type: s.type, tapCount: 1)
        touch.samplesAreInScreenSpace = inScreenSpace
        touch.force = s.force; touch.maximumPossibleForce = s.maximumPossibleForce
        touch.majorRadius = s.majorRadius; touch.majorRadiusTolerance = s.majorRadiusTolerance
        touch.minorRadius = s.minorRadius; touch.orientation = s.orientation
        touch.altitudeAngle = s.altitudeAngle; touch.azimuthAngle = s.azimuthAngle
        touch.frameEpoch = epoch
        touchesByID[s.id] = touch

        guard let view = hit, let win = window else {
            ignore(touch, reason: .outsideWindows)
            return
        }
        if let reason = ignoreReason(for: view, in: win) {
            ignore(touch, reason: reason)
            return
        }
        touch.tapCount = tapCounter.count(at: windowPoint, time: now, policy: policy)
        if !view.hasReceivedTouch {
            view.hasReceivedTouch = true
            touch.isFirstTouchForView = true
        }
        liveTouches.append(touch)
        frameTouches.append(touch)
        engageRecognizers(for: touch, hitView: view, window: win)
    }

    private func ignore(_ touch: Touch, reason: IgnoreReason) {
        touch.isDelivered = false
        report(.ignored(id: touch.id, reason: reason))
        ignoredTouchObserver?(touch, reason)
    }

    /// Seed-002 R19–R22 (with the scope of R23), evaluated against the
    /// delivered active touches (R27: ignored touches never count).
    private func ignoreReason(for view: View, in window: Window) -> IgnoreReason? {
        if policy.multiTouchFlagEnabled && !view.isMultipleTouchEnabled {
            for t in liveTouches where !t.phase.isTerminal && t.view === view { return .multipleTouchDisabled }
        }
        if policy.exclusiveFlagEnabled {
            var otherBusy = false
            for t in liveTouches where !t.phase.isTerminal {
                guard let u = t.view, u !== view, inScope(t.window, window) else { continue }
                if u.isExclusiveTouch { return .blockedByExclusiveView(u) }
                otherBusy = true
            }
            if view.isExclusiveTouch && otherBusy { return .exclusiveViewBusy }
        }
        return nil
    }

    private func inScope(_ a: Window?, _ b: Window) -> Bool {
        switch policy.exclusivityScope {
        case .display: return true
        case .window: return a === b
        case .application: return a?.applicationTag == b.applicationTag
        }
    }

    // MARK: Recognizer engagement

    /// The views whose recognizers take part in a touch, in delivery order (seed-000 §5.2–§5.3 steps 2–3).
    public func activeViews(forHitView hit: View, at windowPoint: Point) -> [View] {
        var views: [View] = []
        switch policy.activeViewPolicy {
        case .hitViewOnly:
            views = [hit]
        case .hitViewAndAncestors:
            var v: View? = hit
            while let cur = v { views.append(cur); v = cur.superview }
        case .allContainingLocation:
            var v: View? = hit
            while let cur = v { views.append(cur); v = cur.superview }
            if let root = views.last {
                var others: [View] = []
                collectContaining(root, point: windowPoint, into: &others)
                others.sort { $0.depth > $1.depth }
                for o in others where !views.contains(where: { $0 === o }) { views.append(o) }
            }
        }
        // skip, NoHit-skip and stop (seed-000 §4.2).
        var stopped: [View] = []
        for v in views where v.recognizerDelivery.contains(.stop) {
            var a: View? = v
            while let cur = a { stopped.append(cur); a = cur.superview }
        }
        return views.filter { v in
            if v.recognizerDelivery.contains(.skip) { return false }
            if v.recognizerDelivery.contains(.noHitSkip) && v !== hit { return false }
            return !stopped.contains(where: { $0 === v })
        }
    }

    private func collectContaining(_ view: View, point: Point, into out: inout [View]) {
        guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01 else { return }
        let local = view.convertFromRoot(point)
        if view.point(inside: local, with: nil) { out.append(view) }
        for s in view.subviews { collectContaining(s, point: point, into: &out) }
    }

    private func engageRecognizers(for touch: Touch, hitView: View, window: Window) {
        var group: RecognizerGroup?
        for v in activeViews(forHitView: hitView, at: touch.locationInWindow) {
            for r in v.gestureRecognizers { link(r, to: touch, group: &group) }
        }
        if let g = group {
            touch.group = g
            g.liveTouchCount += 1
            g.needsSettling = true
        }
    }

    /// Links `r` to `touch` (ignored when disabled, finished or refused by its
    /// delegate) and merges `r`'s recognizer group into `group`, creating
    /// `group` if needed. Used at touch-down and by the recognizer fallback.
    internal func link(_ r: GestureRecognizer, to touch: Touch, group: inout RecognizerGroup?) {
        var ignored = !r.isEnabled || r.storedState.isTerminal
        if !ignored, let pending = r.pendingState, !(r.isContinuous && pending == .began) { ignored = true }
        if !ignored, let d = r.delegate, !d.gestureRecognizer(r, shouldReceive: touch) { ignored = true }
        touch.links.append(RecognizerLink(recognizer: r, isIgnored: ignored))
        if r.engine !== self { r.engineRef = WeakReference(self) }
        // A recognizer that does not take the touch (disabled, decided,
        // waiting, or refused by its delegate) does not join its
        // sequence: it can be neither prevented nor reset by it.
        if ignored { return }
        // Join groups: the touch's group absorbs the recognizer's.
        let rg = r.group?.root
        if group == nil {
            if let rg { group = rg } else {
                nextGroupOrder += 1
                let g = RecognizerGroup(order: nextGroupOrder)
                groups.append(g)
                group = g
            }
        }
        guard let g = group else { return }
        if let rg, rg !== g {
            let (keep, drop) = rg.order < g.order ? (rg, g) : (g, rg)
            keep.absorb(drop)
            groups.removeAll { $0 === drop }
            group = keep
        } else if rg == nil {
            nextEngagement += 1
            r.engagementOrder = nextEngagement
            r.group = g
            g.recognizers.append(r)
        }
        joinRequirementPartners(of: r, group: &group)
    }

    /// An explicit `require(toFail:)` edge holds across concurrent sequences:
    /// when `r` requires (or is required by) a recognizer engaged in another
    /// live sequence, the two sequences become one, so the waiter waits for
    /// that recognizer's outcome (seed-003 `requireGestureRecognizerToFail`;
    /// seed-000 R9–R11). A recognizer in no sequence still cannot block (§7 of
    /// docs/engine.md). Touch-down only; allocates nothing when no edge exists.
    private func joinRequirementPartners(of r: GestureRecognizer, group: inout RecognizerGroup?) {
        guard groups.count > 1 else { return }
        var i = 0
        while i < groups.count {
            let other = groups[i]
            guard let g = group?.root, other.parent == nil, other !== g,
                  other.recognizers.contains(where: { o in Self.hasExplicitEdge(r, o) || Self.hasExplicitEdge(o, r) })
            else { i += 1; continue }
            let (keep, drop) = other.order < g.order ? (other, g) : (g, other)
            keep.absorb(drop)
            groups.removeAll { $0 === drop }
            group = keep
            i = 0
        }
    }

    private static func hasExplicitEdge(_ waiter: GestureRecognizer, _ required: GestureRecognizer) -> Bool {
        for ref in waiter.failureRequirementRefs where ref.object === required { return true }
        return false
    }

    // MARK: Processing

    private func processFrame() {
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
    private func applyDeferredCancels() {
        let pending = deferredCancels
        deferredCancels.removeAll()
        beginFrame()
        for (t, d) in pending where !t.phase.isTerminal {
            report(d)
            markCancelled(t)
        }
        processFrame()
    }

    private func sortFrameTouches() {
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
            if t.frameEpoch != epoch && !t.phase.isTerminal {
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
        guard r.isEnabled, r.view != nil, !r.storedState.isTerminal else { return false }
        if let pending = r.pendingState { return r.isContinuous && pending == .began }
        return true
    }

    private func deliverToRecognizers() {
        frameRecognizers.removeAll(keepingCapacity: true)
        for touch in frameTouches where touch.isDelivered && touch.phase != .stationary {
            for link in touch.links where !link.isIgnored {
                let r = link.recognizer
                guard receives(r) else { continue }
                if r.frameEpoch != epoch {
                    r.frameEpoch = epoch
                    r.began.removeAll(keepingCapacity: true)
                    r.moved.removeAll(keepingCapacity: true)
                    r.ended.removeAll(keepingCapacity: true)
                    r.cancelled.removeAll(keepingCapacity: true)
                    frameRecognizers.append(r)
                }
                switch touch.phase {
                case .began:
                    r.began.append(touch)
                    r.trackedTouches.append(touch)
                case .moved: r.moved.append(touch)
                case .ended: r.ended.append(touch)
                case .cancelled: r.cancelled.append(touch)
                case .stationary: break
                }
            }
        }
        for r in frameRecognizers {
            if !r.began.isEmpty && receives(r) { r.touchesBegan(TouchSet(r.began), with: event) }
            if !r.moved.isEmpty && receives(r) { r.touchesMoved(TouchSet(r.moved), with: event) }
            if !r.ended.isEmpty && receives(r) { r.touchesEnded(TouchSet(r.ended), with: event) }
            if !r.cancelled.isEmpty && receives(r) { r.touchesCancelled(TouchSet(r.cancelled), with: event) }
            // Emptied at once (capacity kept): a touch left in these buffers
            // holds its links to the recognizer, a retain cycle that outlived
            // the dispatcher (issue 10, item 5).
            r.began.removeAll(keepingCapacity: true)
            r.moved.removeAll(keepingCapacity: true)
            r.ended.removeAll(keepingCapacity: true)
            r.cancelled.removeAll(keepingCapacity: true)
        }
    }

    /// Seed-000 §3.4: a recognizer still `.possible` after the first sub-event
    /// of its attempt starts preparing its action.
    private func reportPreparations() {
        for r in frameRecognizers where !r.hasPreparedAction && r.storedState == .possible {
            r.hasPreparedAction = true
            onHandlerLifecycle?(r, .prepare)
        }
    }

    private func runCoordinationLoop() {
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
    private func finishTouches() {
        for touch in frameTouches where touch.phase.isTerminal {
            if touchesByID[touch.id] === touch { touchesByID[touch.id] = nil }
            if let i = liveTouches.firstIndex(where: { $0 === touch }) { liveTouches.remove(at: i) }
            for link in touch.links {
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
        nextGroupOrder += 1
        let g = RecognizerGroup(order: nextGroupOrder)
        groups.append(g)
        nextEngagement += 1
        r.engagementOrder = nextEngagement
        r.group = g
        g.recognizers.append(r)
        if r.engine !== self { r.engineRef = WeakReference(self) }
        return g
    }

    private func isLinked(_ t: Touch, to r: GestureRecognizer) -> Bool {
        for link in t.links where link.recognizer === r && !link.isIgnored { return true }
        return false
    }

    internal func recognizerDidRecognize(_ r: GestureRecognizer) {
        r.group?.root.needsSettling = true
        // With cancelsTouchesInView false the view receives every touch: held
        // touches are simply released once no recognizer holds them.
        guard r.cancelsTouchesInView else { return }
        // Held touches of the gesture: a withheld began is discarded, a withheld
        // end becomes touchesCancelled (seed-003 delaysTouchesBegan / delaysTouchesEnded).
        for t in pendingViewTouches where isLinked(t, to: r) { t.isCancelledForView = true }
        // Touches the view is receiving are cancelled (seed-003 cancelsTouchesInView).
        for t in r.trackedTouches { markCancelledForView(t, by: r) }
    }

    /// Seed-000 L266 (opt-in `cancelsTouchesInViewOnFailure`): a failure cancels
    /// the recognizer's touches in the view, even those it has not received yet.
    private func recognizerDidFailCancellingTouches(_ r: GestureRecognizer) {
        for t in pendingViewTouches where isLinked(t, to: r) {
            t.isCancelledForView = true
            if t.viewState == .notBegun { t.cancelsWithoutBegan = true }
        }
        for t in r.trackedTouches where isLinked(t, to: r) {
            markCancelledForView(t, by: r)
            if t.viewState == .notBegun { t.cancelsWithoutBegan = true }
        }
    }

    private func markCancelledForView(_ t: Touch, by r: GestureRecognizer) {
        guard isLinked(t, to: r) else { return }
        switch t.viewState {
        case .ended, .cancelled, .discarded: return
        case .notBegun, .began: break
        }
        t.isCancelledForView = true
        keepPending(t)
    }

    internal func recognizerWasDisabled(_ r: GestureRecognizer) {
        guard r.group != nil else { return }
        coordinator.abandon(r)
        if !isProcessing { beginFrame(); processFrame() }
    }

    internal func recognizerWasDetached(_ r: GestureRecognizer) {
        recognizerWasDisabled(r)
    }

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
            t.isCancelledForView = true
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

    private func holds(_ t: Touch, began: Bool) -> Bool {
        let group = t.group?.root
        for link in t.links where !link.isIgnored {
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
    private func deliverToViews() {
        deliveryRound &+= 1
        viewOrder.removeAll(keepingCapacity: true)
        for t in frameTouches where t.isDelivered && t.viewPlanEpoch != epoch {
            t.viewPlanEpoch = epoch
            t.viewPlanRound = deliveryRound
            planViewDelivery(t, changedThisFrame: true)
        }
        var i = 0
        while i < pendingViewTouches.count {
            let t = pendingViewTouches[i]
            if t.viewPlanRound != deliveryRound {
                t.viewPlanRound = deliveryRound
                planViewDelivery(t, changedThisFrame: false)
            }
            i += 1
        }
        pendingViewTouches.removeAll { t in
            switch t.viewState {
            case .ended, .cancelled, .discarded: return true
            case .began: return !t.isEndHeld && !t.isCancelledForView
            case .notBegun: return false
            }
        }
        for v in viewOrder {
            Self.sortBySerial(&v.frameBuckets.began)
            Self.sortBySerial(&v.frameBuckets.moved)
            Self.sortBySerial(&v.frameBuckets.ended)
            Self.sortBySerial(&v.frameBuckets.cancelled)
            let b = v.frameBuckets
            if v.handlesTouchesCollectively {
                if !b.began.isEmpty || !b.moved.isEmpty || !b.ended.isEmpty || !b.cancelled.isEmpty
                    || (b.hasStationary && policy.deliversStationaryOnlyEvents) {
                    v.touchesChanged(with: event)
                }
                continue
            }
            if !b.began.isEmpty { v.touchesBegan(TouchSet(b.began), with: event) }
            if !b.moved.isEmpty { v.touchesMoved(TouchSet(b.moved), with: event) }
            if !b.ended.isEmpty { v.touchesEnded(TouchSet(b.ended), with: event) }
            if !b.cancelled.isEmpty { v.touchesCancelled(TouchSet(b.cancelled), with: event) }
        }
    }

    /// Insertion sort by touch-down order: the sets a view receives are in
    /// touch-down order even when held and fresh touches meet (no allocation).
    private static func sortBySerial(_ a: inout [Touch]) {
        var i = 1
        while i < a.count {
            var j = i
            while j > 0 && a[j - 1].serial > a[j].serial { a.swapAt(j, j - 1); j -= 1 }
            i += 1
        }
    }

    private func bucketView(_ v: View) -> View {
        if v.frameBuckets.epoch != deliveryRound {
            v.frameBuckets.clear(epoch: deliveryRound)
            viewOrder.append(v)
        }
        return v
    }

    private func keepPending(_ t: Touch) {
        if !pendingViewTouches.contains(where: { $0 === t }) { pendingViewTouches.append(t) }
    }

    /// Decides what the hit view gets for `t` now (seed-003 cancelsTouchesInView /
    /// delaysTouchesBegan / delaysTouchesEnded; docs/engine.md "What the view gets").
    private func planViewDelivery(_ t: Touch, changedThisFrame: Bool) {
        guard let v = t.view else {
            if t.phase.isTerminal { t.viewState = .discarded }
            return
        }
        var justBegan = false
        switch t.viewState {
        case .ended, .cancelled, .discarded:
            return
        case .notBegun:
            if t.isCancelledForView || t.phase == .cancelled {
                if t.cancelsWithoutBegan {
                    bucketView(v).frameBuckets.cancelled.append(t)
                    t.viewState = .cancelled
                } else {
                    t.viewState = .discarded
                }
                t.isEndHeld = false
                return
            }
            if holds(t, began: true) { keepPending(t); return }
            bucketView(v).frameBuckets.began.append(t)
            t.viewState = .began
            justBegan = true
        case .began:
            break
        }
        if t.isCancelledForView {
            bucketView(v).frameBuckets.cancelled.append(t)
            t.viewState = .cancelled
            t.isEndHeld = false
            return
        }
        if justBegan {
            // A withheld began released after the touch moved: follow it with
            // touchesMoved so the view learns the touch travelled (seed-003).
            if t.phase == .moved || t.phase == .stationary,
               t.locationInWindow.x != t.initialLocationInWindow.x || t.locationInWindow.y != t.initialLocationInWindow.y {
                bucketView(v).frameBuckets.moved.append(t)
            }
        } else if changedThisFrame {
            if t.phase == .moved { bucketView(v).frameBuckets.moved.append(t) }
            if t.phase == .stationary { bucketView(v).frameBuckets.hasStationary = true }
        }
        switch t.phase {
        case .ended:
            if holds(t, began: false) {
                t.isEndHeld = true
                keepPending(t)
            } else {
                bucketView(v).frameBuckets.ended.append(t)
                t.viewState = .ended
                t.isEndHeld = false
            }
        case .cancelled:
            bucketView(v).frameBuckets.cancelled.append(t)
            t.viewState = .cancelled
            t.isEndHeld = false
        case .began, .moved, .stationary:
            break
        }
    }

    // MARK: Groups

    private func settleGroups() {
        for g in groups where g.parent == nil && g.needsSettling && g.liveTouchCount == 0 {
            var undecided = false
            var timersPending = false
            for r in g.recognizers where r.storedState == .possible {
                undecided = true
                if !r.timers.isEmpty { timersPending = true }
            }
            guard undecided, !timersPending else { continue }
            // Quiescent but undecided: fail the undecided recognizers that are not
            // waiting, let waiting ones resolve, then fail any still waiting (a cycle
            // of dynamic requirements). Documented in docs/engine.md.
            for r in g.recognizers where r.storedState == .possible && r.pendingState == nil { coordinator.abandon(r) }
            coordinator.resolve()
            for r in g.recognizers where r.pendingState != nil { coordinator.abandon(r) }
        }
    }

    private func resetSettledGroups() {
        var i = 0
        while i < groups.count {
            let g = groups[i]
            guard g.parent == nil, g.needsSettling, g.liveTouchCount == 0,
                  !g.recognizers.contains(where: { $0.storedState == .possible || $0.storedState.isInProgress }),
                  !pendingViewTouches.contains(where: { $0.group?.root === g })
            else {
                if g.parent != nil { groups.remove(at: i); continue }
                g.needsSettling = false
                i += 1
                continue
            }
            groups.remove(at: i)
            for r in g.recognizers { r.performReset() }
        }
    }
}
