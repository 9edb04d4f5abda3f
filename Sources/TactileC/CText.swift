/// A NUL-terminated UTF-8 buffer the C API hands out: it stays valid until the
/// same buffer is set again or its owner is destroyed.
final class CText {
    private(set) var pointer: UnsafeMutablePointer<UInt8>?
    private(set) var count = 0

    init() {}

    init(_ text: String) { set(text) }

    deinit { pointer?.deallocate() }

    /// Replaces the contents with `text`.
    func set(_ text: String) {
        pointer?.deallocate()
        var bytes: [UInt8] = []
        bytes.append(contentsOf: text.utf8)
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count + 1)
        for (i, b) in bytes.enumerated() { p[i] = b }
        p[bytes.count] = 0
        pointer = p
        count = bytes.count
    }

    /// The buffer for C, storing its length (without the NUL) in `length` when given.
    func handOut(_ length: UnsafeMutablePointer<Int>?) -> UnsafePointer<UInt8>? {
        length?.pointee = count
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
