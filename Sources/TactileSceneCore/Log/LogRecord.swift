import Tactile

/// A log event as the C interface's `tactile_event` record
/// (include/tactile.h): the same fields in the same order — 96 bytes of
/// numbers, then the subject and JSON pointers — so records are handed to a
/// host by copying memory (`LogRecordQueue`).
/// `CRecordsOnlySessionTests.logRecordsHaveTactileEventsLayout` checks each
/// offset against the C struct's.
package struct LogRecord {
    /// When it happened (`LogEvent.t`).
    package var t: Double
    /// An action's location in the window; a scroll or zoom event's offset.
    package var x: Double
    package var y: Double
    /// An action's values in log order (vectors as two numbers); a scroll
    /// event's velocity, a zoom's scale, an animation's fraction and value.
    package var values: (Double, Double, Double, Double, Double, Double)
    /// `tactile_event_kind`: `LogEvent.Kind`'s cases in order.
    package var kind: Int32
    /// A touches event's phase (`TouchPhase.rawValue`), else -1.
    package var phase: Int32
    /// A state event's `from` (`LogRecord.state(_:)`), else -1.
    package var fromState: Int32
    /// A state event's `to`, an action's `state`, else -1.
    package var toState: Int32
    /// A touches event's touches; an action's `touches`.
    package var touchCount: Int32
    /// The entries of `values` used.
    package var valueCount: Int32
    /// The view, recognizer, owner or mode the event is about, as a C string.
    package var subject: UnsafeRawPointer?
    /// The event's JSON line (`tactile_session_next_event` only), else nil.
    package var json: UnsafeRawPointer?

    /// `tactile_state`.
    @inline(__always)
    package static func state(_ s: LoggedState) -> Int32 {
        switch s {
        case .possible: return 0
        case .began: return 1
        case .changed: return 2
        case .ended: return 3
        case .recognized: return 4
        case .cancelled: return 5
        case .failed: return 6
        }
    }

    /// A recognizer's state change.
    @inline(__always)
    package init(stateAt t: Double, from: LoggedState, to: LoggedState, subject: UnsafeRawPointer?) {
        self.t = t
        x = 0
        y = 0
        values = (0, 0, 0, 0, 0, 0)
        kind = 1
        phase = -1
        fromState = Self.state(from)
        toState = Self.state(to)
        touchCount = 0
        valueCount = 0
        self.subject = subject
        json = nil
    }

    /// A recognizer's action: its state, location, touches and `count`
    /// inline fields (`LogFields.inline`), their numbers in order in `values`.
    @inline(__always)
    package init(actionAt t: Double, state: LoggedState, location: Point, touches: Int,
                 fields count: Int, _ first: LogFields.Number, _ second: LogFields.Number, subject: UnsafeRawPointer?) {
        var v = (0.0, 0.0, 0.0, 0.0), n = 0
        func put(_ x: Double) {
            switch n {
            case 0: v.0 = x
            case 1: v.1 = x
            case 2: v.2 = x
            default: v.3 = x
            }
            n &+= 1
        }
        if count > 0 {
            put(first.x)
            if first.isVector { put(first.y) }
        }
        if count > 1 {
            put(second.x)
            if second.isVector { put(second.y) }
        }
        self.init(actionAt: t, state: state, location: location, touches: touches, values: v, valueCount: n, subject: subject)
    }

    /// A recognizer's action: its state, location, touches and the numbers of
    /// any `fields` in order (`LogFields.storeNumbers`, at most six).
    package init(actionAt t: Double, state: LoggedState, location: Point, touches: Int, fields: LogFields,
                 subject: UnsafeRawPointer?) {
        self.init(actionAt: t, state: state, location: location, touches: touches, values: (0, 0, 0, 0), valueCount: 0,
                  subject: subject)
        valueCount = withUnsafeMutableBytes(of: &values) { Int32(fields.storeNumbers(at: $0.baseAddress!, capacity: 6)) }
    }

    /// A recognizer's action with `valueCount` values (`ActionRecordValues`).
    @inline(__always)
    package init(actionAt t: Double, state: LoggedState, location: Point, touches: Int,
                 values: (Double, Double, Double, Double), valueCount: Int, subject: UnsafeRawPointer?) {
        self.t = t
        x = location.x
        y = location.y
        self.values = (values.0, values.1, values.2, values.3, 0, 0)
        kind = 2
        phase = -1
        fromState = -1
        toState = Self.state(state)
        touchCount = Int32(clamping: touches)
        self.valueCount = Int32(truncatingIfNeeded: valueCount)
        self.subject = subject
        json = nil
    }

    /// The record of `e`, its subject's C string from `subject` (called
    /// once, with the view, recognizer, owner or mode it is about); no text
    /// is written (`json` nil). One pass over the event: its kind, subject
    /// and numbers are taken in the same switch.
    @inline(never)   // (one copy for its callers: the records of every kind of event)
    package init(_ e: LogEvent, subject: (String) -> UnsafeRawPointer?) {
        t = e.t
        x = 0
        y = 0
        values = (0, 0, 0, 0, 0, 0)
        phase = -1
        fromState = -1
        toState = -1
        touchCount = 0
        valueCount = 0
        json = nil
        let name: String
        switch e.kind {
        case .touches(let ev):
            kind = 0
            name = ev.view
            phase = Int32(ev.phase.rawValue)
            touchCount = Int32(clamping: ev.touches.count)
        case .state(let ev):
            kind = 1
            name = ev.recognizer
            fromState = Self.state(ev.from)
            toState = Self.state(ev.to)
        case .action(let ev):
            kind = 2
            name = ev.recognizer
            toState = Self.state(ev.state)
            x = ev.location.x
            y = ev.location.y
            touchCount = Int32(clamping: ev.touches)
            valueCount = withUnsafeMutableBytes(of: &values) { Int32(ev.fields.storeNumbers(at: $0.baseAddress!, capacity: 6)) }
        case .route(let ev): (kind, name) = (3, ev.owner)   // (subject only)
        case .system(let ev): (kind, name) = (4, ev.recognizer)
        case .mode(let ev): (kind, name) = (5, ev.mode)
        case .definition(let ev): (kind, name) = (6, ev.recognizer)
        case .animation(let ev):
            (kind, name) = (7, ev.views.first ?? "")
            (values.0, values.1, valueCount) = (ev.fraction, ev.value, 2)
        case .scroll(let ev):
            (kind, name, x, y) = (8, ev.view, ev.offset.x, ev.offset.y)
            (values.0, values.1, valueCount) = (ev.velocity.dx, ev.velocity.dy, 2)
        case .zoom(let ev):
            (kind, name, x, y) = (9, ev.view, ev.offset.x, ev.offset.y)
            (values.0, valueCount) = (ev.scale, 1)
        case .accessibility(let ev): (kind, name) = (10, ev.textColumns.subject)
        }
        self.subject = subject(name)
    }
}
