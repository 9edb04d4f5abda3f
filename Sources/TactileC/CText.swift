import TactileSceneCore

/// A NUL-terminated UTF-8 buffer the C API hands out: it stays valid until the
/// same buffer is set again or its owner is destroyed. Set again, it reuses
/// its memory (it allocates only to grow).
final class CText {
    /// The bytes; written in place by `write`.
    let buffer: TextBuffer
    /// False until first set: a buffer never set is handed out as NULL.
    private var isSet = false

    init() { buffer = TextBuffer() }

    init(_ text: String) {
        buffer = TextBuffer(capacity: text.utf8.count)
        set(text)
    }

    /// The first byte, or nil before the buffer is first set.
    var pointer: UnsafeMutablePointer<UInt8>? { isSet ? buffer.start : nil }

    /// Replaces the contents with `text`.
    func set(_ text: String) {
        write { $0.append(text) }
    }

    /// Replaces the contents with what `body` appends to the emptied buffer.
    func write(_ body: (TextBuffer) -> Void) {
        buffer.removeAll()
        body(buffer)
        isSet = true
    }

    /// The buffer for C, storing its length (without the NUL) in `length` when given.
    func handOut(_ length: UnsafeMutablePointer<Int>?) -> UnsafePointer<UInt8>? {
        length?.pointee = isSet ? buffer.count : 0
        return pointer.map { UnsafePointer($0) }
    }
}

/// The text of `length` bytes at `bytes` (invalid UTF-8 is repaired), or of the
/// NUL-terminated string when `length` is negative; empty for a null pointer.
func cString(_ bytes: UnsafePointer<UInt8>?, length: Int = -1) -> String {
    guard let bytes else { return "" }
    var n = length
    if n < 0 {
        n = 0
        while bytes[n] != 0 { n += 1 }
    }
    return String(decoding: UnsafeBufferPointer(start: bytes, count: n), as: UTF8.self)
}
