// Cited: seed-000 §7.2 (L478–L482).
/// One recognizer that can be any of several gestures of different kinds — the "swipe
/// vs pinch" case, where a single recognizer's definitions name different kinds of
/// gesture and the device state picks one.
///
/// It holds one recognizer per alternative (a `SwipeGestureRecognizer`, a
/// `PinchGestureRecognizer`, …, configured as usual but not attached to any
/// view) and, for each touch sequence, forwards its touches to the selected
/// one and takes over its state: to the engine, the delegate and the actions
/// it is a single recognizer, so failure requirements, exclusivity and the
/// view-delivery flags apply to it as to any other. Select with `select(_:)`,
/// typically from a `RecognizerDefinitions` binding:
///
///     let next = AlternativeGestureRecognizer([swipe, pinch])
///     launcher.registerDefinitions(for: next, [.swipe(.left, touches: 3),
///                                              .pinch(touches: 3, mode: .accessibility)]) { d in
///         next.select(d.kind == .pinch ? 1 : 0)
///     }
///
/// The selection is fixed while a sequence is in flight (seed-000 §7.2
/// "timing"): `select(_:)` between sequences only.
open class AlternativeGestureRecognizer: GestureRecognizer {
    /// The alternatives, in the order given.
    package let alternatives: [GestureRecognizer]
    /// The index of the alternative in use.
    package private(set) var selectedIndex = 0
    /// Transitions the alternatives applied (each one a step `adoptState` takes over).
    private var innerTransitionCount = 0
    private var seenTransitions = 0
    /// The alternatives' link to this recognizer as their host.
    internal private(set) lazy var link = HostLink(host: self)

    deinit { link.hostDidEnd() }

    /// Creates a recognizer choosing among `alternatives` (the first is
    /// selected). An empty list gives a recognizer that never recognizes.
    public init(_ alternatives: [GestureRecognizer]) {
        self.alternatives = alternatives.isEmpty ? [GestureRecognizer()] : alternatives
        super.init()
        link.outer = self
        for a in self.alternatives { a.hostLink = link }
    }

    /// The alternative in use.
    package var selected: GestureRecognizer { alternatives[selectedIndex] }

    /// Selects alternative `index` for the next sequences. Ignored while a
    /// sequence is in flight or for an index out of range.
    public func select(_ index: Int) {
        guard alternatives.indices.contains(index), state == .possible, trackedTouches.isEmpty else { return }
        selectedIndex = index
        seenTransitions = innerTransitionCount
    }

    /// Continuous when the selected alternative is.
    open override var isContinuous: Bool { selected.isContinuous }

    /// The selected alternative's location (a tap's or a swipe's own rule included).
    open override func location(in view: View?) -> Point { selected.location(in: view) }

    /// The selected alternative's rule (e.g. a tap never prevents a tap with a higher tap count).
    open override func canPrevent(_ other: GestureRecognizer) -> Bool { selected.canPrevent(other) }

    /// The selected alternative's rule.
    open override func canBePrevented(by other: GestureRecognizer) -> Bool { selected.canBePrevented(by: other) }

    /// Forwards the new touches to the selected alternative.
    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        forward { $0.touchesBegan(touches, with: event) }
    }

    /// Forwards the moved touches to the selected alternative.
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        forward { $0.touchesMoved(touches, with: event) }
    }

    /// Forwards the lifted touches to the selected alternative.
    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        forward { $0.touchesEnded(touches, with: event) }
    }

    /// Forwards the cancelled touches to the selected alternative.
    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        forward { $0.touchesCancelled(touches, with: event) }
    }

    /// Resets every alternative with this recognizer (seed-003 `reset`).
    open override func reset() {
        super.reset()
        for a in alternatives { a.performReset() }
        seenTransitions = innerTransitionCount
    }

    private func forward(_ call: (GestureRecognizer) -> Void) {
        let inner = selected
        guard !inner.storedState.isTerminal else { return }
        inner.trackedTouches = trackedTouches
        call(inner)
        adoptState(of: inner)
    }

    /// Takes over each transition the alternative made since last time.
    private func adoptState(of inner: GestureRecognizer) {
        guard innerTransitionCount != seenTransitions else { return }
        seenTransitions = innerTransitionCount
        let s = inner.storedState
        if s == .possible || (s == state && s != .changed) { return }
        if state == .possible && inner.isContinuous {
            // Several steps in one call (began then changed, or ended, or cancelled).
            switch s {
            case .changed, .ended: state = .began
            case .cancelled: state = .failed; return
            default: break
            }
        }
        state = s
    }
}

/// The alternatives' host: they run on this recognizer's time and timers, and
/// their state changes are applied directly (legal ones only) and taken over
/// by this recognizer.
extension AlternativeGestureRecognizer: RecognizerHost {
    func recognizer(_ recognizer: GestureRecognizer, requested state: GestureRecognizerState) {
        guard recognizer.storedState.canTransition(to: state, continuous: recognizer.isContinuous) else { return }
        recognizer.storedState = state
        innerTransitionCount &+= 1
    }

    func scheduleTimer(for recognizer: GestureRecognizer, after delay: Seconds, _ handler: @escaping () -> Void) -> TimerID? {
        // An alternative's timer runs outside this recognizer's callbacks:
        // take over what it changed.
        scheduleTimer(after: delay) { [self] in
            handler()
            if recognizer === selected { adoptState(of: recognizer) }
        }
    }

    func recognizerLeftPlay(_ recognizer: GestureRecognizer) {}

    func isTimerPending(_ id: TimerID) -> Bool { host?.isTimerPending(id) ?? false }
}
