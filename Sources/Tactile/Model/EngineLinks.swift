/// Whatever feeds a recognizer its touches: the engine (`TouchDispatcher`),
/// or a recognizer that works through others (`AlternativeGestureRecognizer`).
/// A recognizer reaches its host through this one path — its `HostLink` —
/// for time, timers and state requests; with no host it applies legal
/// transitions itself. Class-bound, so Embedded Swift accepts the existential.
internal protocol RecognizerHost: AnyObject {
    /// The link recognizers hold to this host.
    var link: HostLink { get }
    /// `recognizer` asked for `state` (`recognizer.state = …`).
    func recognizer(_ recognizer: GestureRecognizer, requested state: GestureRecognizerState)
    /// Runs `handler` after `delay` seconds on the host's timer queue (nil: the host has none).
    func scheduleTimer(for recognizer: GestureRecognizer, after delay: Seconds, _ handler: @escaping () -> Void) -> TimerID?
    /// Cancels a timer made by `scheduleTimer(for:after:_:)`.
    func cancelTimer(_ id: TimerID)
    /// Whether a timer made by `scheduleTimer(for:after:_:)` has yet to fire.
    func isTimerPending(_ id: TimerID) -> Bool
    /// `recognizer` was disabled or detached from its view: it leaves play.
    func recognizerLeftPlay(_ recognizer: GestureRecognizer)
}

/// The handle model objects hold on the engine that feeds them: recognizers
/// (as their `RecognizerHost`) and windows (as their `ViewTreeHost`) keep it
/// strongly; the host owns it and marks it dead in its `deinit`. So an object
/// that outlives its host sees none — the references never dangle — and no
/// model object holds a weak reference to the engine: reading the host costs
/// a load and a flag, not a weak-reference lookup (a recognizer reads its
/// time on every sample), and the engine object needs no side table, so
/// retaining it stays on the fast path.
///
/// Exclusivity: written only by the host between callbacks (`now`, `step`)
/// or once (`host`, `treeHost`, `outer`), read in single loads; no access is
/// open across a call, so the runtime check is skipped.
internal final class HostLink {
    /// False once the host is gone.
    @exclusivity(unchecked) var isLive = true
    /// The host, while `isLive`.
    @exclusivity(unchecked) unowned(unsafe) var host: (any RecognizerHost)?
    /// The same host as the engine of a window's tree (nil for a recognizer host).
    @exclusivity(unchecked) unowned(unsafe) var treeHost: (any ViewTreeHost)?
    /// The engine's current time (the frame or timer being processed), kept
    /// current by the engine.
    @exclusivity(unchecked) var now: Seconds = 0
    /// Changes with every processing step of the engine.
    @exclusivity(unchecked) var step: UInt64 = 0
    /// True while the engine calls recognizers' `touches…` methods.
    @exclusivity(unchecked) var isCallingRecognizers = false
    /// For a recognizer hosting others: time and step are that recognizer's.
    @exclusivity(unchecked) unowned(unsafe) var outer: GestureRecognizer? {
        didSet { hasOuter = outer != nil }
    }
    /// `outer != nil`, read without loading the reference.
    @exclusivity(unchecked) private(set) var hasOuter = false

    init(host: (any RecognizerHost)? = nil) { self.host = host }

    /// Called by the host's `deinit`.
    func hostDidEnd() {
        isLive = false
        host = nil
        treeHost = nil
        outer = nil
    }
}
