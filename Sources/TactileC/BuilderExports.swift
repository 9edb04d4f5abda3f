import TactileSceneCore

// The call-by-call scene functions of include/tactile.h (docs/c-api.md).

@_cdecl("tactile_builder_create")
public func tactile_builder_create(_ width: Double, _ height: Double) -> UnsafeMutableRawPointer? {
    handle(CSceneBuilder(width: width, height: height))
}

@_cdecl("tactile_builder_destroy")
public func tactile_builder_destroy(_ builder: UnsafeMutableRawPointer?) {
    release(builder, CSceneBuilder.self)
}

@_cdecl("tactile_builder_add_view")
public func tactile_builder_add_view(_ builder: UnsafeMutableRawPointer?, _ id: UnsafePointer<UInt8>?,
                                     _ parent: UnsafePointer<UInt8>?, _ x: Double, _ y: Double,
                                     _ width: Double, _ height: Double, _ flags: UInt32) -> Int32 {
    guard let b = object(builder, CSceneBuilder.self) else { return fail("tactile_builder_add_view: null builder") }
    let parentID = parent.map { cString($0) }
    if let parentID, !b.views.contains(where: { $0.id == parentID }) {
        return fail("tactile_builder_add_view: unknown parent view \(quoted(parentID))")
    }
    b.views.append(.init(id: cString(id), parent: parentID, frame: [x, y, width, height], flags: flags))
    return 0
}

@_cdecl("tactile_builder_add_recognizer")
public func tactile_builder_add_recognizer(_ builder: UnsafeMutableRawPointer?, _ id: UnsafePointer<UInt8>?,
                                           _ type: UnsafePointer<UInt8>?, _ view: UnsafePointer<UInt8>?) -> Int32 {
    guard let b = object(builder, CSceneBuilder.self) else { return fail("tactile_builder_add_recognizer: null builder") }
    b.recognizers.append(.init(id: cString(id), type: cString(type), view: cString(view)))
    return 0
}

@_cdecl("tactile_builder_set_number")
public func tactile_builder_set_number(_ builder: UnsafeMutableRawPointer?, _ recognizer: UnsafePointer<UInt8>?,
                                       _ name: UnsafePointer<UInt8>?, _ value: Double) -> Int32 {
    set(builder, recognizer, name, CSceneBuilder.number(value), "tactile_builder_set_number")
}

@_cdecl("tactile_builder_set_bool")
public func tactile_builder_set_bool(_ builder: UnsafeMutableRawPointer?, _ recognizer: UnsafePointer<UInt8>?,
                                     _ name: UnsafePointer<UInt8>?, _ value: Int32) -> Int32 {
    set(builder, recognizer, name, value != 0 ? "true" : "false", "tactile_builder_set_bool")
}

@_cdecl("tactile_builder_require_to_fail")
public func tactile_builder_require_to_fail(_ builder: UnsafeMutableRawPointer?, _ recognizer: UnsafePointer<UInt8>?,
                                            _ other: UnsafePointer<UInt8>?) -> Int32 {
    guard let b = object(builder, CSceneBuilder.self) else { return fail("tactile_builder_require_to_fail: null builder") }
    let id = cString(recognizer)
    guard let i = b.recognizerIndex(id) else { return fail("tactile_builder_require_to_fail: unknown recognizer \(quoted(id))") }
    b.recognizers[i].requireToFail.append(cString(other))
    return 0
}

@_cdecl("tactile_builder_recognize_simultaneously")
public func tactile_builder_recognize_simultaneously(_ builder: UnsafeMutableRawPointer?, _ recognizer: UnsafePointer<UInt8>?,
                                                     _ other: UnsafePointer<UInt8>?) -> Int32 {
    guard let b = object(builder, CSceneBuilder.self) else { return fail("tactile_builder_recognize_simultaneously: null builder") }
    let id = cString(recognizer)
    guard let i = b.recognizerIndex(id) else {
        return fail("tactile_builder_recognize_simultaneously: unknown recognizer \(quoted(id))")
    }
    b.recognizers[i].simultaneousWith.append(cString(other))
    return 0
}

@_cdecl("tactile_builder_scene_json")
public func tactile_builder_scene_json(_ builder: UnsafeMutableRawPointer?,
                                       _ length: UnsafeMutablePointer<Int>?) -> UnsafePointer<UInt8>? {
    guard let b = object(builder, CSceneBuilder.self) else { length?.pointee = 0; return nil }
    lastDocument.set(b.document)
    return lastDocument.handOut(length)
}

@_cdecl("tactile_builder_start")
public func tactile_builder_start(_ builder: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let b = object(builder, CSceneBuilder.self) else { _ = fail("tactile_builder_start: null builder"); return nil }
    do { return handle(try CSession(scene: try b.scene(), file: "<builder>")) } catch {
        _ = fail(error)
        return nil
    }
}

/// The last scene document handed out by `tactile_builder_scene_json`.
nonisolated(unsafe) private let lastDocument = CText("")

private func set(_ builder: UnsafeMutableRawPointer?, _ recognizer: UnsafePointer<UInt8>?, _ name: UnsafePointer<UInt8>?,
                 _ json: String, _ function: String) -> Int32 {
    guard let b = object(builder, CSceneBuilder.self) else { return fail("\(function): null builder") }
    let id = cString(recognizer)
    guard let i = b.recognizerIndex(id) else { return fail("\(function): unknown recognizer \(quoted(id))") }
    b.recognizers[i].members.append((cString(name), json))
    return 0
}
