import CTactileAPI
import Foundation

/// A failing call of the C interface, with `tactile_last_error()`'s text.
public struct EngineError: Error, CustomStringConvertible {
    public let description: String
}

/// One log event read from the engine: its structured record (include/tactile.h,
/// `tactile_event`) and its JSON Lines line, as `tactile replay --format jsonl` prints it.
public struct EngineEvent: Sendable {
    /// `enum tactile_event_kind`.
    public var kind: Int32
    public var t: Double
    /// The view, recognizer, owner or mode the event is about.
    public var subject: String
    /// `enum tactile_state` the recognizer moved to (state events) or reports (actions).
    public var toState: Int32
    /// Action values in log order (pan: translation x, y, velocity x, y; pinch: scale, velocity).
    public var values: [Double]
    /// The event's JSON line (no newline).
    public var json: String

    /// `enum tactile_event_kind` values the host acts on.
    public static let action = Int32(TACTILE_EVENT_ACTION.rawValue)
    public static let animation = Int32(TACTILE_EVENT_ANIMATION.rawValue)
    public static let scroll = Int32(TACTILE_EVENT_SCROLL.rawValue)
    public static let zoom = Int32(TACTILE_EVENT_ZOOM.rawValue)
    public static let accessibility = Int32(TACTILE_EVENT_ACCESSIBILITY.rawValue)
}

/// A running scene behind the C interface (`tactile_session *`): what an SDL
/// application links, whatever its language. Frames in, log events out, the
/// views' geometry from `tactile_session_describe`. Keeps every frame's
/// canonical trace line, so the session can be replayed by `tactile replay`.
public final class EngineSession {
    private let handle: OpaquePointer
    /// The canonical trace lines of the frames fed, in order (docs/formats.md, "Trace").
    public private(set) var traceLines: [String] = []
    /// The time of the last frame fed or advanced to: the engine's clock never goes back.
    public private(set) var now: Double = 0

    /// Starts a session on the scene document `sceneText`; `file` names it in errors.
    public init(sceneText: String, file: String) throws(EngineError) {
        let bytes = Array(sceneText.utf8)
        let h = bytes.withUnsafeBufferPointer { b in
            b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(b.count, 1)) {
                tactile_session_create($0, b.count, file)
            }
        }
        guard let h else { throw EngineError(description: Self.lastError()) }
        handle = h
    }

    deinit { tactile_session_destroy(handle) }

    static func lastError() -> String {
        var length = 0
        guard let p = tactile_last_error(&length) else { return "unknown error" }
        return String(decoding: UnsafeRawBufferPointer(start: p, count: length), as: UTF8.self)
    }

    static func string(_ p: UnsafePointer<CChar>?, _ length: Int) -> String {
        guard let p else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: p, count: length), as: UTF8.self)
    }

    /// Feeds one input frame at `t` (seconds on the engine's clock; clamped so
    /// it never decreases) and records its trace line.
    public func feed(t: Double, touches: [tactile_touch]) throws(EngineError) {
        let time = max(t, now)
        let rc = touches.withUnsafeBufferPointer { tactile_session_feed(handle, time, $0.baseAddress, $0.count) }
        guard rc == 0 else { throw EngineError(description: Self.lastError()) }
        now = time
        var length = 0
        traceLines.append(Self.string(tactile_session_last_trace_line(handle, &length), length))
    }

    /// Feeds a trace line as is (a time-only line, a mode line); recorded.
    public func feed(traceLine: String) throws(EngineError) {
        let rc = traceLine.withCString { tactile_session_feed_trace_line(handle, $0, strlen($0)) }
        guard rc == 0 else { throw EngineError(description: Self.lastError()) }
        var length = 0
        traceLines.append(Self.string(tactile_session_last_trace_line(handle, &length), length))
    }

    /// Advances the clock to `t` with a time-only frame (timers, decelerations
    /// and animations due by then run) and returns the events it logged. The
    /// frame goes into the trace only if it logged something: some engine
    /// state (the screen reader's exploration delay) is checked when time is
    /// fed rather than at a timer's due time, so a replay needs the times
    /// that changed something — and only those, or an idle window's trace
    /// would have sixty lines a second.
    public func tick(to t: Double) -> [EngineEvent] {
        guard t > now else { return [] }
        guard tactile_session_feed_time(handle, t) == 0 else { return [] }
        now = t
        let events = readEvents()
        if !events.isEmpty {
            var length = 0
            traceLines.append(Self.string(tactile_session_last_trace_line(handle, &length), length))
        }
        return events
    }

    /// Ends the input: every pending timer fires (as a replay's end does).
    public func finish() { tactile_session_finish(handle) }

    /// The events logged since the last read, oldest first.
    public func readEvents() -> [EngineEvent] {
        var out: [EngineEvent] = []
        var e = tactile_event()
        while tactile_session_next_event(handle, &e) == 1 {
            let values = withUnsafeBytes(of: e.values) { Array($0.bindMemory(to: Double.self).prefix(Int(e.value_count))) }
            out.append(EngineEvent(kind: e.kind, t: e.t, subject: e.subject.map { String(cString: $0) } ?? "",
                                   toState: e.to_state, values: values,
                                   json: e.json.map { String(cString: $0) } ?? ""))
        }
        return out
    }

    /// The views as the engine has them now (`tactile_session_describe`).
    public func describe() -> SceneGeometry {
        var length = 0
        let text = Self.string(tactile_session_describe(handle, &length), length)
        return (try? SceneGeometry(json: text)) ?? SceneGeometry(window: [0, 0], views: [], recognizers: [])
    }
}
