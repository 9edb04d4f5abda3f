/// Whatever feeds a recognizer its touches: the engine (`TouchDispatcher`),
/// or a recognizer that works through others (`AlternativeGestureRecognizer`).
/// A recognizer reaches its host through this one path for time, timers and
/// state requests; with no host it applies legal transitions itself.
/// Class-bound, so Embedded Swift accepts the existential.
internal protocol RecognizerHost: AnyObject {
    /// The host's current time (the frame or timer being processed).
    var currentTime: Seconds { get }
    /// A number that changes with every processing step (frame or timer).
    var currentStep: UInt64 { get }
    /// `recognizer` asked for `state` (`recognizer.state = …`).
    func recognizer(_ recognizer: GestureRecognizer, requested state: GestureRecognizerState)
    /// Runs `handler` after `delay` seconds on the host's timer queue (nil: the host has none).
    func scheduleTimer(for recognizer: GestureRecognizer, after delay: Seconds, _ handler: @escaping () -> Void) -> TimerID?
    /// Cancels a timer made by `scheduleTimer(for:after:_:)`.
    func cancelTimer(_ id: TimerID)
    /// `recognizer` was disabled or detached from its view: it leaves play.
    func recognizerLeftPlay(_ recognizer: GestureRecognizer)
}

/// A non-owning reference to a recognizer host (see `WeakReference` for Embedded builds).
internal struct WeakRecognizerHostReference {
    #if hasFeature(Embedded)
    unowned(unsafe) var object: (any RecognizerHost)?
    #else
    weak var object: (any RecognizerHost)?
    #endif
    init(_ object: (any RecognizerHost)?) { self.object = object }
}
