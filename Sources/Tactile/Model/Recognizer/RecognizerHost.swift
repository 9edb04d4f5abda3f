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
    /// `recognizer` was disabled or detached from its view: it leaves play.
    func recognizerLeftPlay(_ recognizer: GestureRecognizer)
}

/// A recognizer's handle on its host, held strongly by the recognizers it
/// feeds and owned by the host. The host clears `host` in its `deinit`, so a
/// recognizer that outlives its host sees none — the reference never dangles,
/// and reading it costs a load, not a weak-reference lookup (a recognizer
/// reads its time on every sample).
internal final class HostLink {
    /// The host; nil once it is gone.
    unowned(unsafe) var host: (any RecognizerHost)?
    /// The engine's current time (the frame or timer being processed), kept
    /// current by the engine.
    /// Exclusivity: written only by the engine between callbacks, read by
    /// recognizers; no access is open across a call, so no check is needed.
    @exclusivity(unchecked) var now: Seconds = 0
    /// Changes with every processing step of the engine.
    @exclusivity(unchecked) var step: UInt64 = 0
    /// For a recognizer hosting others: time and step are that recognizer's.
    unowned(unsafe) var outer: GestureRecognizer?

    init(host: (any RecognizerHost)? = nil) { self.host = host }
}
