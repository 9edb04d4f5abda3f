// Cited: seed-001 An5, An6.
/// Holds the running animations and advances all of them from one timer (R52–R58).
///
/// The animator reads no clock: whoever owns the single frame clock calls
/// `advance(to:)` once per frame with the frame's time, and every running
/// animation is evaluated at that same `now` (R52). Until integration that
/// is a test or a host loop; at integration the one `FrameClock` of
/// `Time/` drives it.
///
/// Committing (`animate`) sets each property's model value to its end value
/// at once and adds an animation whose presentation value moves from the
/// start value to the end value. `presentationValue(for:)` gives what to
/// draw now: for each property, the running animation with the highest
/// priority, then the later begin time, then the later commit (R58);
/// animations that have begun beat ones still in their delay; without a
/// running animation, the model value.
///
/// Cost: `advance(to:)` is linear in the running animations' property
/// changes and, once its buffers have grown, allocates nothing: each
/// property has a slot, found by key when an animation is committed
/// (`SortedMap`, O(log n)), and each track keeps its slot's index, so a tick
/// looks nothing up. `presentationValue(for:)` is O(log n).
public final class Animator {
    /// One property change of a committed animation.
    struct Track {
        var key: AnimationKey
        var from: AnimationValue
        var to: AnimationValue
        /// The index of the key's `Slot`.
        var slot: Int
    }

    /// One animated property: the winner of the last resolution, how many
    /// tracks of running animations change it (the slot is freed at 0), and
    /// the animation that last set its model value.
    struct Slot {
        var winner: Winner?
        var users: Int
        var modelOwner: UInt64 = 0
    }

    /// A committed animation group.
    final class Record {
        let handle: AnimationHandle
        let info: AnimationInfo
        let delegate: WeakAnimationDelegateReference
        let curve: AnimationCurve
        let priority: Int
        // Read and written once per tick each: no dynamic exclusivity check
        // (no access to them overlaps another; they are never passed inout).
        @exclusivity(unchecked) var timing: AnimationTiming
        let tracks: [Track]
        @exclusivity(unchecked) var heldFor: SyncID?
        @exclusivity(unchecked) var hasStarted = false
        @exclusivity(unchecked) var isDone = false
        @exclusivity(unchecked) var phase = AnimationPhase(hasBegun: false, hasEnded: false, fractionComplete: 0, cycleFraction: 0)
        @exclusivity(unchecked) var progress = 0.0

        init(handle: AnimationHandle, parameters: AnimationParameters, timing: AnimationTiming, tracks: [Track]) {
            self.handle = handle
            info = AnimationInfo(handle: handle, name: parameters.name, context: parameters.context)
            delegate = WeakAnimationDelegateReference(parameters.delegate)
            curve = parameters.curve
            priority = parameters.priority
            self.timing = timing
            self.tracks = tracks
            heldFor = parameters.synchronization
        }

        /// Re-evaluates the phase and curve progress at `now` (held records stay at their start).
        func update(at now: Seconds) {
            guard heldFor == nil else { return }
            phase = timing.phase(at: now)
            progress = phase.hasBegun ? curve.progress(at: phase.cycleFraction, duration: timing.duration) : 0
        }

        func value(of track: Track) -> AnimationValue {
            Self.value(of: track, ended: phase.hasEnded, progress: progress)
        }

        static func value(of track: Track, ended: Bool, progress: Double) -> AnimationValue {
            ended ? track.to : AnimationValue.interpolate(from: track.from, to: track.to, progress: progress)
        }
    }

    /// How one property's winner was chosen (R58): begun, priority, begin time, commit order.
    struct Rank {
        var begun: Bool
        var priority: Int
        var begin: Seconds
        var sequence: UInt64

        func beats(_ o: Rank) -> Bool {
            if begun != o.begun { return begun }
            if priority != o.priority { return priority > o.priority }
            if begin != o.begin { return begin > o.begin }
            return sequence > o.sequence
        }
    }

    struct Winner {
        var rank: Rank
        var value: AnimationValue
    }

    enum Event {
        case started(Record)
        case finished(Record)
        case stoppedAt(Record, Double)
        case moved(Record)
    }

    /// The model values the animations end at.
    package let model: any AnimationModel
    /// The time of the last `advance(to:)` (the commit time when none is given).
    public private(set) var now: Seconds

    private var records: [Record] = []
    private var slotOf = SortedMap<AnimationKey, Int>()
    private var slots: [Slot] = []
    private var freeSlots: [Int] = []
    private var events: [Event] = []
    private var spareEvents: [Event] = []
    private var nextSequence: UInt64 = 0

    /// The one frame clock that ticks this animator (R52, R53). While some
    /// animation needs frames the animator is registered with it as a client
    /// and advances on its ticks; nil: the owner calls `advance(to:)`.
    public var frameClock: FrameClock? {
        didSet {
            if let old = oldValue, old !== frameClock { old.unregister(self) }
            requestFrames()
        }
    }
    /// Called when the animator registers with `frameClock` (the clock starts
    /// running): a timer-queue driver schedules its next tick here.
    package var onFramesNeeded: (() -> Void)?
    /// Called for every start and stop, after the delegate.
    package var onEvent: ((AnimationEvent) -> Void)?
    /// Called after each frame-clock tick has advanced the animations (logs, reports).
    package var onFrame: ((Seconds) -> Void)?

    /// Creates an animator over `model`, at time `now`.
    public init(model: any AnimationModel = AnimationValueTable(), now: Seconds = 0) {
        self.model = model
        self.now = now.isFinite ? now : 0
    }

    /// The number of animations committed and not yet stopped (held ones included).
    package var runningCount: Int { records.count }

    /// Whether some animation needs frames (one is running and not held for a sync start).
    package var needsFrames: Bool { records.contains { $0.heldFor == nil } }

    /// Whether the animation is committed and not yet stopped.
    public func isRunning(_ handle: AnimationHandle) -> Bool { records.contains { $0.handle == handle } }

    /// The animation's `fractionComplete` (0…1) at `now`, or nil when it is not running.
    public func fractionComplete(of handle: AnimationHandle) -> Double? {
        records.first { $0.handle == handle }?.phase.fractionComplete
    }

    /// What to draw now for `key`: the winning animation's value, else the model value.
    public func presentationValue(for key: AnimationKey) -> AnimationValue? {
        winner(of: key)?.value ?? model.value(for: key)
    }

    /// What to draw now for `property` of `target`.
    public func presentationValue(of target: AnimationTargetID, _ property: AnimatableProperty) -> AnimationValue? {
        presentationValue(for: AnimationKey(target, property))
    }

    /// Whether a running animation changes `key`.
    public func isAnimating(_ key: AnimationKey) -> Bool { winner(of: key) != nil }

    private func winner(of key: AnimationKey) -> Winner? {
        guard let i = slotOf.index(of: key) else { return nil }
        return slots[slotOf[valueAt: i]].winner
    }

    /// Commits an animation group: `changes` records the property changes,
    /// each property's model value becomes its end value now, and the
    /// animation runs from `parameters.startTime` (else `committedAt`, else
    /// `now`) plus the delay. A duration of 0, or no changes, applies the end
    /// values at once and calls the delegate's start and stop before
    /// returning (unless the group waits for a synchronisation start).
    @discardableResult
    public func animate(_ parameters: AnimationParameters, committedAt: Seconds? = nil,
                        _ changes: (inout AnimationTransaction) -> Void) -> AnimationHandle {
        var transaction = AnimationTransaction()
        changes(&transaction)
        return animate(parameters, committedAt: committedAt, transaction)
    }

    /// The handle the next committed animation will get.
    package var nextHandle: AnimationHandle { AnimationHandle(rawValue: nextSequence) }

    /// Commits an already recorded transaction (see `animate(_:committedAt:_:)`).
    func animate(_ parameters: AnimationParameters, committedAt: Seconds?,
                 _ transaction: AnimationTransaction) -> AnimationHandle {
        let sequence = nextSequence
        nextSequence &+= 1
        let commit = committedAt.flatMap { $0.isFinite ? $0 : nil } ?? now
        let start = parameters.startTime.flatMap { $0.isFinite ? $0 : nil } ?? commit
        let timing = AnimationTiming(startTime: start, delay: parameters.delay, duration: parameters.duration,
                                     repeatCount: parameters.repeatCount, autoreverses: parameters.autoreverses)
        var tracks: [Track] = []
        tracks.reserveCapacity(transaction.changes.count)
        for change in transaction.changes {
            let from = change.from ?? presentationValue(for: change.key) ?? change.to
            var to = change.to
            if case .frame(let s) = from, case .frame(let e) = to { to = .frame(change.fields.merge(start: s, end: e)) }
            model.setValue(to, for: change.key)
            let slot = takeSlot(for: change.key)
            slots[slot].modelOwner = sequence
            tracks.append(Track(key: change.key, from: from, to: to, slot: slot))
        }
        let handle = AnimationHandle(rawValue: sequence)
        let record = Record(handle: handle, parameters: parameters,
                            timing: tracks.isEmpty ? AnimationTiming(startTime: start, duration: 0) : timing,
                            tracks: tracks)
        records.append(record)
        record.update(at: now)
        if record.heldFor == nil && record.timing.isImmediate { complete(record) }
        removeFinishedRecords()
        resolvePresentation()
        deliverEvents()
        requestFrames()
        return handle
    }

    /// Advances every running animation to `time` with one shared `now`
    /// (R52): begun animations get `animationDidStart` once, ended ones
    /// `animationDidStop(_:finished: true)` once, in commit order, after all
    /// values are updated. Earlier or non-finite times only re-evaluate.
    public func advance(to time: Seconds) {
        if time.isFinite && time > now { now = time }
        let now = self.now
        var finished = 0
        records.withUnsafeBufferPointer { records in
            for record in records where record.heldFor == nil {
                record.update(at: now)
                if record.phase.hasBegun && !record.hasStarted {
                    record.hasStarted = true
                    events.append(.started(record))
                }
                if record.phase.hasEnded {
                    record.isDone = true
                    events.append(.finished(record))
                    finished += 1
                }
            }
        }
        if finished > 0 { removeFinishedRecords() }
        resolvePresentation()
        deliverEvents()
    }

    /// Cancels a running animation, leaving its properties at `position`
    /// (UIKit `stopAnimation` + `finishAnimation(at:)`). `.current` sets the
    /// model to the values shown now and reports `animationDidStop(_:atFraction:)`;
    /// `.start` and `.end` report `animationDidStop(_:finished: false)`. A
    /// property a later animation has since taken over keeps that one's model
    /// value. Returns false when the animation is not running.
    @discardableResult
    public func cancel(_ handle: AnimationHandle, leaving position: AnimationStopPosition = .current) -> Bool {
        guard let index = records.firstIndex(where: { $0.handle == handle }) else { return false }
        let record = records[index]
        record.update(at: now)
        for track in record.tracks where slots[track.slot].modelOwner == handle.rawValue {
            switch position {
            case .current: model.setValue(record.value(of: track), for: track.key)
            case .start: model.setValue(track.from, for: track.key)
            case .end: break
            }
        }
        records.remove(at: index)
        release(record)
        record.isDone = true
        events.append(position == .current ? .stoppedAt(record, record.phase.fractionComplete) : .moved(record))
        resolvePresentation()
        deliverEvents()
        if !needsFrames { frameClock?.unregister(self) }
        return true
    }

    /// Cancels every running animation that changes a property of `target`.
    package func cancelAnimations(of target: AnimationTargetID, leaving position: AnimationStopPosition = .current) {
        let handles = records.filter { $0.tracks.contains { $0.key.target == target } }.map { $0.handle }
        for handle in handles { cancel(handle, leaving: position) }
    }

    /// Starts the animations held for synchronisation session `id` (R62):
    /// they begin at `time` plus their delay. Duration-0 ones apply now.
    package func startSynchronized(_ id: SyncID, at time: Seconds) {
        let start = time.isFinite ? time : now
        for record in records where record.heldFor == id {
            record.heldFor = nil
            record.timing.startTime = start
            record.update(at: now)
            if record.timing.isImmediate { complete(record) }
        }
        removeFinishedRecords()
        resolvePresentation()
        deliverEvents()
        requestFrames()
    }

    /// Registers with `frameClock` when an animation needs frames and it is
    /// not registered yet, then calls `onFramesNeeded`.
    func requestFrames() {
        guard let clock = frameClock, needsFrames, !clock.isRegistered(self) else { return }
        clock.register(self)
        onFramesNeeded?()
    }

    /// Calls `body` for each running animation, in commit order (logs, reports).
    package func forEachRunningAnimation(_ body: (RunningAnimation) -> Void) {
        for r in records {
            body(RunningAnimation(info: r.info, curve: r.curve, priority: r.priority, timing: r.timing,
                                  phase: r.phase, progress: r.progress, heldFor: r.heldFor,
                                  keys: r.tracks.map { $0.key }))
        }
    }

    private func complete(_ record: Record) {
        record.hasStarted = true
        record.isDone = true
        events.append(.started(record))
        events.append(.finished(record))
    }

    /// The slot of `key`, taken for one more track (a free one when the key has none).
    private func takeSlot(for key: AnimationKey) -> Int {
        if let i = slotOf.index(of: key) {
            let s = slotOf[valueAt: i]
            slots[s].users += 1
            return s
        }
        let s: Int
        if let free = freeSlots.popLast() {
            s = free
            slots[s] = Slot(winner: nil, users: 1)
        } else {
            s = slots.count
            slots.append(Slot(winner: nil, users: 1))
        }
        slotOf[key] = s
        return s
    }

    /// Gives back the slots of a record that stopped running.
    private func release(_ record: Record) {
        for track in record.tracks {
            slots[track.slot].users -= 1
            guard slots[track.slot].users == 0 else { continue }
            slots[track.slot].winner = nil
            slotOf.removeValue(forKey: track.key)
            freeSlots.append(track.slot)
        }
    }

    /// Drops the finished records (keeping the others' order) and releases their slots.
    private func removeFinishedRecords() {
        var kept = 0
        for i in records.indices {
            let record = records[i]
            if record.isDone {
                release(record)
            } else {
                if kept != i { records[kept] = record }
                kept += 1
            }
        }
        records.removeLast(records.count - kept)
    }

    /// Chooses each property's winner (R58) among the running animations.
    /// Works on the slot table moved out of the animator and through buffer
    /// pointers: one exclusivity check and no retain per track.
    private func resolvePresentation() {
        var table: [Slot] = []
        swap(&table, &slots)
        defer { swap(&table, &slots) }
        table.withUnsafeMutableBufferPointer { table in
            for s in table.indices { table[s].winner = nil }
            records.withUnsafeBufferPointer { records in
                for record in records {
                    let phase = record.phase
                    let rank = Rank(begun: phase.hasBegun, priority: record.priority,
                                    begin: record.timing.beginTime, sequence: record.handle.rawValue)
                    let progress = record.progress
                    record.tracks.withUnsafeBufferPointer { tracks in
                        for track in tracks {
                            if let current = table[track.slot].winner, !rank.beats(current.rank) { continue }
                            table[track.slot].winner = Winner(rank: rank, value: Record.value(of: track, ended: phase.hasEnded, progress: progress))
                        }
                    }
                }
            }
        }
    }

    private func deliverEvents() {
        guard !events.isEmpty else { return }
        var batch = spareEvents
        spareEvents = []
        swap(&batch, &events)
        for event in batch {
            switch event {
            case .started(let r):
                r.delegate.object?.animationDidStart(r.info)
                onEvent?(.started(r.info))
            case .finished(let r):
                r.delegate.object?.animationDidStop(r.info, finished: true)
                onEvent?(.stopped(r.info, finished: true, fraction: 1))
            case .stoppedAt(let r, let f):
                r.delegate.object?.animationDidStop(r.info, atFraction: f)
                onEvent?(.stopped(r.info, finished: false, fraction: f))
            case .moved(let r):
                r.delegate.object?.animationDidStop(r.info, finished: false)
                onEvent?(.stopped(r.info, finished: false, fraction: r.phase.fractionComplete))
            }
        }
        batch.removeAll(keepingCapacity: true)
        spareEvents = batch
    }
}
