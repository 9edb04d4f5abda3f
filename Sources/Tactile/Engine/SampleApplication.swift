/// Applying host samples: turns them into `Touch` objects in the touch
/// table (`TouchTable`). Applies lifts,
/// moves and touch-downs in the order seed-002 R29 gives, repairs bad input
/// (docs/input-repair.md), retires ids whose contact was cancelled, hit-tests
/// each new touch once and applies the multi-touch and exclusive-touch rules
/// (seed-002 R19–R27).

extension TouchDispatcher {
    /// Ends a touch as cancelled in the current frame. A retired id's later
    /// samples are dropped silently until the contact lifts or begins again.
    func markCancelled(_ touch: Touch, retire shouldRetire: Bool = true) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.phase = .cancelled
        touch.timestamp = now
        frameScratch.list(touch, epoch: epoch)
        if shouldRetire && touchTable[touch.id] === touch { touchTable.retire(touch.id) }
    }

    /// Applies `samples[range]`: lifts, then moves, then touch-downs in
    /// ascending sample time, then id (seed-002 R29).
    func applySamples(_ samples: [TouchSample], in range: Range<Int>, frameTime: Seconds) {
        for i in range where samples[i].phase.isTerminal { applyLift(samples[i]) }
        for i in range where samples[i].phase == .moved || samples[i].phase == .stationary { applyMove(samples[i]) }
        for i in range where samples[i].phase == .began {
            if let st = samples[i].timestamp, !st.isFinite { report(.nonFiniteSampleTime(id: samples[i].id)) }
        }
        frameScratch.orderDowns(of: samples, in: range, frameTime: frameTime)
        for i in frameScratch.downOrder { applyBegan(samples[i]) }
    }

    /// A complete frame did not list these touches: their lifts were lost.
    func cancelTouchesNotListed(in samples: [TouchSample]) {
        for touch in touchTable.live where !touch.phase.isTerminal && !samples.contains(where: { $0.id == touch.id }) {
            report(.missingFromCompleteFrame(id: touch.id))
            markCancelled(touch, retire: false)
        }
        forgetIgnoredTouches(where: { t in !samples.contains(where: { $0.id == t.id }) }, reporting: { .missingFromCompleteFrame(id: $0) })
        touchTable.keepRetiredIDs { id in samples.contains(where: { $0.id == id }) }
    }

    func hasStaleTouches(at time: Seconds) -> Bool {
        guard let timeout = policy.staleTouchTimeout else { return false }
        if touchTable.live.contains(where: { !$0.phase.isTerminal && time - $0.record.lastSampleTime > timeout }) { return true }
        for t in touchTable.byID.touches where !t.record.isDelivered && time - t.record.lastSampleTime > timeout { return true }
        return false
    }

    /// Touches with no sample for longer than `staleTouchTimeout` lost their lift.
    func cancelStaleTouches(at time: Seconds) {
        guard let timeout = policy.staleTouchTimeout else { return }
        for touch in touchTable.live where !touch.phase.isTerminal && time - touch.record.lastSampleTime > timeout {
            report(.staleTouch(id: touch.id))
            markCancelled(touch)
        }
        forgetIgnoredTouches(where: { time - $0.record.lastSampleTime > timeout }, reporting: { .staleTouch(id: $0) })
    }

    /// Forgets ignored touches (never delivered, so nothing to cancel), reporting each in id order.
    func forgetIgnoredTouches(where shouldForget: (Touch) -> Bool, reporting diagnostic: (Int) -> DispatchDiagnostic) {
        var ids: [Int] = []
        for t in touchTable.byID.touches where !t.record.isDelivered && shouldForget(t) { ids.append(t.id) }
        guard !ids.isEmpty else { return }
        ids.stableSort()
        for id in ids {
            touchTable.forgetID(id)
            report(diagnostic(id))
        }
    }

    /// A sample's location in its touch's window coordinates.
    func windowLocation(_ p: Point, for touch: Touch) -> Point {
        guard touch.record.samplesAreInScreenSpace, let w = touch.window else { return p }
        return w.convertFromSuperview(p)
    }

    func applyLift(_ s: TouchSample) {
        guard let touch = touchTable[s.id], touch.record.isDelivered ? !touch.phase.isTerminal : true else {
            // The lift of a contact already cancelled or dropped ends it silently.
            if !touchTable.unretire(s.id) { report(.unknownTouch(id: s.id, phase: s.phase)) }
            return
        }
        touchTable.forgetID(s.id)
        if !touch.record.isDelivered { return }
        var location = windowLocation(s.location, for: touch)
        if !location.isFinite {
            report(.nonFiniteLocation(id: s.id, phase: s.phase))
            location = touch.locationInWindow
        }
        update(touch, to: location, sample: s)
        touch.phase = s.phase
        if s.phase == .ended { touch.info = SwipeClassifier.classify(touch, policy: policy) }
        if s.phase == .cancelled { touchTable.retire(s.id) }
        frameScratch.list(touch, epoch: epoch)
    }

    func applyMove(_ s: TouchSample) {
        guard let touch = touchTable[s.id] else {
            if !touchTable.isRetired(s.id) {
                report(.unknownTouch(id: s.id, phase: s.phase))
                touchTable.retire(s.id)
            }
            return
        }
        applyMove(s, to: touch)
    }

    /// `applyMove(_:)` for the touch the sample's id names.
    func applyMove(_ s: TouchSample, to touch: Touch) {
        #if DEBUG
        traceWalk("applyMove")
        #endif
        touch.record.lastSampleTime = now
        if !touch.record.isDelivered { return }
        var location = windowLocation(s.location, for: touch)
        if !location.isFinite {
            report(.nonFiniteLocation(id: s.id, phase: s.phase))
            location = touch.locationInWindow
        }
        let step = (location - touch.locationInWindow).length
        let moved = step > policy.stationaryEpsilon
        let fromStart = update(touch, to: location, step: step, sample: s)
        // A touch that began in this frame keeps `.began` for this frame's snapshot.
        if touch.record.frameEpoch == epoch && touch.phase == .began { return }
        touch.phase = moved ? .moved : .stationary
        if moved { touch.info = SwipeClassifier.classify(touch, distance: fromStart, policy: policy) }
        frameScratch.list(touch, epoch: epoch)
    }

    func update(_ touch: Touch, to location: Point, sample s: TouchSample) {
        update(touch, to: location, step: (location - touch.locationInWindow).length, sample: s)
    }

    /// Moves `touch` to `location`, `step` points from where it was; returns
    /// its distance from where it went down.
    @discardableResult @inline(__always)
    func update(_ touch: Touch, to location: Point, step: Double, sample s: TouchSample) -> Double {
        let fromStart = (location - touch.initialLocationInWindow).length
        touch.previousLocationInWindow = touch.locationInWindow
        touch.pathLength += step
        touch.maximumDistanceFromStart = max(touch.maximumDistanceFromStart, fromStart)
        touch.locationInWindow = location
        touch.timestamp = now
        touch.record.lastSampleTime = now
        if let f = s.force { touch.force = f }
        if let f = s.maximumPossibleForce { touch.maximumPossibleForce = f }
        if let r = s.majorRadius { touch.majorRadius = r }
        if let r = s.majorRadiusTolerance { touch.majorRadiusTolerance = r }
        if let r = s.minorRadius { touch.minorRadius = r }
        if let a = s.orientation { touch.orientation = a }
        if let a = s.altitudeAngle { touch.altitudeAngle = a }
        if let a = s.azimuthAngle { touch.azimuthAngle = a }
        return fromStart
    }

    func applyBegan(_ s: TouchSample) {
        if let old = touchTable[s.id] {
            report(.duplicateBegan(id: s.id))
            touchTable.forgetID(s.id)
            if old.record.isDelivered && !old.phase.isTerminal { markCancelled(old, retire: false) }
        }
        touchTable.unretire(s.id)
        guard s.location.isFinite else {
            report(.nonFiniteBegan(id: s.id))
            touchTable.retire(s.id)
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
        let touch = Touch(id: s.id, serial: touchTable.nextSerial(), timestamp: now, location: windowPoint, window: window, view: hit,
                          type: s.type, tapCount: 1)
        touch.record.samplesAreInScreenSpace = inScreenSpace
        touch.force = s.force; touch.maximumPossibleForce = s.maximumPossibleForce
        touch.majorRadius = s.majorRadius; touch.majorRadiusTolerance = s.majorRadiusTolerance
        touch.minorRadius = s.minorRadius; touch.orientation = s.orientation
        touch.altitudeAngle = s.altitudeAngle; touch.azimuthAngle = s.azimuthAngle
        touch.record.frameEpoch = epoch
        touchTable.name(touch)

        guard let view = hit, let win = window else {
            ignore(touch, reason: .outsideWindows)
            return
        }
        if let filter = inadvertentContactFilter, filter(touch, view) {
            ignore(touch, reason: .inadvertent)
            return
        }
        if let reason = ignoreReason(for: view, in: win) {
            withholdFromView(touch, reason: reason)
        }
        touch.tapCount = touchTable.tapCount(at: windowPoint, time: now, policy: policy)
        if touch.record.reachesView && !view.record.hasReceivedTouch {
            view.record.hasReceivedTouch = true
            touch.isFirstTouchForView = true
        }
        touchTable.goLive(touch)
        frameScratch.listDown(touch)
        engageRecognizers(for: touch, hitView: view, window: win)
    }

    /// A touch outside every window: nobody receives it.
    func ignore(_ touch: Touch, reason: IgnoreReason) {
        touch.record.isDelivered = false
        report(.ignored(id: touch.id, reason: reason))
        ignoredTouchObserver?(touch, reason)
    }

    /// The multi-touch or exclusive-touch flags keep `touch` from its hit view
    /// (seed-002 R19–R22): the view never hears of it, but the recognizers of
    /// the hit view and its ancestors still receive it. UIKit,
    /// `isMultipleTouchEnabled`: "This property does not affect the gesture
    /// recognizers attached to the view. Gesture recognizers receive all
    /// touches that occur in the view."; Apple's SimpleGestureRecognizers
    /// sample: "Recognizers ignore the exclusive touch setting for views."
    /// Reported as an ignored touch, as seed-002 R28 asks.
    func withholdFromView(_ touch: Touch, reason: IgnoreReason) {
        touch.record.reachesView = false
        report(.ignored(id: touch.id, reason: reason))
        ignoredTouchObserver?(touch, reason)
    }

    /// Seed-002 R19–R22 (with the scope of R23), evaluated against the
    /// touches views receive (R27: ignored touches never count).
    func ignoreReason(for view: View, in window: Window) -> IgnoreReason? {
        if policy.multiTouchFlagEnabled && !view.isMultipleTouchEnabled {
            for t in touchTable.live where !t.phase.isTerminal && t.record.reachesView && t.view === view { return .multipleTouchDisabled }
        }
        if policy.exclusiveFlagEnabled {
            var otherBusy = false
            for t in touchTable.live where !t.phase.isTerminal && t.record.reachesView {
                guard let u = t.view, u !== view, inScope(t.window, window) else { continue }
                if u.isExclusiveTouch { return .blockedByExclusiveView(u) }
                otherBusy = true
            }
            if view.isExclusiveTouch && otherBusy { return .exclusiveViewBusy }
        }
        return nil
    }

    func inScope(_ a: Window?, _ b: Window) -> Bool {
        switch policy.exclusivityScope {
        case .display: return true
        case .window: return a === b
        case .application: return a?.applicationTag == b.applicationTag
        }
    }
}
