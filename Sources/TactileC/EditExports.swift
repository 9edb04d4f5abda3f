import Tactile
import TactileSceneCore

// The live edit functions of include/tactile.h (docs/c-api.md, "Changing a
// running screen"): each writes one edit object (docs/formats.md, "Edits")
// and applies it as the trace line `{"t": now, "edit": …}`.

/// A number as an edit writes it (6 fraction digits, as `JSONValue.jsonText`).
private func n(_ v: Double) -> String { LogNumber.format(v, fractionDigits: 6) }

/// Applies `edit` to the session; 0, or -1 with `tactile_last_error`.
private func apply(_ session: UnsafeMutableRawPointer?, _ function: String, _ edit: () -> String?) -> Int32 {
    guard let s = object(session, CSession.self) else { return fail("\(function): null session") }
    guard let text = edit() else { return lastErrorCode }
    do { try s.edit(text) } catch { return fail(error) }
    return 0
}

/// The failure code after a builder closure recorded its message.
private let lastErrorCode: Int32 = -1

/// A quoted id, or nil (recording the error) for a null or empty one.
private func id(_ p: UnsafePointer<UInt8>?, _ function: String, _ what: String) -> String? {
    let s = cString(p)
    guard !s.isEmpty else { _ = fail("\(function): \(what) is null or empty"); return nil }
    return quoted(s)
}

/// The members of a JSON object text, written back without its braces ("" for none).
private func members(_ json: UnsafePointer<UInt8>?, _ length: Int, _ function: String) -> String? {
    guard let json else { return "" }
    let text = cString(json, length: length)
    let value: JSONValue
    do { value = try JSONParser.parse(text) } catch {
        _ = fail(JSONDocumentReader(file: "<\(function)>").syntaxError(error))
        return nil
    }
    guard case .object(let list) = value.content else {
        _ = fail("\(function): the options must be a JSON object")
        return nil
    }
    var s = ""
    for m in list { s += ", " + quoted(m.key) + ": " + m.value.jsonText }
    return s
}

/// An edit of the view or scroll view `viewID`: `{"op": OP, "id": ID` then `members` (from ", …") and `}`.
private func viewEdit(_ session: UnsafeMutableRawPointer?, _ function: String, _ op: String,
                      _ viewID: UnsafePointer<UInt8>?, _ members: String) -> Int32 {
    apply(session, function) { id(viewID, function, "id").map { "{\"op\": \"\(op)\", \"id\": \($0)\(members)}" } }
}

/// A JSON array of numbers as an edit writes them.
private func numbers(_ values: Double...) -> String { "[" + values.map(n).joined(separator: ", ") + "]" }

/// Where an added view goes: `, "parent": ID` and `, "index": I` when given; nil (recording the error) for an empty parent id.
private func placement(_ parentID: UnsafePointer<UInt8>?, _ index: Int32, _ function: String) -> String? {
    var s = ""
    if parentID != nil { guard let p = id(parentID, function, "parent_id") else { return nil }; s += ", \"parent\": \(p)" }
    if index >= 0 { s += ", \"index\": \(index)" }
    return s
}

private func flagsText(_ flags: UInt32) -> String {
    "\"multipleTouchEnabled\": \(flags & 1 != 0), \"exclusiveTouch\": \(flags & 2 != 0), "
        + "\"hidden\": \(flags & 4 != 0), \"userInteractionEnabled\": \(flags & 8 == 0)"
}

@_cdecl("tactile_session_edit")
public func tactile_session_edit(_ session: UnsafeMutableRawPointer?, _ json: UnsafePointer<UInt8>?, _ length: Int) -> Int32 {
    apply(session, "tactile_session_edit") {
        guard json != nil else { _ = fail("tactile_session_edit: null edit"); return nil }
        return cString(json, length: length)
    }
}

@_cdecl("tactile_session_add_view")
public func tactile_session_add_view(_ session: UnsafeMutableRawPointer?, _ viewID: UnsafePointer<UInt8>?,
                                     _ parentID: UnsafePointer<UInt8>?, _ index: Int32,
                                     _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ flags: UInt32) -> Int32 {
    let f = "tactile_session_add_view"
    return apply(session, f) {
        guard let v = id(viewID, f, "id"), let place = placement(parentID, index, f) else { return nil }
        return "{\"op\": \"addView\", \"view\": {\"id\": \(v), \"frame\": \(numbers(x, y, width, height)), \(flagsText(flags))}\(place)}"
    }
}

@_cdecl("tactile_session_add_view_json")
public func tactile_session_add_view_json(_ session: UnsafeMutableRawPointer?, _ parentID: UnsafePointer<UInt8>?,
                                          _ index: Int32, _ json: UnsafePointer<UInt8>?, _ length: Int) -> Int32 {
    let f = "tactile_session_add_view_json"
    return apply(session, f) {
        guard json != nil else { _ = fail("\(f): null view"); return nil }
        guard let place = placement(parentID, index, f) else { return nil }
        return "{\"op\": \"addView\", \"view\": \(cString(json, length: length))\(place)}"
    }
}

@_cdecl("tactile_session_remove_view")
public func tactile_session_remove_view(_ session: UnsafeMutableRawPointer?, _ viewID: UnsafePointer<UInt8>?) -> Int32 {
    viewEdit(session, "tactile_session_remove_view", "removeView", viewID, "")
}

@_cdecl("tactile_session_set_view_frame")
public func tactile_session_set_view_frame(_ session: UnsafeMutableRawPointer?, _ viewID: UnsafePointer<UInt8>?,
                                           _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Int32 {
    viewEdit(session, "tactile_session_set_view_frame", "setView", viewID, ", \"frame\": \(numbers(x, y, width, height))")
}

@_cdecl("tactile_session_set_view_transform")
public func tactile_session_set_view_transform(_ session: UnsafeMutableRawPointer?, _ viewID: UnsafePointer<UInt8>?,
                                               _ a: Double, _ b: Double, _ c: Double, _ d: Double,
                                               _ tx: Double, _ ty: Double) -> Int32 {
    viewEdit(session, "tactile_session_set_view_transform", "setView", viewID, ", \"transform\": \(numbers(a, b, c, d, tx, ty))")
}

@_cdecl("tactile_session_set_view_flags")
public func tactile_session_set_view_flags(_ session: UnsafeMutableRawPointer?, _ viewID: UnsafePointer<UInt8>?,
                                           _ flags: UInt32) -> Int32 {
    viewEdit(session, "tactile_session_set_view_flags", "setView", viewID, ", \(flagsText(flags))")
}

@_cdecl("tactile_session_add_recognizer")
public func tactile_session_add_recognizer(_ session: UnsafeMutableRawPointer?, _ recognizerID: UnsafePointer<UInt8>?,
                                           _ type: UnsafePointer<UInt8>?, _ viewID: UnsafePointer<UInt8>?,
                                           _ options: UnsafePointer<UInt8>?, _ length: Int) -> Int32 {
    let f = "tactile_session_add_recognizer"
    return apply(session, f) {
        guard let r = id(recognizerID, f, "id"), let t = id(type, f, "type"), let v = id(viewID, f, "view_id"),
              let more = members(options, length, f) else { return nil }
        return "{\"op\": \"addRecognizer\", \"recognizer\": {\"id\": \(r), \"type\": \(t), \"view\": \(v)\(more)}}"
    }
}

@_cdecl("tactile_session_remove_recognizer")
public func tactile_session_remove_recognizer(_ session: UnsafeMutableRawPointer?, _ recognizerID: UnsafePointer<UInt8>?) -> Int32 {
    let f = "tactile_session_remove_recognizer"
    return apply(session, f) { id(recognizerID, f, "id").map { "{\"op\": \"removeRecognizer\", \"id\": \($0)}" } }
}

/// An edit relating two recognizers (`requireToFail`, `simultaneous`).
private func pair(_ session: UnsafeMutableRawPointer?, _ f: String, _ op: String,
                  _ recognizerID: UnsafePointer<UInt8>?, _ otherID: UnsafePointer<UInt8>?) -> Int32 {
    apply(session, f) {
        guard let a = id(recognizerID, f, "id"), let b = id(otherID, f, "other_id") else { return nil }
        return "{\"op\": \"\(op)\", \"id\": \(a), \"other\": \(b)}"
    }
}

@_cdecl("tactile_session_require_to_fail")
public func tactile_session_require_to_fail(_ session: UnsafeMutableRawPointer?, _ recognizerID: UnsafePointer<UInt8>?,
                                            _ otherID: UnsafePointer<UInt8>?) -> Int32 {
    pair(session, "tactile_session_require_to_fail", "requireToFail", recognizerID, otherID)
}

@_cdecl("tactile_session_recognize_simultaneously")
public func tactile_session_recognize_simultaneously(_ session: UnsafeMutableRawPointer?, _ recognizerID: UnsafePointer<UInt8>?,
                                                     _ otherID: UnsafePointer<UInt8>?) -> Int32 {
    pair(session, "tactile_session_recognize_simultaneously", "simultaneous", recognizerID, otherID)
}

@_cdecl("tactile_session_set_scroll_content")
public func tactile_session_set_scroll_content(_ session: UnsafeMutableRawPointer?, _ viewID: UnsafePointer<UInt8>?,
                                               _ width: Double, _ height: Double, _ top: Double, _ left: Double,
                                               _ bottom: Double, _ right: Double) -> Int32 {
    viewEdit(session, "tactile_session_set_scroll_content", "setScroll", viewID,
             ", \"contentSize\": \(numbers(width, height)), \"contentInset\": \(numbers(top, left, bottom, right))")
}

@_cdecl("tactile_session_set_zoom_limits")
public func tactile_session_set_zoom_limits(_ session: UnsafeMutableRawPointer?, _ viewID: UnsafePointer<UInt8>?,
                                            _ minimum: Double, _ maximum: Double) -> Int32 {
    viewEdit(session, "tactile_session_set_zoom_limits", "setScroll", viewID,
             ", \"minimumZoomScale\": \(n(minimum)), \"maximumZoomScale\": \(n(maximum))")
}
