import Tactile

/// A `state` or `action` log event held as plain values: the recognizer
/// named by its index in the queue's `names`, an action's fields inline.
/// A C host's queue (`LogEventQueue`) stores, moves and drops it without
/// counting a reference, and a structured record is filled from it directly;
/// `event(names:)` gives the `LogEvent` it stands for (the JSON Lines and
/// `tactile_session_next_event` paths).
package struct CompactLogEvent {
    /// `LogEvent.t`.
    package var t: Double
    /// `LogEvent.sampleTime` when `hasSampleTime`.
    package var sampleTime: Double
    package var hasSampleTime: Bool
    /// True for an `action` event, false for a `state` event.
    package var isAction: Bool
    /// The recognizer: its index in the queue's `names`.
    package var name: Int32
    /// A state event's `from` (unused for an action).
    package var from: LoggedState
    /// A state event's `to`; an action's `state`.
    package var to: LoggedState
    /// An action's `location` and `touches`.
    package var location: Point
    package var touches: Int
    /// An action's fields (`LogFields.inline`).
    package var fieldCount: Int
    package var first: LogFields.Number
    package var second: LogFields.Number

    /// The event this stands for, the recognizer named from `names`.
    package func event(names: [String]) -> LogEvent {
        let recognizer = names[Int(name)]
        let kind: LogEvent.Kind
        if isAction {
            kind = .action(.init(recognizer: recognizer, state: to, location: location, touches: touches,
                                 fields: LogFields(count: fieldCount, first, second)))
        } else {
            kind = .state(.init(recognizer: recognizer, from: from, to: to))
        }
        return LogEvent(t: t, kind: kind, sampleTime: hasSampleTime ? sampleTime : nil)
    }
}
