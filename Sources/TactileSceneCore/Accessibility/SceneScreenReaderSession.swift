import Tactile

/// The screen reader of a replay: an `InputModificationLayer` in front of a
/// scene's dispatcher, or of the `ApplicationRouter` of a scene with
/// applications (seed-004 R-A4, D9), with a device whose mode the scene and
/// trace `mode` lines set, logging `focus`, `speech`, `earcon`, `select`,
/// `zoom` and `command` events (seed-004; docs/accessibility.md).
///
/// Feedback is stamped with the layer's time, so an exploration or a tap's
/// exploration that a timer commits is logged at the timer's due time (issue
/// 24). The log keeps time order (`ReplayLog.keepsTimeOrder`): what the
/// frames of a passed-through gesture cause is logged when they are passed,
/// with their own time as `sampleTime` (D7, interpretation 23).
package final class SceneScreenReaderSession: AccessibilityFeedbackOutput, AccessibilityInstructionReceiver {
    /// The layer.
    package private(set) var layer: InputModificationLayer!
    /// The device (its operating mode turns the layer on).
    package let device: DeviceState
    private let log: ReplayLog
    private var lastFocus: AccessibilityNavigationState?

    /// Puts a layer in front of `dispatcher`, reading the tree from `window`'s views.
    package convenience init(settings: SceneScreenReader, dispatcher: TouchDispatcher, window: Window, mode: String, log: ReplayLog) {
        let device = DeviceState()
        device.operatingMode = OperatingMode(mode)
        let ref = WeakReference(window)
        self.init(settings: settings, downstream: dispatcher, windows: { ref.object.map { [$0] } ?? [] },
                  device: device, log: log)
    }

    /// Puts a layer in front of `downstream` (a dispatcher or a router), reading
    /// the tree from the views of `windows()` (asked at every rebuild, so the
    /// windows of whichever application is displayed then), on while `device`
    /// is in accessibility mode.
    package init(settings: SceneScreenReader, downstream: any TouchInputSink, windows: @escaping () -> [Window],
                 device: DeviceState, log: ReplayLog) {
        self.log = log
        self.device = device
        log.keepsTimeOrder = true
        let relay = SessionRelay()
        let layer = InputModificationLayer(downstream: downstream, tree: { ViewAccessibilitySnapshot(windows: windows()).tree },
                                           device: device, configuration: settings.configuration, output: relay, receiver: relay)
        self.layer = layer
        let me = WeakReference(self)
        relay.session = me
        layer.onGesture = { g, c in
            guard let s = me.object else { return }
            let name = c?.traceName ?? (s.layer.configuration.passThroughGestures.contains(g) ? "passThrough" : nil)
            s.log.record(.accessibility(.command(command: name, gesture: g.logName)), at: s.layer.now)
        }
        lastFocus = layer.navigator.state
    }

    /// Feeds one trace line: mode switch, command, then input or time.
    package func feed(_ frame: TraceFrame) {
        if let mode = frame.mode {
            layer.advance(to: frame.t)
            log.record(.mode(.init(mode: mode)), at: frame.t)
            device.operatingMode = OperatingMode(mode)
        }
        if let name = frame.command, let c = AccessibilityCommand(traceName: name) {
            layer.advance(to: frame.t)
            log.record(.accessibility(.command(command: name, gesture: nil)), at: frame.t)
            layer.perform(c)
            logFocus()
        }
        if let input = frame.inputFrame { layer.handle(input) } else { layer.advance(to: frame.t) }
        logFocus()
    }

    /// Advances time (a live session's idle tick): the layer's timers fire at their due times.
    package func advance(to t: Double) {
        layer.advance(to: t)
        logFocus()
    }

    /// Fires every pending timer of the layer at its due time (an exploration
    /// or a tap waiting to explore), then `drain`s the application's.
    package func finish(drain: () -> Void) {
        var left = 10_000   // a bound, in case some timer kept rescheduling itself
        while left > 0, let due = layer.nextTimerDueTime, due.isFinite {
            advance(to: max(due, layer.now))
            left -= 1
        }
        drain()
    }

    // MARK: Output

    /// Logs each piece of feedback (speech, earcon; haptic and Braille mirror them and are not logged).
    package func present(_ feedback: [AccessibilityFeedback], preferences: SpeechPreferences, interrupt: Bool) {
        for f in feedback {
            switch f {
            case .speech(let text): log.record(.accessibility(.speech(text: text)), at: layer.now)
            case .earcon(let cue):
                // Named case by case: Embedded Swift (the WebAssembly module) cannot print an enum by reflection.
                let sound: String
                switch cue {
                case .leftContainer: sound = "leftContainer"
                case .endOfSequence: sound = "endOfSequence"
                }
                log.record(.accessibility(.earcon(sound: sound)), at: layer.now)
            case .haptic, .braille: break
            }
        }
        logFocus()
    }

    /// Logs instructions.
    package func receive(_ instruction: AccessibilityInstruction) {
        switch instruction {
        case .select(let id, let p): log.record(.accessibility(.select(item: id.rawValue, point: p)), at: layer.now)
        case .zoomToContainer(let c): log.record(.accessibility(.zoom(container: c?.rawValue)), at: layer.now)
        }
    }

    private func logFocus() {
        guard let layer else { return }
        let s = layer.navigator.state
        if let last = lastFocus, last.currentContainer == s.currentContainer, last.currentNode == s.currentNode { return }
        lastFocus = s
        log.record(.accessibility(.focus(container: s.currentContainer?.rawValue, node: s.currentNode?.rawValue)), at: layer.now)
    }
}

/// Passes the layer's feedback and instructions to the session, which it
/// reaches weakly: the session keeps the layer, and the layer keeps its
/// output and receiver, so handing it the session itself would be a cycle
/// that keeps a replayed scene alive.
private final class SessionRelay: AccessibilityFeedbackOutput, AccessibilityInstructionReceiver {
    var session = WeakReference<SceneScreenReaderSession>(nil)

    func present(_ feedback: [AccessibilityFeedback], preferences: SpeechPreferences, interrupt: Bool) {
        session.object?.present(feedback, preferences: preferences, interrupt: interrupt)
    }

    func receive(_ instruction: AccessibilityInstruction) {
        session.object?.receive(instruction)
    }
}
