// tactile_session_create_with_options (include/tactile.h): left out of the
// WebAssembly module, whose page reads the log as text (scripts/build-wasm.sh).

@_cdecl("tactile_session_create_with_options")
public func tactile_session_create_with_options(_ json: UnsafePointer<UInt8>?, _ length: Int,
                                                _ fileName: UnsafePointer<UInt8>?, _ options: UInt32) -> UnsafeMutableRawPointer? {
    guard options & ~1 == 0 else { _ = fail("tactile_session_create_with_options: unknown options \(options)"); return nil }
    return startSession(json, length, fileName, recordsOnly: options & 1 != 0)
}
