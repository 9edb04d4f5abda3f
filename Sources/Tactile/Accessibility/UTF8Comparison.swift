/// Comparing and hashing strings by their UTF-8 bytes.
///
/// `String`'s own `==`, `<` and hashing compare by canonical equivalence: they
/// normalise (NFC/NFD), which brings Unicode's normalisation code and data tables
/// into tactile.wasm. Ids, names and labels are compared by these instead. For
/// ASCII and for NFC-normalised text the result is the same; two spellings of one
/// text in different normal forms differ here.
extension String {
    /// Whether the two strings have the same UTF-8 bytes.
    @inline(never)
    package func hasSameUTF8(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        var a = self, b = other
        return a.withUTF8 { x in b.withUTF8 { y in x.elementsEqual(y) } }
    }

    /// Feeds the UTF-8 bytes to `hasher`, then a terminator (so that hashing
    /// two strings in a row does not only hash their concatenation).
    @inline(never)
    package func hashUTF8(into hasher: inout Hasher) {
        var s = self
        s.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(0xFF as UInt8)
    }
}

extension Sequence<String> {
    /// Whether an element has the same UTF-8 bytes as `string`.
    package func containsUTF8(_ string: String) -> Bool { contains { $0.hasSameUTF8(as: string) } }
}

/// Whether both are nil or both have the same UTF-8 bytes.
package func sameUTF8(_ a: String?, _ b: String?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let x?, let y?): x.hasSameUTF8(as: y)
    default: false
    }
}
