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
/// * **D7**: a gesture the screen reader binds never reaches the application;
///   a gesture in `passThroughGestures` (and unbound) is replayed to it
///   unchanged, with its original timestamps. While a sequence might still be
///   passed through, the downstream sink's time is held at the sequence's
///   start, then caught up.
///
/// The mode is read when a touch sequence starts (no finger down), so a
/// sequence never changes hands midway.
public final class InputModificationLayer: TouchInputSink {
    /// Where the application's input goes.
    public let downstream: any TouchInputSink
    /// The navigation engine: cursor, commands, hit map.
    public let navigator: AccessibilityNavigator
    /// The device whose operating mode turns the layer on; nil uses `isEnabledWithoutDevice`.
    public let device: DeviceState?
    /// The mode without a device.
    public var isEnabledWithoutDevice = false
    /// Layer settings; setting them rebuilds the recognizers and updates the navigator.
    public var configuration: ScreenReaderConfiguration {
        didSet { navigator.configuration = configuration.accessibility; installRecognizers() }
    }
    /// Called for every gesture the layer recognizes, with the command it ran (nil: passed through or ignored).
    public var onGesture: ((AccessibilityGesture, AccessibilityCommand?) -> Void)?

    private let treeSource: () -> AccessibilityTree
    private let relay: InstructionRelay
    private let gestures = ScreenReaderGestures()
    private var sequence: Sequence?
    private var pendingTap: (point: Point, time: Seconds)?
    private var heldAdvance: Seconds?
    private var now: Seconds = 0

    private struct Sequence {
        let isReading: Bool
        var live: [Int] = []
        var maxFingers = 0
        var held: [InputFrame] = []
        var passingThrough = false
        var recognized = false
        var explorer: Int?
        var downPoint = Point.zero
        var point = Point.zero
        var downTime: Seconds = 0
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
    public var isOn: Bool {
        guard let device else { return isEnabledWithoutDevice }
        return device.operatingMode == configuration.operatingMode
    }

    /// Rebuilds the tree after a layout change; the cursor survives (A29, R-C2, R-E13).
    /// The layer also does this at the start of every touch sequence it reads.
    public func layoutDidChange() { navigator.updateTree(treeSource()) }

    /// Runs a navigation command without a gesture (a trace `command` line, a host menu).
    public func perform(_ command: AccessibilityCommand) {
        navigator.perform(command)
        flushSynthesizedTaps()
    }

    // MARK: Input

    /// Takes one frame from the touch service.
    public func handle(_ frame: InputFrame) {
        now = max(now, frame.timestamp)
        settle(at: frame.timestamp)   // a host may send no `advance` between frames
        if sequence == nil {
            guard frame.samples.contains(where: { $0.phase == .began }) else {
                downstream.handle(frame)
                return
            }
            let reading = isOn
            pendingTap = nil   // a tap waiting to explore gives way to the next sequence
            sequence = Sequence(isReading: reading)
            navigator.isEnabled = reading
            if reading { layoutDidChange() }
        }
        guard var s = sequence else { return }
        track(frame, in: &s)
        if !s.isReading || s.passingThrough {
            sequence = s
            if s.passingThrough { gestures.dispatcher.handle(frame) }   // its touches must end there too
            downstream.handle(frame)
        } else {
            s.held.append(frame)
            if heldAdvance == nil { heldAdvance = frame.timestamp }
            sequence = s
            gestures.dispatcher.handle(frame)
            explore(frame)
        }
        if let done = sequence, done.live.isEmpty { finish(done) }
    }

    /// Moves time forward: the recognizers' timers, exploration commits, pending taps.
    public func advance(to time: Seconds) {
        now = max(now, time)
        if let s = sequence, s.isReading, !s.passingThrough {
            heldAdvance = max(heldAdvance ?? time, time)
            gestures.dispatcher.advance(to: time)
            settle(at: time)
            flushSynthesizedTaps()
            return
        }
        gestures.dispatcher.advance(to: time)
        settle(at: time)
        downstream.advance(to: time)
        flushSynthesizedTaps()
    }

    /// What time alone decides: a held finger commits its exploration, a lone tap explores.
    private func settle(at time: Seconds) {
        if var s = sequence, s.isReading, s.explorer != nil, !s.committed, !s.recognized,
           time >= s.downTime + configuration.explorationDelay {
            s.committed = true
            sequence = s
            navigator.touchDown(at: s.point)
        }
        if let tap = pendingTap, time >= tap.time + Self.tapWindow {
            pendingTap = nil
            navigator.touchDown(at: tap.point)
            navigator.touchEnded()
        }
    }

    // MARK: Sequences

    private func track(_ frame: InputFrame, in s: inout Sequence) {
        for sample in frame.samples {
            switch sample.phase {
            case .began:
                if !s.live.contains(sample.id) { s.live.append(sample.id) }
                s.maxFingers = max(s.maxFingers, s.live.count)
            case .ended, .cancelled:
                s.live.removeEach { $0 == sample.id }
            default: break
            }
        }
    }

    /// Exploration by one finger (G4, G6(b)).
    private func explore(_ frame: InputFrame) {
        guard var s = sequence else { return }
        for sample in frame.samples {
            switch sample.phase {
            case .began where s.maxFingers == 1 && s.explorer == nil:
                s.explorer = sample.id
                s.downPoint = sample.location
                s.point = sample.location
                s.downTime = frame.timestamp
                if configuration.explorationDelay <= 0 {
                    s.committed = true
                    sequence = s
                    navigator.touchDown(at: sample.location)
                    guard let t = sequence else { return }
                    s = t
                }
            case .began:
                if s.committed { navigator.touchEnded() }   // a second finger: no more exploring
                s.explorer = nil
                s.committed = false
            case .moved where sample.id == s.explorer && sample.location.isFinite:
                s.point = sample.location
                if !s.committed, !s.recognized, frame.timestamp >= s.downTime + configuration.explorationDelay {
                    s.committed = true
                    sequence = s
                    navigator.touchDown(at: sample.location)
                    guard let t = sequence else { return }
                    s = t
                } else if s.committed {
                    navigator.touchMoved(to: sample.location)
                }
            case .ended, .cancelled:
                if sample.id == s.explorer {
                    if s.committed { navigator.touchEnded() }
                    else if !s.recognized && sample.phase == .ended { pendingTap = (s.downPoint, frame.timestamp) }
                    s.explorer = nil
                }
            default: break
            }
        }
        sequence = s
    }

    private func finish(_ s: Sequence) {
        sequence = nil
        if let t = heldAdvance {
            heldAdvance = nil
            downstream.advance(to: max(t, now))
        }
        if s.recognized { pendingTap = nil }
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
        pendingTap = nil
        let bound = configuration.accessibility.bindings.command(for: g) != nil
        if !bound && configuration.passThroughGestures.contains(g) && s.isReading {
            s.passingThrough = true
            let held = s.held
            s.held = []
            sequence = s
            onGesture?(g, nil)
            for f in held { downstream.handle(f) }
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
        gestures.install(all)
    }

    // MARK: Activation

    private func flushSynthesizedTaps() {
        guard sequence == nil || !(sequence?.isReading ?? false) || sequence?.passingThrough == true else { return }
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

    func takeTaps() -> [Point] {
        defer { taps.removeAll() }
        return taps
    }
}
