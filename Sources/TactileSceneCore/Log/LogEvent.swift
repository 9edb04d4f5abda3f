import Tactile

/// One event of a replay log, in the order it happened (docs/formats.md, "Log").
///
/// This is the model every output renders: the JSON Lines log, the text
/// timeline and the HTML report.
public struct LogEvent: Equatable, Sendable {
    /// The dispatcher time when it happened: the frame's time, or a timer's due time.
    public var t: Double
    /// What happened.
    public var kind: Kind
    /// When a log keeps time order (`ReplayLog.keepsTimeOrder`) and the event
    /// comes from input older than what is already logged — the frames of a
    /// gesture the screen reader passes through (D7) — the time that input was
    /// sampled at; `t` is then when it was delivered. Nil otherwise.
    public var sampleTime: Double?

    /// Creates an event.
    package init(t: Double, kind: Kind, sampleTime: Double? = nil) {
        self.t = t
        self.kind = kind
        self.sampleTime = sampleTime
    }

    /// The kinds of events. Scenes without applications and traces without
    /// mode lines only give the first three.
    public enum Kind: Equatable, Sendable {
        /// A responder callback a scene view received as the touches' hit view.
        case touches(TouchesEvent)
        /// A recognizer state change (the automatic reset to `possible` is not logged).
        case state(StateEvent)
        /// A recognizer's actions fired.
        case action(ActionEvent)
        /// The router decided which application owns a touch sequence (seed-000 §6.5).
        case route(RouteEvent)
        /// A system-gesture handler ran (`LauncherModel`, seed-000 §6.2 A10).
        case system(SystemEvent)
        /// The trace switched the device's operating mode (seed-000 §7.2).
        case mode(ModeEvent)
        /// A recognizer's selected gesture definition changed (seed-000 §7.2).
        case definition(DefinitionEvent)
        /// A view animation started, advanced a frame or stopped (seed-001 R52–R58).
        case animation(AnimationEvent)
        /// A scroll view's offset or phase changed (ScrollLogEvents.swift).
        case scroll(ScrollEvent)
        /// A scroll view's zoom scale changed (ScrollLogEvents.swift).
        case zoom(ZoomEvent)
        /// The screen reader: focus, speech, earcon, select, zoom, command (seed-004; `AccessibilityLogEvent`).
        case accessibility(AccessibilityLogEvent)
    }

    /// `{"kind": "route", "sequence", "owner", "reason", "recognizer"?, "losers"}`.
    public struct RouteEvent: Equatable, Sendable {
        /// The sequence's number (1 for the first touch sequence of the replay).
        public var sequence: Int
        /// The id of the application that owns the sequence.
        public var owner: String
        /// Why: `recognized`, `stillPossibleAfterTouchDowns`, `higherLevelsFailed` or `sequenceEnded`.
        public var reason: String
        /// The recognizer that decided (`recognized`, `stillPossibleAfterTouchDowns`), else nil.
        public var recognizer: String?
        /// The ids of the applications whose touches are cancelled, highest level first.
        public var losers: [String]

        /// Creates the event.
        package init(sequence: Int, owner: String, reason: String, recognizer: String?, losers: [String]) {
            self.sequence = sequence
            self.owner = owner
            self.reason = reason
            self.recognizer = recognizer
            self.losers = losers
        }
    }

    /// `{"kind": "system", "recognizer", "handler", "foreground", "icons", "scale"}`.
    public struct SystemEvent: Equatable, Sendable {
        /// The recognizer whose actions ran the handler.
        public var recognizer: String
        /// The handler (`showOpenApplicationIcons`, `nextApplication`, …).
        public var handler: String
        /// The displayed application afterwards (nil: none).
        public var foreground: String?
        /// The open-application icons shown afterwards (empty: hidden).
        public var icons: [String]
        /// The scale the displayed application is drawn at afterwards (1: full screen).
        public var scale: Double

        /// Creates the event.
        package init(recognizer: String, handler: String, foreground: String?, icons: [String], scale: Double) {
            self.recognizer = recognizer
            self.handler = handler
            self.foreground = foreground
            self.icons = icons
            self.scale = scale
        }
    }

    /// `{"kind": "mode", "mode"}`.
    public struct ModeEvent: Equatable, Sendable {
        /// The new operating mode.
        public var mode: String

        /// Creates the event.
        package init(mode: String) { self.mode = mode }
    }

    /// `{"kind": "definition", "recognizer", "touches", "direction"?, "mode"}`.
    public struct DefinitionEvent: Equatable, Sendable {
        /// The recognizer's scene id.
        public var recognizer: String
        /// The selected definition's number of fingers.
        public var touches: Int
        /// Its direction (swipes), else nil.
        public var direction: String?
        /// The mode it is for (`default` for the default definition).
        public var mode: String
        /// The gesture kind (`swipe`, `tap`, …).
        public var gesture: String

        /// Creates the event.
        package init(recognizer: String, gesture: String, touches: Int, direction: String?, mode: String) {
            self.recognizer = recognizer
            self.gesture = gesture
            self.touches = touches
            self.direction = direction
            self.mode = mode
        }
    }

    /// `{"kind": "touches", "view", "phase", "touches"}`.
    public struct TouchesEvent: Equatable, Sendable {
        /// The view's scene id.
        public var view: String
        /// `began`, `moved`, `ended` or `cancelled`: which callback.
        public var phase: TouchPhase
        /// The host ids of the touches in the callback, in touch-down order.
        public var touches: [Int]

        /// Creates the event.
        package init(view: String, phase: TouchPhase, touches: [Int]) {
            self.view = view
            self.phase = phase
            self.touches = touches
        }
    }

    /// `{"kind": "state", "recognizer", "from", "to"}`.
    public struct StateEvent: Equatable, Sendable {
        /// The recognizer's scene id.
        public var recognizer: String
        /// The state before.
        public var from: LoggedState
        /// The state after.
        public var to: LoggedState

        /// Creates the event.
        package init(recognizer: String, from: LoggedState, to: LoggedState) {
            self.recognizer = recognizer
            self.from = from
            self.to = to
        }
    }

    /// `{"kind": "action", "recognizer", "state", "location", "touches", …fields}`.
    public struct ActionEvent: Equatable, Sendable {
        /// The recognizer's scene id.
        public var recognizer: String
        /// The state the actions were sent for.
        public var state: LoggedState
        /// The gesture's location in window coordinates (`location(in: nil)`).
        public var location: Point
        /// `numberOfTouches` when the actions fired.
        public var touches: Int
        /// The type's values (`translation`, `velocity`, `scale`, `rotation`, `direction`, …).
        public var fields: LogFields

        /// Creates the event.
        package init(recognizer: String, state: LoggedState, location: Point, touches: Int, fields: LogFields) {
            self.recognizer = recognizer
            self.state = state
            self.location = location
            self.touches = touches
            self.fields = fields
        }
    }
}

/// A recognizer state as the log names it: `recognized` for a discrete
/// recognizer's `.ended`, `ended` for a continuous one's.
public enum LoggedState: String, Equatable, Sendable {
    /// Looking at touches, not yet decided (only ever a `from` state: the reset to it is not logged).
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture changed.
    case changed
    /// A continuous gesture finished (`.ended` of a continuous recognizer).
    case ended
    /// A discrete gesture was recognized (`.ended` of a discrete recognizer).
    case recognized
    /// A continuous gesture was cancelled.
    case cancelled
    /// The recognizer failed.
    case failed

    /// The log name of `state` for a recognizer that is or is not continuous.
    package init(_ state: GestureRecognizerState, continuous: Bool) {
        switch state {
        case .possible: self = .possible
        case .began: self = .began
        case .changed: self = .changed
        case .ended: self = continuous ? .ended : .recognized
        case .cancelled: self = .cancelled
        case .failed: self = .failed
        }
    }
}

extension LogEvent {
    /// A `changed → changed` state event: a gesture in progress moved
    /// (no change of state; a log read only as records leaves it out).
    package var isRepeatedChange: Bool {
        if case .state(let s) = kind { return s.from == .changed && s.to == .changed }
        return false
    }
}
