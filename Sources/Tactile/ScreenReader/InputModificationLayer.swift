// Cited: seed-004 R-A4, design note §4.7.2, D9.
/// The screen reader's input filter: it sits in front of the application's
/// `TouchDispatcher` or `ApplicationRouter` and, while the device's operating mode is
/// `configuration.operatingMode`, owns every touch.
///
/// ```swift
/// let layer = InputModificationLayer(downstream: dispatcher, windows: dispatcher.windows,
///                                    device: device, output: speech)
/// layer.handle(frame); layer.advance(to: now)      // instead of dispatcher.handle / advance
/// ```
///
/// * **Off** (R-M1): frames and `advance` pass through unchanged.
/// * **On**: frames go to a private dispatcher whose recognizers turn flicks
///   and taps into `AccessibilityGesture`s; bound ones run navigation commands
///   wherever they are made (R-X2, R-X3). One finger held for
///   `explorationDelay`, or a single tap, explores: the item (or container)
///   under it is announced (R-T1…R-T8, R-B1…R-B4). `activate` synthesizes a
///   tap at the item's activation point into the downstream sink (R-S1, A24).
/// * **Timers.** The exploration commit (`explorationDelay` after the finger
///   lands) and a lone tap's exploration (the double-tap window after it
///   lifts) are timers on the private dispatcher's queue, like a long
///   press's: they fire at their due time inside `handle` or `advance`,
///   whatever time the next input comes at; `now` is their due time while
///   they run, and `nextTimerDueTime` tells a host when to call `advance`.
/// * **D7**: a gesture the screen reader binds never reaches the application;
///   a gesture in `passThroughGestures` (and unbound) is replayed to it
///   when it is recognized, frames and all, with their own timestamps. While
///   a sequence might still be passed through (some pass-through recognizer
///   is still possible), the layer keeps its frames and the downstream sink's
///   time waits at the sequence's start; once none is possible, the frames
///   are dropped and the sink catches up.
///
/// The mode is read when a touch sequence starts (no finger down), so a
/// sequence never changes hands midway. A moved sample costs the same however
/// long the sequence has lasted, and allocates nothing (docs/performance.md).
public final class InputModificationLayer: TouchInputSink {
    /// Where the application's input goes.
    package let downstream: any TouchInputSink
    /// The navigation engine: cursor, commands, hit map.
    public let navigator: AccessibilityNavigator
    /// The device whose operating mode turns the layer on; nil uses `isEnabledWithoutDevice`.
    public let device: DeviceState?
    /// The mode without a device.
    public var isEnabledWithoutDevice = false
    /// Layer settings; setting them rebuilds the recognizers and updates the navigator.
    package var configuration: ScreenReaderConfiguration {
        didSet { navigator.configuration = configuration.accessibility; installRecognizers() }
    }
    /// Called for every gesture the layer recognizes, with the command it ran (nil: passed through or ignored).
    package var onGesture: ((AccessibilityGesture, AccessibilityCommand?) -> Void)?
    /// The layer's time: the latest frame or `advance` it processed, or, while
    /// one of its timers fires, that timer's due time (what a log stamps
    /// feedback with).
    public private(set) var now: Seconds = 0
    /// When the layer's earliest pending timer is due (an exploration commit,
    /// a lone tap's exploration, a recognizer's limit), nil when none is.
    package var nextTimerDueTime: Seconds? { gestures.dispatcher.timerQueue.nextDueTime }

    private let treeSource: () -> AccessibilityTree
    private let relay: InstructionRelay
    private let gestures = ScreenReaderGestures()
    private var sequence: Sequence?
    /// The ids down in the current sequence (kept apart from `sequence` so
    /// that updating it copies nothing).
    private var liveTouches: [Int] = []
    /// The frames of a reading sequence that might still be passed through (D7).
    private var held: [InputFrame] = []
    /// How many frames the layer keeps for a possible pass-through (for tests of its cost).
    var heldFrameCount: Int { held.count }
    /// Whether the downstream sink's time waits (a pass-through is still possible).
    private var holdsDownstream = false
    private var commitTimer: TimerID?
    private var tapTimer: TimerID?
    private var tapPoint = Point.zero
    // Built once, so scheduling a timer allocates nothing.
    private var commitAction: (() -> Void)?
    private var tapAction: (() -> Void)?

    /// One touch sequence (first finger down to last finger up); no arrays, so updating it is cheap.
    private struct Sequence {
        let isReading: Bool
        var maxFingers = 0
        var passingThrough = false
        var recognized = false
        var explorer: Int?
        var downPoint = Point.zero
        var point = Point.zero
        var committed = false
    }

    /// Creates a layer whose tree a host supplies (and re-supplies after layout, through `treeSource`).
    public init(downstream: any TouchInputSink, tree treeSource: @escaping () -> AccessibilityTree,
                device: DeviceState? = nil, configuration: ScreenReaderConfiguration = ScreenReaderConfiguration(),
                output: any AccessibilityFeedbackOutput, receiver: (any AccessibilityInstructionReceiver)? = nil) {
        self.downstream = downstream
        self.device = device
        self.configuration = configuration
        self.treeSource = treeSource
        relay = InstructionRelay(receiver: receiver)
        navigator = AccessibilityNavigator(tree: treeSource(), configuration: configuration.accessibility,
                                           output: output, receiver: relay)
        let me = WeakReference(self)
        gestures.onGesture = { g in me.object?.recognized(g) }
        commitAction = { me.object?.commitExploration() }
        tapAction = { me.object?.exploreTap() }
        liveTouches.reserveCapacity(10)
        installRecognizers()
    }

    /// Creates a layer that reads its tree from the views of `windows` (`ViewAccessibilitySnapshot`).
    public convenience init(downstream: any TouchInputSink, windows: [Window], device: DeviceState? = nil,
                            configuration: ScreenReaderConfiguration = ScreenReaderConfiguration(),
                            output: any AccessibilityFeedbackOutput,
                            receiver: (any AccessibilityInstructionReceiver)? = nil) {
        let refs = windows.map { WeakReference($0) }
        self.init(downstream: downstream, tree: { ViewAccessibilitySnapshot(windows: refs.compactMap { $0.object }).tree },
                  device: device, configuration: configuration, output: output, receiver: receiver)
    }

    /// Whether the screen reader owns touches now.
    package var isOn: Bool {
        guard let device else { return isEnabledWithoutDevice }
        return device.operatingMode == configuration.operatingMode
    }

    /// Rebuilds the tree after a layout change; the cursor survives (A29, R-C2, R-E13).
    /// The layer also does this at the start of every touch sequence it reads.
    package func layoutDidChange() { navigator.updateTree(treeSource()) }

    /// Runs a navigation command without a gesture (a trace `command` line, a host menu).
    public func perform(_ command: AccessibilityCommand) {
        navigator.perform(command)
        flushSynthesizedTaps()
    }

    // MARK: Input

    /// Takes one frame from the touch service. The layer's timers due by its
    /// time fire first, each at its own time.
    public func handle(_ frame: InputFrame) {
        let t = frame.timestamp.isFinite ? max(now, frame.timestamp) : now
        fireTimers(upTo: t)
        now = t
        if sequence == nil {
            guard frame.samples.contains(where: { $0.phase == .began }) else {
                downstream.handle(frame)
                return
            }
            let reading = isOn
            cancelTapExploration()   // a tap waiting to explore gives way to the next sequence
            sequence = Sequence(isReading: reading)
            liveTouches.removeAll(keepingCapacity: true)
            navigator.isEnabled = reading
            if reading {
                layoutDidChange()
                holdsDownstream = !configuration.passThroughGestures.isEmpty
            }
        }
        track(frame)
        guard let s = sequence else { return }
        if !s.isReading || s.passingThrough {
            if s.passingThrough { gestures.dispatcher.handle(frame) }   // its touches must end there too
            downstream.handle(frame)
        } else {
            if holdsDownstream { held.append(frame) }
            gestures.dispatcher.handle(frame)
            explore(frame)
            releaseDownstreamUnlessPassThroughIsPossible()
        }
        if liveTouches.isEmpty, let done = sequence { finish(done) }
    }

    /// Moves time forward: the layer's timers (exploration commits, taps'
    /// explorations, its recognizers' limits) fire at their due times, then
    /// the downstream sink's time follows unless a pass-through may still need it.
    public func advance(to time: Seconds) {
        guard time.isFinite else { return downstream.advance(to: time) }   // reported there
        let t = max(now, time)
        fireTimers(upTo: t)
        now = t
        gestures.dispatcher.advance(to: t)
        releaseDownstreamUnlessPassThroughIsPossible()
        if !holdsDownstream { downstream.advance(to: time) }
        flushSynthesizedTaps()
    }

    /// Fires the layer's timers due by `t` in time order; before each, the
    /// downstream sink (when its time is not held) reaches the timer's time,
    /// so the application's timers and the layer's interleave in one order.
    private func fireTimers(upTo t: Seconds) {
        let queue = gestures.dispatcher.timerQueue
        while let due = queue.nextDueTime, due <= t {
            let at = max(due, now, gestures.dispatcher.now)
            if !holdsDownstream { downstream.advance(to: at) }
            now = at
            gestures.dispatcher.advance(to: at)
            releaseDownstreamUnlessPassThroughIsPossible()
        }
    }

    /// The exploration timer: the finger has been down for `explorationDelay` (G6(b), D8).
    private func commitExploration() {
        commitTimer = nil
        guard let s = sequence, s.isReading, s.explorer != nil, !s.committed, !s.recognized else { return }
        sequence?.committed = true
        navigator.touchDown(at: s.point)
    }

    /// The tap timer: the double-tap window passed with no second tap, so the tap explores.
    private func exploreTap() {
        tapTimer = nil
        navigator.touchDown(at: tapPoint)
        navigator.touchEnded()
    }

    private func cancelCommit() {
        if let id = commitTimer { gestures.dispatcher.timerQueue.cancel(id) }
        commitTimer = nil
    }

    private func cancelTapExploration() {
        if let id = tapTimer { gestures.dispatcher.timerQueue.cancel(id) }
        tapTimer = nil
    }

    // MARK: Sequences

    private func track(_ frame: InputFrame) {
        for sample in frame.samples {
            switch sample.phase {
            case .began:
                if !liveTouches.contains(sample.id) { liveTouches.append(sample.id) }
                if let m = sequence?.maxFingers, liveTouches.count > m { sequence?.maxFingers = liveTouches.count }
            case .ended, .cancelled:
                liveTouches.removeEach { $0 == sample.id }
            default: break
            }
        }
    }

    /// Once no pass-through gesture is possible in a reading sequence, its
    /// frames are of no more use: they are dropped and the downstream sink's
    /// time catches up (D7).
    private func releaseDownstreamUnlessPassThroughIsPossible() {
        guard holdsDownstream, let s = sequence, s.isReading, !s.passingThrough,
              !gestures.isAnyPassThroughPossible else { return }
        holdsDownstream = false
        held.removeAll(keepingCapacity: true)
        downstream.advance(to: now)
    }

    /// Exploration by one finger (G4, G6(b)).
    private func explore(_ frame: InputFrame) {
        for sample in frame.samples {
            guard let s = sequence else { return }
            switch sample.phase {
            case .began where s.maxFingers == 1 && s.explorer == nil:
                sequence?.explorer = sample.id
                sequence?.downPoint = sample.location
                sequence?.point = sample.location
                if configuration.explorationDelay <= 0 {
                    sequence?.committed = true
                    navigator.touchDown(at: sample.location)
                } else {
                    cancelCommit()
                    commitTimer = gestures.dispatcher.timerQueue.schedule(at: now + configuration.explorationDelay,
                                                                          commitAction ?? {})
                }
            case .began:
                if s.committed { navigator.touchEnded() }   // a second finger: no more exploring
                sequence?.explorer = nil
                sequence?.committed = false
                cancelCommit()
            case .moved where sample.id == s.explorer && sample.location.isFinite:
                sequence?.point = sample.location
                if s.committed { navigator.touchMoved(to: sample.location) }
            case .ended, .cancelled:
                if sample.id == s.explorer {
                    if s.committed {
                        navigator.touchEnded()
                    } else if !s.recognized && sample.phase == .ended {
                        tapPoint = s.downPoint
                        cancelTapExploration()
                        tapTimer = gestures.dispatcher.timerQueue.schedule(at: now + Self.tapWindow, tapAction ?? {})
                    }
                    sequence?.explorer = nil
                    cancelCommit()
                }
            default: break
            }
        }
    }

    private func finish(_ s: Sequence) {
        sequence = nil
        cancelCommit()
        if holdsDownstream {
            holdsDownstream = false
            held.removeAll(keepingCapacity: true)
            downstream.advance(to: now)
        }
        if s.recognized { cancelTapExploration() }
        flushSynthesizedTaps()
    }

    private func recognized(_ g: AccessibilityGesture) {
        guard var s = sequence else {
            run(g)
            return
        }
        if s.passingThrough { return }   // the rest of a sequence already handed to the application
        s.recognized = true
        if s.committed && g.kind == .flick { navigator.touchEnded() }
        s.committed = false
        s.explorer = nil
        cancelCommit()
        cancelTapExploration()
        let bound = configuration.accessibility.bindings.command(for: g) != nil
        if !bound && configuration.passThroughGestures.contains(g) && s.isReading {
            s.passingThrough = true
            sequence = s
            holdsDownstream = false
            onGesture?(g, nil)
            // The application gets the gesture now, with its frames' own
            // timestamps (its dispatcher's time waited at the sequence's start);
            // a log stamps what they cause with the time of the pass (D7).
            for f in held { downstream.handle(f) }
            held.removeAll(keepingCapacity: true)
            return
        }
        sequence = s
        run(g)
    }

    private func run(_ g: AccessibilityGesture) {
        let command = configuration.accessibility.bindings.command(for: g)
        onGesture?(g, command)
        navigator.handle(g)
    }

    private func installRecognizers() {
        var all = configuration.accessibility.bindings.gestures
        all += configuration.passThroughGestures
        gestures.install(all, passThrough: configuration.passThroughGestures)
    }

    // MARK: Activation

    private func flushSynthesizedTaps() {
        guard sequence == nil || !(sequence?.isReading ?? false) || sequence?.passingThrough == true else { return }
        guard relay.hasTaps else { return }
        let points = relay.takeTaps()
        guard configuration.synthesizesActivationTaps else { return }
        for p in points {
            let id = configuration.synthesizedTouchID
            downstream.handle(InputFrame(timestamp: now, samples: [TouchSample(id: id, phase: .began, location: p)]))
            downstream.handle(InputFrame(timestamp: now, samples: [TouchSample(id: id, phase: .ended, location: p)]))
        }
    }

    /// How long a single tap waits for a second one before it explores (UIKit's double-tap interval).
    static let tapWindow: Seconds = 0.35
}

/// Passes instructions to the host's receiver and collects activation taps.
final class InstructionRelay: AccessibilityInstructionReceiver {
    private let receiver: (any AccessibilityInstructionReceiver)?
    private var taps: [Point] = []

    init(receiver: (any AccessibilityInstructionReceiver)?) { self.receiver = receiver }

    func receive(_ instruction: AccessibilityInstruction) {
        receiver?.receive(instruction)
        if case .select(_, let point) = instruction { taps.append(point) }
    }

    /// Whether an activation tap is waiting.
    var hasTaps: Bool { !taps.isEmpty }

    func takeTaps() -> [Point] {
        defer { taps.removeAll() }
        return taps
    }
}
