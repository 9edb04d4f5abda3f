import TactileSceneCore

/// The message of the last failed call (`tactile_last_error`). The C API is
/// single-threaded, as the engine is: a host calls it from one thread.
nonisolated(unsafe) let lastError = CText("")

/// Records `error` for `tactile_last_error` and returns the failure code -1.
func fail(_ error: FormatError) -> Int32 {
    lastError.set(error.description)
    return -1
}

/// Records a message that has no file position.
func fail(_ message: String) -> Int32 {
    lastError.set(message)
    return -1
}

/// The object behind a handle (nil for a null handle).
func object<T: AnyObject>(_ handle: UnsafeMutableRawPointer?, _ type: T.Type) -> T? {
    guard let handle else { return nil }
    return Unmanaged<T>.fromOpaque(handle).takeUnretainedValue()
}

/// A new handle owning `object`.
func handle<T: AnyObject>(_ object: T) -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(object).toOpaque()
}

/// Releases the object behind a handle.
func release<T: AnyObject>(_ handle: UnsafeMutableRawPointer?, _ type: T.Type) {
    guard let handle else { return }
    Unmanaged<T>.fromOpaque(handle).release()
}
