import Tactile
import TactileSceneCore

// The session functions of include/tactile.h (docs/c-api.md).

@_cdecl("tactile_last_error")
public func tactile_last_error(_ length: UnsafeMutablePointer<Int>?) -> UnsafePointer<UInt8>? {
    lastError.handOut(length)
}

@_cdecl("tactile_session_create")
public func tactile_session_create(_ json: UnsafePointer<UInt8>?, _ length: Int,
                                   _ fileName: UnsafePointer<UInt8>?) -> UnsafeMutableRawPointer? {
    startSession(json, length, fileName, recordsOnly: false)
}

/// A session of the scene document `json` (`length` bytes), or nil with the
/// scene's error for `tactile_last_error`.
func startSession(_ json: UnsafePointer<UInt8>?, _ length: Int, _ fileName: UnsafePointer<UInt8>?,
                  recordsOnly: Bool) -> UnsafeMutableRawPointer? {
    let file = fileName == nil ? "<scene>" : cString(fileName)
    do {
        let scene = try SceneParser().parse(cString(json, length: length), file: file)
        return handle(try CSession(scene: scene, file: file, recordsOnly: recordsOnly))
    } catch {
        _ = fail(error)
        return nil
    }
}

@_cdecl("tactile_session_destroy")
public func tactile_session_destroy(_ session: UnsafeMutableRawPointer?) {
    release(session, CSession.self)
}

@_cdecl("tactile_session_feed")
public func tactile_session_feed(_ session: UnsafeMutableRawPointer?, _ t: Double,
                                 _ touches: UnsafeRawPointer?, _ count: Int) -> Int32 {
    guard let s = object(session, CSession.self) else { return fail("tactile_session_feed: null session") }
    guard count >= 0, count == 0 || touches != nil else { return fail("tactile_session_feed: no touches for a count of \(count)") }
    s.prepareIncoming(count: count)
    for i in 0..<count {
        guard let touch = CTouchLayout.read(touches, index: i) else {
            return fail("tactile_session_feed: touches[\(i)].phase is not a tactile_phase")
        }
        s.setIncoming(i, touch)
    }
    do { try s.feedIncoming(at: t) } catch { return fail(error) }
    return 0
}

@_cdecl("tactile_session_feed_time")
public func tactile_session_feed_time(_ session: UnsafeMutableRawPointer?, _ t: Double) -> Int32 {
    guard let s = object(session, CSession.self) else { return fail("tactile_session_feed_time: null session") }
    do { try s.feedTime(at: t) } catch { return fail(error) }
    return 0
}

@_cdecl("tactile_session_feed_trace_line")
public func tactile_session_feed_trace_line(_ session: UnsafeMutableRawPointer?, _ line: UnsafePointer<UInt8>?,
                                            _ length: Int) -> Int32 {
    guard let s = object(session, CSession.self) else { return fail("tactile_session_feed_trace_line: null session") }
    do { try s.feed(line: cString(line, length: length)) } catch { return fail(error) }
    return 0
}

@_cdecl("tactile_session_last_trace_line")
public func tactile_session_last_trace_line(_ session: UnsafeMutableRawPointer?,
                                            _ length: UnsafeMutablePointer<Int>?) -> UnsafePointer<UInt8>? {
    guard let s = object(session, CSession.self) else { length?.pointee = 0; return nil }
    return s.lastTraceLine().handOut(length)
}

@_cdecl("tactile_session_advance")
public func tactile_session_advance(_ session: UnsafeMutableRawPointer?, _ t: Double) {
    guard let s = object(session, CSession.self), t.isFinite else { return }
    s.advance(to: t)
}

@_cdecl("tactile_session_finish")
public func tactile_session_finish(_ session: UnsafeMutableRawPointer?) {
    object(session, CSession.self)?.runtime.finish()
}

@_cdecl("tactile_session_pending_events")
public func tactile_session_pending_events(_ session: UnsafeMutableRawPointer?) -> Int {
    object(session, CSession.self)?.unreadCount ?? 0
}

@_cdecl("tactile_session_read_jsonl")
public func tactile_session_read_jsonl(_ session: UnsafeMutableRawPointer?,
                                       _ length: UnsafeMutablePointer<Int>?) -> UnsafePointer<UInt8>? {
    guard let s = object(session, CSession.self), !s.refusesText() else { length?.pointee = 0; return nil }
    return s.takeJSONLines().handOut(length)
}

@_cdecl("tactile_session_next_event")
public func tactile_session_next_event(_ session: UnsafeMutableRawPointer?, _ record: UnsafeMutableRawPointer?) -> Int32 {
    guard let s = object(session, CSession.self), let record, !s.refusesText(),
          let e = s.takeEvent() else { return 0 }
    s.eventJSON.write { LogFormatter.writeJSONLine(e, to: $0) }
    CEventLayout.write(e, to: record, subjects: s.subjects, json: s.eventJSON)
    return 1
}

@_cdecl("tactile_session_read_events")
public func tactile_session_read_events(_ session: UnsafeMutableRawPointer?, _ records: UnsafeMutableRawPointer?,
                                        _ capacity: Int) -> Int {
    guard let s = object(session, CSession.self), let records, capacity > 0 else { return 0 }
    return s.readEvents(into: records, capacity: capacity)
}

@_cdecl("tactile_session_describe")
public func tactile_session_describe(_ session: UnsafeMutableRawPointer?,
                                     _ length: UnsafeMutablePointer<Int>?) -> UnsafePointer<UInt8>? {
    guard let s = object(session, CSession.self) else { length?.pointee = 0; return nil }
    s.text.set(CSceneDescription.json(scene: s.scene, views: s.sceneRuntime.map { $0.views.map { v -> View in v } } ?? s.views,
                                      scrollViews: s.sceneRuntime.map { $0.scrollViews.map { v -> ScrollView in v } } ?? []))
    return s.text.handOut(length)
}

@_cdecl("tactile_alloc")
public func tactile_alloc(_ size: Int) -> UnsafeMutableRawPointer? {
    UnsafeMutableRawPointer.allocate(byteCount: max(size, 1), alignment: 16)
}

@_cdecl("tactile_free")
public func tactile_free(_ pointer: UnsafeMutableRawPointer?) {
    pointer?.deallocate()
}
