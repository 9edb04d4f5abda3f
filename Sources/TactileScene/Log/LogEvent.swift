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

    /// Creates an event.
    public init(t: Double, kind: Kind) {
        self.t = t
        self.kind = kind
    }

    /// The three kinds of events.
    public enum Kind: Equatable, Sendable {
        /// A responder callback a scene view received as the touches' hit view.
        case touches(TouchesEvent)
        /// A recognizer state change (the automatic reset to `possible` is not logged).
        case state(StateEvent)
        /// A recognizer's actions fired.
        case action(ActionEvent)
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
        public init(view: String, phase: TouchPhase, touches: [Int]) {
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
        public init(recognizer: String, from: LoggedState, to: LoggedState) {
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
        public var fields: [LogField]

        /// Creates the event.
        public init(recognizer: String, state: LoggedState, location: Point, touches: Int, fields: [LogField]) {
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
    case possible, began, changed, ended, recognized, cancelled, failed

    /// The log name of `state` for a recognizer that is or is not continuous.
    public init(_ state: GestureRecognizerState, continuous: Bool) {
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
