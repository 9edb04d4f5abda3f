// Cited: seed-000 §6, the recommended router of §6.5.
/// Routes the host's input frames to applications.
///
/// A *touch sequence* runs from a touch-down while no touch is down until the
/// last touch lifts (L64). When a sequence starts, the router finds its hit
/// level (`ProgrammaticHierarchy.hitLevel`) and the actively involved
/// applications (`activeApplicationPolicy`), and selects gesture definitions
/// from the device state (`definitionPolicy`, seed-000 §7.2). The involved
/// applications above the hit level are the *hidden, higher-priority*
/// applications (the launcher, the OS application). Then, per input frame:
///
/// * **undecided** — the frame goes to every involved application still in
///   play, highest level first (with `.deferredUntilDecided` the hit level's
///   frames are buffered instead). After each delivery the router decides:
///   a hidden application whose recognizer recognized the portion so far
///   (`firstPortionPolicy`) owns the rest (A8, B4) — the frame is not
///   delivered to lower applications, and the touches of every other
///   application are cancelled; a hidden application all of whose engaged
///   recognizers failed drops out (null operation, A6; its touches are
///   cancelled); when every hidden application has dropped out, the hit
///   level owns the sequence (B5);
/// * **decided** — the frame goes to the owner only.
///
/// A sequence that ends undecided stays with the hit level. Every sequence
/// therefore ends owned by exactly one application, and every other involved
/// application got an end or a cancel for each touch its views saw.
///
/// Each application has its own dispatcher; the router advances all of them
/// to each frame's time (timers fire in level order, highest first) and
/// observes their recognizers through `Application.onRecognizerTransition`'s
/// underlying hook. Confine the router to one thread.
public final class ApplicationRouter {
    /// The device state (operating mode, open applications, foreground).
    public let device: DeviceState
    /// The programmatic hierarchy of the routed applications.
    package let hierarchy: ProgrammaticHierarchy

    /// What recognizing the first portion means (default `.recognizedOrBegan`).
    /// An application's own `firstPortionPolicy` overrides it.
    package var firstPortionPolicy: FirstPortionPolicy = .recognizedOrBegan
    /// Method A / B delivery while undecided (default `.concurrentFirstPortion`).
    public var method: ApplicationRoutingMethod = .concurrentFirstPortion
    /// Which applications a sequence involves (default `.hitLevelAndHigherLevels`).
    package var activeApplicationPolicy: ActiveApplicationPolicy = .hitLevelAndHigherLevels
    /// What happens when no recognizer of the hit level remains (default `.disregard`).
    package var levelFallback: LevelFallback = .disregard
    /// Conflict avoidance when selecting gesture definitions (default `.none`).
    public var definitionPolicy: DefinitionConflictPolicy = .none

    /// Called once per sequence when its owner is decided, before the losing
    /// applications' touches are cancelled.
    public var onDecision: ((RoutingDecision) -> Void)?

    /// The router's time: the latest frame or advance.
    public private(set) var now: Seconds = 0

    var sequence: RoutedSequence?
    var sequenceCount = 0

    /// Creates a router over `hierarchy` and `device`, and observes both:
    /// applications added to the hierarchy later are observed when a
    /// sequence involves them.
    public init(device: DeviceState, hierarchy: ProgrammaticHierarchy) {
        self.device = device
        self.hierarchy = hierarchy
        let ref = WeakReference(self)
        device.addObserver { change in ref.object?.deviceStateDidChange(change) }
    }

    // MARK: Queries

    /// Whether a touch sequence is in progress.
    package var isSequenceInProgress: Bool { sequence != nil }
    /// The current sequence's hit level, if a sequence is in progress.
    package var currentHitLevel: Application? { sequence?.hitLevel }
    /// The current sequence's owner, once decided.
    package var currentOwner: Application? { sequence?.owner }
    /// The applications involved in the current sequence, highest level first.
    package var currentParticipants: [Application] { sequence?.participants.map { $0.app } ?? [] }

    // MARK: Input

    /// Routes one input frame (locations in screen coordinates). Never traps on bad input.
    public func handle(_ frame: InputFrame) {
        let t = frame.timestamp.isFinite ? max(frame.timestamp, now) : now
        advanceAll(to: t)
        evaluate()

        if sequence == nil {
            guard let first = firstTouchDown(in: frame) else {
                // Stray samples (no sequence): the foreground application reports them.
                device.foregroundApplication?.dispatcher.handle(frame)
                return
            }
            startSequence(at: first.location)
        }
        guard let seq = sequence else { return }
        seq.track(frame)

        if seq.owner == nil && !seq.sawNonBegan && frame.samples.contains(where: { $0.phase != .began }) {
            seq.sawNonBegan = true
            decideAtEndOfTouchDowns()
        }
        deliver(frame)
        if seq.downIDs.isEmpty { endSequence() }
    }

    /// Advances time, firing due timers in every application.
    public func advance(to time: Seconds) {
        guard time.isFinite, time > now else { return }
        advanceAll(to: time)
        evaluate()
    }

    /// Fires every pending timer of every application (the end of a replay).
    public func drainTimers() {
        for app in hierarchy.applications where !isHeldBack(app) {
            app.dispatcher.drainTimers()
            now = max(now, app.dispatcher.now)
            evaluate()
        }
    }

    /// Cancels the current sequence in every involved application (the host
    /// lost input focus). The sequence ends owned by its hit level.
    package func cancelSequence() {
        guard let seq = sequence else { return }
        if seq.owner == nil { decide(seq.hitLevel, .sequenceEnded) }
        for p in seq.participants { p.app.dispatcher.cancelAllTouches() }
        sequence = nil
    }

    // MARK: Sequence lifecycle

    func firstTouchDown(in frame: InputFrame) -> TouchSample? {
        var best: TouchSample?
        for s in frame.samples where s.phase == .began && s.location.isFinite {
            if let b = best, b.id <= s.id { continue }
            best = s
        }
        return best
    }

    func startSequence(at point: Point) {
        guard let hit = hierarchy.hitLevel(at: point, foreground: device.foregroundApplication) else { return }
        sequenceCount += 1
        let involved = hierarchy.activeApplications(hitLevel: hit, at: point, policy: activeApplicationPolicy)
        let seq = RoutedSequence(index: sequenceCount, hitLevel: hit)
        // Highest priority first: the hidden applications, then the hit level.
        for app in involved.reversed() where app !== hit { seq.participants.append(Participant(app)) }
        seq.participants.append(Participant(hit))
        for p in seq.participants { observe(p.app) }
        sequence = seq
        selectDefinitions(involved: involved, at: point)
    }

    func endSequence() {
        guard let seq = sequence else { return }
        if seq.owner == nil {
            evaluate()
            if seq.owner == nil { decide(seq.hitLevel, .sequenceEnded) }
        }
        sequence = nil
    }

    // MARK: Delivery

    func isHeldBack(_ app: Application) -> Bool {
        guard method == .deferredUntilDecided, let seq = sequence, seq.owner == nil else { return false }
        return app === seq.hitLevel && seq.participants.count > 1
    }

    /// Brings every application's clock to `t`, firing their timers in time
    /// order across applications (one application's frame tick at 0.58 s
    /// before another's at 0.6 s), so their logs interleave by time.
    func advanceAll(to t: Seconds) {
        var last = -Double.infinity
        while true {
            var next = Double.infinity
            for app in hierarchy.applications where !isHeldBack(app) {
                if let due = app.dispatcher.timerQueue.nextDueTime, due < next { next = due }
            }
            // A timer that did not fire at its time (held back) ends the stepping.
            guard next <= t, next > last else { break }
            for app in hierarchy.applications where !isHeldBack(app) { app.dispatcher.advance(to: next) }
            last = next
        }
        for app in hierarchy.applications where !isHeldBack(app) { app.dispatcher.advance(to: t) }
        now = max(now, t)
    }

    func deliver(_ frame: InputFrame) {
        guard let seq = sequence else { return }
        seq.frameNumber += 1
        if seq.owner == nil { seq.buffered.append(frame) }
        for p in seq.participants {
            if let owner = seq.owner {
                // Decided (possibly just now): only the owner, once.
                if owner === p.app && p.lastFrame < seq.frameNumber {
                    p.lastFrame = seq.frameNumber
                    owner.dispatcher.handle(frame)
                }
                continue
            }
            guard !p.isOut, !isHeldBack(p.app) else { continue }
            p.lastFrame = seq.frameNumber
            p.app.dispatcher.handle(frame)
            p.deliveries += 1
            refreshEngaged(p, in: seq)
            evaluate()
        }
    }

    // MARK: Observation

    func observe(_ app: Application) {
        guard app.routerObserver == nil else { return }
        let ref = WeakReference(self)
        app.routerObserver = { app, r, from, to in ref.object?.recognizer(r, of: app, from: from, to: to) }
    }

    func recognizer(_ r: GestureRecognizer, of app: Application,
                            from: GestureRecognizerState, to: GestureRecognizerState) {
        guard let seq = sequence, seq.owner == nil,
              let p = seq.participants.first(where: { $0.app === app }) else { return }
        let involved = p.engaged.contains(where: { $0 === r }) || seq.involves(r)
        guard involved else { return }
        if !p.engaged.contains(where: { $0 === r }) { p.engaged.append(r) }
        switch to {
        case .began, .ended:
            if from == .possible && p.claim == nil { p.claim = r }
        case .failed, .cancelled:
            if !p.failed.contains(where: { $0 === r }) { p.failed.append(r) }
        case .possible, .changed:
            break
        }
    }

    func refreshEngaged(_ p: Participant, in seq: RoutedSequence) {
        for r in p.app.allRecognizers where r.isEnabled && seq.involves(r) {
            if !p.engaged.contains(where: { $0 === r }) { p.engaged.append(r) }
        }
    }

    // MARK: Decisions

    func evaluate() {
        guard let seq = sequence, seq.owner == nil else { return }
        let hidden = seq.participants.filter { $0.app !== seq.hitLevel }
        for p in hidden where !p.isOut {
            if let r = p.claim { decide(p.app, .recognized(r)); return }
        }
        for p in hidden where !p.isOut && p.deliveries > 0 && p.hasNoRemainingRecognizer {
            p.isOut = true
            p.app.dispatcher.cancelAllTouches()
        }
        guard hidden.allSatisfy({ $0.isOut }) else { return }
        if levelFallback == .sendToHigherLevel, method == .concurrentFirstPortion,
           let hit = seq.participants.last, let next = nextUninvolvedLevel(above: seq) {
            if hit.claim == nil {
                guard hit.deliveries > 0, hit.hasNoRemainingRecognizer else { return }
                join(next, seq)
                return
            }
        }
        decide(seq.hitLevel, .higherLevelsFailed)
    }

    func decideAtEndOfTouchDowns() {
        guard let seq = sequence, seq.owner == nil else { return }
        for p in seq.participants where p.app !== seq.hitLevel && !p.isOut {
            guard (p.app.firstPortionPolicy ?? firstPortionPolicy) == .stillPossibleAfterTouchDowns else { continue }
            for r in p.engaged where r.state == .possible && r.isEnabled && !p.failed.contains(where: { $0 === r }) {
                decide(p.app, .stillPossibleAfterTouchDowns(r))
                return
            }
        }
    }

    func decide(_ owner: Application, _ reason: RoutingDecisionReason) {
        guard let seq = sequence, seq.owner == nil else { return }
        let wasHeldBack = isHeldBack(seq.hitLevel)
        seq.owner = owner
        var losers: [Application] = []
        for p in seq.participants where p.app !== owner {
            losers.append(p.app)
            p.isOut = true
        }
        // Observers hear of the decision before its consequences (the losers' cancels).
        onDecision?(RoutingDecision(sequence: seq.index, owner: owner, reason: reason, losers: losers))
        for p in seq.participants where p.app !== owner { p.app.dispatcher.cancelAllTouches() }
        if wasHeldBack {
            if owner === seq.hitLevel {
                // Method B without B3: the displayed application now gets the whole sequence.
                for f in seq.buffered { owner.dispatcher.handle(f) }
                seq.participants.last?.lastFrame = seq.frameNumber
            } else {
                seq.hitLevel.dispatcher.advance(to: now)
            }
        }
        seq.buffered.removeAll()
    }

    func nextUninvolvedLevel(above seq: RoutedSequence) -> Application? {
        for a in hierarchy.chain(from: seq.hitLevel).dropFirst()
        where a.isOpen && !seq.participants.contains(where: { $0.app === a }) {
            return a
        }
        return nil
    }

    /// `LevelFallback.sendToHigherLevel`: `app` joins as a hidden application
    /// and receives the buffered frames at its current time.
    func join(_ app: Application, _ seq: RoutedSequence) {
        let p = Participant(app)
        seq.participants.insert(p, at: 0)
        observe(app)
        for f in seq.buffered {
            var g = f
            g.timestamp = max(f.timestamp, app.dispatcher.now)
            app.dispatcher.handle(g)
        }
        p.deliveries += seq.buffered.count
        p.lastFrame = seq.frameNumber
        refreshEngaged(p, in: seq)
        evaluate()
    }

}
